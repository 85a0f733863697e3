// What the bench's sections share: the budgets (docs/performance.md) and the formats they print
// with (their statistics: perf/lib/stats.mjs).

export const BUDGET = {
  firstLoadJsKiB: 110, // gzip, /login, /compliment/<uuid> and /jar/<id>
  homeFirstLoadJsKiB: 130, // gzip, a member's home (/), drawn by the worker (decision 021)
  cachedCardP95Ms: 20,
  throughputRatio: 0.5, // of the hello-world floor measured in the same run (the landing)
  hostReadCpuRatio: 1.3, // workerd CPU per host read, of the D1 floor's (one indexed read) in the same run
  // TBT for a member's home (/) only, drawn by the worker (decision 021).
  lighthouse: { performance: 98, lcpMs: 1500, cls: 0, homeTbtMs: 100 },
};

/**
 * Records one figure against its budget.
 * @callback Budget
 * @param {string} figure
 * @param {string} measured
 * @param {string} limit
 * @param {boolean} pass
 * @returns {unknown}
 */

/** @param {number} n */
export const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
/** @param {number} n */
export const ms = (n) => `${n.toFixed(1)} ms`;

/**
 * One throughput figure's line, with its ratio to the floor when there is one.
 * @param {string} label
 * @param {{ reqPerSec: number, p50: number, p99: number }} r
 * @param {number} [ratio]
 */
export const throughputLine = (label, r, ratio) =>
  console.log(
    `  ${label.padEnd(46)} ${r.reqPerSec.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(5)} ms${ratio === undefined ? "" : `   ${ratio.toFixed(2)}× floor`}`,
  );
