// The shared jar's mail jobs (decision 034): the creator's on the eve and on keeping, each member
// writer's when the keeper thanks everyone.

import { type JarFacts, jarEveMail, jarKeptMail, jarThanksMail } from "./jar-reminders";
import type { MailJob } from "./jobs";
import { PAGE } from "./jobs";
import { originOf, recipient, sendOnce } from "./owed-once";

export const jarEvePage = async (env: Env, job: Extract<MailJob, { type: "jar-eve-page" }>) => {
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

export const jarEve = async (env: Env, job: Extract<MailJob, { type: "jar-eve" }>) => {
  const jar = await jarRow(env.DB, job.jarId);
  if (!jar || jar.kept_by !== null || jar.opens_on !== job.day) return;
  await sendOnce(env, { kind: "JAR_EVE", memberId: jar.creator_id, period: job.jarId }, async () => {
    const facts = await factsOf(env, job.jarId, jar);
    return facts
      ? { mail: jarEveMail(jar.email, facts, originOf(env)), variant: null }
      : { mail: null, variant: "NONE" };
  });
};

export const jarKept = async (env: Env, job: Extract<MailJob, { type: "jar-kept" }>) => {
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

export const jarThanks = async (env: Env, job: Extract<MailJob, { type: "jar-thanks" }>) => {
  // At most 300 letters a jar: its member writers fit in three batches.
  const { results } = await env.DB.prepare(
    `SELECT w.member_id FROM jar_writers w JOIN jars j ON j.id = w.jar_id
      WHERE w.jar_id = ? AND w.member_id IS NOT j.kept_by`,
  )
    .bind(job.jarId)
    .all<{ member_id: number }>();
  for (let i = 0; i < results.length; i += PAGE) {
    await env.MAIL_QUEUE.sendBatch(
      results.slice(i, i + PAGE).map(({ member_id }) => ({
        body: { type: "jar-thanks-writer", jarId: job.jarId, memberId: member_id } satisfies MailJob,
      })),
    );
  }
};

export const jarThanksWriter = async (env: Env, job: Extract<MailJob, { type: "jar-thanks-writer" }>) => {
  const jar = await jarRow(env.DB, job.jarId);
  if (!jar || jar.kept_by === null) return;
  await sendOnce(env, { kind: "JAR_THANKS", memberId: job.memberId, period: job.jarId }, async () => {
    const to = await recipient(env.DB, job.memberId);
    if (!to) return { mail: null, variant: "NONE" };
    const facts = await factsOf(env, job.jarId, jar);
    return facts
      ? { mail: jarThanksMail(to.email, facts, originOf(env)), variant: null }
      : { mail: null, variant: "NONE" };
  });
};
