// SPEC §4 "Login callback": code → Kakao token → our login → where to go next.
import { KakaoProfileSchema, KakaoTokenDataSchema, LoginDataSchema, MemberNameSchema } from "@contract/auth";
import * as v from "valibot";
import { type ApiClient, ApiError } from "../../api/client";
import { clearPendingUuid, getPendingUuid, saveKakaoAccessToken, saveLogin } from "../../api/session";
import { readSignupDraft, writeSignupDraft } from "../../lib/drafts";
import { callbackUrl, takeOAuthAttempt } from "../../lib/pkce";

/**
 * A new member's name step starts from their Kakao nickname when it is a valid name (1–8 characters),
 * one field fewer to type (issue 25). Any failure leaves the step empty, as before.
 */
async function prefillSignupName(api: ApiClient, kakaoAccessToken: string) {
  try {
    const { nickname } = await api.get("/auth/kakao/profile", {
      auth: false,
      headers: { Authorization: `Bearer ${kakaoAccessToken}` },
      schema: KakaoProfileSchema,
    });
    const name = nickname?.trim() ?? "";
    const draft = readSignupDraft();
    if (!draft.name && v.safeParse(MemberNameSchema, name).success) writeSignupDraft({ ...draft, name });
  } catch {
    // The member types their name.
  }
}

/** Resolves to the path to replace the callback page with; never rejects. */
export async function completeKakaoLogin(api: ApiClient, search: URLSearchParams): Promise<string> {
  const attempt = takeOAuthAttempt();
  const code = search.get("code");
  if (search.get("error") || !code || !attempt || attempt.state !== search.get("state")) return "/login";

  let kakaoAccessToken = "";
  try {
    ({ accessToken: kakaoAccessToken } = await api.post("/auth/kakao/token", {
      auth: false,
      body: { code, redirectUri: callbackUrl(), codeVerifier: attempt.codeVerifier },
      schema: KakaoTokenDataSchema,
    }));
    saveKakaoAccessToken(kakaoAccessToken);

    const login = await api.post("/api/auth/kakao-login", {
      headers: { Authorization: `Bearer ${kakaoAccessToken}` },
      schema: LoginDataSchema,
    });
    saveLogin(login);

    const uuid = getPendingUuid();
    if (!uuid) return "/";
    clearPendingUuid();
    return `/compliment/${encodeURIComponent(uuid)}`;
  } catch (error) {
    // 404: a Kakao user who is not a member yet; the pending uuid stays for after sign-up.
    if (error instanceof ApiError && error.status === 404) {
      await prefillSignupName(api, kakaoAccessToken);
      return "/signup/agree";
    }
    return "/login";
  }
}
