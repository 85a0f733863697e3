// Workerd's own CPU per request, for `npm run bench`: utime + stime of the workerd processes under one
// wrangler (/proc/<pid>/stat) over many requests, divided by their number. Locally wrangler runs two
// workerd processes per worker — its proxy and the worker itself — so a figure is both; throughput
// on this 2-core machine swings with everything else that runs, this does much less.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

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
 * Workerd CPU ms per GET of `url` with `headers`: `requests` of them, `concurrency` at a time, after
 * a warm-up of 100; every answer must be 2xx (an error would measure something else).
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {string[]} pids
 * @param {{ requests?: number, concurrency?: number }} [options]
 */
export const cpuPerRequest = async (url, headers, pids, { requests = 2000, concurrency = 10 } = {}) => {
  const one = async () => {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
  };
  for (let i = 0; i < 100; i++) await one();
  let next = 0;
  const before = cpuMs(pids);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) await one();
    }),
  );
  return (cpuMs(pids) - before) / requests;
};
