// Worker tests as the browser calls the worker (decision 021): Kakao's redirect with PKCE and an
// OpenID Connect nonce, the login callback's POST /auth/kakao/session, then calls that carry the
// session cookie, the page's own header and our Origin — against the whole worker (createApp()).
import { env } from "cloudflare:workers";
import { base64url, randomToken, sha256 } from "../lib/crypto";
import { ORIGIN, REDIRECT_URI } from "./client";
import { authorizeAs, call } from "./helpers";

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

export type KakaoRedirect = { code: string; codeVerifier: string; nonce: string };

/** Consents on the emulator as `nickname` the way the login page asks: PKCE, `openid`, a nonce. */
export const kakaoRedirect = async (nickname: string, extra: Record<string, string> = {}): Promise<KakaoRedirect> => {
  const codeVerifier = randomToken(48);
  const nonce = randomToken(24);
  const { code } = await authorizeAs(nickname, {
    code_challenge: base64url(await sha256(codeVerifier)),
    code_challenge_method: "S256",
    scope: "openid",
    nonce,
    ...extra,
  });
  return { code, codeVerifier, nonce };
};

export const postSession = (
  body: unknown,
  headers: Record<string, string> = PAGE_HEADERS,
  overrides: Partial<Env> = {},
) =>
  call(
    "/auth/kakao/session",
    { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) },
    overrides,
  );

/** The whole browser login; throws unless the worker set a session cookie. */
export const browserLogin = async (nickname: string) => {
  const redirect = await kakaoRedirect(nickname);
  const res = await postSession({ ...redirect, redirectUri: REDIRECT_URI });
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
