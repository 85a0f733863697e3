// Signing a brand-new member up over HTTP, for files that need a member of their own.
import { verifyEmail } from "./mailbox";
import { phoneHeaders } from "./session";

/**
 * A brand-new member over HTTP, as the sign-up pages do it: Kakao emulator consent → provider token,
 * the e-mail code from the dev mailbox, register. From a phone of their own (`phoneHeaders`).
 */
export const signUp = async (baseURL: string, nickname: string, name: string) => {
  const redirectUri = `${baseURL}/login/kakao`;
  const phone = phoneHeaders(nickname);
  const consent = await fetch(
    `${baseURL}/__dev/kakao/oauth/authorize/consent?${new URLSearchParams({
      client_id: "local-rest-api-key",
      redirect_uri: redirectUri,
      user: nickname,
      state: "e2e",
    })}`,
    { redirect: "manual" },
  );
  const code = new URL(consent.headers.get("location")!).searchParams.get("code");
  const exchange = await fetch(`${baseURL}/auth/kakao/token`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...phone },
    body: JSON.stringify({ code, redirectUri }),
  });
  const kakaoToken = ((await exchange.json()) as { data: { accessToken: string } }).data.accessToken;
  const email = `${nickname}@example.com`;
  await verifyEmail(baseURL, email);
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
