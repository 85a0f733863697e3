// The dev mailbox: stands in for the HTTP email API (POST /__dev/mail/emails, same JSON and bearer
// check) and lets a tester or an e2e test read what was sent (GET /__dev/mailbox?to=, newest first:
// JSON, or a page for a browser, worker/dev/pages.ts).
// Its table is created here, on demand, in the same database: emulator state is never a migration.
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../lib/types";

const MailSchema = v.object({
  from: v.pipe(v.string(), v.nonEmpty()),
  to: v.pipe(v.array(v.pipe(v.string(), v.email())), v.minLength(1)),
  subject: v.string(),
  html: v.optional(v.string()),
  text: v.optional(v.string()),
});

const ensureTable = (db: D1Database) =>
  db
    .prepare(
      `CREATE TABLE IF NOT EXISTS dev_mailbox (
         id         INTEGER PRIMARY KEY AUTOINCREMENT,
         message_id TEXT    NOT NULL,
         recipient  TEXT    NOT NULL,
         sender     TEXT    NOT NULL,
         subject    TEXT    NOT NULL,
         html       TEXT,
         text       TEXT,
         created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
       )`,
    )
    .run();

type MailRow = {
  message_id: string;
  recipient: string;
  sender: string;
  subject: string;
  html: string | null;
  text: string | null;
  created_at: string;
};

const apiError = (status: 401 | 422, name: string, message: string) =>
  Response.json({ statusCode: status, name, message }, { status });

/** POST /emails, as the email API answers it: { id } on success. */
export const mailApiEmulator = new Hono<AppEnv>().post("/emails", async (c) => {
  // The body is read first: answering before the caller's stream is consumed upsets the loopback.
  const body: unknown = await c.req.json().catch(() => null);
  const key = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "")?.[1];
  if (!key || key !== c.env.MAIL_API_KEY) return apiError(401, "validation_error", "API key is invalid");
  const parsed = v.safeParse(MailSchema, body);
  if (!parsed.success) return apiError(422, "validation_error", parsed.issues[0].message);
  const mail = parsed.output;
  const id = crypto.randomUUID();
  await ensureTable(c.env.DB);
  await c.env.DB.batch(
    mail.to.map((recipient) =>
      c.env.DB.prepare(
        "INSERT INTO dev_mailbox (message_id, recipient, sender, subject, html, text) VALUES (?, ?, ?, ?, ?, ?)",
      ).bind(id, recipient.toLowerCase(), mail.from, mail.subject, mail.html ?? null, mail.text ?? null),
    ),
  );
  return c.json({ id });
});

export type DevMail = {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string | null;
  html: string | null;
  createdAt: string;
};

/** GET /mailbox?to=<address>: the mails to that address (all when absent), newest first, at most 50. */
export const readMailbox = async (db: D1Database, to: string | undefined): Promise<DevMail[]> => {
  await ensureTable(db);
  const recipient = to?.trim().toLowerCase();
  const { results } = await (recipient
    ? db.prepare("SELECT * FROM dev_mailbox WHERE recipient = ? ORDER BY id DESC LIMIT 50").bind(recipient)
    : db.prepare("SELECT * FROM dev_mailbox ORDER BY id DESC LIMIT 50")
  ).all<MailRow>();
  return results.map((r) => ({
    id: r.message_id,
    to: r.recipient,
    from: r.sender,
    subject: r.subject,
    text: r.text,
    html: r.html,
    createdAt: r.created_at,
  }));
};
