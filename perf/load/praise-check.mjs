// The end of `npm run test:load`'s praise scenario (perf/load.mjs): what the host holds, read as
// the client reads it, against each member's model, and the database itself for orphan rows.

import { d1 } from "../../scripts/local-worker.mjs";
import { pool } from "../lib/pool.mjs";
import { countBy, orphanChecks, Unexpected } from "./http.mjs";
import { CHAT_STATUS } from "./praise.mjs";

/**
 * @param {{ call: import("./http.mjs").Call, statePath: string, runId: string, concurrency: number }} run
 */
export const praiseChecks = ({ call, statePath, runId, concurrency }) => {
  // ---------- Integrity: what the host holds at the end against the model ----------

  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const sortedSet = (list) => [...new Set(list)].sort();

  /** All pages of one of my group lists. */
  const wholeList = async (me, path, groupId, field) => {
    const items = [];
    for (let page = 0, pages = 1; page < pages; page++) {
      const list = await call("GET", path, { from: me, query: { groupId, page, size: 50 } });
      pages = list.data.pageInfo.totalPages;
      items.push(...list.data[field]);
    }
    return items;
  };

  const checkMember = async (me, catalogue, failures) => {
    const fail = (what) => failures.push(`${me.name}: ${what}`);
    const saved = [...me.saved.values()];
    const receivedIn = (g) => saved.filter((s) => s.groupId === g);
    const sentIn = (g) => me.sent.filter((s) => s.groupId === g);

    // /api/member/info: counts and the best stamp (most received; ties to the catalogue order).
    const info = (await call("GET", "/api/member/info", { from: me })).data;
    if (info.receivePraiseCount !== saved.length)
      fail(`receivePraiseCount ${info.receivePraiseCount}, expected ${saved.length}`);
    if (info.sendPraiseCount !== me.sent.length)
      fail(`sendPraiseCount ${info.sendPraiseCount}, expected ${me.sent.length}`);
    const byStamp = countBy(saved, (s) => s.stampId);
    const best = catalogue.stamps
      .filter((s) => byStamp[s.id])
      .sort((a, b) => byStamp[b.id] - byStamp[a.id] || a.sortOrder - b.sortOrder)[0];
    if (info.bestStamp !== (best?.imageUrl ?? null))
      fail(`bestStamp ${info.bestStamp}, expected ${best?.imageUrl ?? null}`);

    // /api/group: my two groups, their counts and their members (names on their praise).
    const groups = (await call("GET", "/api/group", { from: me })).data.groupMembersPraiseCountInfos;
    if (!same(sortedSet(groups.map((g) => g.groupId)), sortedSet(me.groups)))
      fail(`groups ${groups.map((g) => g.groupId)}, expected ${me.groups}`);
    for (const g of groups) {
      const receiveCount = receivedIn(g.groupId).length;
      const sendCount = sentIn(g.groupId).length;
      if (g.receiveCount !== receiveCount)
        fail(`group ${g.groupId} receiveCount ${g.receiveCount}, expected ${receiveCount}`);
      if (g.sendCount !== sendCount) fail(`group ${g.groupId} sendCount ${g.sendCount}, expected ${sendCount}`);
      const names = sortedSet([
        ...sentIn(g.groupId).map((s) => s.receiver.name),
        ...receivedIn(g.groupId).map((s) => s.sender.name),
      ]);
      if (!same(sortedSet(g.groupMembers.map((m) => m.name)), names))
        fail(`group ${g.groupId} members differ from the model`);
    }

    for (const groupId of me.groups) {
      // Stamp cards: per stamp, the count in this group and across my groups.
      for (const [direction, list] of [
        ["received", saved],
        ["sent", me.sent],
      ]) {
        const cards = (await call("GET", `/api/stamp/${direction}`, { from: me, query: { group: groupId } })).data
          .stampInfoByGroupDtos;
        for (const stamp of catalogue.stamps) {
          const card = cards.find((c) => c.stampName === stamp.name);
          const count = list.filter((p) => p.stampId === stamp.id && p.groupId === groupId).length;
          const totalCount = list.filter((p) => p.stampId === stamp.id).length;
          if (card?.count !== count || card?.totalCount !== totalCount)
            fail(
              `${direction} stamp card ${stamp.name} in ${groupId}: ${card?.count}/${card?.totalCount}, expected ${count}/${totalCount}`,
            );
        }
      }
      // The lists: every saved praise exactly once, in the group the model says; sent praise likewise.
      const received = (await wholeList(me, "/api/receive-praise/group", groupId, "receivePraiseInfos")).map(
        (p) => p.content,
      );
      if (
        !same(
          received.slice().sort(),
          receivedIn(groupId)
            .map((s) => s.content)
            .sort(),
        )
      )
        fail(
          `received list of ${groupId}: ${received.length} praises, expected ${receivedIn(groupId).length} (or other ones)`,
        );
      const sent = (await wholeList(me, "/api/send-praise/group", groupId, "sendPraiseInfos")).map((p) => p.content);
      if (
        !same(
          sent.slice().sort(),
          sentIn(groupId)
            .map((s) => s.content)
            .sort(),
        )
      )
        fail(`sent list of ${groupId}: ${sent.length} praises, expected ${sentIn(groupId).length} (or other ones)`);
    }

    // Badges: SEND by delivered count, RECEIVE by the highest saved count ever reached (kept after deletes).
    const badges = (await call("GET", "/api/badge", { from: me })).data.allBadgeInfos;
    const expected = catalogue.badges
      .filter((b) => b.threshold <= (b.kind === "SEND" ? me.sent.length : me.peakSaved))
      .map((b) => b.name);
    const earned = badges.filter((b) => b.completedDate !== null).map((b) => b.name);
    if (!same(sortedSet(earned), sortedSet(expected))) fail(`badges ${earned}, expected ${expected}`);

    // sendStatus of each delivered praise: the chat type of its (only) delivery.
    for (const s of me.sent) {
      const check = await call("GET", "/api/send-praise/check", { from: me, query: { "praise-uuid": s.uuid } });
      if (check.data.sendStatus !== CHAT_STATUS[s.chatType])
        fail(`${s.uuid}: sendStatus ${check.data.sendStatus}, expected ${CHAT_STATUS[s.chatType]} (${s.chatType})`);
    }
  };

  const databaseChecks = (failures) => orphanChecks(statePath, `부하${runId}`, failures);

  const integrityChecks = async (members) => {
    const failures = [];
    const stamps = (await call("GET", "/api/stamp", { from: members[0] })).data.stampDtos.map((s, i) => ({
      id: s.id,
      name: s.stampName,
      imageUrl: s.imageUrl,
      sortOrder: i, // the catalogue's order, as GET /api/stamp lists it
    }));
    const badges = await d1(["--persist-to", statePath], "--command", "SELECT name, kind, threshold FROM badges");
    await pool(members, concurrency, (m) =>
      checkMember(m, { stamps, badges }, failures).catch((error) => {
        if (!(error instanceof Unexpected)) throw error;
        failures.push(`${m.name}: check aborted: ${error.message}`);
      }),
    );
    const database = await databaseChecks(failures);
    return {
      membersChecked: members.length,
      deliveredChecked: members.reduce((n, m) => n + m.sent.length, 0),
      savedChecked: members.reduce((n, m) => n + m.saved.size, 0),
      database,
      failures,
    };
  };

  return integrityChecks;
};
