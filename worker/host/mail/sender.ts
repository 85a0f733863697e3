// How the host sends mail: a small interface, and the one implementation every environment uses —
// an HTTP email API (Resend-style JSON) at MAIL_API_URL. Locally that URL is the dev mailbox.
import { readConfig, readSecret } from "../../lib/config";

export type Mail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers of the mail itself (List-Unsubscribe, RFC 8058), as the email API takes them. */
  headers?: Record<string, string>;
  /** The API sends a mail once per key (its Idempotency-Key header): a send retried after a crash. */
  idempotencyKey?: string;
};

export interface MailSender {
  /** Resolves once the API accepted the mail; rejects with MailError otherwise. */
  send(mail: Mail): Promise<void>;
}

export class MailError extends Error {
  override readonly name = "MailError";
}

export const httpMailSender = (url: string, from: string, apiKey: string): MailSender => ({
  async send({ to, subject, html, text, headers, idempotencyKey }) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${apiKey}`,
          ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
        },
        body: JSON.stringify({ from, to: [to], subject, html, text, ...(headers ? { headers } : {}) }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new MailError(`mail API unreachable: ${String(error)}`);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw new MailError(`mail API answered ${response.status}: ${detail}`);
    }
  },
});

/** The sender configured for this environment (MAIL_API_URL, MAIL_FROM, secret MAIL_API_KEY). */
export const mailSenderFor = (env: Env): MailSender => {
  const { MAIL_API_URL, MAIL_FROM } = readConfig(env);
  return httpMailSender(MAIL_API_URL, MAIL_FROM, readSecret(env, "MAIL_API_KEY"));
};
