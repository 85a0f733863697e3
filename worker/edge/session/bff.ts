// The worker as the browser's backend (RFC 10017, decision 021). A browser's /api call brings the
// session cookie, not a token: the worker opens the cookie, counts the call against the rate limits
// with its bearer (once, as an API client's call is counted), calls the praise host directly with
// `Authorization: Bearer` (the built-in host or the forward to an external one: internal.ts), and on
// the host's 401 reissues the tokens itself — once per cookie at a time — and tries again
// (a logout too, so it always ends the session). A reissue the host refuses ends the browser's
// session: the cookie is cleared and the answer is 401, so the client goes to /login. A call that
// brings its own bearer token is left as it is.
import type { Context, MiddlewareHandler } from "hono";
import * as v from "valibot";
import { LOGIN_EXPIRED } from "../../contract/auth";
import { LoginDataSchema, TokenPairSchema } from "../../contract/auth-requests";
import { GENERIC_ERROR } from "../../contract/errors";
import { readConfig } from "../../lib/config";
import { errorJson } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { limitCall } from "../rate-limit";
import {
  clearSessionCookie,
  isPastLifetime,
  type MemberSession,
  memberMaxAge,
  openSession,
  sealSession,
  sessionCookieOf,
  setSessionCookie,
} from "./cookie";
import { isStateChanging, refuseCrossSite } from "./csrf";
import { carriedHeaders, type HostCall, internalJsonCall } from "./internal";
import { sessionKeys } from "./keys";
import type { SealKeys } from "./seal";

/** A sign-up's e-mail verification calls (docs/api.md "Auth"). */
const SIGN_UP_MAIL_CALLS = new Set(["POST /api/auth/send-mail", "GET /api/auth/check-mail"]);

type Reissued = { ok: true; session: MemberSession; sealed: string } | { ok: false; status: number };

// One reissue per cookie at a time, and its result kept a little while: a page's calls go out
// together with the same cookie, and a second reissue with the refresh token just rotated would look
// like a stolen token to the host (it revokes the whole family). The key is the exact sealed cookie
// value that asked, not the refresh token inside it: another cookie holding the same refresh token is
// not this browser's, and its reissue goes to the host, which takes the rotated token's reuse for
// theft (decision 025). The new pair is sealed once, so all of one page's calls set one value and the
// browser never holds two. Per isolate; decision 021 says why that is enough.
const REISSUE_KEPT_MS = 30_000;
const reissues = new Map<string, { result: Promise<Reissued>; at: number }>();

const reissue = (c: Context<AppEnv>, host: HostCall, cookie: string, session: MemberSession): Promise<Reissued> => {
  const now = Date.now();
  for (const [key, entry] of reissues) if (now - entry.at > REISSUE_KEPT_MS) reissues.delete(key);
  const kept = reissues.get(cookie);
  if (kept) return kept.result;
  const result = (async (): Promise<Reissued> => {
    const body = { accessToken: session.accessToken, refreshToken: session.refreshToken };
    const res = await host(c, internalJsonCall(c, "/api/auth/reissue", body));
    if (!res.ok) return { ok: false, status: res.status };
    const pair = v.safeParse(v.object({ data: TokenPairSchema }), await res.json().catch(() => null));
    if (!pair.success) return { ok: false, status: 502 };
    const renewed: MemberSession = { kind: "member", ...pair.output.data, loginAt: session.loginAt };
    return { ok: true, session: renewed, sealed: await sealSession(sessionKeys(c.env), renewed) };
  })();
  reissues.set(cookie, { result, at: now });
  return result;
};

/** The answer, with headers the worker may add to (a forwarded answer's are immutable). */
const mutable = (res: Response) => new Response(res.body, res);

export const endSession = (res: Response) => {
  const out = mutable(res);
  out.headers.append("Set-Cookie", clearSessionCookie());
  return out;
};

/**
 * Logged out or left: the session ends, and the pages the browser kept for going back go with it (a
 * refused form's page is kept `private, no-cache`, decision 042), so back after it shows none of them.
 */
const endSessionAndPages = (res: Response) => {
  const out = endSession(res);
  out.headers.set("Clear-Site-Data", '"cache"');
  return out;
};

export const keepSession = async (keys: SealKeys, res: Response, session: MemberSession) =>
  keepSealed(res, await sealSession(keys, session), memberMaxAge(session));

/** The cookie's Max-Age: never past the session's absolute end (decision 026). */
const keepSealed = (res: Response, sealed: string, maxAgeSeconds: number) => {
  const out = mutable(res);
  out.headers.append("Set-Cookie", setSessionCookie(sealed, maxAgeSeconds));
  return out;
};

/** The praise host's login answer with the tokens taken out: the browser gets the member's name. */
export const withoutTokens = async (res: Response) => {
  const parsed = v.safeParse(
    v.object({ data: LoginDataSchema }),
    await res
      .clone()
      .json()
      .catch(() => null),
  );
  if (!parsed.success) return { res, login: null };
  const { accessToken, refreshToken, memberName } = parsed.output.data;
  const body = { status: res.status, message: "성공", data: { memberName } };
  const headers = new Headers(res.headers);
  headers.delete("Content-Length");
  return {
    res: new Response(JSON.stringify(body), { status: res.status, headers }),
    login: {
      kind: "member",
      accessToken,
      refreshToken,
      loginAt: Math.floor(Date.now() / 1000),
    } satisfies MemberSession,
  };
};

export const createBff =
  (host: HostCall): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // API clients (scripts, an external host's own clients, the tests' helpers) keep the bearer contract.
    if (c.req.header("Authorization")) return next();
    // A cross-origin page would have to ask first; the answer is no (and carries no CORS headers).
    if (c.req.method === "OPTIONS") return errorJson(403, "다른 사이트에서는 호출할 수 없어요.");
    const cookie = sessionCookieOf(c.req.header("Cookie"));
    if (!cookie) {
      // A guest's letter in a shared jar is a cookie-authenticated write too (the writer cookie): the
      // same rules (decision 021, docs/api.md fourth round).
      if (isStateChanging(c.req.method) && c.req.path.startsWith("/api/jar/")) {
        const refused = refuseCrossSite(c);
        if (refused) return refused;
      }
      return next();
    }
    if (isStateChanging(c.req.method)) {
      const refused = refuseCrossSite(c);
      if (refused) return refused;
    }

    const secret = sessionKeys(c.env);
    const session = await openSession(secret, cookie);
    if (!session) {
      // Not sealed by us (tampered, or a key since changed): forgotten; the call goes on as anonymous.
      await next();
      c.res = endSession(c.res);
      return;
    }
    // The call to the host with `bearer`. The rate limits count its first try alone: a retry after a
    // reissue is the same call (rate-limit.ts is mounted after this middleware, which it never reaches).
    let counted = false;
    const call = async (bearer: string) => {
      const authorization = `Bearer ${bearer}`;
      if (!counted) {
        counted = true;
        const limited = await limitCall(c, authorization);
        if (limited) return limited;
      }
      return host(
        c,
        new Request(c.req.url, {
          method: c.req.method,
          headers: carriedHeaders(c.req.raw.headers, { Authorization: authorization }),
          body: c.req.method === "GET" || c.req.method === "HEAD" ? undefined : await c.req.arrayBuffer(),
        }),
      );
    };

    if (session.kind === "signup") {
      const served = `${c.req.method} ${c.req.path}`;
      // Sign-up: the e-mail code is asked for and checked with Kakao's provider token, kept here, so
      // the built-in host knows them as the same requester as the register (decision 027); an external
      // host gets them as SPEC §7 has them, without.
      if (SIGN_UP_MAIL_CALLS.has(served) && !readConfig(c.env).PRAISE_HOST) return call(session.kakaoAccessToken);
      // Register with the same token; the browser gets the name, the cookie becomes the member's
      // session. Every other call is anonymous until then, its body unread (a forward sends it on).
      if (served !== "POST /api/auth/register") return next();
      const registered = await call(session.kakaoAccessToken);
      if (!registered.ok) return registered;
      const { res, login } = await withoutTokens(registered);
      return login ? keepSession(secret, res, login) : res;
    }

    // Past its absolute end (decision 026): over, however recently it was renewed.
    if (isPastLifetime(session)) return endSession(errorJson(401, LOGIN_EXPIRED));
    const isLogout = c.req.method === "POST" && c.req.path === "/api/auth/kakao-logout";
    const isLeave = c.req.method === "DELETE" && c.req.path === "/api/member";
    let res = await call(session.accessToken);
    let renewed: string | null = null;
    // Logging out renews too: the host ends a session only for a live access token, and a logout
    // that skipped it would leave the refresh token, and every copy of the cookie, alive (decision 025).
    if (res.status === 401) {
      const reissued = await reissue(c, host, cookie, session);
      if (!reissued.ok) {
        // Refused: the session is over. Anything else (the host down) is no proof of that.
        if (reissued.status < 500)
          return isLogout ? endSessionAndPages(res) : endSession(errorJson(401, LOGIN_EXPIRED));
        return isLogout ? endSessionAndPages(errorJson(503, GENERIC_ERROR)) : errorJson(503, GENERIC_ERROR);
      }
      renewed = reissued.sealed;
      res = await call(reissued.session.accessToken);
      if (res.status === 401) return endSession(res);
    }
    // Logging out or leaving ends the browser's session whatever the host said.
    if (isLogout || (isLeave && res.ok)) return endSessionAndPages(res);
    return renewed === null ? res : keepSealed(res, renewed, memberMaxAge(session));
  };
