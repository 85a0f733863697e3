// `npm run bench -- --only throughput`: autocannon against the praise host's reads and the landing,
// read against a hello-world floor started in the same run; then the host's reads by workerd's own
// CPU per request, against the floor's one indexed D1 read.

import { percentile, spread } from "../lib/stats.mjs";
import { CONNECTIONS, throughput } from "./autocannon.mjs";
import { cpuPerRequest, interleavedCpu, workerdPids } from "./cpu.mjs";
import { BUDGET, throughputLine } from "./report.mjs";

/** The CPU figures' rounds: each read and the D1 floor beside it, this many times, this many requests each. */
const CPU_ROUNDS = { rounds: 5, requests: 300 };

/**
 * @param {{
 *   url: string,
 *   bearer: Record<string, string>,
 *   seed: import("../lib/fixture.mjs").BenchSeed,
 *   landingPath: string,
 *   workerPid: number | undefined,
 *   startHello: () => Promise<import("./autocannon.mjs").HelloWorker>,
 *   budget: import("./report.mjs").Budget,
 * }} context
 */
export const throughputSection = async ({ url, bearer, seed, landingPath, workerPid, startHello, budget }) => {
  const { bee } = seed;
  console.log(`\nThroughput (autocannon, ${CONNECTIONS} connections, 5 s each after 1 s warm-up; wrangler dev)`);
  const hello = await startHello();
  const groupId = seed.groups[0];
  /** @typedef {[label: string, url: string, headers: Record<string, string>]} Target */
  /** @type {Target[]} */
  const targets = [
    ["GET /api/group", `${url}/api/group`, bearer],
    ["GET /api/member/info", `${url}/api/member/info`, bearer],
    [
      "GET /api/receive-praise/group (detail list)",
      `${url}/api/receive-praise/group?groupId=${groupId}&page=0&size=10`,
      bearer,
    ],
    [
      "GET /api/send-praise/group (detail list)",
      `${url}/api/send-praise/group?groupId=${groupId}&page=0&size=10`,
      bearer,
    ],
    ["GET /compliment/<uuid> (landing HTML)", `${url}${landingPath}`, { Accept: "text/html" }],
  ];
  const line = throughputLine;
  // The floor three times, between the targets, so a change in the machine's load during the
  // section moves the floor too; the figure is their median.
  const floors = [];
  const d1Floors = [];
  const floor = async () => {
    const r = await throughput(`${hello.url}/`);
    floors.push(r);
    line("hello-world Hono worker (floor)", r);
    const d = await throughput(`${hello.url}/d1/session`);
    d1Floors.push(d);
    line("hello + one indexed D1 read in a session (D1 floor)", d);
  };
  const measured = {};
  /** @param {Target} entry one of `targets` */
  const measure = async ([label, target, headers]) => {
    measured[label] = await throughput(target, { headers });
    line(label, measured[label]);
  };
  await floor();
  for (const t of targets.slice(0, 2)) await measure(t);
  await floor();
  for (const t of targets.slice(2)) await measure(t);
  await floor();
  const floorRps = percentile(
    floors.map((f) => f.reqPerSec),
    50,
  );
  const d1FloorRps = percentile(
    d1Floors.map((f) => f.reqPerSec),
    50,
  );
  console.log(
    `  floors (median of ${floors.length}): hello ${floorRps.toFixed(0)} req/s, one D1 read in a session ${d1FloorRps.toFixed(0)} req/s`,
  );
  const figures = { connections: CONNECTIONS, floors, floorRps, d1Floors, d1FloorRps, targets: {} };
  for (const [label] of targets) {
    // A host read against the D1 floor (it reads D1 too); the landing against the hello floor.
    const isHostRead = label.startsWith("GET /api/");
    const base = isHostRead ? d1FloorRps : floorRps;
    const ratio = measured[label].reqPerSec / base;
    const helloRatio = measured[label].reqPerSec / floorRps;
    figures.targets[label] = { ...measured[label], ratio, helloRatio };
    console.log(
      `  ${label.padEnd(46)} ${ratio.toFixed(2)}× ${isHostRead ? "D1 floor" : "floor"}${isHostRead ? `   (${helloRatio.toFixed(2)}× hello)` : ""}`,
    );
    // A host read's throughput is printed as information: it swings with the machine's load (the
    // floor itself moved 425 → 1,051 req/s between runs); its budget is by CPU, below.
    if (isHostRead) continue;
    budget(
      `${label.replace(/ \(.*\)$/, "")} throughput`,
      `${ratio.toFixed(2)}× (${measured[label].reqPerSec.toFixed(0)}/${base.toFixed(0)})`,
      `≥ ${BUDGET.throughputRatio}× floor`,
      ratio >= BUDGET.throughputRatio,
    );
  }

  // Host reads by CPU: workerd's own CPU per request (both of wrangler's workerd processes, the
  // proxy and the worker) for an API client (bearer) and a browser (the session cookie, through
  // the edge's BFF), against the hello worker's one indexed D1 read in a D1 session (as every host
  // read is made, decision 010) measured the same way, in interleaved rounds (perf/bench/cpu.mjs),
  // each read beside the D1 floor in the same seconds (decision 033). A figure is the median of its
  // rounds; the spread beside it is the rounds' min–max. The same read without a session is
  // information: what Miniflare's commit token costs locally (docs/performance.md, "Host reads by CPU").
  const { rounds, requests } = CPU_ROUNDS;
  console.log(
    `\nHost reads by workerd CPU per request (${rounds} interleaved rounds of the D1 floor and a read side by side, ${requests} requests each, 5 at once each; wrangler's proxy and the worker)`,
  );
  const helloPids = workerdPids(hello.pid);
  const workerPids = workerdPids(workerPid);
  /** @param {import("../lib/stats.mjs").Spread} s */
  const range = (s, digits = 2) => `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
  // The bare hello floor is information (the budget is against the D1 floor): a few samples, their median.
  const helloSamples = [];
  for (let i = 0; i < rounds; i++) helloSamples.push(await cpuPerRequest(`${hello.url}/`, {}, helloPids, { requests }));
  const helloCpu = spread(helloSamples);
  console.log(`  ${"hello-world Hono worker (floor)".padEnd(58)} ${range(helloCpu).padStart(20)} ms`);
  const plainSamples = [];
  for (let i = 0; i < rounds; i++)
    plainSamples.push(await cpuPerRequest(`${hello.url}/d1`, {}, helloPids, { requests }));
  const plainReadCpu = spread(plainSamples);
  console.log(`  ${"hello + one indexed D1 read, no session".padEnd(58)} ${range(plainReadCpu).padStart(20)} ms`);
  const browser = { Cookie: `__Host-kkul-session=${bee.cookie}`, "X-Kkul-Request": "1" };
  /** @type {import("./cpu.mjs").CpuTarget[]} */
  const reads = [];
  for (const [label, target] of targets.filter(([label]) => label.startsWith("GET /api/"))) {
    /** @type {[who: string, headers: Record<string, string>][]} */
    const callers = [
      ["API client", bearer],
      ["browser", browser],
    ];
    for (const [who, headers] of callers)
      reads.push({ name: `${label.replace(/ \(.*\)$/, "")}, ${who}`, url: target, headers, pids: workerPids });
  }
  const measuredCpu = await interleavedCpu(
    { name: "D1 floor", url: `${hello.url}/d1/session`, headers: {}, pids: helloPids },
    reads,
    { rounds, requests, onRound: (n) => console.log(`  round ${n} of ${rounds} done`) },
  );
  const d1FloorCpu = measuredCpu.floor;
  console.log(
    `  ${"hello + one indexed D1 read in a session (D1 floor)".padEnd(58)} ${range(d1FloorCpu).padStart(20)} ms`,
  );
  const hostReadCpu = {
    method: { rounds, requests, concurrency: 10, floorBesideRead: true },
    helloCpu,
    plainReadCpu,
    d1FloorCpu,
    reads: {},
  };
  for (const { name } of reads) {
    const { cpu, ratio } =
      /** @type {{ cpu: import("../lib/stats.mjs").Spread, ratio: import("../lib/stats.mjs").Spread }} */ (
        measuredCpu.reads[name]
      );
    const plainRatio = cpu.median / plainReadCpu.median;
    hostReadCpu.reads[name] = { cpu, ratio, plainRatio };
    console.log(
      `  ${name.padEnd(58)} ${range(cpu).padStart(20)} ms   ${range(ratio)}× D1 floor   (${plainRatio.toFixed(2)}× the read without a session)`,
    );
    budget(
      `${name} CPU`,
      `${cpu.median.toFixed(2)} ms (${ratio.median.toFixed(2)}×, rounds ${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)})`,
      `≤ ${BUDGET.hostReadCpuRatio}× D1 floor`,
      ratio.median <= BUDGET.hostReadCpuRatio,
    );
  }
  return { throughput: figures, hostReadCpu };
};
