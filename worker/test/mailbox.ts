// Reading the dev mailbox from worker tests, and walking an address through send-mail/check-mail.
import { call, postJson } from "./host-app";

export type DevMail = {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string | null;
  html: string | null;
};

export const mailbox = async (to: string): Promise<DevMail[]> =>
  (await call(`/__dev/mailbox?to=${encodeURIComponent(to)}`)).json<DevMail[]>();

/** The code in the newest mail to `to`. */
export const latestCode = async (to: string): Promise<string> => {
  const [mail] = await mailbox(to);
  const code = /인증번호: (\d{6})/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no verification code in the mailbox for ${to}`);
  return code;
};

/**
 * Who calls: headers that name the requester (decision 027), a bearer token or a client address.
 * The same requester must send, check and use a verification; without one named, the helpers call
 * as one client of a fixed address (the test client gives every other request an address of its own).
 */
export type Requester = Record<string, string>;
export const ONE_CLIENT: Requester = { "CF-Connecting-IP": "2001:db8:ffff::1" };

/** A client of its own address `n`: another browser, another phone. */
export const clientAt = (n: number): Requester => ({ "CF-Connecting-IP": `2001:db8:ffff:${(n + 2).toString(16)}::1` });

export const sendMail = (receiverMail: unknown, as: Requester = ONE_CLIENT) =>
  postJson("/api/auth/send-mail", { receiverMail }, as);

export const checkMail = (receiverMail: string, verificationNumber: string, as: Requester = ONE_CLIENT) =>
  call(`/api/auth/check-mail?${new URLSearchParams({ receiverMail, verificationNumber })}`, { headers: as });

/** send-mail, read the code, check-mail as `as`: the address counts as verified for 30 minutes, for `as`. */
export const verifyEmail = async (email: string, as: Requester = ONE_CLIENT) => {
  const sent = await sendMail(email, as);
  if (sent.status !== 201) throw new Error(`send-mail ${email}: ${sent.status} ${await sent.text()}`);
  const checked = await checkMail(email, await latestCode(email), as);
  if (checked.status !== 200) throw new Error(`check-mail ${email}: ${checked.status} ${await checked.text()}`);
};
