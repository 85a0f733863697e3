// Mail that goes out later or to many (decision 034). A Cron Trigger only enqueues one small message;
// the Queue consumer fans it out a page of 100 members (or jars) at a time, then sends each mail in
// its own message, so no invocation ever walks every member. Each mail is owed once: the consumer
// claims its row in mail_sends (migration 0017) before sending and marks it sent after; a failed send
// gives the claim back and the message is retried, and the email API's idempotency key covers a
// consumer that died between sending and marking.
import * as v from "valibot";
import { seoulWeekOf } from "../../contract/week";
import { readConfig } from "../../lib/config";
import { addDays, jarToday } from "../jars/jar-clock";
import { isEmptyWeek, readWeek } from "../weekly/queries";
import { fridayLetter, fridayNudge } from "./friday-letter";
import { type JarFacts, jarEveMail, jarKeptMail } from "./jar-reminders";
import { type Mail, mailSenderFor } from "./sender";
import { unsubscribeLink } from "./unsubscribe";

/** Fridays 18:00 KST (wrangler.toml [triggers]). */
export const FRIDAY_CRON = "0 9 * * 5";
/** Every day at 09:00 KST: the jars that open tomorrow. */
export const JAR_EVE_CRON = "0 0 * * *";

const PAGE = 100;
/** A claim older than this belongs to a consumer that died mid-send: another may take it over. */
const CLAIM_SECONDS = 10 * 60;
/** An empty week's nudge comes at most once in four weeks (a day's slack for the trigger's timing). */
const NUDGE_EVERY_SECONDS = 27 * 86_400;

const Job = v.variant("type", [
  v.object({ type: v.literal("friday-page"), week: v.string(), at: v.number(), after: v.number() }),
  v.object({ type: v.literal("friday"), week: v.string(), at: v.number(), memberId: v.number() }),
  v.object({ type: v.literal("jar-eve-page"), day: v.string(), after: v.string() }),
  v.object({ type: v.literal("jar-eve"), day: v.string(), jarId: v.string() }),
  v.object({ type: v.literal("jar-kept"), jarId: v.string() }),
]);
export type MailJob = v.InferOutput<typeof Job>;

type Kind = "FRIDAY" | "JAR_EVE" | "JAR_KEPT";
type Owed = { kind: Kind; memberId: number; period: string };

const originOf = (env: Env) => (readConfig(env).PRAISE_HOST ? "" : readConfig(env).APP_ORIGIN);

/** The Cron Trigger's part: one message, whatever the number of members. */
export const onSchedule = async (env: Env, cron: string, scheduledTime: number) => {
  if (!originOf(env)) return;
  if (cron === FRIDAY_CRON) {
    const { isoWeek } = seoulWeekOf(scheduledTime);
    await env.MAIL_QUEUE.send({ type: "friday-page", week: isoWeek, at: scheduledTime, after: 0 } satisfies MailJob);
  }
  if (cron === JAR_EVE_CRON) {
    await env.MAIL_QUEUE.send({ type: "jar-eve-page", day: addDays(jarToday(), 1), after: "" } satisfies MailJob);
  }
};

/** After a jar is kept (its route): the creator hears of it. A failure here never fails the keep. */
export const enqueueJarKept = async (env: Env, jarId: string) => {
  if (!originOf(env)) return;
  try {
    await env.MAIL_QUEUE.send({ type: "jar-kept", jarId } satisfies MailJob);
  } catch (error) {
    console.error(`[mail] jar-kept ${jarId} not enqueued: ${String(error)}`);
  }
};

// ---------- owing a mail once ----------

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
const sendOnce = async (
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

// ---------- the jobs ----------

type Recipient = { name: string; email: string; email_marketing: number };

const recipient = (db: D1Database, memberId: number) =>
  db
    .prepare(
      `SELECT m.name, m.email, c.email_marketing FROM members m JOIN consents c ON c.member_id = m.id WHERE m.id = ?`,
    )
    .bind(memberId)
    .first<Recipient>();

const fridayPage = async (env: Env, job: Extract<MailJob, { type: "friday-page" }>) => {
  // Members who consent, past the last page, without this week's letter (a trigger that fired twice).
  const { results } = await env.DB.prepare(
    `SELECT m.id FROM members m JOIN consents c ON c.member_id = m.id
      WHERE c.email_marketing = 1 AND m.id > ?1
        AND NOT EXISTS (SELECT 1 FROM mail_sends s WHERE s.kind = 'FRIDAY' AND s.member_id = m.id AND s.period = ?2)
      ORDER BY m.id LIMIT ${PAGE}`,
  )
    .bind(job.after, job.week)
    .all<{ id: number }>();
  if (results.length === PAGE) {
    const last = results[results.length - 1] as { id: number };
    await env.MAIL_QUEUE.send({ ...job, after: last.id } satisfies MailJob);
  }
  if (results.length > 0) {
    await env.MAIL_QUEUE.sendBatch(
      results.map(({ id }) => ({
        body: { type: "friday", week: job.week, at: job.at, memberId: id } satisfies MailJob,
      })),
    );
  }
};

const friday = (env: Env, job: Extract<MailJob, { type: "friday" }>) =>
  sendOnce(env, { kind: "FRIDAY", memberId: job.memberId, period: job.week }, async () => {
    const to = await recipient(env.DB, job.memberId);
    // Withdrew consent (or left) since the trigger: nothing goes out.
    if (to?.email_marketing !== 1) return { mail: null, variant: "NONE" };
    const week = await readWeek(env.DB, job.memberId, seoulWeekOf(job.at), job.at);
    const origin = originOf(env);
    const links = { origin, unsubscribe: await unsubscribeLink(env, origin, job.memberId) };
    if (!isEmptyWeek(week)) return { mail: fridayLetter(to.email, to.name, week, links), variant: "WEEK" };
    const last = await env.DB.prepare(
      "SELECT MAX(sent_at) AS at FROM mail_sends WHERE member_id = ? AND kind = 'FRIDAY' AND variant = 'NUDGE'",
    )
      .bind(job.memberId)
      .first<{ at: number | null }>();
    if (last?.at != null && last.at > Math.floor(job.at / 1000) - NUDGE_EVERY_SECONDS) {
      return { mail: null, variant: "NONE" };
    }
    return { mail: fridayNudge(to.email, to.name, links), variant: "NUDGE" };
  });

const jarEvePage = async (env: Env, job: Extract<MailJob, { type: "jar-eve-page" }>) => {
  const { results } = await env.DB.prepare(
    `SELECT id FROM jars WHERE opens_on = ?1 AND kept_by IS NULL AND id > ?2 ORDER BY id LIMIT ${PAGE}`,
  )
    .bind(job.day, job.after)
    .all<{ id: string }>();
  if (results.length === PAGE) {
    const last = results[results.length - 1] as { id: string };
    await env.MAIL_QUEUE.send({ ...job, after: last.id } satisfies MailJob);
  }
  if (results.length > 0) {
    await env.MAIL_QUEUE.sendBatch(
      results.map(({ id }) => ({ body: { type: "jar-eve", day: job.day, jarId: id } satisfies MailJob })),
    );
  }
};

type JarRow = {
  creator_id: number;
  email: string;
  title: string;
  recipient_name: string;
  opens_on: string;
  kept_by: number | null;
};

const jarRow = (db: D1Database, jarId: string) =>
  db
    .prepare(
      `SELECT j.creator_id, m.email, j.title, j.recipient_name, j.opens_on, j.kept_by
         FROM jars j JOIN members m ON m.id = j.creator_id WHERE j.id = ?`,
    )
    .bind(jarId)
    .first<JarRow>();

const factsOf = async (env: Env, jarId: string, jar: JarRow): Promise<JarFacts | null> => {
  const summary = await env.JARS.get(env.JARS.idFromName(jarId)).summary();
  if (!summary) return null;
  return { jarId, title: jar.title, recipientName: jar.recipient_name, letterCount: summary.letterCount };
};

const jarEve = async (env: Env, job: Extract<MailJob, { type: "jar-eve" }>) => {
  const jar = await jarRow(env.DB, job.jarId);
  if (!jar || jar.kept_by !== null || jar.opens_on !== job.day) return;
  await sendOnce(env, { kind: "JAR_EVE", memberId: jar.creator_id, period: job.jarId }, async () => {
    const facts = await factsOf(env, job.jarId, jar);
    return facts
      ? { mail: jarEveMail(jar.email, facts, originOf(env)), variant: null }
      : { mail: null, variant: "NONE" };
  });
};

const jarKept = async (env: Env, job: Extract<MailJob, { type: "jar-kept" }>) => {
  const jar = await jarRow(env.DB, job.jarId);
  // Kept by its own creator (who knows), or not kept after all: nothing to tell.
  if (!jar || jar.kept_by === null || jar.kept_by === jar.creator_id) return;
  await sendOnce(env, { kind: "JAR_KEPT", memberId: jar.creator_id, period: job.jarId }, async () => {
    const facts = await factsOf(env, job.jarId, jar);
    return facts
      ? { mail: jarKeptMail(jar.email, facts, originOf(env)), variant: null }
      : { mail: null, variant: "NONE" };
  });
};

const run = (env: Env, job: MailJob) => {
  switch (job.type) {
    case "friday-page":
      return fridayPage(env, job);
    case "friday":
      return friday(env, job);
    case "jar-eve-page":
      return jarEvePage(env, job);
    case "jar-eve":
      return jarEve(env, job);
    case "jar-kept":
      return jarKept(env, job);
  }
};

/** The Queue consumer: each message on its own, a failed one retried later, the rest acknowledged. */
export const consumeMail = async (batch: MessageBatch<unknown>, env: Env) => {
  for (const message of batch.messages) {
    const job = v.safeParse(Job, message.body);
    if (!job.success) {
      console.error(`[mail] message ${message.id} dropped: not a mail job`);
      message.ack();
      continue;
    }
    try {
      await run(env, job.output);
      message.ack();
    } catch (error) {
      console.error(`[mail] ${job.output.type} failed (attempt ${message.attempts}): ${String(error)}`);
      message.retry({ delaySeconds: Math.min(60 * 2 ** (message.attempts - 1), 3600) });
    }
  }
};
