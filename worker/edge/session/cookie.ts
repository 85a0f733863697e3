// The browser's session (decision 021): one cookie, `__Host-kkul-session`, holding the praise host's
// tokens sealed with AES-256-GCM under SESSION_SECRET. The browser can neither read nor change what
// is inside; the worker opens it on each call and adds the bearer token for the host. During sign-up
// the same cookie holds Kakao's provider token instead, until the member is registered.
import { base64url, fromBase64url } from "../../lib/crypto";

export const SESSION_COOKIE = "__Host-kkul-session";

/** The praise host's refresh token lives 14 days (worker/host/auth/tokens.ts); so does the cookie. */
export const MEMBER_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
/** A sign-up has as long as Kakao's provider token (6 hours) — an hour is plenty to finish the steps. */
export const SIGNUP_MAX_AGE_SECONDS = 60 * 60;

export type MemberSession = { kind: "member"; accessToken: string; refreshToken: string };
export type SignupSession = { kind: "signup"; kakaoAccessToken: string };
export type BrowserSession = MemberSession | SignupSession;

const encoder = new TextEncoder();
const IV_BYTES = 12;
const keys = new Map<string, Promise<CryptoKey>>();

/** AES-GCM key from the secret (HKDF-SHA-256, bound to this use), once per isolate. */
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: encoder.encode("kkul-session"), info: encoder.encode("v1") },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(secret, key);
  }
  return key;
};

export const sealSession = async (secret: string, session: BrowserSession): Promise<string> => {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await keyFor(secret),
    encoder.encode(JSON.stringify(session)),
  );
  const bytes = new Uint8Array(IV_BYTES + sealed.byteLength);
  bytes.set(iv);
  bytes.set(new Uint8Array(sealed), IV_BYTES);
  return base64url(bytes);
};

const isSession = (value: unknown): value is BrowserSession => {
  if (!value || typeof value !== "object") return false;
  const session = value as Record<string, unknown>;
  if (session.kind === "member")
    return typeof session.accessToken === "string" && typeof session.refreshToken === "string";
  return session.kind === "signup" && typeof session.kakaoAccessToken === "string";
};

/** The session a cookie value holds; null for anything not sealed by us (tampered, old key, junk). */
export const openSession = async (secret: string, value: string): Promise<BrowserSession | null> => {
  try {
    const bytes = fromBase64url(value);
    if (bytes.length <= IV_BYTES) return null;
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, IV_BYTES) },
      await keyFor(secret),
      bytes.slice(IV_BYTES),
    );
    const session: unknown = JSON.parse(new TextDecoder().decode(plain));
    return isSession(session) ? session : null;
  } catch {
    return null;
  }
};

/** The cookie's value in a Cookie header, if there is one. */
export const sessionCookieOf = (cookieHeader: string | undefined | null): string | null => {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return value.join("=") || null;
  }
  return null;
};

// `__Host-`: Secure, Path=/ and no Domain, so no other host (not even a subdomain) can set or
// shadow it. HttpOnly: no script reads it. SameSite=Lax: sent on a top-level GET from another site
// (a praise link opened from KakaoTalk arrives logged in), never on another site's POST, image or
// fetch; every state-changing call also needs our header and Origin (csrf.ts). Decision 021.
const ATTRIBUTES = "Path=/; Secure; HttpOnly; SameSite=Lax";

export const setSessionCookie = (value: string, maxAgeSeconds: number) =>
  `${SESSION_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; ${ATTRIBUTES}`;

export const clearSessionCookie = () => `${SESSION_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;
