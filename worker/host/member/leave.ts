// 회원 탈퇴 (decision 020): DELETE /api/member. One batch deletes the member and everything that is
// only theirs — groups, saved copies and the answers they gave, consents, badges, the e-mail rows of
// every address they had, every session (live-session.ts: their tokens get 401 at once) and refresh
// token, their Kakao link — the praise they sent that nobody kept, and the guests' letters only they
// kept. Praise they sent that others kept stays in those jars, re-pointed to the '탈퇴한 회원' row
// (migration 0010). Then Kakao is told to unlink the account, so the same Kakao account logging in
// again starts sign-up afresh; until Kakao confirms, the Kakao id waits in pending_unlinks for the
// cron (decision 028). The shared jars' objects are told after the batch, each call written down in it
// and retried by the cron until done (decision 040).
import { MEMBER_NOT_FOUND } from "../../contract/member";
import { fail } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { kakaoRequester, memberRequester } from "../auth/requester";
import { GUEST_SENDER_ID } from "../jars/keep";
import { makeOwedJarCalls, recordOwedJarCalls } from "./jar-departures";
import { recordPendingUnlink, unlinkNow } from "./kakao-unlinks";

/** The '탈퇴한 회원' row (migration 0010); its name is the contract's WITHDRAWN_MEMBER_NAME. */
export const WITHDRAWN_ID = -1;
const WITHDRAWN_EMAIL = "withdrawn-member@kkul.invalid";

/** Verification codes, sends and passed checks are kept by address (email-verification.ts). */
const EMAIL_TABLES = ["email_codes", "email_sends", "email_verifications"] as const;
/** The leaving member's (?1) addresses, current (?2) and past (decision 028), but for one another
 * member holds now: its rows cannot be told from that member's. */
const THEIR_ADDRESSES = `SELECT address FROM (
    SELECT ?2 AS address UNION SELECT email FROM member_past_emails WHERE member_id = ?1
  ) WHERE address NOT IN (SELECT email FROM members WHERE id <> ?1)`;

export const leave = async (env: AppEnv["Bindings"], db: D1Database, memberId: number) => {
  const member = await db
    .prepare(
      `SELECT m.email, (SELECT provider_user_id FROM social_links WHERE member_id = m.id AND provider = 'kakao') AS kakao_id
         FROM members m WHERE m.id = ? AND m.id <> ? AND m.email <> ?`,
    )
    .bind(memberId, WITHDRAWN_ID, WITHDRAWN_EMAIL)
    .first<{ email: string; kakao_id: string | null }>();
  if (!member) return fail(404, MEMBER_NOT_FOUND);
  const now = Math.floor(Date.now() / 1000);
  const requesters = [memberRequester(memberId), member.kakao_id ? kakaoRequester(member.kakao_id) : null];
  await db.batch([
    // Where they kept praise, the senders' receipts keep a keeper, '탈퇴한 회원' (decision 022); the
    // answers they gave go with them. (A praise with two such keepers keeps one; the other row goes
    // with the member row.)
    db
      .prepare(
        `UPDATE OR IGNORE praise_keepers SET member_id = ?, reaction = NULL, reacted_at = NULL, sender_seen = 1
          WHERE member_id = ?`,
      )
      .bind(WITHDRAWN_ID, memberId),
    // What they sent and nobody kept is theirs alone.
    db
      .prepare(
        `DELETE FROM praises WHERE sender_id = ?1
            AND NOT EXISTS (SELECT 1 FROM received_praises r WHERE r.praise_id = praises.id AND r.member_id <> ?1)`,
      )
      .bind(memberId),
    // A guest's letter from a shared jar they kept (decision 024) has no sender to keep it: kept by
    // them alone, it is theirs alone, and goes with their group.
    db
      .prepare(
        `DELETE FROM praises WHERE sender_id = ?2
            AND EXISTS (SELECT 1 FROM received_praises r WHERE r.praise_id = praises.id AND r.member_id = ?1)
            AND NOT EXISTS (SELECT 1 FROM received_praises r WHERE r.praise_id = praises.id AND r.member_id <> ?1)`,
      )
      .bind(memberId, GUEST_SENDER_ID),
    // What others kept stays with them, from '탈퇴한 회원'.
    // A shared jar's letter they signed no longer carries their name (migration 0013).
    db.prepare("UPDATE praises SET sender_id = ?, sender_name = NULL WHERE sender_id = ?").bind(WITHDRAWN_ID, memberId),
    ...EMAIL_TABLES.map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE email IN (${THEIR_ADDRESSES})`).bind(memberId, member.email),
    ),
    // And the codes and passed checks they asked for, whichever the address, and Kakao's word on
    // their tokens (decision 027).
    ...(["email_codes", "email_verifications"] as const).map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE requester IN (?, ?)`).bind(...requesters),
    ),
    db.prepare("DELETE FROM kakao_token_users WHERE kakao_user_id = ?").bind(member.kakao_id),
    // What the shared jars' objects are owed, written down before the jars' rows follow the member
    // (decision 040): the jars they made, kept and wrote in.
    ...recordOwedJarCalls(db, memberId, now),
    // Until Kakao confirms the unlink (decision 028).
    ...(member.kakao_id ? [recordPendingUnlink(db, member.kakao_id, now)] : []),
    // The rest follows the member row: groups (and the copies in them), copies, consents, badges,
    // past addresses, the Kakao link, sessions, refresh tokens, send keys.
    db.prepare("DELETE FROM members WHERE id = ?").bind(memberId),
  ]);

  // Made at once; what fails waits for the cron (jar-departures.ts).
  const jars = await makeOwedJarCalls(env, db, memberId, now);

  // The account is gone either way (the link row is deleted, so a later login is a new sign-up); a
  // refused unlink stays pending and the cron asks Kakao again.
  if (member.kakao_id) await unlinkNow(env, db, member.kakao_id, now);
  return { jars };
};
