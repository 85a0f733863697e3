// The dev mailbox from the e2e tests: the newest verification code sent to an address, and walking
// an address through send-mail/check-mail over HTTP.
import { phoneHeaders } from "./session";

type DevMail = { id: string; subject: string; text: string | null; createdAt: string };

const mailsTo = async (baseURL: string, email: string): Promise<DevMail[]> => {
  const res = await fetch(`${baseURL}/__dev/mailbox?${new URLSearchParams({ to: email })}`);
  if (!res.ok) throw new Error(`mailbox for ${email}: ${res.status}`);
  return (await res.json()) as DevMail[];
};

/**
 * The code in the newest mail to `email`. Waits (up to `timeoutMs`) for a mail when there is none
 * yet, or — with `newerThan` (a count of mails already seen) — for one more than that.
 */
export const latestCode = async (
  baseURL: string,
  email: string,
  { newerThan = 0, timeoutMs = 5000 }: { newerThan?: number; timeoutMs?: number } = {},
): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(baseURL, email);
    const code = mails.length > newerThan ? /인증번호: (\d{6})/.exec(mails[0]?.text ?? "")?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no verification code for ${email} in the dev mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export const mailCount = async (baseURL: string, email: string) => (await mailsTo(baseURL, email)).length;

/**
 * send-mail → the mailed code → check-mail, as the sign-up page does, with `token`: the Kakao provider
 * token the register will bring, or the member's access token for an e-mail change. A verification
 * serves only the requester who passed it (decision 027).
 */
export const verifyEmail = async (baseURL: string, email: string, token: string) => {
  const before = await mailCount(baseURL, email);
  const headers = { Authorization: `Bearer ${token}`, ...phoneHeaders(email) };
  const sent = await fetch(`${baseURL}/api/auth/send-mail`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ receiverMail: email }),
  });
  if (sent.status !== 201) throw new Error(`send-mail ${email}: ${sent.status} ${await sent.text()}`);
  const code = await latestCode(baseURL, email, { newerThan: before });
  const checked = await fetch(
    `${baseURL}/api/auth/check-mail?${new URLSearchParams({ receiverMail: email, verificationNumber: code })}`,
    { headers },
  );
  if (checked.status !== 200) throw new Error(`check-mail ${email}: ${checked.status} ${await checked.text()}`);
};
