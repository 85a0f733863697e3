// The local D1 a measured worker wrote to, read directly (`wrangler d1 execute --local`): what a run
// wrote is counted in rows, before and after.
import { d1 } from "../../scripts/local-worker.mjs";

/**
 * Rows in every table of the local D1 in `statePath` (its own bookkeeping aside): { table: count }.
 * @param {string} statePath
 * @returns {Promise<Record<string, number>>}
 */
export const d1Rows = async (statePath) => {
  const persist = ["--persist-to", statePath];
  const tables = await d1(
    persist,
    "--command",
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'd1\\_%' ESCAPE '\\'",
  );
  const sql = `SELECT ${tables.map(({ name }) => `(SELECT COUNT(*) FROM "${name}") AS "${name}"`).join(", ")}`;
  // One row of one COUNT(*) per table.
  return /** @type {Record<string, number>} */ ((await d1(persist, "--command", sql))[0]);
};
