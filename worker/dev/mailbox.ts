// The dev mailbox: stands in for the HTTP email API (POST /__dev/mail/emails, same JSON, headers and
// bearer check) and lets a tester or an e2e test read what was sent (GET /__dev/mailbox?to=, newest
// first: JSON, or a page for a browser that draws each mail's HTML and text, worker/dev/pages.ts).
// POST /__dev/mail/failures { to, count } makes the next sends to that address fail with 503, as a
// mail API down would: the Friday letter's retries are tested against it (decision 034).
// Its table is created here, on demand, in the same database: emulator state is never a migration.
import { Hono } from "hono";
import * as v from "valibot";
import { EMAIL_PATTERN } from "../contract/rules";
import type { AppEnv } from "../lib/types";

/** An address as a mail API delivers to it: the contract's rule (decision 035), punycode TLDs too. */
const address = v.pipe(v.string(), v.regex(EMAIL_PATTERN));

const MailSchema = v.object({
  from: v.pipe(v.string(), v.nonEmpty()),
  to: v.pipe(v.array(address), v.minLength(1)),
  subject: v.string(),
  html: v.optional(v.string()),
  text: v.optional(v.string()),
  headers: v.optional(v.record(v.string(), v.string())),
});

const ensureTable = async (db: D1Database) => {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS dev_mailbox (
         id         INTEGER PRIMARY KEY AUTOINCREMENT,
         message_id TEXT    NOT NULL,
         recipient  TEXT    NOT NULL,
         sender     TEXT    NOT NULL,
         subject    TEXT    NOT NULL,
         html       TEXT,
         text       TEXT,
         created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
         headers    TEXT
       )`,
    )
    .run();
  // A mailbox made before mails carried headers gets the column once (SQLite has no ADD COLUMN IF NOT EXISTS).
  const columns = await db.prepare("SELECT name FROM pragma_table_info('dev_mailbox')").all<{ name: string }>();
  if (!columns.results.some((c) => c.name === "headers")) {
    await db.prepare("ALTER TABLE dev_mailbox ADD COLUMN headers TEXT").run();
  }
  await db
    .prepare("CREATE TABLE IF NOT EXISTS dev_mail_failures (recipient TEXT PRIMARY KEY, remaining INTEGER NOT NULL)")
    .run();
};

type MailRow = {
  message_id: string;
  recipient: string;
  sender: string;
  subject: string;
  html: string | null;
  text: string | null;
  headers: string | null;
  created_at: string;
};

const apiError = (status: 401 | 422 | 503, name: string, message: string) =>
  Response.json({ statusCode: status, name, message }, { status });

/** Takes one of the failures asked for a recipient; true when this send is to fail. */
const failThisSend = async (db: D1Database, recipients: string[]) => {
  const taken = await db.batch(
    recipients.map((to) =>
      db
        .prepare(
          "UPDATE dev_mail_failures SET remaining = remaining - 1 WHERE recipient = ? AND remaining > 0 RETURNING 1",
        )
        .bind(to.toLowerCase()),
    ),
  );
  return taken.some((result) => result.results.length > 0);
};

const FailuresSchema = v.object({
  to: address,
  count: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
});

/** POST /emails, as the email API answers it: { id } on success. */
export const mailApiEmulator = new Hono<AppEnv>()
  .post("/failures", async (c) => {
    const parsed = v.safeParse(FailuresSchema, await c.req.json().catch(() => null));
    if (!parsed.success) return apiError(422, "validation_error", "to: an address; count: 0 to 100");
    const { to, count } = parsed.output;
    await ensureTable(c.env.DB);
    await c.env.DB.prepare(
      "INSERT INTO dev_mail_failures (recipient, remaining) VALUES (?1, ?2) ON CONFLICT (recipient) DO UPDATE SET remaining = ?2",
    )
      .bind(to.toLowerCase(), count)
      .run();
    return c.json({ to, failNext: count });
  })
  .post("/emails", async (c) => {
    // The body is read first: answering before the caller's stream is consumed upsets the loopback.
    const body: unknown = await c.req.json().catch(() => null);
    const key = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "")?.[1];
    if (!key || key !== c.env.MAIL_API_KEY) return apiError(401, "validation_error", "API key is invalid");
    const parsed = v.safeParse(MailSchema, body);
    if (!parsed.success) return apiError(422, "validation_error", parsed.issues[0].message);
    const mail = parsed.output;
    const id = crypto.randomUUID();
    await ensureTable(c.env.DB);
    if (await failThisSend(c.env.DB, mail.to))
      return apiError(503, "application_error", "mail API unavailable (dev failure)");
    await c.env.DB.batch(
      mail.to.map((recipient) =>
        c.env.DB.prepare(
          "INSERT INTO dev_mailbox (message_id, recipient, sender, subject, html, text, headers) VALUES (?, ?, ?, ?, ?, ?, ?)",
        ).bind(
          id,
          recipient.toLowerCase(),
          mail.from,
          mail.subject,
          mail.html ?? null,
          mail.text ?? null,
          mail.headers ? JSON.stringify(mail.headers) : null,
        ),
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
  headers: Record<string, string>;
  createdAt: string;
};

/** GET /mailbox?to=<address>: the mails to that address (all when absent), newest first, at most 50. */
/** One mail's HTML by its id (the mailbox page's frame), or null. */
export const readMailHtml = async (db: D1Database, id: string) => {
  await ensureTable(db);
  const row = await db
    .prepare("SELECT html FROM dev_mailbox WHERE message_id = ? LIMIT 1")
    .bind(id)
    .first<{ html: string | null }>();
  return row?.html ?? null;
};

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
    headers: r.headers ? (JSON.parse(r.headers) as Record<string, string>) : {},
    createdAt: r.created_at,
  }));
};
