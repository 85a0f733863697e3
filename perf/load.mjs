// `npm run test:load` — load with integrity, not part of `npm test`:
//   npm run test:load -- [--members 50] [--seconds 60] [--json file] [--url http://127.0.0.1:8787 [--state dir]]
//   npm run test:load -- --scenario jars [--jars 20] [--writers 40] [--readers 200] [--seconds 60]
//     (the shared jar's wave: perf/load/jars.mjs)
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
// non-2xx webhook, mismatch or orphan. Node built-ins plus perf/load/http.mjs and scripts/local-worker.mjs;
// the members' loop in perf/load/praise.mjs, the end's checks in perf/load/praise-check.mjs.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { pool } from "./lib/pool.mjs";
import {
  countBy,
  createCaller,
  formatLatency,
  latency,
  perCall as latencyPerCall,
  loadServer,
  Unexpected,
} from "./load/http.mjs";
import { praiseLoop } from "./load/praise.mjs";
import { praiseChecks } from "./load/praise-check.mjs";

const { values: opts } = parseArgs({
  options: {
    url: { type: "string", default: process.env.LOAD_URL },
    state: { type: "string" },
    members: { type: "string", default: process.env.LOAD_MEMBERS ?? "50" },
    seconds: { type: "string", default: process.env.LOAD_SECONDS ?? "60" },
    json: { type: "string" },
    // The shared jar's wave (perf/load/jars.mjs).
    scenario: { type: "string", default: "praise" },
    jars: { type: "string" },
    writers: { type: "string" },
    readers: { type: "string" },
  },
});
if (opts.scenario === "jars") {
  const { runJarsScenario } = await import("./load/jars.mjs");
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

// ---------- The server: our own worker on a fresh database, or a running one ----------

const server = await loadServer({ url: opts.url, state: opts.state });
const { base, statePath } = server;
const http = createCaller(base);
const { call, samples, statusCounts, nonSuccess } = http;
const loop = praiseLoop({ call, base, runId });
const { shares } = loop;
const integrityChecks = praiseChecks({ call, statePath, runId, concurrency: SETUP_CONCURRENCY });
let aborted = 0; // iterations cut short by an unexpected status

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
      (n) => loop.signUp(n, images),
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
        await loop.iteration(m, members).catch((error) => {
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
    iterations: loop.counts.iterations,
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
    `\nload: ${report.requests} requests in ${report.elapsedSeconds} s = ${report.requestsPerSecond} req/s (${loop.counts.iterations} iterations)`,
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
