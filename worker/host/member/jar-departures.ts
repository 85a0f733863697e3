// What 회원 탈퇴 owes the shared jars' Durable Objects (decision 040). The calls are written down in
// the batch that deletes the member (owed_jar_calls, migration 0019), made right after it, and what
// failed is made again by the worker's ten-minute cron until the object has done it: a failure never
// leaves a departed member's letters in a jar, nor a jar of theirs taking letters, for longer than
// the next runs. Each call ends the jar the same whether it runs once or again.
import { readConfig } from "../../lib/config";
import { countLetters } from "../jars/made-jars";
import { jarObject } from "../jars/routes";

export type OwedCall = "ERASE" | "KEEPER" | "WRITER";
type Owed = { jar_id: string; member_id: number; call: OwedCall; attempts: number };

/** At most this many object calls a cron run: the free plan's 50 subrequests, with room for D1's. */
export const JAR_CALLS_PER_RUN = 40;
const FIRST_WAIT_SECONDS = 10 * 60; // the cron's interval
const LONGEST_WAIT_SECONDS = 6 * 60 * 60;

const waitAfter = (failures: number) =>
  Math.min(FIRST_WAIT_SECONDS * 2 ** Math.min(failures - 1, 16), LONGEST_WAIT_SECONDS);

/**
 * The statements leave() puts in its batch, before the member row goes (the jars' rows follow it):
 * the jars they made (ERASE), kept (KEEPER) and wrote in (WRITER), one call a jar.
 */
export const recordOwedJarCalls = (db: D1Database, memberId: number, now: number) => [
  db
    .prepare(
      `INSERT OR IGNORE INTO owed_jar_calls (jar_id, member_id, call, next_attempt_at)
       SELECT id, ?1, 'ERASE', ?2 FROM jars WHERE creator_id = ?1`,
    )
    .bind(memberId, now + FIRST_WAIT_SECONDS),
  db
    .prepare(
      `INSERT OR IGNORE INTO owed_jar_calls (jar_id, member_id, call, next_attempt_at)
       SELECT id, ?1, 'KEEPER', ?2 FROM jars WHERE kept_by = ?1 AND creator_id <> ?1`,
    )
    .bind(memberId, now + FIRST_WAIT_SECONDS),
  db
    .prepare(
      `INSERT OR IGNORE INTO owed_jar_calls (jar_id, member_id, call, next_attempt_at)
       SELECT w.jar_id, ?1, 'WRITER', ?2 FROM jar_writers w JOIN jars j ON j.id = w.jar_id
        WHERE w.member_id = ?1 AND j.creator_id <> ?1 AND (j.kept_by IS NULL OR j.kept_by <> ?1)`,
    )
    .bind(memberId, now + FIRST_WAIT_SECONDS),
];

const make = async (env: Env, { jar_id, member_id, call }: Owed) => {
  const jar = jarObject(env, jar_id);
  if (call === "ERASE") return jar.erase();
  if (call === "KEEPER") return jar.forgetKeeper(member_id);
  return jar.forgetWriter(member_id);
};

/** Makes `rows`' calls together and writes down how each went: done (the row goes) or why not. */
const makeAll = async (env: Env, db: D1Database, rows: Owed[], now: number) => {
  if (rows.length === 0) return;
  const results = await Promise.allSettled(rows.map((row) => make(env, row)));
  await db.batch(
    rows.flatMap((row, i) => {
      const key = [row.jar_id, row.member_id, row.call] as const;
      const result = results[i]!;
      if (result.status === "fulfilled")
        return [
          db.prepare("DELETE FROM owed_jar_calls WHERE jar_id = ? AND member_id = ? AND call = ?").bind(...key),
          // The creator's list reads the count from the jar's row (made-jars.ts): it loses what left.
          ...(row.call === "KEEPER"
            ? [db.prepare("UPDATE jars SET letter_count = 0 WHERE id = ?").bind(row.jar_id)]
            : typeof result.value === "number" && result.value > 0
              ? [countLetters(db, row.jar_id, -result.value)]
              : []),
        ];
      const failures = row.attempts + 1;
      const error = result.reason instanceof Error ? result.reason.message : String(result.reason);
      console.error(`jar ${row.jar_id}: ${row.call} after 회원 탈퇴 failed (${failures}):`, error);
      return db
        .prepare(
          `UPDATE owed_jar_calls SET attempts = ?, next_attempt_at = ?, last_error = ?
            WHERE jar_id = ? AND member_id = ? AND call = ?`,
        )
        .bind(failures, now + waitAfter(failures), error.slice(0, 500), ...key);
    }),
  );
};

/** The calls right after 회원 탈퇴's batch (`now` in unix seconds); the jars they touched. */
export const makeOwedJarCalls = async (env: Env, db: D1Database, memberId: number, now: number) => {
  const { results } = await db
    .prepare("SELECT jar_id, member_id, call, attempts FROM owed_jar_calls WHERE member_id = ?")
    .bind(memberId)
    .all<Owed>();
  await makeAll(env, db, results, now);
  return results.map((row) => row.jar_id);
};

/** One cron run (`now` in unix seconds): the due calls, the longest waiting first, a bounded batch. */
export const retryOwedJarCalls = async (env: Env, now: number) => {
  if (readConfig(env).PRAISE_HOST) return; // an external host's members leave there
  const { results } = await env.DB.prepare(
    `SELECT jar_id, member_id, call, attempts FROM owed_jar_calls
      WHERE next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`,
  )
    .bind(now, JAR_CALLS_PER_RUN)
    .all<Owed>();
  await makeAll(env, env.DB, results, now);
};
