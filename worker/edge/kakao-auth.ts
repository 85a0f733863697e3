// /auth: Kakao Login at the edge (decisions 021, 026). The worker starts the login (state, PKCE
// verifier and nonce kept in its own cookie), exchanges Kakao's code once (the client secret never
// leaves it), checks the OpenID Connect id_token, logs in with the praise host and keeps the tokens in
// the session cookie: no token, verifier or nonce ever reaches page JavaScript. Also: a browser from
// before the cookie trading its stored tokens for one (carry-over), and the Kakao nickname a sign-up
// starts from. The client's settings, also under /auth, are client-settings.ts.
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import {
  type BrowserLogin,
  BrowserLoginSchema,
  type KakaoProfile,
  LOGIN_EXPIRED,
  LOGIN_FAILED_MESSAGE,
} from "../contract/auth";
import { KakaoSessionRequestSchema, ReissueRequestSchema, TokenPairSchema } from "../contract/auth-requests";
import { readConfig, readSecret } from "../lib/config";
import { errorJson, fail, ok } from "../lib/errors";
import { KAKAO_UNREACHABLE, kakaoUserFromHeader } from "../lib/kakao-user";
import type { AppEnv } from "../lib/types";
import { jsonBody } from "../lib/validate";
import { postAsPage, refusalOf } from "./pages/form-post";
import { endSession, keepSession, withoutTokens } from "./session/bff";
import {
  cookieOf,
  openSession,
  SIGNUP_MAX_AGE_SECONDS,
  sealSession,
  sessionCookieOf,
  setSessionCookie,
} from "./session/cookie";
import { refuseCrossSite } from "./session/csrf";
import { IdTokenError, verifyIdToken } from "./session/id-token";
import { internalJsonCall, type Reenter } from "./session/internal";
import { sessionKeys } from "./session/keys";
import {
  appPath,
  claimCode,
  clearLoginCookie,
  codeChallengeOf,
  LOGIN_COOKIE,
  loginCookie,
  newLoginAttempt,
  openLoginAttempt,
} from "./session/login-attempt";

export const LOGIN_CALLBACK_PATH = "/login/kakao";

/** Our callback page on the origin the browser used: Kakao sends the code there, and only there. */
const callbackOf = (c: Context<AppEnv>) => `${new URL(c.req.url).origin}${LOGIN_CALLBACK_PATH}`;

const KakaoTokenAnswer = v.object({ access_token: v.string(), id_token: v.optional(v.string()) });
const KakaoErrorAnswer = v.object({ error: v.optional(v.string()), error_code: v.optional(v.string()) });

/** Kakao's token endpoint: the code (with PKCE) for the provider token and the id_token. */
async function exchangeCode(c: Context<AppEnv>, code: string, redirectUri: string, codeVerifier: string) {
  const config = readConfig(c.env);
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    client_id: config.KAKAO_REST_API_KEY,
    redirect_uri: redirectUri,
    code,
    client_secret: readSecret(c.env, "KAKAO_CLIENT_SECRET"),
    code_verifier: codeVerifier,
  });
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
    return fail(502, KAKAO_UNREACHABLE);
  }
  const body: unknown = await response.json().catch(() => null);
  const answer = v.safeParse(KakaoTokenAnswer, body);
  if (!response.ok || !answer.success) {
    const error = v.safeParse(KakaoErrorAnswer, body);
    const reason = error.success ? `${error.output.error ?? "?"} ${error.output.error_code ?? ""}` : "unreadable";
    console.warn(`[kakao] token exchange refused (${response.status}): ${reason}`);
    return fail(response.status >= 500 ? 502 : 401, LOGIN_FAILED_MESSAGE);
  }
  return answer.output;
}

/** The provider token a request speaks for: its own bearer (API clients), else a sign-up's cookie. */
async function providerToken(c: Context<AppEnv>): Promise<string | undefined> {
  const authorization = c.req.header("Authorization");
  if (authorization) return authorization;
  const cookie = sessionCookieOf(c.req.header("Cookie"));
  const session = cookie ? await openSession(sessionKeys(c.env), cookie) : null;
  return session?.kind === "signup" ? `Bearer ${session.kakaoAccessToken}` : undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch] ?? ch);

/** Every call here that sets the session is our own page's only (csrf.ts). */
const pageOnly = createMiddleware<AppEnv>(async (c, next) => {
  const refused = refuseCrossSite(c);
  if (refused) return refused;
  await next();
});

/**
 * `reenter`: the praise host, called as part of the browser's request; `again`: the whole app again
 * (the finish without script makes the callback page's own call through it). Without `again`, no finish.
 */
export const createKakaoAuthRoutes = (reenter: Reenter, again?: Reenter) =>
  new Hono<AppEnv>()
    // Who a sign-up's provider token belongs to, as far as the name step needs: the nickname only.
    .get("/kakao/profile", async (c) => {
      const { KAKAO_API_ORIGIN, KAKAO_APP_ID } = readConfig(c.env);
      const user = await kakaoUserFromHeader(KAKAO_API_ORIGIN, KAKAO_APP_ID, await providerToken(c));
      c.header("Cache-Control", "no-store");
      return ok<KakaoProfile>(c, { nickname: user.nickname });
    })
    // The login starts here (decision 026): the attempt's state, PKCE verifier and nonce go into the
    // login cookie, only their challenge and the state to Kakao. `returnTo`: a path of this app.
    .get("/kakao/start", async (c) => {
      const config = readConfig(c.env);
      const attempt = newLoginAttempt(appPath(c.req.query("returnTo")));
      const params = new URLSearchParams({
        client_id: config.KAKAO_REST_API_KEY,
        redirect_uri: callbackOf(c),
        response_type: "code",
        state: attempt.state,
        code_challenge: await codeChallengeOf(attempt),
        code_challenge_method: "S256",
        // OpenID Connect: Kakao adds a signed id_token carrying the nonce.
        scope: "openid",
        nonce: attempt.nonce,
      });
      c.header("Set-Cookie", await loginCookie(sessionKeys(c.env), attempt));
      c.header("Cache-Control", "no-store");
      return c.redirect(`${config.KAKAO_AUTH_ORIGIN}/oauth/authorize?${params}`, 302);
    })
    // The login callback without script (decision 042): the callback page's <noscript> refresh
    // (pages/login-page.ts) brings Kakao's code and state here, and the worker makes the page's own
    // call below (the same checks) and sends the browser on: where the login started, else home, or
    // the sign-up. Only from our own page: the state and the login cookie do the rest.
    .get("/kakao/finish", async (c) => {
      const site = c.req.header("Sec-Fetch-Site");
      if (site !== undefined && site !== "same-origin") return c.text(LOGIN_FAILED_MESSAGE, 403);
      c.header("Cache-Control", "no-store");
      const code = c.req.query("code");
      const state = c.req.query("state");
      if (!code || !state) return c.redirect("/login", 303);
      if (!again) return c.redirect("/login", 303);
      const answer = await postAsPage(c, again, "/auth/kakao/session", { code, state });
      const login = v.safeParse(
        v.object({ data: BrowserLoginSchema }),
        await answer
          .clone()
          .json()
          .catch(() => null),
      );
      for (const line of answer.headers.getSetCookie()) c.header("Set-Cookie", line, { append: true });
      if (answer.ok && login.success) {
        const { data } = login.output;
        return c.redirect("signup" in data ? "/signup/agree" : (data.returnTo ?? "/"), 303);
      }
      const message = await refusalOf(answer, LOGIN_FAILED_MESSAGE);
      return c.html(
        `<!doctype html><html lang="ko"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>꿀단지</title><link rel="icon" type="image/svg+xml" href="/images/logo.svg"><p role="alert">${escapeHtml(message)}</p><p><a href="/login">로그인 화면으로 가기</a></p></html>`,
        answer.status === 429 ? 429 : 401,
      );
    })
    // The login callback's one call: state checked against the login cookie → the code claimed (once)
    // → Kakao's tokens with our verifier → the id_token checked against our nonce → the praise host's
    // login → the session cookie. A Kakao user who is not a member yet starts a sign-up instead.
    .post("/kakao/session", pageOnly, jsonBody(KakaoSessionRequestSchema), async (c) => {
      const { code, state } = c.req.valid("json");
      const config = readConfig(c.env);
      const secret = sessionKeys(c.env);
      const attempt = await openLoginAttempt(secret, cookieOf(c.req.header("Cookie"), LOGIN_COOKIE), state);
      if (!attempt) {
        console.warn(`[${c.get("requestId")}] login refused: no attempt of this browser with that state`);
        return fail(401, LOGIN_FAILED_MESSAGE);
      }
      if (!(await claimCode(c.env.DB, code))) {
        console.warn(`[${c.get("requestId")}] login refused: the code was redeemed before`);
        return fail(401, LOGIN_FAILED_MESSAGE);
      }
      const kakao = await exchangeCode(c, code, callbackOf(c), attempt.codeVerifier);
      if (!kakao.id_token) {
        console.warn(`[${c.get("requestId")}] kakao answered without an id_token (is OpenID Connect on?)`);
        return fail(401, LOGIN_FAILED_MESSAGE);
      }
      try {
        await verifyIdToken(kakao.id_token, {
          authOrigin: config.KAKAO_AUTH_ORIGIN,
          clientId: config.KAKAO_REST_API_KEY,
          nonce: attempt.nonce,
        });
      } catch (error) {
        if (!(error instanceof IdTokenError)) throw error;
        console.warn(`[${c.get("requestId")}] id_token refused: ${error.message}`);
        return fail(401, LOGIN_FAILED_MESSAGE);
      }

      const bearer = `Bearer ${kakao.access_token}`;
      const login = await reenter(
        c,
        internalJsonCall(c, "/api/auth/kakao-login", undefined, { Authorization: bearer }),
      );
      const returnTo = attempt.returnTo ? { returnTo: attempt.returnTo } : {};
      if (login.status === 404) {
        // Not a member yet: the provider token waits in the cookie for the sign-up's register call.
        const { KAKAO_API_ORIGIN, KAKAO_APP_ID } = config;
        const nickname = await kakaoUserFromHeader(KAKAO_API_ORIGIN, KAKAO_APP_ID, bearer).then(
          (user) => user.nickname,
          () => null,
        );
        const sealed = await sealSession(secret, { kind: "signup", kakaoAccessToken: kakao.access_token });
        c.header("Set-Cookie", setSessionCookie(sealed, SIGNUP_MAX_AGE_SECONDS));
        c.header("Set-Cookie", clearLoginCookie(), { append: true });
        c.header("Cache-Control", "no-store");
        return ok<BrowserLogin>(c, { signup: true, nickname, ...returnTo });
      }
      if (!login.ok) return login;
      const { res, login: session } = await withoutTokens(login);
      if (!session) return fail(502, LOGIN_FAILED_MESSAGE);
      const { data } = await res.json<{ data: { memberName: string } }>();
      const answer = ok<BrowserLogin>(c, { memberName: data.memberName, ...returnTo });
      answer.headers.append("Set-Cookie", clearLoginCookie());
      return keepSession(secret, answer, session);
    })
    // Carry-over: a browser still holding the previous version's tokens trades its refresh token for
    // the cookie, once; it then forgets them. A refused trade ends that old session.
    .post("/session", pageOnly, jsonBody(ReissueRequestSchema), async (c) => {
      const secret = sessionKeys(c.env);
      const res = await reenter(c, internalJsonCall(c, "/api/auth/reissue", c.req.valid("json")));
      const pair = v.safeParse(v.object({ data: TokenPairSchema }), await res.json().catch(() => null));
      if (!res.ok || !pair.success) {
        return res.status >= 500 ? res : endSession(errorJson(401, LOGIN_EXPIRED));
      }
      const loginAt = Math.floor(Date.now() / 1000);
      return keepSession(secret, ok(c, null), { kind: "member", ...pair.output.data, loginAt });
    });
