// Mail that goes out later or to many (decision 034). A Cron Trigger only enqueues one small message;
// the Queue consumer fans it out a page of 100 members (or jars) at a time, then sends each mail in
// its own message, so no invocation ever walks every member. Each mail is owed once: the consumer
// claims its row in mail_sends (migration 0017) before sending and marks it sent after; a failed send
// gives the claim back and the message is retried, and the email API's idempotency key covers a
// consumer that died between sending and marking.
import * as v from "valibot";
import { seoulWeekOf } from "../../contract/week";
import { addDays, jarToday } from "../jars/jar-clock";
import { isEmptyWeek, readWeek } from "../weekly/queries";
import { fridayLetter, fridayNudge } from "./friday-letter";
import { jarEve, jarEvePage, jarKept, jarThanks, jarThanksWriter } from "./jar-mail-jobs";
import { FRIDAY_CRON, JAR_EVE_CRON, Job, type MailJob, PAGE } from "./jobs";
import { originOf, recipient, sendOnce } from "./owed-once";
import { unsubscribeLink } from "./unsubscribe";

export { FRIDAY_CRON, JAR_EVE_CRON, type MailJob } from "./jobs";

/** An empty week's nudge comes at most once in four weeks (a day's slack for the trigger's timing). */
const NUDGE_EVERY_SECONDS = 27 * 86_400;

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

/** A jar's event mailed later; a failure to enqueue never fails the call that caused it. */
const enqueue = async (env: Env, job: MailJob) => {
  if (!originOf(env)) return;
  try {
    await env.MAIL_QUEUE.send(job);
  } catch (error) {
    console.error(`[mail] ${job.type} not enqueued: ${String(error)}`);
  }
};

/** After a jar is kept (its route): the creator hears of it. */
export const enqueueJarKept = (env: Env, jarId: string) => enqueue(env, { type: "jar-kept", jarId });

/** After the keeper thanked everyone: each member who wrote hears of it. */
export const enqueueJarThanks = (env: Env, jarId: string) => enqueue(env, { type: "jar-thanks", jarId });

// ---------- the jobs ----------

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
    case "jar-thanks":
      return jarThanks(env, job);
    case "jar-thanks-writer":
      return jarThanksWriter(env, job);
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
