// Every row of every application table, to prove that a refused call wrote nothing.
import { env } from "cloudflare:workers";

export const tableNames = async () =>
  (
    await env.DB.prepare(
      `SELECT name FROM sqlite_master
        WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'
        ORDER BY name`,
    ).all<{ name: string }>()
  ).results.map((row) => row.name);

/** `{ table: rows }` for every table (or the ones named), rows in rowid order. */
export const dbSnapshot = async (only?: readonly string[]) => {
  const names = only ?? (await tableNames());
  const results = await env.DB.batch(names.map((name) => env.DB.prepare(`SELECT * FROM "${name}" ORDER BY rowid`)));
  return Object.fromEntries(names.map((name, i) => [name, results[i]!.results]));
};
