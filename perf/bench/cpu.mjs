// Workerd's own CPU per request, for `npm run bench`: utime + stime of the workerd processes under one
// wrangler (/proc/<pid>/stat) over many requests, divided by their number. Locally wrangler runs two
// workerd processes per worker — its proxy and the worker itself — so a figure is both; throughput
// on this 2-core machine swings with everything else that runs, this does much less.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { spread } from "../lib/stats.mjs";

const TICK_MS = 1000 / Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim() || 100);

/**
 * The workerd processes under `rootPid` (wrangler's process group), by /proc's parent links.
 * @param {number | undefined} rootPid
 * @returns {string[]}
 */
export const workerdPids = (rootPid) => {
  const parents = new Map();
  const names = new Map();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      names.set(pid, stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")));
      parents.set(pid, stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    } catch {}
  }
  const under = (pid) => {
    for (let p = pid; p && p !== "0" && p !== "1"; p = parents.get(p)) if (p === String(rootPid)) return true;
    return false;
  };
  return [...names].filter(([pid, name]) => name === "workerd" && under(pid)).map(([pid]) => pid);
};

/**
 * CPU milliseconds (user + system) the processes have used.
 * @param {string[]} pids
 */
export const cpuMs = (pids) =>
  pids.reduce((sum, pid) => {
    const afterName = /** @type {string} */ (readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]);
    const fields = afterName.split(" ");
    return sum + (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime (fields 14, 15)
  }, 0);

/**
 * One GET of `url` with `headers`, its body read; a kept-alive socket the local proxy closed as it was
 * reused ("other side closed", seen on a busy machine) is the client's race, not the worker's answer:
 * that request is sent again, once. Every answer must be 2xx (an error would measure something else).
 * @param {string} url
 * @param {Record<string, string>} headers
 */
const getOnce = (url, headers) => {
  const once = async () => {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
  };
  return once().catch((error) => (error instanceof TypeError ? once() : Promise.reject(error)));
};

/**
 * Workerd CPU ms per GET of `url` with `headers` (`getOnce`): `requests` of them, `concurrency` at a
 * time, after a warm-up of `warmup`.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {string[]} pids
 * @param {{ requests?: number, concurrency?: number, warmup?: number }} [options]
 */
export const cpuPerRequest = async (url, headers, pids, { requests = 2000, concurrency = 10, warmup = 100 } = {}) => {
  const one = () => getOnce(url, headers);
  for (let i = 0; i < warmup; i++) await one();
  let next = 0;
  const before = cpuMs(pids);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) await one();
    }),
  );
  return (cpuMs(pids) - before) / requests;
};

/** @typedef {{ name: string, url: string, headers: Record<string, string>, pids: string[] }} CpuTarget */

/**
 * The floor and a read in the same window: each with half the connections, both kept going until each
 * has answered `requests`, so the two processes' CPU is counted over the same seconds. The machine's
 * pace drifts by tens of per cent within seconds (the same request measured against itself, one sample
 * after the other, gave ratios of 0.77–1.15): a floor measured in the seconds before its read carried
 * that drift into the ratio; measured beside it, both feel it alike (docs/performance.md).
 * @param {CpuTarget} floor
 * @param {CpuTarget} read
 * @param {{ requests: number, concurrency: number }} options
 * @returns {Promise<[floorMs: number, readMs: number]>}
 */
const sideBySide = async (floor, read, { requests, concurrency }) => {
  const done = [0, 0];
  const targets = [floor, read];
  const beforeMs = targets.map((t) => cpuMs(t.pids));
  const finished = () => done.every((n) => n >= requests);
  await Promise.all(
    targets.flatMap((t, i) =>
      Array.from({ length: Math.max(1, concurrency >> 1) }, async () => {
        while (!finished()) {
          await getOnce(t.url, t.headers);
          done[i] = (done[i] ?? 0) + 1;
        }
      }),
    ),
  );
  const perRequest = targets.map((t, i) => (cpuMs(t.pids) - (beforeMs[i] ?? 0)) / (done[i] ?? 1));
  return [perRequest[0] ?? 0, perRequest[1] ?? 0];
};

/**
 * Each read against the floor in interleaved rounds: a round measures, for every read in turn (the
 * order turned by one each round), the floor and the read side by side (`sideBySide`). A read's figure
 * is the median of its rounds, its ratio the median of each round's read over the floor measured
 * beside it, and the spread (min–max) is kept to print.
 * @param {CpuTarget} floor
 * @param {CpuTarget[]} reads
 * @param {{ rounds?: number, requests?: number, concurrency?: number, onRound?: (round: number) => void }} [options]
 */
export const interleavedCpu = async (floor, reads, { rounds = 5, requests = 500, concurrency = 10, onRound } = {}) => {
  // Isolates started, caches and JIT warm before the first measured round.
  for (const t of [floor, ...reads])
    await cpuPerRequest(t.url, t.headers, t.pids, { requests, concurrency, warmup: 100 });
  /** @type {number[]} */
  const floors = [];
  /** @type {Map<string, { cpu: number[], ratio: number[] }>} */
  const byRead = new Map(reads.map((r) => [r.name, { cpu: [], ratio: [] }]));
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < reads.length; i++) {
      const read = /** @type {CpuTarget} */ (reads[(i + round) % reads.length]);
      const [base, cpu] = await sideBySide(floor, read, { requests, concurrency });
      floors.push(base);
      const entry = /** @type {{ cpu: number[], ratio: number[] }} */ (byRead.get(read.name));
      entry.cpu.push(cpu);
      entry.ratio.push(cpu / base);
    }
    onRound?.(round + 1);
  }
  return {
    floor: spread(floors),
    reads: Object.fromEntries(
      [...byRead].map(([name, { cpu, ratio }]) => [name, { cpu: spread(cpu), ratio: spread(ratio) }]),
    ),
  };
};
