// The login the edge runs (decision 026): GET /auth/kakao/start makes the attempt's state, PKCE
// verifier and OpenID Connect nonce and keeps them in `__Host-kkul-login`, sealed like the session
// cookie and alive 10 minutes; the callback's POST /auth/kakao/session opens it, checks Kakao's
// `state` against it and redeems the code with its verifier and nonce. The page never holds them.
import { base64url, randomToken, sameSecret, sha256, sha256Hex } from "../../lib/crypto";
import { cookieLine } from "./cookie";
import { type SealKeys, seal, unseal } from "./seal";

export const LOGIN_COOKIE = "__Host-kkul-login";
/** As long as Kakao's authorization code lives. */
export const LOGIN_ATTEMPT_SECONDS = 10 * 60;

export type LoginAttempt = { state: string; codeVerifier: string; nonce: string; at: number; returnTo?: string };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A path of this app to come back to after the login: one absolute path on our origin, never another
 * site (`//evil`, `/\evil`) nor a worker route that is not a page.
 */
export const appPath = (value: string | undefined): string | undefined => {
  if (!value || value.length > 512 || !value.startsWith("/") || /^\/[/\\]/.test(value)) return undefined;
  if (value.includes("\\") || [...value].some((ch) => ch < " ")) return undefined;
  if (/^\/(auth|api|__dev)(\/|$|\?)/.test(value)) return undefined;
  return value;
};

export const newLoginAttempt = (returnTo?: string): LoginAttempt => ({
  state: randomToken(16),
  // 48 random bytes → 64 characters, inside RFC 7636's 43–128.
  codeVerifier: randomToken(48),
  nonce: randomToken(24),
  at: nowSeconds(),
  ...(returnTo ? { returnTo } : {}),
});

/** code_challenge = BASE64URL(SHA-256(ASCII(code_verifier))). */
export const codeChallengeOf = async (attempt: LoginAttempt) => base64url(await sha256(attempt.codeVerifier));

export const loginCookie = async (keys: SealKeys, attempt: LoginAttempt) =>
  cookieLine(LOGIN_COOKIE, await seal(keys, LOGIN_COOKIE, attempt), LOGIN_ATTEMPT_SECONDS);

export const clearLoginCookie = () => cookieLine(LOGIN_COOKIE, "", 0);

const isAttempt = (value: unknown): value is LoginAttempt => {
  if (!value || typeof value !== "object") return false;
  const attempt = value as Record<string, unknown>;
  return (
    typeof attempt.state === "string" &&
    typeof attempt.codeVerifier === "string" &&
    typeof attempt.nonce === "string" &&
    typeof attempt.at === "number" &&
    (attempt.returnTo === undefined || typeof attempt.returnTo === "string")
  );
};

/** The attempt this browser started, if its cookie is ours, still young, and Kakao sent back its state. */
export const openLoginAttempt = async (
  keys: SealKeys,
  cookie: string | null,
  state: string,
): Promise<LoginAttempt | null> => {
  const attempt = cookie ? await unseal(keys, LOGIN_COOKIE, cookie) : null;
  if (!isAttempt(attempt) || nowSeconds() - attempt.at > LOGIN_ATTEMPT_SECONDS) return null;
  return sameSecret(state, attempt.state) ? attempt : null;
};

// Migration 0014 makes it where the built-in host's D1 is the edge's; in front of an external host the
// edge's D1 may have no migrations at all, so the claim makes it itself (a no-op once it exists).
const USED_CODES_TABLE =
  "CREATE TABLE IF NOT EXISTS used_login_codes (code_hash TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)";

/**
 * A code redeems once: the first redemption claims it (its hash, kept until it would have expired
 * anyway); a replay finds it claimed. Expired claims are swept in the same round trip.
 */
export const claimCode = async (db: D1Database, code: string): Promise<boolean> => {
  const now = nowSeconds();
  const [, , claimed] = await db.batch([
    db.prepare(USED_CODES_TABLE),
    db.prepare("DELETE FROM used_login_codes WHERE expires_at < ?").bind(now),
    db
      .prepare("INSERT OR IGNORE INTO used_login_codes (code_hash, expires_at) VALUES (?, ?)")
      .bind(await sha256Hex(code), now + LOGIN_ATTEMPT_SECONDS),
  ]);
  return claimed?.meta.changes === 1;
};
