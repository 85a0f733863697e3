// Worker tests as the browser calls the worker (decisions 021, 026): the login started at the edge
// (GET /auth/kakao/start), Kakao's redirect, the login callback's POST /auth/kakao/session, then calls
// that carry the session cookie, the page's own header and our Origin — against the whole worker.
import { env } from "cloudflare:workers";
import { ORIGIN } from "./client";
import { call } from "./helpers";

export const SESSION_COOKIE = "__Host-kkul-session";

/** What the app's fetch client sends with every call (web/api/client.ts). */
export const PAGE_HEADERS = { "X-Kkul-Request": "1", Origin: ORIGIN } as const;

/** The session cookie a response sets: its value ("" when cleared) and its attributes. */
export const sessionCookieSet = (res: Response) => {
  const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!line) return null;
  const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
  return { value: pair.slice(SESSION_COOKIE.length + 1), attributes, line };
};

/** A cookie a response sets: its `name=value` pair, ready for a Cookie header. */
const cookiePair = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(";")[0] ?? "";

export const LOGIN_COOKIE = "__Host-kkul-login";

/**
 * GET /auth/kakao/start as the page's link opens it: the login cookie it sets (`__Host-kkul-login=…`)
 * and the authorize URL it sends the browser to.
 */
export const startLogin = async (returnTo?: string) => {
  const res = await call(
    `/auth/kakao/start${returnTo === undefined ? "" : `?returnTo=${encodeURIComponent(returnTo)}`}`,
  );
  return { res, loginCookie: cookiePair(res, LOGIN_COOKIE), authorize: new URL(res.headers.get("Location") ?? "") };
};

/** Kakao's redirect back to the callback page, and the browser's login cookie that goes with it. */
export type KakaoRedirect = { code: string; state: string; loginCookie: string };

/** Starts a login at the edge and consents on the emulator as `nickname` (`extra` changes the authorize query). */
export const kakaoRedirect = async (
  nickname: string,
  extra: Record<string, string> = {},
  returnTo?: string,
): Promise<KakaoRedirect> => {
  const { loginCookie, authorize } = await startLogin(returnTo);
  const query = new URLSearchParams(authorize.searchParams);
  for (const [name, value] of Object.entries({ user: nickname, ...extra })) query.set(name, value);
  const res = await call(`/__dev/kakao/oauth/authorize/consent?${query}`);
  const location = new URL(res.headers.get("Location") ?? "");
  return {
    code: location.searchParams.get("code") ?? "",
    state: location.searchParams.get("state") ?? "",
    loginCookie,
  };
};

/**
 * The callback page's POST: `{ code, state }` with the browser's login cookie when the body is a
 * KakaoRedirect (its `loginCookie` goes in the Cookie header, not the body); any other body as it is.
 */
export const postSession = (
  body: unknown,
  headers: Record<string, string> = PAGE_HEADERS,
  overrides: Partial<Env> = {},
) => {
  let cookie: Record<string, string> = {};
  let sent = body;
  if (body && typeof body === "object" && "loginCookie" in body) {
    const { loginCookie, ...fields } = body as { loginCookie: string };
    cookie = loginCookie ? { Cookie: loginCookie } : {};
    sent = fields;
  }
  return call(
    "/auth/kakao/session",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", ...cookie, ...headers },
      body: JSON.stringify(sent),
    },
    overrides,
  );
};

/** The whole browser login; throws unless the worker set a session cookie. */
export const browserLogin = async (nickname: string) => {
  const redirect = await kakaoRedirect(nickname);
  const res = await postSession(redirect);
  const cookie = sessionCookieSet(res);
  if (!cookie?.value) throw new Error(`browser login as ${nickname}: ${res.status} ${await res.text()}`);
  return { res, cookie: cookie.value };
};

/** A call as the page makes it, with `cookie` as the session. */
export const pageCall = (cookie: string, path: string, init: RequestInit = {}) =>
  call(path, {
    ...init,
    headers: { Cookie: `${SESSION_COOKIE}=${cookie}`, ...PAGE_HEADERS, ...(init.headers as Record<string, string>) },
  });

/** The emulator's own signing key (the tests play Kakao when they forge an id_token). */
export const emulatorSigningKey = async () => {
  await call("/__dev/kakao/.well-known/jwks.json"); // made on first use
  const row = await env.DB.prepare("SELECT kid, private_jwk FROM dev_kakao_keys").first<{
    kid: string;
    private_jwk: string;
  }>();
  if (!row) throw new Error("the emulator has no signing key");
  return row;
};
