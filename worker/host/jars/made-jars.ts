// GET /api/jar: the jars a member made and wrote in, read from D1 alone (decision 041). A jar's row
// keeps what the creator's list shows (its letter count, keep key and whether it is closed) in step
// with its object: the routes that change them write the row after the object said yes. A row made
// before those columns asks its object once and is filled, so a list is one query however many jars.
import type { JarReaction, MyJars } from "../../contract/jar";
import type { JarSummary } from "./jar-schema";

type MadeRow = {
  id: string;
  title: string;
  recipient_name: string;
  occasion: MyJars["created"][number]["occasion"];
  opens_on: string;
  letter_count: number | null;
  keep_key: string | null;
  kept: number;
  closed: number;
};
type WroteRow = {
  id: string;
  title: string;
  recipient_name: string;
  opens_on: string;
  kept: number;
  thanked: number;
  reaction: JarReaction | null;
};

/** The statement that moves a jar's letter count by `by` (a letter written +1, deleted or hidden -1). */
export const countLetters = (db: D1Database, jarId: string, by: number) =>
  db.prepare("UPDATE jars SET letter_count = letter_count + ? WHERE id = ?").bind(by, jarId);

/** A row from before the list lived in D1: its object's summary, written to the row for next time. */
const filled = async (env: Env, row: MadeRow, summaryOf: SummaryOf): Promise<MadeRow | null> => {
  const summary = await summaryOf(row.id);
  if (!summary) return null;
  await env.DB.prepare("UPDATE jars SET letter_count = ?, keep_key = ?, closed = ? WHERE id = ? AND keep_key IS NULL")
    .bind(summary.letterCount, summary.keepKey, summary.closed ? 1 : 0, row.id)
    .run();
  return { ...row, letter_count: summary.letterCount, keep_key: summary.keepKey, closed: summary.closed ? 1 : 0 };
};

/** The jar's object's own summary (routes.ts passes it: the object's stub lives there). */
type SummaryOf = (jarId: string) => Promise<JarSummary | null>;

export const myJars = async (env: Env, memberId: number, summaryOf: SummaryOf): Promise<MyJars> => {
  const [made, wrote] = await env.DB.batch([
    env.DB.prepare(
      `SELECT id, title, recipient_name, occasion, opens_on, letter_count, keep_key,
              kept_by IS NOT NULL AS kept, closed
         FROM jars WHERE creator_id = ? ORDER BY created_at DESC, id`,
    ).bind(memberId),
    env.DB.prepare(
      `SELECT j.id, j.title, j.recipient_name, j.opens_on, j.kept_by IS NOT NULL AS kept,
              j.thanks_at IS NOT NULL AS thanked, w.reaction
         FROM jar_writers w JOIN jars j ON j.id = w.jar_id
        WHERE w.member_id = ? ORDER BY j.opens_on, j.id`,
    ).bind(memberId),
  ]);
  const madeRows = await Promise.all(
    (made!.results as MadeRow[]).map((row) =>
      row.letter_count === null || row.keep_key === null ? filled(env, row, summaryOf) : row,
    ),
  );
  const created = madeRows.flatMap((row) =>
    row
      ? [
          {
            jarId: row.id,
            title: row.title,
            recipientName: row.recipient_name,
            occasion: row.occasion,
            opensOn: row.opens_on,
            letterCount: row.letter_count ?? 0,
            keepKey: row.keep_key ?? "",
            kept: row.kept === 1,
            closed: row.closed === 1,
          },
        ]
      : [],
  );
  const written = (wrote!.results as WroteRow[]).map((row) => ({
    jarId: row.id,
    title: row.title,
    recipientName: row.recipient_name,
    opensOn: row.opens_on,
    kept: row.kept === 1,
    thanked: row.thanked === 1,
    ...(row.reaction ? { reaction: row.reaction } : {}),
  }));
  return { created, written };
};
