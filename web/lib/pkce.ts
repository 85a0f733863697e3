// OAuth state, PKCE (RFC 7636, S256) and the OpenID Connect nonce for the Kakao login, and the attempt
// kept across the redirect. The worker checks the id_token against the nonce (decision 021).
import type { ClientConfig } from "@contract/auth";
import { readJson, writeJson } from "./storage";

export const OAUTH_ATTEMPT_KEY = "kkul.oauth";
export const LOGIN_CALLBACK_PATH = "/login/kakao";

export type OAuthAttempt = { state: string; codeVerifier: string; nonce: string };

const base64url = (bytes: Uint8Array): string => {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const randomBase64url = (byteCount: number) => base64url(crypto.getRandomValues(new Uint8Array(byteCount)));

/** 48 random bytes → 64 characters of [A-Za-z0-9-_], inside RFC 7636's 43–128 unreserved characters. */
export const createCodeVerifier = () => randomBase64url(48);

export const createState = () => randomBase64url(16);

/** 24 random bytes → 32 characters: the id_token must carry it back. */
export const createNonce = () => randomBase64url(24);

/** code_challenge = BASE64URL(SHA-256(ASCII(code_verifier))). */
export const codeChallengeFor = async (codeVerifier: string): Promise<string> => {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(codeVerifier));
  return base64url(new Uint8Array(digest));
};

export const callbackUrl = (origin: string = window.location.origin) => `${origin}${LOGIN_CALLBACK_PATH}`;

export const authorizeUrl = (
  config: Pick<ClientConfig, "kakaoAuthOrigin" | "kakaoClientId">,
  {
    redirectUri,
    state,
    codeChallenge,
    nonce,
  }: { redirectUri: string; state: string; codeChallenge: string; nonce: string },
) => {
  const params = new URLSearchParams({
    client_id: config.kakaoClientId,
    redirect_uri: redirectUri,
    response_type: "code",
    state,
    code_challenge: codeChallenge,
    code_challenge_method: "S256",
    // OpenID Connect: Kakao adds a signed id_token carrying the nonce (the app's OpenID Connect switch is on).
    scope: "openid",
    nonce,
  });
  return `${config.kakaoAuthOrigin}/oauth/authorize?${params.toString()}`;
};

/** Starts an attempt: remembers state and verifier for the callback page, returns the challenge. */
export const beginOAuthAttempt = async (storage: Storage = window.sessionStorage) => {
  const attempt: OAuthAttempt = { state: createState(), codeVerifier: createCodeVerifier(), nonce: createNonce() };
  writeJson(storage, OAUTH_ATTEMPT_KEY, attempt);
  return { ...attempt, codeChallenge: await codeChallengeFor(attempt.codeVerifier) };
};

/** Reads and forgets the attempt: a state is good for one callback only. */
export const takeOAuthAttempt = (storage: Storage = window.sessionStorage): OAuthAttempt | null => {
  const attempt = readJson<Partial<OAuthAttempt>>(storage, OAUTH_ATTEMPT_KEY);
  storage.removeItem(OAUTH_ATTEMPT_KEY);
  if (typeof attempt?.state !== "string" || typeof attempt.codeVerifier !== "string") return null;
  if (typeof attempt.nonce !== "string") return null;
  return { state: attempt.state, codeVerifier: attempt.codeVerifier, nonce: attempt.nonce };
};
