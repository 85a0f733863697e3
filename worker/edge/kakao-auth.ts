// /auth: the OAuth code → provider token exchange (the client secret never leaves the worker), the
// public client settings the SPA needs at run time, and the Kakao nickname a sign-up starts from.
import { Hono } from "hono";
import * as v from "valibot";
import { type ClientConfig, type KakaoProfile, KakaoTokenRequestSchema } from "../contract/auth";
import { devPollIntervalMs, readConfig, readSecret } from "../lib/config";
import { fail, ok } from "../lib/errors";
import { kakaoUserFromHeader } from "../lib/kakao-user";
import type { AppEnv } from "../lib/types";
import { jsonBody } from "../lib/validate";

export const LOGIN_CALLBACK_PATH = "/login/kakao";

const KakaoTokenAnswer = v.object({ access_token: v.string() });
const KakaoErrorAnswer = v.object({ error: v.optional(v.string()), error_code: v.optional(v.string()) });

export const kakaoAuthRoutes = new Hono<AppEnv>()
  // Who the provider token (the caller's own, from the exchange below) belongs to, as far as a new
  // member's name step needs: the nickname only. Kakao answers for the token's owner alone.
  .get("/kakao/profile", async (c) => {
    const { KAKAO_API_ORIGIN } = readConfig(c.env);
    const user = await kakaoUserFromHeader(KAKAO_API_ORIGIN, c.req.header("Authorization"));
    c.header("Cache-Control", "no-store");
    return ok<KakaoProfile>(c, { nickname: user.nickname });
  })
  .get("/config", (c) => {
    const config = readConfig(c.env);
    const pollMs = devPollIntervalMs(config, c.env, c.req.url);
    c.header("Cache-Control", "no-cache");
    return ok<ClientConfig>(c, {
      kakaoAuthOrigin: config.KAKAO_AUTH_ORIGIN,
      kakaoClientId: config.KAKAO_REST_API_KEY,
      kakaoJsKey: config.KAKAO_JS_KEY,
      kakaoSdkUrl: config.KAKAO_SDK_URL,
      kakaoSdkIntegrity: config.KAKAO_SDK_INTEGRITY,
      kakaoTemplateId: config.KAKAO_TEMPLATE_ID,
      kakaoRecapTemplateId: config.KAKAO_RECAP_TEMPLATE_ID,
      ...(pollMs === undefined ? {} : { devPollIntervalMs: pollMs }),
    });
  })
  .post("/kakao/token", jsonBody(KakaoTokenRequestSchema), async (c) => {
    const { code, redirectUri, codeVerifier } = c.req.valid("json");
    const config = readConfig(c.env);
    const clientSecret = readSecret(c.env, "KAKAO_CLIENT_SECRET");

    // Our secret is only spent on our own callback page.
    const redirect = new URL(redirectUri);
    if (redirect.origin !== new URL(c.req.url).origin || redirect.pathname !== LOGIN_CALLBACK_PATH) {
      return fail(400, "redirectUri가 이 서비스의 로그인 주소가 아니에요.");
    }

    const form = new URLSearchParams({
      grant_type: "authorization_code",
      client_id: config.KAKAO_REST_API_KEY,
      redirect_uri: redirectUri,
      code,
      client_secret: clientSecret,
    });
    if (codeVerifier) form.set("code_verifier", codeVerifier);

    let response: Response;
    try {
      response = await fetch(`${config.KAKAO_AUTH_ORIGIN}/oauth/token`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded;charset=utf-8" },
        body: form,
        signal: AbortSignal.timeout(5000),
      });
    } catch (error) {
      console.error(`[kakao] token exchange failed: ${String(error)}`);
      return fail(502, "카카오 서버에 연결할 수 없어요. 잠시 후 다시 시도해주세요.");
    }
    const body: unknown = await response.json().catch(() => null);
    const answer = v.safeParse(KakaoTokenAnswer, body);
    if (!response.ok || !answer.success) {
      const error = v.safeParse(KakaoErrorAnswer, body);
      const reason = error.success ? `${error.output.error ?? "?"} ${error.output.error_code ?? ""}` : "unreadable";
      console.warn(`[kakao] token exchange refused (${response.status}): ${reason}`);
      return fail(response.status >= 500 ? 502 : 401, "카카오 로그인에 실패했어요. 다시 시도해주세요.");
    }
    return ok(c, { accessToken: answer.output.access_token });
  });
