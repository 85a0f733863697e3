// `npm run load -- [--url http://127.0.0.1:8787] [--members 50] [--seconds 60] [--json file]`: a
// load test against an already running `npm start` (emulators on). Setup (not timed) signs up
// load members through the real sign-up path (Kakao emulator → mailbox code → register) and gives
// each two groups. Then every member loops for --seconds: send praise to another load member,
// deliver it through the share emulator (which calls our webhook), the receiver saves it, sometimes
// moves or deletes it, plus the reads the client makes. Prints latency per call, status counts, the
// share webhooks' answers and end-of-run integrity checks; exits 1 on any 5xx, unexpected status,
// non-2xx webhook or integrity failure. Node built-ins only (global fetch, keep-alive by default).
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values: opts } = parseArgs({
  options: {
    url: { type: "string", default: process.env.LOAD_URL ?? "http://127.0.0.1:8787" },
    members: { type: "string", default: "50" },
    seconds: { type: "string", default: "60" },
    json: { type: "string" },
  },
});
const base = opts.url.replace(/\/+$/, "");
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

// ---------- HTTP: every request is measured and every non-2xx remembered ----------

let phase = "setup"; // "setup" | "load" | "check"; only "load" is timed
const samples = []; // { call, status, ms } of the load phase
const statusCounts = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, network: 0 };
const nonSuccess = new Map(); // phase|call|status|body → { phase, call, status, body, expected, count }

class Unexpected extends Error {}

/** One call. `expect` lists the statuses that are right here; any other throws Unexpected. */
const call = async (method, path, { token, body, query, headers = {}, expect = [200] } = {}) => {
  const name = `${method} ${path}`; // paths carry no ids (those go in the query): the route template
  const url = `${base}${path}${query ? `?${new URLSearchParams(query)}` : ""}`;
  const started = performance.now();
  let res;
  let text = "";
  try {
    res = await fetch(url, {
      method,
      redirect: "manual",
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    text = await res.text();
  } catch (error) {
    text = String(error.cause ?? error);
  }
  const status = res?.status ?? 0;
  if (phase === "load") samples.push({ call: name, status, ms: performance.now() - started });
  statusCounts[status === 0 ? "network" : `${String(status)[0]}xx`]++;
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  const ok = status >= 200 && status < 300;
  // Every 2xx here is JSON (only the consent redirect has no body): anything else is a failure too.
  const badBody = ok && json === null;
  if (!ok || badBody) {
    const entry = {
      phase,
      call: name,
      status: badBody ? `${status} (not JSON)` : status,
      body: text.slice(0, 200),
      expected: expect.includes(status) && !badBody,
    };
    const key = JSON.stringify(Object.values(entry));
    nonSuccess.set(key, { ...entry, count: (nonSuccess.get(key)?.count ?? 0) + 1 });
  }
  if (!expect.includes(status) || badBody) throw new Unexpected(`${name} → ${status} ${text.slice(0, 200)}`);
  return { status, json, data: json?.data, location: res.headers.get("location") };
};

/** Runs `fn` over `items`, at most `limit` at a time. */
const pool = async (items, limit, fn) => {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

// ---------- Setup: sign-up as the client does it, then two groups each ----------

const signUp = async (n, images) => {
  const name = `부하${runId}${n}`;
  const email = `load.${runId}.${n}@kkul-load.com`;
  const redirectUri = `${base}/login/kakao`;
  const consent = await call("GET", "/__dev/kakao/oauth/authorize/consent", {
    query: { client_id: "local-rest-api-key", redirect_uri: redirectUri, user: name, state: "load" },
    expect: [302],
  });
  const code = new URL(consent.location).searchParams.get("code");
  const kakao = (await call("POST", "/auth/kakao/token", { body: { code, redirectUri } })).data.accessToken;
  // A new Kakao id: the host answers 404, which sends the client to sign-up.
  await call("POST", "/api/auth/kakao-login", { token: kakao, expect: [404] });
  await call("POST", "/api/auth/send-mail", { body: { receiverMail: email }, expect: [201] });
  let verificationNumber;
  for (let tries = 0; !verificationNumber; tries++) {
    const mails = (await call("GET", "/__dev/mailbox", { query: { to: email } })).json;
    verificationNumber = /인증번호: (\d{6})/.exec(mails[0]?.text ?? "")?.[1];
    if (!verificationNumber && tries > 50) throw new Unexpected(`no verification mail for ${email}`);
    if (!verificationNumber) await new Promise((r) => setTimeout(r, 100));
  }
  await call("GET", "/api/auth/check-mail", { query: { receiverMail: email, verificationNumber } });
  const registered = await call("POST", "/api/auth/register", {
    token: kakao,
    body: {
      serviceTerm: 1,
      personalInfo: 1,
      emailMarketing: n % 2,
      name,
      email,
      imageUrl: images[n % 6],
      onboarding: 0,
    },
    expect: [201],
  });
  const member = { name, token: registered.data.accessToken, groups: [] };
  for (const groupName of ["부하 팀", "부하 동기"]) {
    const group = await call("POST", "/api/group", { token: member.token, body: { groupName }, expect: [201] });
    member.groups.push(group.data.groupId);
  }
  return member;
};

// ---------- Load: one loop per member ----------

const shares = []; // { uuid, sender, chatType, webhookStatus }
const saves = []; // { content, receiver, groupId, moved, deleted } — updated as we move and delete
let aborted = 0; // iterations cut short by an unexpected status
let seq = 0;

/** The receivePraiseId of `content` in the receiver's group: page 0 as the client reads it, else the rest. */
const findReceived = async (receiver, groupId, content) => {
  const first = await call("GET", "/api/receive-praise/group", {
    token: receiver.token,
    query: { groupId, page: 0, size: 10 },
  });
  let found = first.data.receivePraiseInfos.find((p) => p.content === content);
  // Other loops may have saved into the same group in between and pushed it off page 0.
  for (let page = 0; !found && page < first.data.pageInfo.totalElements / 50; page++) {
    const more = await call("GET", "/api/receive-praise/group", {
      token: receiver.token,
      query: { groupId, page, size: 50 },
    });
    found = more.data.receivePraiseInfos.find((p) => p.content === content);
  }
  return found?.receivePraiseId;
};

const iteration = async (sender, members) => {
  const others = members.filter((m) => m !== sender);
  const receiver = pick(others);
  // A unique tag in the letter lets us find this praise in the receiver's lists later.
  const content = `${pick(LETTERS)} #${runId}-${++seq}`;
  const sent = await call("POST", "/api/send-praise", {
    token: sender.token,
    body: {
      content,
      projectStatus: Math.random() < 0.5,
      receiverName: receiver.name,
      groupId: pick(sender.groups),
      honeyStampId: 1 + Math.floor(Math.random() * 8),
    },
    expect: [201],
  });
  const uuid = sent.data.uuid;
  // KakaoTalk's servers (the emulator) call our webhook and tell us what it answered.
  const chatType = pick(Object.keys(CHAT_STATUS));
  const share = await call("POST", "/__dev/kakao/share", {
    headers: { Origin: base },
    body: {
      appKey: "local-js-key",
      templateId: 100001,
      templateArgs: { id: uuid },
      serverCallbackArgs: { praiseUuid: uuid },
      chatType,
    },
  });
  const webhookStatus = share.json.webhookStatus;
  shares.push({ uuid, sender, chatType, webhookStatus });
  await call("GET", "/api/send-praise/check", { token: sender.token, query: { "praise-uuid": uuid } });
  if (webhookStatus >= 200 && webhookStatus < 300) {
    // The receiver opens the link, then saves it into one of their groups.
    await call("GET", "/api/receive-praise", { token: receiver.token, query: { uuid } });
    const groupId = pick(receiver.groups);
    await call("POST", "/api/receive-praise", {
      token: receiver.token,
      body: { praiseUuid: uuid, groupId },
      expect: [201],
    });
    const saved = { content, receiver, groupId, moved: false, deleted: false };
    saves.push(saved);
    const id = await findReceived(receiver, groupId, content);
    const roll = Math.random();
    if (id && roll < 0.25) {
      const other = receiver.groups.find((g) => g !== groupId);
      await call("PATCH", "/api/group/receive-praise/change", {
        token: receiver.token,
        body: { praiseIdList: [id], groupId: other },
      });
      Object.assign(saved, { groupId: other, moved: true }); // only after the host said yes
    } else if (id && roll < 0.4) {
      await call("DELETE", "/api/receive-praise", { token: receiver.token, query: { id } });
      saved.deleted = true;
    }
  }
  await call("GET", "/api/group", { token: sender.token });
  await call("GET", "/api/member/info", { token: sender.token });
};

// ---------- Integrity: what the host holds at the end against our own log ----------

const integrityChecks = async (members) => {
  const failures = [];
  const delivered = shares.filter((s) => s.webhookStatus >= 200 && s.webhookStatus < 300);
  await pool(delivered, SETUP_CONCURRENCY, async (s) => {
    const check = await call("GET", "/api/send-praise/check", {
      token: s.sender.token,
      query: { "praise-uuid": s.uuid },
    });
    // The first delivery decides the status, and each praise is shared once here.
    if (check.data.sendStatus !== CHAT_STATUS[s.chatType])
      failures.push(
        `${s.uuid}: sendStatus ${check.data.sendStatus}, expected ${CHAT_STATUS[s.chatType]} (${s.chatType})`,
      );
  });
  // Every load member's groups, all pages: content → group it is in.
  const held = new Map();
  await pool(members, SETUP_CONCURRENCY, async (m) => {
    for (const groupId of m.groups) {
      for (let page = 0, pages = 1; page < pages; page++) {
        const list = await call("GET", "/api/receive-praise/group", {
          token: m.token,
          query: { groupId, page, size: 50 },
        });
        pages = list.data.pageInfo.totalPages;
        for (const p of list.data.receivePraiseInfos) held.set(`${m.name}|${p.content}`, groupId);
      }
    }
  });
  for (const s of saves) {
    const where = held.get(`${s.receiver.name}|${s.content}`);
    if (s.deleted && where !== undefined) failures.push(`${s.content}: deleted, still in group ${where}`);
    if (!s.deleted && where !== s.groupId)
      failures.push(`${s.content}: expected in ${s.receiver.name}'s group ${s.groupId}, found ${where ?? "nowhere"}`);
  }
  const kept = saves.filter((s) => !s.deleted).length;
  if (held.size !== kept) failures.push(`the load members hold ${held.size} received praises, our log says ${kept}`);
  return { deliveredChecked: delivered.length, savesChecked: saves.length, failures };
};

// ---------- Report ----------

const percentile = (sorted, p) => (sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const latency = (list) => {
  const ms = list.map((s) => s.ms).sort((a, b) => a - b);
  const round = (x) => Math.round(x * 10) / 10;
  return {
    n: ms.length,
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    p99: round(percentile(ms, 99)),
  };
};
const countBy = (list, key) => {
  const counts = {};
  for (const x of list) counts[key(x)] = (counts[key(x)] ?? 0) + 1;
  return counts;
};

// ---------- Run ----------

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

phase = "load";
const loadStarted = performance.now();
const deadline = loadStarted + SECONDS * 1000;
await Promise.all(
  members.map(async (m) => {
    // Each loop finishes the iteration it is in at the deadline, so our log matches the host.
    while (performance.now() < deadline) {
      await iteration(m, members).catch((error) => {
        if (!(error instanceof Unexpected)) throw error;
        aborted++;
      });
    }
  }),
);
const elapsed = (performance.now() - loadStarted) / 1000;

phase = "check";
const integrity = await integrityChecks(members).catch((error) => {
  if (!(error instanceof Unexpected)) throw error;
  return { failures: [`integrity check aborted: ${error.message}`] };
});

const perCall = Object.fromEntries(
  [...new Set(samples.map((s) => s.call))].sort().map((c) => [c, latency(samples.filter((s) => s.call === c))]),
);
const webhook2xx = shares.filter((s) => s.webhookStatus >= 200 && s.webhookStatus < 300).length;
const report = {
  runId,
  url: base,
  members: MEMBERS,
  seconds: SECONDS,
  date: new Date().toISOString(),
  node: process.version,
  setupSeconds: Math.round(setupSeconds * 10) / 10,
  elapsedSeconds: Math.round(elapsed * 10) / 10,
  requests: samples.length,
  requestsPerSecond: Math.round((samples.length / elapsed) * 10) / 10,
  latency: latency(samples),
  perCall,
  statusCounts, // every request of the run: setup, load and checks
  nonSuccess: [...nonSuccess.values()],
  abortedIterations: aborted,
  shares: { total: shares.length, webhook2xx, webhookStatuses: countBy(shares, (s) => s.webhookStatus) },
  saves: {
    total: saves.length,
    moved: saves.filter((s) => s.moved).length,
    deleted: saves.filter((s) => s.deleted).length,
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

const ms = (l) => `p50 ${l.p50} ms  p95 ${l.p95} ms  p99 ${l.p99} ms`;
console.log(`\nload: ${report.requests} requests in ${report.elapsedSeconds} s = ${report.requestsPerSecond} req/s`);
console.log(`  all calls ${ms(report.latency)}`);
for (const [c, l] of Object.entries(perCall)) console.log(`  ${c.padEnd(40)} n ${String(l.n).padStart(6)}  ${ms(l)}`);
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
  `saves: ${saves.length} (${report.saves.moved} moved, ${report.saves.deleted} deleted); aborted iterations: ${aborted}; integrity: ${integrity.deliveredChecked ?? 0} delivered and ${integrity.savesChecked ?? 0} saves checked, ${integrity.failures.length} failures`,
);
for (const f of integrity.failures.slice(0, 20)) console.log(`  ${f}`);
if (opts.json) writeFileSync(opts.json, `${JSON.stringify(report, null, 2)}\n`);
console.log(failures.length ? `\nFAILED:\n  ${failures.join("\n  ")}` : "\nOK");
process.exitCode = failures.length ? 1 : 0;
