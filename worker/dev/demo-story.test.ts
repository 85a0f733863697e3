// The demo story `npm start` puts into a new local database (worker/dev/demo-story.sql), applied
// after seed.sql exactly as wrangler applies a --file (its statements in one batch), then read back
// through the real host API: it must be what the host's own rules would have produced.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Badge } from "../contract/badge";
import type { GroupList } from "../contract/group";
import type { JarView, MyJars } from "../contract/jar";
import type { MemberInfo } from "../contract/member";
import type { PageInfo, ReceivedPraise, ReceivedPraiseItem, SentPraiseItem, Stamp } from "../contract/praise";
import { bearer, call, loginAs } from "../test/host-app";
import { DEMO_JARS } from "./demo-jars";

const apply = (statements: string[]) => env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));

const MEMBERS = ["김꿀벌", "이달콤", "박성실", "최열정"] as const;
type Name = (typeof MEMBERS)[number];
// The story's figures: delivered praise each sent, and praise each saved.
const STORY: Record<Name, { sent: number; received: number }> = {
  김꿀벌: { sent: 11, received: 9 },
  이달콤: { sent: 9, received: 7 },
  박성실: { sent: 7, received: 7 },
  최열정: { sent: 6, received: 8 },
};
const HOST_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY = 24 * 60 * 60 * 1000;

const tokens = {} as Record<Name, string>;
const get = async <T>(who: Name, path: string): Promise<T> => {
  const res = await call(path, { headers: bearer(tokens[who]) });
  expect(res.status, `${who} GET ${path}`).toBe(200);
  return (await res.json<{ data: T }>()).data;
};
const groupsOf = async (who: Name) => (await get<GroupList>(who, "/api/group")).groupMembersPraiseCountInfos;
const memberId = async (who: Name) => (await get<MemberInfo>(who, "/api/member/info")).memberId;
const rows = async <T>(sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;

beforeAll(async () => {
  await apply(env.DEV_SQL.seed);
  await apply(env.DEV_SQL.demoStory);
  // All four log in through the Kakao emulator (박성실 and 최열정 are its users 1004 and 1005).
  for (const name of MEMBERS) tokens[name] = (await loginAs(name)).accessToken;
});

describe("the demo story", () => {
  it("gives 김꿀벌 and 이달콤 three groups each, ordered 1..3, an order the host accepts back", async () => {
    const bee = await groupsOf("김꿀벌");
    expect(bee.map((g) => [g.orderIdx, g.groupName])).toEqual([
      [1, "마케팅팀"],
      [2, "프로덕트 스쿼드"],
      [3, "점심 메이트"],
    ]);
    expect((await groupsOf("이달콤")).map((g) => g.orderIdx)).toEqual([1, 2, 3]);
    for (const who of ["김꿀벌", "이달콤"] as const) {
      const groupOrderList = (await groupsOf(who)).map(({ groupId, orderIdx }) => ({ groupId, orderIdx }));
      const res = await call("/api/group/order", {
        method: "PATCH",
        headers: { "Content-Type": "application/json", ...bearer(tokens[who]) },
        body: JSON.stringify({ groupOrderList }),
      });
      expect(res.status).toBe(200);
    }
    // The names on a group are the people in its praise.
    expect(
      bee
        .find((g) => g.groupName === "프로덕트 스쿼드")!
        .groupMembers.map((m) => m.name)
        .sort(),
    ).toEqual(["박성실", "이달콤"]);
  });

  it("counts, per member and per group, only delivered praise: sent once Kakao confirmed it, received once saved", async () => {
    for (const who of MEMBERS) {
      const info = await get<MemberInfo>(who, "/api/member/info");
      expect({ sent: info.sendPraiseCount, received: info.receivePraiseCount }, who).toEqual(STORY[who]);
      const groups = await groupsOf(who);
      expect(
        groups.reduce((n, g) => n + g.sendCount, 0),
        who,
      ).toBe(info.sendPraiseCount);
      expect(
        groups.reduce((n, g) => n + g.receiveCount, 0),
        who,
      ).toBe(info.receivePraiseCount);
      for (const g of groups) {
        const sent = await get<{ pageInfo: PageInfo }>(who, `/api/send-praise/group?groupId=${g.groupId}&size=50`);
        const received = await get<{ pageInfo: PageInfo }>(
          who,
          `/api/receive-praise/group?groupId=${g.groupId}&size=50`,
        );
        expect([sent.pageInfo.totalElements, received.pageInfo.totalElements]).toEqual([g.sendCount, g.receiveCount]);
      }
    }
    const [total] = await rows<{ all: number; delivered: number; shared: number }>(
      `SELECT COUNT(*) AS "all", COUNT(CASE WHEN send_status <> 'FAIL' THEN 1 END) AS delivered,
              (SELECT COUNT(DISTINCT praise_id) FROM share_deliveries) AS shared FROM praises`,
    );
    expect(total).toEqual({ all: 33, delivered: 33, shared: 33 });
  });

  it("earns exactly the badges the counts reach, dated by the request that reached them", async () => {
    const catalogue = await rows<{ name: string; kind: "SEND" | "RECEIVE"; threshold: number }>(
      "SELECT name, kind, threshold FROM badges",
    );
    for (const who of MEMBERS) {
      const id = await memberId(who);
      // The host's moments: Kakao's webhook (delivered_at) for sent praise, the save (saved_at) for received.
      const times = async (sql: string) => (await rows<{ at: string }>(sql, id)).map((r) => r.at).sort();
      const moments = {
        SEND: await times("SELECT delivered_at AS at FROM praises WHERE sender_id = ? AND send_status <> 'FAIL'"),
        RECEIVE: await times("SELECT saved_at AS at FROM received_praises WHERE member_id = ?"),
      };
      const badges = (await get<{ allBadgeInfos: Badge[] }>(who, "/api/badge")).allBadgeInfos;
      for (const badge of catalogue) {
        const shown = badges.find((b) => b.name === badge.name)!;
        expect(shown.completedDate, `${who} ${badge.name}`).toBe(moments[badge.kind][badge.threshold - 1] ?? null);
      }
    }
    const earned = async (who: Name) =>
      (await get<{ allBadgeInfos: Badge[] }>(who, "/api/badge")).allBadgeInfos
        .filter((b) => b.completedDate)
        .map((b) => b.name);
    expect(await earned("김꿀벌")).toEqual(["첫 꿀 받기", "꿀 좀 받아본 사람", "첫 꿀 보내기", "달달한 당신"]);
    // 박성실 reaches 7 of each with the launch retro's praise and the relay (decision 022).
    expect(await earned("박성실")).toEqual(["첫 꿀 받기", "꿀 좀 받아본 사람", "첫 꿀 보내기", "달달한 당신"]);
  });

  it("uses all eight stamps, every delivered status, and letters of at most 180 characters", async () => {
    const stamps = (await get<{ stampDtos: Stamp[] }>("김꿀벌", "/api/stamp")).stampDtos;
    const sent: SentPraiseItem[] = [];
    for (const who of MEMBERS) {
      for (const g of await groupsOf(who)) {
        sent.push(
          ...(
            await get<{ sendPraiseInfos: SentPraiseItem[] }>(who, `/api/send-praise/group?groupId=${g.groupId}&size=50`)
          ).sendPraiseInfos,
        );
      }
    }
    expect(sent).toHaveLength(33);
    expect(new Set(sent.map((p) => p.stampUrl))).toEqual(new Set(stamps.map((s) => s.imageUrl)));
    expect(Math.max(...sent.map((p) => [...p.content].length))).toBeLessThanOrEqual(180);
    const statuses = await rows<{ send_status: string; chat_type: string }>(
      "SELECT DISTINCT p.send_status, d.chat_type FROM praises p JOIN share_deliveries d ON d.praise_id = p.id ORDER BY 1",
    );
    // The webhook's mapping: DirectChat → DIRECT, MultiChat → GROUP, MemoChat → MYSELF.
    expect(statuses).toEqual([
      { send_status: "DIRECT", chat_type: "DirectChat" },
      { send_status: "GROUP", chat_type: "MultiChat" },
      { send_status: "MYSELF", chat_type: "MemoChat" },
    ]);
  });

  it("shows each praise to its receiver as saved in their group, or waiting to be saved", async () => {
    // A praise to several (decision 022) has a copy per member who kept it: each sees their own.
    const praises = await rows<{
      uuid: string;
      sender: Name;
      receiver_name: string;
      saver: Name | null;
      saved_group: number | null;
    }>(
      `SELECT p.uuid, m.name AS sender, p.receiver_name, saver.name AS saver, r.group_id AS saved_group
         FROM praises p JOIN members m ON m.id = p.sender_id
         LEFT JOIN received_praises r ON r.praise_id = p.id
         LEFT JOIN members saver ON saver.id = r.member_id`,
    );
    const waiting: string[] = [];
    for (const p of praises) {
      const receiver = p.saver ?? MEMBERS.find((name) => name === p.receiver_name);
      if (!receiver) {
        waiting.push(p.receiver_name);
        continue;
      }
      const seen = await get<ReceivedPraise>(receiver, `/api/receive-praise?uuid=${p.uuid}`);
      expect(seen.groupId).toBe(p.saved_group ?? -1);
      if (p.saved_group === null) waiting.push(p.receiver_name);
      else expect((await groupsOf(receiver)).map((g) => g.groupId)).toContain(p.saved_group);
      expect((await get<ReceivedPraise>(p.sender, `/api/receive-praise?uuid=${p.uuid}`)).sendStatus).toBe("MYSELF");
    }
    expect(waiting.sort()).toEqual(["김꿀벌", "이달콤", "이달콤", "정다정"]);
  }, 30_000); // three real calls for each of the story's praises: about a second, five on a busy run

  it("writes the host's date format, within the past six weeks, each step after the one before", async () => {
    const now = Date.now();
    const steps = await rows<{ created_at: string; delivered_at: string; saved_at: string | null }>(
      "SELECT p.created_at, p.delivered_at, r.saved_at FROM praises p LEFT JOIN received_praises r ON r.praise_id = p.id",
    );
    for (const s of steps) {
      const dates = [s.created_at, s.delivered_at, ...(s.saved_at ? [s.saved_at] : [])];
      for (const date of dates) expect(date).toMatch(HOST_DATE);
      expect([...dates].sort()).toEqual(dates);
      expect(Date.parse(s.created_at)).toBeGreaterThan(now - 43 * DAY);
      expect(Date.parse(dates.at(-1)!)).toBeLessThan(now);
    }
    const squad = (await groupsOf("김꿀벌"))[1]!.groupId;
    const received = (
      await get<{ receivePraiseInfos: ReceivedPraiseItem[] }>(
        "김꿀벌",
        `/api/receive-praise/group?groupId=${squad}&size=50`,
      )
    ).receivePraiseInfos;
    // Newest first, as saved.
    expect(received.map((p) => p.receiveDate)).toEqual(
      received
        .map((p) => p.receiveDate)
        .sort()
        .reverse(),
    );
  });

  it("has receivers thanking back on their own saved copy, the newest replies still new on their senders' homes", async () => {
    const sentReactions = async (who: Name) => {
      const byGroup: Record<string, string[]> = {};
      for (const g of await groupsOf(who)) {
        const { sendPraiseInfos } = await get<{ sendPraiseInfos: SentPraiseItem[] }>(
          who,
          `/api/send-praise/group?groupId=${g.groupId}&size=50`,
        );
        byGroup[g.groupName] = sendPraiseInfos.flatMap((p) => (p.reaction ? [p.reaction] : []));
        // A reaction only ever answers a kept praise.
        for (const p of sendPraiseInfos) if (p.reaction) expect(p.savedAt, `${who} ${p.content}`).not.toBeNull();
      }
      return byGroup;
    };
    expect(await sentReactions("김꿀벌")).toEqual({
      마케팅팀: ["THANKS", "CHEERED", "THANKS"],
      "프로덕트 스쿼드": ["THANKS", "SWEET", "MOVED"],
      "점심 메이트": [],
    });
    const newOn = async (who: Name) => (await groupsOf(who)).filter((g) => g.hasNewReaction).map((g) => g.groupName);
    expect(await newOn("김꿀벌")).toEqual(["마케팅팀", "프로덕트 스쿼드"]);
    expect(await newOn("이달콤")).toEqual(["디자인팀"]);
    expect(await newOn("박성실")).toEqual([]);

    // The receiver sees their own answer on the praise they saved, and may change it.
    const squad = (await groupsOf("박성실")).find((g) => g.groupName === "프로덕트 스쿼드")!;
    const { receivePraiseInfos } = await get<{ receivePraiseInfos: ReceivedPraiseItem[] }>(
      "박성실",
      `/api/receive-praise/group?groupId=${squad.groupId}&size=50`,
    );
    const fromBee = receivePraiseInfos.filter((p) => p.name === "김꿀벌");
    expect(fromBee.map((p) => [p.reaction, p.canReact])).toEqual([
      ["THANKS", true],
      ["MOVED", true],
    ]);

    // Each answer comes after its save and before now.
    const times = await rows<{ saved_at: string; reacted_at: string }>(
      "SELECT r.saved_at, x.reacted_at FROM praise_keepers x JOIN received_praises r ON r.id = x.received_id AND r.praise_id = x.praise_id WHERE x.reaction IS NOT NULL",
    );
    expect(times).toHaveLength(13);
    for (const t of times) {
      expect(t.reacted_at).toMatch(HOST_DATE);
      expect(t.reacted_at > t.saved_at).toBe(true);
      expect(Date.parse(t.reacted_at)).toBeLessThan(Date.now());
    }
  });

  it("has the launch retro's praise to three colleagues, all three keeping it, and a relay three praises long", async () => {
    const [retro] = await rows<{ uuid: string }>(
      "SELECT uuid FROM praises WHERE json_array_length(receiver_names) = 3",
    );
    const seen = await get<ReceivedPraise>("박성실", `/api/receive-praise?uuid=${retro!.uuid}`);
    expect(seen.receiverNames).toEqual(["이달콤", "박성실", "최열정"]);
    const check = await get<{ keepers: { name: string; reaction: unknown }[] }>(
      "김꿀벌",
      `/api/send-praise/check?praise-uuid=${retro!.uuid}`,
    );
    expect(check.keepers.map((k) => k.name)).toEqual(["이달콤", "박성실", "최열정"]);
    const [last] = await rows<{ uuid: string }>(
      "SELECT p.uuid FROM praises p WHERE p.relay_of IS NOT NULL ORDER BY p.created_at DESC LIMIT 1",
    );
    const landing = await get<ReceivedPraise>("최열정", `/api/receive-praise?uuid=${last!.uuid}`);
    expect(landing.relayLength).toBe(3);
    expect(landing.relay?.map((step) => step.senderName)).toEqual(["김꿀벌", "이달콤", "박성실"]);
  });

  it("has one announcement", async () => {
    const { announcements } = await get<{ announcements: { title: string; createdAt: string }[] }>(
      "김꿀벌",
      "/api/announcement",
    );
    expect(announcements).toHaveLength(1);
    expect(announcements[0]!.createdAt).toMatch(HOST_DATE);
  });

  it("goes in once: applying it again fails as a whole and changes nothing", async () => {
    const count = async () =>
      (await rows<{ n: number }>("SELECT (SELECT COUNT(*) FROM praises) + (SELECT COUNT(*) FROM groups) AS n"))[0]!.n;
    const before = await count();
    await expect(apply(env.DEV_SQL.demoStory)).rejects.toThrow(/UNIQUE constraint failed: dev_demo_story\.id/);
    expect(await count()).toBe(before);
    expect(await rows("SELECT name FROM sqlite_master WHERE name LIKE 'dev_demo_%' ORDER BY name")).toEqual([
      { name: "dev_demo_story" },
    ]);
  });
});

// ---------- the demo story's shared jars (worker/dev/demo-jars.ts), written after the story as
// `npm start` writes them: last, since they add to the figures above ----------

const jarGet = async <T>(path: string, token?: string): Promise<T> => {
  const res = await call(path, { headers: token ? bearer(token) : {} });
  expect(res.status, path).toBe(200);
  return (await res.json<{ data: T }>()).data;
};
const addJars = async () => (await call("/__dev/demo-jars", { method: "POST" })).json<{ added: boolean }>();

describe("the demo story's shared jars", () => {
  it("are added once: 최열정's promotion jar still open, 박성실's welcome jar kept into his group", async () => {
    expect(await addJars()).toEqual({ added: true });
    expect((await addJars()).added).toBe(false);

    const open = await jarGet<JarView>(`/api/jar/${DEMO_JARS.open.jarId}`);
    expect(open).toMatchObject({
      recipientName: "최열정",
      occasion: "PROMOTION",
      open: false,
      kept: false,
      letterCount: 4,
    });
    const bee = await jarGet<MyJars>("/api/jar", (await loginAs("김꿀벌")).accessToken);
    expect(bee.created).toEqual([
      expect.objectContaining({ jarId: DEMO_JARS.open.jarId, letterCount: 4, kept: false }),
    ]);
    const sweet = await jarGet<MyJars>("/api/jar", (await loginAs("이달콤")).accessToken);
    expect(sweet.written).toContainEqual(expect.objectContaining({ jarId: DEMO_JARS.open.jarId, kept: false }));
    expect(sweet.created).toEqual([expect.objectContaining({ jarId: DEMO_JARS.kept.jarId, kept: true })]);

    const sincere = (await loginAs("박성실")).accessToken;
    const group = (await jarGet<GroupList>("/api/group", sincere)).groupMembersPraiseCountInfos.find(
      (g) => g.groupName === "박성실님 환영 꿀단지",
    );
    expect(group).toMatchObject({ receiveCount: 3 });
    const list = await jarGet<{ receivePraiseInfos: ReceivedPraiseItem[] }>(
      `/api/receive-praise/group?groupId=${group!.groupId}&page=0&size=10`,
      sincere,
    );
    expect(list.receivePraiseInfos.map((p) => p.name).sort()).toEqual(["김꿀벌", "지원 (손님)", "최열정"]);
    expect((await jarGet<JarView>(`/api/jar/${DEMO_JARS.kept.jarId}`)).kept).toBe(true);
  });
});
