// The browser's session (decision 021): one cookie, `__Host-kkul-session`, holding the praise host's
// tokens sealed with AES-256-GCM under SESSION_SECRET. The browser can neither read nor change what
// is inside; the worker opens it on each call and adds the bearer token for the host. During sign-up
// the same cookie holds Kakao's provider token instead, until the member is registered. Every cookie the
// edge reads or sets goes through this module (the login attempt's too).
import { parse } from "hono/utils/cookie";
import { SESSION_LIFETIME_SECONDS } from "../../contract/auth";
import { checkedKeyring, type Keyring } from "../../lib/keyring";
import { type SealKeys, seal, unseal } from "./seal";

export const SESSION_COOKIE = "__Host-kkul-session";

/** The praise host's refresh token lives 14 days (worker/host/auth/tokens.ts); so does the cookie. */
export const MEMBER_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
/** A sign-up has as long as Kakao's provider token (6 hours) — an hour is plenty to finish the steps. */
export const SIGNUP_MAX_AGE_SECONDS = 60 * 60;

/** `loginAt`: unix seconds of the login that started the session; renewals keep it. */
export type MemberSession = { kind: "member"; accessToken: string; refreshToken: string; loginAt: number };
export type SignupSession = { kind: "signup"; kakaoAccessToken: string };
export type BrowserSession = MemberSession | SignupSession;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Whether a member's session is past its absolute end. */
export const isPastLifetime = (session: MemberSession, now = nowSeconds()) =>
  now >= session.loginAt + SESSION_LIFETIME_SECONDS;

/** The cookie's Max-Age: the refresh token's 14 days, never past the session's absolute end. */
export const memberMaxAge = (session: MemberSession, now = nowSeconds()) =>
  Math.max(0, Math.min(MEMBER_MAX_AGE_SECONDS, session.loginAt + SESSION_LIFETIME_SECONDS - now));

export const sealSession = (keys: SealKeys, session: BrowserSession): Promise<string> =>
  seal(keys, SESSION_COOKIE, session);

const isSession = (value: unknown): value is BrowserSession => {
  if (!value || typeof value !== "object") return false;
  const session = value as Record<string, unknown>;
  if (session.kind === "member")
    return (
      typeof session.accessToken === "string" &&
      typeof session.refreshToken === "string" &&
      typeof session.loginAt === "number"
    );
  return session.kind === "signup" && typeof session.kakaoAccessToken === "string";
};

// Cookie values this isolate has opened, by their exact string (decisions 021, 025, 031). A browser
// sends the same sealed value with every call until it is renewed; AES-GCM is run once for it, not on
// every call. Only what opened under this keyring and deployment is kept (another SESSION_SECRET or
// ENVIRONMENT is another map), so a tampered or foreign value never matches and is opened, and refused,
// in full. What the value holds cannot change (the same bytes open to the same content), and
// everything that depends on time or on the session's state is still decided per call: the absolute
// end (`isPastLifetime`), the access token's own check and expiry, and the host's revocation gate.
const OPENED_KEPT = 1000;
const openedByRing = new WeakMap<Keyring, Map<string, BrowserSession>>();

const keptOpened = (keys: SealKeys) => {
  let ring: Keyring;
  try {
    ring = checkedKeyring(keys.secret);
  } catch {
    return new Map<string, BrowserSession>(); // not a keyring: unseal refuses every value, nothing to keep
  }
  let kept = openedByRing.get(ring);
  if (!kept) {
    kept = new Map();
    openedByRing.set(ring, kept);
  }
  return kept;
};

/** The session a cookie value holds; null for anything not sealed by us (tampered, old key, junk). */
export const openSession = async (keys: SealKeys, value: string): Promise<BrowserSession | null> => {
  const kept = keptOpened(keys);
  const key = `${keys.environment}\n${value}`;
  const hit = kept.get(key);
  if (hit) return hit;
  const session = await unseal(keys, SESSION_COOKIE, value);
  if (!isSession(session)) return null;
  const opened = Object.freeze(session);
  if (kept.size >= OPENED_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, opened);
  return opened;
};

/** A cookie's value in a Cookie header, if there is one (read by Hono's parser, as hono/cookie reads). */
export const cookieOf = (cookieHeader: string | undefined | null, cookieName: string): string | null =>
  parse(cookieHeader ?? "", cookieName)[cookieName] || null;

/** The session cookie's value in a Cookie header, if there is one. */
export const sessionCookieOf = (cookieHeader: string | undefined | null) => cookieOf(cookieHeader, SESSION_COOKIE);

// `__Host-`: Secure, Path=/ and no Domain, so no other host (not even a subdomain) can set or
// shadow it. HttpOnly: no script reads it. SameSite=Lax: sent on a top-level GET from another site
// (a praise link opened from KakaoTalk arrives logged in), never on another site's POST, image or
// fetch; every state-changing call also needs our header and Origin (csrf.ts). Decision 021.
const ATTRIBUTES = "Path=/; Secure; HttpOnly; SameSite=Lax";

/** The Set-Cookie line of every cookie the edge sets; an empty value with Max-Age 0 clears it. */
export const cookieLine = (name: string, value: string, maxAgeSeconds: number) =>
  `${name}=${value}; Max-Age=${maxAgeSeconds}; ${ATTRIBUTES}`;

export const setSessionCookie = (value: string, maxAgeSeconds: number) =>
  cookieLine(SESSION_COOKIE, value, maxAgeSeconds);

export const clearSessionCookie = () => cookieLine(SESSION_COOKIE, "", 0);
