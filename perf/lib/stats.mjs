// The statistics every measurement here prints with (the bench, the load test, the font bench): one
// median and one percentile, so a figure means the same in each of them and from one run to the next.

/**
 * The middle sample, or the mean of the two middle ones for an even count; 0 for none.
 * @param {number[]} samples
 * @returns {number}
 */
export const median = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * The sample at `p` per cent: the ⌊p·n/100⌋-th of the sorted samples counted from 0 (the largest for
 * p = 100); 0 for none.
 * @param {number[]} samples
 * @param {number} p
 * @returns {number}
 */
export const percentile = (samples, p) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** @typedef {{ median: number, min: number, max: number, samples: number[] }} Spread */

/**
 * Samples with their median and their range, as a figure measured in rounds is printed.
 * @param {number[]} samples
 * @returns {Spread}
 */
export const spread = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: median(sorted), min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0, samples };
};
