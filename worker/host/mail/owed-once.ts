// Each mail owed once (decision 034, migration 0017): the consumer claims the mail's row before it
// sends and marks it sent after; a failed send gives the claim back, and the message is retried.
import { readConfig } from "../../lib/config";
import { type Mail, mailSenderFor } from "./sender";

/** A claim older than this belongs to a consumer that died mid-send: another may take it over. */
const CLAIM_SECONDS = 10 * 60;

export type Kind = "FRIDAY" | "JAR_EVE" | "JAR_KEPT" | "JAR_THANKS";
export type Owed = { kind: Kind; memberId: number; period: string };

/** The app's origin for links in mail; empty (nothing is sent) under an external praise host. */
export const originOf = (env: Env) => (readConfig(env).PRAISE_HOST ? "" : readConfig(env).APP_ORIGIN);

/** Takes the mail's row; false when it is sent, or another consumer is sending it now. */
const claim = async (db: D1Database, { kind, memberId, period }: Owed, now: number) =>
  (await db
    .prepare(
      `INSERT INTO mail_sends (kind, member_id, period, state, claimed_at) VALUES (?1, ?2, ?3, 'SENDING', ?4)
       ON CONFLICT (kind, member_id, period) DO UPDATE SET claimed_at = excluded.claimed_at
        WHERE mail_sends.state = 'SENDING' AND mail_sends.claimed_at <= excluded.claimed_at - ${CLAIM_SECONDS}
       RETURNING member_id`,
    )
    .bind(kind, memberId, period, now)
    .first()) !== null;

const markSent = (db: D1Database, { kind, memberId, period }: Owed, now: number, variant: string | null) =>
  db
    .prepare(
      "UPDATE mail_sends SET state = 'SENT', sent_at = ?4, variant = ?5 WHERE kind = ?1 AND member_id = ?2 AND period = ?3",
    )
    .bind(kind, memberId, period, now, variant)
    .run();

const release = (db: D1Database, { kind, memberId, period }: Owed) =>
  db
    .prepare("DELETE FROM mail_sends WHERE kind = ?1 AND member_id = ?2 AND period = ?3 AND state = 'SENDING'")
    .bind(kind, memberId, period)
    .run();

/** Claims, builds, sends, marks: `build` answers the mail, or null when nothing is owed after all. */
export const sendOnce = async (
  env: Env,
  owed: Owed,
  build: () => Promise<{ mail: Mail; variant: string | null } | { mail: null; variant: string }>,
) => {
  const now = Math.floor(Date.now() / 1000);
  if (!(await claim(env.DB, owed, now))) return;
  try {
    const { mail, variant } = await build();
    if (mail) {
      await mailSenderFor(env).send({ ...mail, idempotencyKey: `${owed.kind}:${owed.memberId}:${owed.period}` });
    }
    await markSent(env.DB, owed, now, variant);
  } catch (error) {
    await release(env.DB, owed);
    throw error;
  }
};

type Recipient = { name: string; email: string; email_marketing: number };

export const recipient = (db: D1Database, memberId: number) =>
  db
    .prepare(
      `SELECT m.name, m.email, c.email_marketing FROM members m JOIN consents c ON c.member_id = m.id WHERE m.id = ?`,
    )
    .bind(memberId)
    .first<Recipient>();
