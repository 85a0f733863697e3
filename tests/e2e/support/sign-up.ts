// Signing a brand-new member up over HTTP, for files that need a member of their own.
import { verifyEmail } from "./mailbox";
import { kakaoTokenOf, phoneHeaders } from "./session";

/**
 * A brand-new member over HTTP, as the sign-up pages do it: Kakao emulator consent → provider token,
 * the e-mail code from the dev mailbox, register. From a phone of their own (`phoneHeaders`).
 */
export const signUp = async (baseURL: string, nickname: string, name: string) => {
  const phone = phoneHeaders(nickname);
  const kakaoToken = await kakaoTokenOf(baseURL, nickname);
  const email = `${nickname}@example.com`;
  await verifyEmail(baseURL, email, kakaoToken);
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: "POST",
    headers: { Authorization: `Bearer ${kakaoToken}`, "Content-Type": "application/json", ...phone },
    body: JSON.stringify({
      serviceTerm: 1,
      personalInfo: 1,
      emailMarketing: 0,
      name,
      email,
      imageUrl: "/images/profile/profile-3.svg",
      onboarding: 0,
    }),
  });
  if (!res.ok) throw new Error(`sign-up as ${nickname}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { accessToken: string; refreshToken: string; memberName: string } }).data;
};
