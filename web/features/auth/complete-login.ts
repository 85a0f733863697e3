// SPEC §4 "Login callback": code → Kakao token → our login → where to go next.
import { KakaoTokenDataSchema, LoginDataSchema } from "@contract/auth";
import { type ApiClient, ApiError } from "../../api/client";
import { clearPendingUuid, getPendingUuid, saveKakaoAccessToken, saveLogin } from "../../api/session";
import { callbackUrl, takeOAuthAttempt } from "../../lib/pkce";

/** Resolves to the path to replace the callback page with; never rejects. */
export async function completeKakaoLogin(api: ApiClient, search: URLSearchParams): Promise<string> {
  const attempt = takeOAuthAttempt();
  const code = search.get("code");
  if (search.get("error") || !code || !attempt || attempt.state !== search.get("state")) return "/login";

  try {
    const { accessToken: kakaoAccessToken } = await api.post("/auth/kakao/token", {
      auth: false,
      body: { code, redirectUri: callbackUrl(), codeVerifier: attempt.codeVerifier },
      schema: KakaoTokenDataSchema,
    });
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
    if (error instanceof ApiError && error.status === 404) return "/signup/agree";
    return "/login";
  }
}
