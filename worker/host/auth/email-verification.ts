// E-mail verification codes (docs/api.md "The host's rules"): six digits, stored hashed, valid 300 s, burned by the
// fifth wrong try; sends limited to one per 30 s and five per hour per address; a passed check is
// remembered for 30 minutes for register and e-mail changes. A code and a passed check belong to
// their requester, and wrong guesses are limited per requester too (decision 027, requester.ts); only
// its own requester's wrong tries burn a code (decision 041).
import { EMAIL_MESSAGES } from "../../contract/auth";
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_SECONDS } from "../../contract/rules";
import { sameSecret, sha256Hex } from "../../lib/crypto";
import { fail } from "../../lib/errors";
import { nowSeconds } from "./clock";

export const MAX_WRONG_TRIES = 5;
export const RESEND_INTERVAL_SECONDS = 30;
export const SENDS_PER_HOUR = 5;
export const VERIFICATION_VALID_SECONDS = 30 * 60;
export const WRONG_GUESSES_PER_REQUESTER = 10;
export const WRONG_GUESS_WINDOW_SECONDS = 10 * 60;
const HOUR = 3600;

/** Addresses are compared trimmed and lower-cased everywhere. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const codeHash = (email: string, code: string) => sha256Hex(`${email}:${code}`);

/** A uniformly random code of EMAIL_CODE_LENGTH digits (rejection sampling, no modulo bias). */
export const randomCode = (): string => {
  const range = 10 ** EMAIL_CODE_LENGTH;
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return String(buffer[0]! % range).padStart(EMAIL_CODE_LENGTH, "0");
  }
};

export type CodeReservation = { sendId: number; email: string; hash: string };

/**
 * Records a send and stores the new code, `requester`'s, in one batch, unless a limit forbids it
 * (429). The send is inserted only when the limits allow, and the code only when that insert happened,
 * so two racing sends cannot both pass.
 */
export const reserveCode = async (
  db: D1Database,
  email: string,
  code: string,
  requester: string,
): Promise<CodeReservation> => {
  const now = nowSeconds();
  const hash = await codeHash(email, code);
  const [, sent] = await db.batch([
    db.prepare("DELETE FROM email_sends WHERE email = ?1 AND sent_at <= ?2").bind(email, now - HOUR),
    db
      .prepare(
        `INSERT INTO email_sends (email, sent_at)
         SELECT ?1, ?2
          WHERE NOT EXISTS (SELECT 1 FROM email_sends WHERE email = ?1 AND sent_at > ?3)
            AND (SELECT COUNT(*) FROM email_sends WHERE email = ?1 AND sent_at > ?4) < ?5`,
      )
      .bind(email, now, now - RESEND_INTERVAL_SECONDS, now - HOUR, SENDS_PER_HOUR),
    db
      .prepare(
        `INSERT INTO email_codes (email, code_hash, expires_at, failed_attempts, created_at, requester)
         SELECT ?1, ?2, ?3, 0, ?4, ?5 WHERE changes() = 1
         ON CONFLICT (email) DO UPDATE SET
           code_hash = excluded.code_hash, expires_at = excluded.expires_at,
           failed_attempts = 0, created_at = excluded.created_at, requester = excluded.requester`,
      )
      .bind(email, hash, now + EMAIL_CODE_TTL_SECONDS, now, requester),
  ]);
  if (sent?.meta.changes === 1) return { sendId: Number(sent.meta.last_row_id), email, hash };

  const recent = await db
    .prepare("SELECT 1 AS found FROM email_sends WHERE email = ? AND sent_at > ?")
    .bind(email, now - RESEND_INTERVAL_SECONDS)
    .first<{ found: number }>();
  return fail(429, recent ? EMAIL_MESSAGES.tooSoon : EMAIL_MESSAGES.tooMany);
};

/** Undoes a reservation whose mail could not be sent: the send does not count, the code is gone. */
export const releaseCode = async (db: D1Database, { sendId, email, hash }: CodeReservation) => {
  await db.batch([
    db.prepare("DELETE FROM email_sends WHERE id = ?").bind(sendId),
    db.prepare("DELETE FROM email_codes WHERE email = ? AND code_hash = ?").bind(email, hash),
  ]);
};

type CodeRow = { code_hash: string; expires_at: number; failed_attempts: number; requester: string };

/** The requester's (?1) wrong guesses since ?2. */
const WRONG_GUESSES = "(SELECT COUNT(*) FROM email_wrong_guesses WHERE requester = ?1 AND guessed_at > ?2)";

/**
 * check-mail by `requester`: 200 on a match (the address counts as verified, for them), 400 mismatch,
 * 404 unusable, 429 once they have guessed wrong ten times in 10 minutes, whichever the addresses. A
 * code sent for someone else fails exactly as a wrong code does, and counts as one (decision 027).
 */
export const checkCode = (db: D1Database, email: string, code: string, requester: string) =>
  check(db, email, code, requester, false);

const check = async (db: D1Database, email: string, code: string, requester: string, again: boolean): Promise<void> => {
  const now = nowSeconds();
  const since = now - WRONG_GUESS_WINDOW_SECONDS;
  const [guesses, codes] = await db.batch([
    db.prepare(`SELECT ${WRONG_GUESSES} AS n`).bind(requester, since),
    db.prepare("SELECT code_hash, expires_at, failed_attempts, requester FROM email_codes WHERE email = ?").bind(email),
  ]);
  const wrongSoFar = (guesses?.results[0] as { n: number } | undefined)?.n ?? 0;
  if (wrongSoFar >= WRONG_GUESSES_PER_REQUESTER) return fail(429, EMAIL_MESSAGES.tooManyGuesses);
  const row = codes?.results[0] as CodeRow | undefined;
  if (!row) return fail(404, EMAIL_MESSAGES.notRequested);
  if (row.failed_attempts >= MAX_WRONG_TRIES) return fail(404, EMAIL_MESSAGES.burned);
  if (now >= row.expires_at) return fail(404, EMAIL_MESSAGES.expired);

  const theirs = row.requester === requester;
  if (!theirs || !sameSecret(await codeHash(email, code), row.code_hash)) {
    // Counted atomically, so parallel guesses cannot get more than five tries at a code, nor a
    // requester more than ten in the window, between them. Old guesses are swept in the same batch.
    // Only its own requester's wrong tries count on a code: someone else's count against their own
    // ten alone, so nobody can burn another person's code (decision 041, amending 027).
    const [, , counted] = await db.batch([
      db.prepare("DELETE FROM email_wrong_guesses WHERE guessed_at <= ?").bind(since),
      db
        .prepare(
          `INSERT INTO email_wrong_guesses (requester, guessed_at)
           SELECT ?1, ?3 WHERE ${WRONG_GUESSES} < ?4`,
        )
        .bind(requester, since, now, WRONG_GUESSES_PER_REQUESTER),
      db
        .prepare(
          `UPDATE email_codes SET failed_attempts = failed_attempts + 1
            WHERE email = ? AND code_hash = ? AND requester = ? AND failed_attempts < ? RETURNING failed_attempts`,
        )
        .bind(email, row.code_hash, requester, MAX_WRONG_TRIES),
    ]);
    if (!theirs) return fail(400, EMAIL_MESSAGES.mismatch);
    const tries = (counted?.results[0] as { failed_attempts: number } | undefined)?.failed_attempts;
    if (tries === undefined || tries >= MAX_WRONG_TRIES) return fail(400, EMAIL_MESSAGES.burned);
    return fail(400, EMAIL_MESSAGES.mismatch);
  }

  // Used up only while the code is still theirs, unburned, and they are within their guesses; the
  // verification is written only when that happened.
  const [used] = await db.batch([
    db
      .prepare(
        `DELETE FROM email_codes
          WHERE email = ?3 AND code_hash = ?4 AND requester = ?1 AND failed_attempts < ?5
            AND ${WRONG_GUESSES} < ?6`,
      )
      .bind(requester, since, email, row.code_hash, MAX_WRONG_TRIES, WRONG_GUESSES_PER_REQUESTER),
    db
      .prepare(
        `INSERT INTO email_verifications (email, requester, verified_at) SELECT ?, ?, ? WHERE changes() = 1
         ON CONFLICT (email) DO UPDATE SET requester = excluded.requester, verified_at = excluded.verified_at`,
      )
      .bind(email, requester, now),
  ]);
  // A parallel check got there first (used the code, burned it, or spent the last guess): answered,
  // once, as things now stand.
  if (used?.meta.changes !== 1) {
    return again ? fail(404, EMAIL_MESSAGES.notRequested) : check(db, email, code, requester, true);
  }
};

/** Whether `requester` passed check-mail for the address within the last 30 minutes (decision 027). */
export const isRecentlyVerified = async (db: D1Database, email: string, requester: string): Promise<boolean> => {
  const row = await db
    .prepare("SELECT 1 AS found FROM email_verifications WHERE email = ? AND requester = ? AND verified_at > ?")
    .bind(email, requester, nowSeconds() - VERIFICATION_VALID_SECONDS)
    .first<{ found: number }>();
  return row !== null;
};

/** The statement that uses a verification up; callers put it in the batch that relies on it. */
export const consumeVerification = (db: D1Database, email: string, requester: string) =>
  db.prepare("DELETE FROM email_verifications WHERE email = ? AND requester = ?").bind(email, requester);
