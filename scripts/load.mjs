// `npm run test:load` — load with integrity, not part of `npm test`:
//   npm run test:load -- [--members 50] [--seconds 60] [--json file] [--url http://127.0.0.1:8787 [--state dir]]
//   npm run test:load -- --scenario jars [--jars 20] [--writers 40] [--readers 200] [--seconds 60]
//     (the shared jar's wave: scripts/load-jars.mjs)
// LOAD_SECONDS / LOAD_MEMBERS / LOAD_URL set the same from the environment.
//
// Without --url it starts its own worker (`wrangler dev --env local`, emulators on, production's
// rate limits) on a fresh D1 in a temp dir; with --url it uses a running `npm start`, whose D1 is in
// --state (default .wrangler/state). Setup (not timed) signs the members up through the real sign-up
// path (Kakao emulator → mailbox code → register), two groups each. Then every member's loop runs
// for the given seconds: send praise to another member and deliver it through the share emulator
// (which calls our webhook), then, as that member's own phone, open, save, sometimes move or delete
// the praise delivered to them, and the reads the client makes. Each member is one phone: its own
// client address (CF-Connecting-IP, as Cloudflare would set it), and only its own loop changes its
// groups, so the loop keeps an exact model of what the host must hold.
//
// At the end: every count the client reads (/api/member/info, /api/group, stamp cards, badges, the
// group lists, sendStatus) against that model, and the database itself for orphan rows (`wrangler
// d1 execute --local` on the same state: foreign_key_check plus the ownership rules). Prints
// requests, req/s, latency per call, errors by status; exits 1 on any 5xx, unexpected status,
// non-2xx webhook, mismatch or orphan. Node built-ins plus scripts/load-http.mjs and local-worker.mjs.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  clientAddress,
  countBy,
  createCaller,
  formatLatency,
  latency,
  perCall as latencyPerCall,
  loadServer,
  orphanChecks,
  pool,
  signUp as signUpPerson,
  Unexpected,
} from "./load-http.mjs";
import { d1 } from "./local-worker.mjs";

const { values: opts } = parseArgs({
  options: {
    url: { type: "string", default: process.env.LOAD_URL },
    state: { type: "string" },
    members: { type: "string", default: process.env.LOAD_MEMBERS ?? "50" },
    seconds: { type: "string", default: process.env.LOAD_SECONDS ?? "60" },
    json: { type: "string" },
    // The shared jar's wave (scripts/load-jars.mjs).
    scenario: { type: "string", default: "praise" },
    jars: { type: "string" },
    writers: { type: "string" },
    readers: { type: "string" },
  },
});
if (opts.scenario === "jars") {
  const { runJarsScenario } = await import("./load-jars.mjs");
  process.exit(await runJarsScenario(opts));
}
if (opts.scenario !== "praise") throw new Error("--scenario: praise (the default) or jars");
const MEMBERS = Number(opts.members);
const SECONDS = Number(opts.seconds);
// Names are `부하<run><n>` within the host's 8 characters: 2 + 3 + at most 3 digits.
if (!Number.isInteger(MEMBERS) || MEMBERS < 2 || MEMBERS > 999) throw new Error("--members: 2 to 999");
// Access tokens live 30 minutes and the script does not reissue them.
if (!(SECONDS > 0 && SECONDS <= 1500)) throw new Error("--seconds: more than 0, at most 1500");
const SETUP_CONCURRENCY = 10;
const runId = Math.random().toString(36).slice(2, 5).padEnd(3, "0");

const CHAT_STATUS = {
  DirectChat: "DIRECT",
  OpenDirectChat: "DIRECT",
  MultiChat: "GROUP",
  OpenMultiChat: "GROUP",
  MemoChat: "MYSELF",
};
const LETTERS = [
  "발표 자료 꼼꼼하게 챙겨줘서 고마워요!",
  "어려운 버그를 끝까지 잡아줘서 든든했어요.",
  "회의 분위기를 늘 밝게 만들어줘서 고마워요 :)",
  "급한 일정에도 먼저 손 내밀어줘서 감동이었어요.",
  "리뷰를 정성껏 해줘서 많이 배웠어요. 다음 스프린트도 잘 부탁해요!",
];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

// ---------- The server: our own worker on a fresh database, or a running one ----------

const server = await loadServer({ url: opts.url, state: opts.state });
const { base, statePath } = server;
const http = createCaller(base);
const { call, samples, statusCounts, nonSuccess } = http;

// ---------- The model: what each member's phone knows it did ----------

/**
 * A member and what the host must hold for them. Only this member's loop changes `saved` (its
 * received praise); `sent` grows only in its own loop too. `inbox`: praise delivered to this
 * member and not yet opened (other loops put it there once Kakao's webhook said yes).
 */
const newMember = (n, name, token, groups) => ({
  n,
  name,
  ip: clientAddress(n),
  token,
  groups,
  sent: [], // { uuid, content, groupId, stampId, receiver, chatType } — delivered only
  saved: new Map(), // uuid → { content, groupId, stampId, sender, id }
  inbox: [],
  peakSaved: 0, // RECEIVE badges are earned on the save that reaches a threshold, never taken back
  moved: 0,
  deleted: 0,
  savedEver: 0,
});

// ---------- Setup: sign-up as the client does it, then two groups each ----------

const signUp = async (n, images) => {
  const name = `부하${runId}${n}`;
  const phone = newMember(n, name, undefined, []);
  phone.token = await signUpPerson(call, base, phone, {
    email: `load.${runId}.${n}@kkul-load.com`,
    image: images[n % 6],
    emailMarketing: n % 2,
  });
  for (const groupName of ["부하 팀", "부하 동기"]) {
    const group = await call("POST", "/api/group", { from: phone, body: { groupName }, expect: [201] });
    phone.groups.push(group.data.groupId);
  }
  return phone;
};

// ---------- Load: one loop per member ----------

const shares = []; // { uuid, sender, chatType, webhookStatus }
let aborted = 0; // iterations cut short by an unexpected status
let seq = 0;

/** The receivePraiseId of `content` in my group: only my loop saves there, so it is on page 0. */
const findReceived = async (me, groupId, content) => {
  const page = await call("GET", "/api/receive-praise/group", { from: me, query: { groupId, page: 0, size: 10 } });
  return page.data.receivePraiseInfos.find((p) => p.content === content)?.receivePraiseId;
};

const send = async (me, members) => {
  const receiver = pick(members.filter((m) => m !== me));
  // A unique tag in the letter lets us find this praise in the lists later.
  const content = `${pick(LETTERS)} #${runId}-${++seq}`;
  const groupId = pick(me.groups);
  const stampId = 1 + Math.floor(Math.random() * 8);
  const sent = await call("POST", "/api/send-praise", {
    from: me,
    headers: { "Idempotency-Key": crypto.randomUUID() }, // one per send attempt, as the client does
    body: { content, projectStatus: Math.random() < 0.5, receiverName: receiver.name, groupId, honeyStampId: stampId },
    expect: [201],
  });
  const { uuid, shareToken } = sent.data;
  // KakaoTalk's servers (the emulator) call our webhook and tell us what it answered.
  const chatType = pick(Object.keys(CHAT_STATUS));
  const share = await call("POST", "/__dev/kakao/share", {
    headers: { Origin: base },
    body: {
      appKey: "local-js-key",
      templateId: 100001,
      templateArgs: { id: uuid },
      serverCallbackArgs: { praiseUuid: uuid, shareToken },
      chatType,
    },
  });
  const webhookStatus = share.json.webhookStatus;
  shares.push({ uuid, sender: me, chatType, webhookStatus });
  await call("GET", "/api/send-praise/check", { from: me, query: { "praise-uuid": uuid } });
  if (webhookStatus >= 200 && webhookStatus < 300) {
    me.sent.push({ uuid, content, groupId, stampId, receiver, chatType });
    receiver.inbox.push({ uuid, content, stampId, sender: me });
  }
};

/** As the receiver's phone: open the link, save into one of my groups, sometimes move or delete. */
const receive = async (me, praise) => {
  await call("GET", "/api/receive-praise", { from: me, query: { uuid: praise.uuid } });
  const groupId = pick(me.groups);
  await call("POST", "/api/receive-praise", { from: me, body: { praiseUuid: praise.uuid, groupId }, expect: [201] });
  const saved = { content: praise.content, stampId: praise.stampId, sender: praise.sender, groupId, id: undefined };
  me.saved.set(praise.uuid, saved);
  me.savedEver++;
  me.peakSaved = Math.max(me.peakSaved, me.saved.size);
  saved.id = await findReceived(me, groupId, praise.content);
  if (saved.id === undefined) throw new Unexpected(`${praise.content}: saved into ${groupId}, not on its page 0`);
  const roll = Math.random();
  if (roll < 0.25) {
    const other = me.groups.find((g) => g !== groupId);
    await call("PATCH", "/api/group/receive-praise/change", {
      from: me,
      body: { praiseIdList: [saved.id], groupId: other },
    });
    saved.groupId = other; // only after the host said yes
    me.moved++;
  } else if (roll < 0.4) {
    await call("DELETE", "/api/receive-praise", { from: me, query: { id: saved.id } });
    me.saved.delete(praise.uuid);
    me.deleted++;
  }
};

// A person sends at most 30 praises a minute (the worker's per-member limit, rate-limit.ts): each
// member's loop sends once per 2.1 s at most and reads and saves in between.
const SEND_GAP_MS = 2100;

let iterations = 0;
const iteration = async (me, members) => {
  iterations++;
  if (Date.now() - (me.sentAt ?? 0) >= SEND_GAP_MS) {
    me.sentAt = Date.now();
    await send(me, members);
  }
  // About one praise arrives per iteration; take up to two so the inbox does not pile up.
  for (const praise of me.inbox.splice(0, 2)) await receive(me, praise);
  await call("GET", "/api/group", { from: me });
  await call("GET", "/api/member/info", { from: me });
  if (Math.random() < 0.25) {
    const groupId = pick(me.groups);
    await call("GET", "/api/badge", { from: me });
    await call("GET", "/api/stamp/received", { from: me, query: { group: groupId } });
    await call("GET", "/api/send-praise/group", { from: me, query: { groupId, page: 0, size: 10 } });
  }
};

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
  await pool(members, SETUP_CONCURRENCY, (m) =>
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

// ---------- Run ----------

let exitCode = 1;
try {
  console.log(`load: ${MEMBERS} members, ${SECONDS} s against ${base} (run ${runId})`);
  const setupStarted = performance.now();
  let members;
  try {
    const images = Object.values((await call("GET", "/api/member/profile-image")).data.profileImageUrl);
    members = await pool(
      Array.from({ length: MEMBERS }, (_, i) => i + 1),
      SETUP_CONCURRENCY,
      (n) => signUp(n, images),
    );
  } catch (error) {
    if (!(error instanceof Unexpected)) throw error;
    console.error(`setup failed: ${error.message}`);
    process.exit(1);
  }
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  console.log(`setup: ${MEMBERS} members signed up with ${MEMBERS * 2} groups in ${setupSeconds.toFixed(1)} s`);

  http.state.phase = "load";
  const loadStarted = performance.now();
  const deadline = loadStarted + SECONDS * 1000;
  await Promise.all(
    members.map(async (m) => {
      // Each loop finishes the iteration it is in at the deadline, so the model matches the host.
      while (performance.now() < deadline) {
        await iteration(m, members).catch((error) => {
          if (!(error instanceof Unexpected)) throw error;
          aborted++;
        });
      }
    }),
  );
  const elapsed = (performance.now() - loadStarted) / 1000;

  http.state.phase = "check";
  const integrity = await integrityChecks(members);

  const perCall = latencyPerCall(samples);
  const webhook2xx = shares.filter((s) => s.webhookStatus >= 200 && s.webhookStatus < 300).length;
  const sum = (f) => members.reduce((n, m) => n + f(m), 0);
  const report = {
    runId,
    url: base,
    members: MEMBERS,
    seconds: SECONDS,
    date: new Date().toISOString(),
    node: process.version,
    setupSeconds: Math.round(setupSeconds * 10) / 10,
    elapsedSeconds: Math.round(elapsed * 10) / 10,
    iterations,
    requests: samples.length,
    requestsPerSecond: Math.round((samples.length / elapsed) * 10) / 10,
    latency: latency(samples),
    perCall,
    loadErrorsByStatus: countBy(
      samples.filter((s) => s.status < 200 || s.status >= 300),
      (s) => s.status,
    ),
    statusCounts, // every request of the run: setup, load and checks
    nonSuccess: [...nonSuccess.values()],
    abortedIterations: aborted,
    shares: { total: shares.length, webhook2xx, webhookStatuses: countBy(shares, (s) => s.webhookStatus) },
    saves: {
      total: sum((m) => m.savedEver),
      moved: sum((m) => m.moved),
      deleted: sum((m) => m.deleted),
      kept: sum((m) => m.saved.size),
      unopened: sum((m) => m.inbox.length),
    },
    integrity,
  };
  const failures = [
    ...(statusCounts["5xx"] ? [`${statusCounts["5xx"]} responses were 5xx`] : []),
    ...(statusCounts.network ? [`${statusCounts.network} requests failed on the network`] : []),
    ...report.nonSuccess.filter((e) => !e.expected).map((e) => `unexpected ${e.status} on ${e.call} (${e.count}×)`),
    ...(webhook2xx < shares.length ? [`${shares.length - webhook2xx} share webhooks were not answered 2xx`] : []),
    ...integrity.failures.map((f) => `integrity: ${f}`),
  ];
  report.failures = failures;

  const ms = formatLatency;
  console.log(
    `\nload: ${report.requests} requests in ${report.elapsedSeconds} s = ${report.requestsPerSecond} req/s (${iterations} iterations)`,
  );
  console.log(`  all calls ${ms(report.latency)}`);
  for (const [c, l] of Object.entries(perCall)) console.log(`  ${c.padEnd(40)} n ${String(l.n).padStart(6)}  ${ms(l)}`);
  console.log(`errors by status (load phase): ${JSON.stringify(report.loadErrorsByStatus)}`);
  console.log(
    `status (whole run): ${Object.entries(statusCounts)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
  for (const e of report.nonSuccess)
    console.log(
      `  ${e.count}× ${e.status} ${e.call} [${e.phase}${e.expected ? ", expected" : ""}] ${e.body || "(empty body)"}`,
    );
  console.log(
    `shares: ${shares.length}, webhook 2xx ${webhook2xx}, statuses ${JSON.stringify(report.shares.webhookStatuses)}`,
  );
  console.log(
    `saves: ${report.saves.total} (${report.saves.moved} moved, ${report.saves.deleted} deleted, ${report.saves.kept} kept, ${report.saves.unopened} delivered but not opened); aborted iterations: ${aborted}`,
  );
  console.log(
    `integrity: ${integrity.membersChecked} members, ${integrity.deliveredChecked} delivered and ${integrity.savedChecked} saved praises checked against the model; database ${JSON.stringify(integrity.database)}; ${integrity.failures.length} failures`,
  );
  for (const f of integrity.failures.slice(0, 20)) console.log(`  ${f}`);
  if (opts.json) writeFileSync(opts.json, `${JSON.stringify(report, null, 2)}\n`);
  console.log(failures.length ? `\nFAILED:\n  ${failures.join("\n  ")}` : "\nOK");
  exitCode = failures.length ? 1 : 0;
} finally {
  server.stop();
}
process.exit(exitCode);
