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

export const sendMail = (receiverMail: unknown) => postJson("/api/auth/send-mail", { receiverMail });

export const checkMail = (receiverMail: string, verificationNumber: string) =>
  call(`/api/auth/check-mail?${new URLSearchParams({ receiverMail, verificationNumber })}`);

/** send-mail, read the code, check-mail: the address counts as verified for 30 minutes. */
export const verifyEmail = async (email: string) => {
  const sent = await sendMail(email);
  if (sent.status !== 201) throw new Error(`send-mail ${email}: ${sent.status} ${await sent.text()}`);
  const checked = await checkMail(email, await latestCode(email));
  if (checked.status !== 200) throw new Error(`check-mail ${email}: ${checked.status} ${await checked.text()}`);
};
