// A departure's Kakao unlink, kept until Kakao confirms it (decision 028). 회원 탈퇴 writes the Kakao id
// to pending_unlinks in the batch that deletes the member and unlinks at once; the worker's cron
// (wrangler.toml [triggers]) retries what Kakao refused. A row goes when Kakao confirms.
import { readConfig, readSecret } from "../../lib/config";
import { type UnlinkResult, unlinkKakaoUser } from "../../lib/kakao-admin";

/** At most this many Kakao calls a cron run: the free plan's 50 subrequests, with room for D1's. */
export const UNLINKS_PER_RUN = 40;
const FIRST_WAIT_SECONDS = 10 * 60; // the cron's interval
const LONGEST_WAIT_SECONDS = 24 * 60 * 60;

/** The wait after the n-th failed unlink: 10 minutes, twice as long after each next, at most a day. */
const waitAfter = (failures: number) =>
  Math.min(FIRST_WAIT_SECONDS * 2 ** Math.min(failures - 1, 16), LONGEST_WAIT_SECONDS);

type Pending = { kakao_id: string; attempts: number };

/**
 * The statement that records a departure's Kakao id; leave() puts it in the batch that deletes the
 * member. The row is not due before the unlink made right after the batch has settled it.
 */
export const recordPendingUnlink = (db: D1Database, kakaoId: string, now: number) =>
  db
    .prepare(
      `INSERT INTO pending_unlinks (kakao_id, attempts, next_attempt_at) VALUES (?1, 0, ?2)
       ON CONFLICT (kakao_id) DO UPDATE SET attempts = 0, next_attempt_at = ?2, last_error = NULL`,
    )
    .bind(kakaoId, now + FIRST_WAIT_SECONDS);

/** Kakao's answer written down: the row goes, or waits longer with the answer. */
const settle = (db: D1Database, now: number, { kakao_id, attempts }: Pending, result: UnlinkResult) => {
  if (result.unlinked) return db.prepare("DELETE FROM pending_unlinks WHERE kakao_id = ?").bind(kakao_id);
  const failures = attempts + 1;
  return db
    .prepare("UPDATE pending_unlinks SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE kakao_id = ?")
    .bind(failures, now + waitAfter(failures), result.error, kakao_id);
};

const unlink = (env: Env, kakaoId: string) =>
  unlinkKakaoUser(readConfig(env).KAKAO_API_ORIGIN, readSecret(env, "KAKAO_ADMIN_KEY"), kakaoId);

/** The unlink right after 회원 탈퇴's batch (`now` in unix seconds). */
export const unlinkNow = async (env: Env, db: D1Database, kakaoId: string, now: number) => {
  await settle(db, now, { kakao_id: kakaoId, attempts: 0 }, await unlink(env, kakaoId)).run();
};

/** One cron run (`now` in unix seconds): the due rows, the longest waiting first, a bounded batch. */
export const retryPendingUnlinks = async (env: Env, now: number) => {
  // An external praise host has its own members; this worker's D1 may not even have the table.
  if (readConfig(env).PRAISE_HOST) return;
  const db = env.DB;
  const [, due] = await db.batch<Pending>([
    // Someone who signed up again with the same Kakao account linked the app anew at their consent.
    db.prepare(
      `DELETE FROM pending_unlinks
        WHERE kakao_id IN (SELECT provider_user_id FROM social_links WHERE provider = 'kakao')`,
    ),
    db
      .prepare(
        "SELECT kakao_id, attempts FROM pending_unlinks WHERE next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?",
      )
      .bind(now, UNLINKS_PER_RUN),
  ]);
  const rows = due?.results ?? [];
  if (rows.length === 0) return;
  const results = await Promise.all(rows.map((row) => unlink(env, row.kakao_id)));
  await db.batch(rows.map((row, i) => settle(db, now, row, results[i]!)));
};
