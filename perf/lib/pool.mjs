// Many calls, a few at a time: how the measurements here write a fixture or a load (each person's
// calls in order, several people at once) without opening every socket at once.

/**
 * Runs `fn` over `items`, at most `limit` at a time; resolves with the results in the items' order.
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<R>} fn
 * @returns {Promise<R[]>}
 */
export const pool = async (items, limit, fn) => {
  /** @type {R[]} */
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(/** @type {T} */ (items[i]), i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};
