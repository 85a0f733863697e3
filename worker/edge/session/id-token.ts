// Kakao Login with OpenID Connect: the `id_token` Kakao returns beside the provider token, checked
// before a login counts (decision 021). RS256 against the keys Kakao publishes at
// `<KAKAO_AUTH_ORIGIN>/.well-known/jwks.json` (the emulator publishes its own the same way), `iss`
// (Kakao's auth origin), `aud` (our REST API key; with several audiences, `azp` must be us too, as OIDC
// Core 3.1.3.7 asks), `exp`, `iat` not in the future, and the `nonce` the login started with. The
// published keys are asked again for a key id we have not seen, and at least every six hours, so a
// key Kakao withdrew stops being trusted (decision 041).
import * as v from "valibot";
import { fromBase64url, sameSecret } from "../../lib/crypto";

const Header = v.object({ alg: v.string(), kid: v.optional(v.string()) });
const Claims = v.object({
  iss: v.string(),
  aud: v.union([v.string(), v.array(v.string())]),
  sub: v.string(),
  exp: v.number(),
  iat: v.number(),
  azp: v.optional(v.string()),
  nonce: v.optional(v.string()),
  nickname: v.optional(v.string()),
});
export type IdTokenClaims = v.InferOutput<typeof Claims>;

const Jwk = v.looseObject({ kid: v.string(), kty: v.literal("RSA"), n: v.string(), e: v.string() });
const Jwks = v.object({ keys: v.array(v.looseObject({ kid: v.optional(v.string()), kty: v.string() })) });
type PublicJwk = v.InferOutput<typeof Jwk>;

/** Seconds a clock may be off between Kakao and us. */
const CLOCK_SKEW_SECONDS = 60;

export class IdTokenError extends Error {
  override readonly name = "IdTokenError";
}

// Kakao rotates its keys rarely; a kid we have not seen makes us ask again (at most once a minute),
// and a key set this old is asked again before it is used (a withdrawn key leaves it).
const JWKS_REFRESH_MS = 60_000;
const JWKS_MAX_AGE_MS = 6 * 60 * 60 * 1000;
type KeySet = { keys: Map<string, PublicJwk>; fetchedAt: number };
const keySets = new Map<string, Promise<KeySet>>();

const fetchKeySet = async (authOrigin: string): Promise<KeySet> => {
  const res = await fetch(`${authOrigin}/.well-known/jwks.json`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new IdTokenError(`jwks answered ${res.status}`);
  const parsed = v.safeParse(Jwks, await res.json().catch(() => null));
  if (!parsed.success) throw new IdTokenError("jwks unreadable");
  const keys = new Map<string, PublicJwk>();
  for (const key of parsed.output.keys) {
    const rsa = v.safeParse(Jwk, key);
    if (rsa.success) keys.set(rsa.output.kid, rsa.output);
  }
  return { keys, fetchedAt: Date.now() };
};

const keyFor = async (authOrigin: string, kid: string): Promise<PublicJwk> => {
  let set = keySets.get(authOrigin);
  let current = set === undefined ? null : await set.catch(() => null);
  const age = current ? Date.now() - current.fetchedAt : Number.POSITIVE_INFINITY;
  if (age > JWKS_MAX_AGE_MS || (!current?.keys.has(kid) && age > JWKS_REFRESH_MS)) {
    set = fetchKeySet(authOrigin);
    keySets.set(authOrigin, set);
    set.catch(() => keySets.delete(authOrigin));
    current = await set;
  }
  const key = current?.keys.get(kid);
  if (!key) throw new IdTokenError(`no published key ${kid}`);
  return key;
};

const json = (part: string): unknown => JSON.parse(new TextDecoder().decode(fromBase64url(part)));

export type Expected = {
  /** Kakao's auth origin, which is also the `iss` it signs (https://kauth.kakao.com). */
  authOrigin: string;
  /** Our REST API key: the token must be for us. */
  clientId: string;
  nonce: string;
  now?: number;
};

/** The token's claims when every check passes; throws IdTokenError otherwise. */
export async function verifyIdToken(token: string, expected: Expected): Promise<IdTokenClaims> {
  const [headerPart, payloadPart, signaturePart, ...rest] = token.split(".");
  if (!headerPart || !payloadPart || !signaturePart || rest.length > 0) throw new IdTokenError("not a JWS");
  let header: v.InferOutput<typeof Header>;
  let claims: IdTokenClaims;
  try {
    header = v.parse(Header, json(headerPart));
    claims = v.parse(Claims, json(payloadPart));
  } catch {
    throw new IdTokenError("unreadable token");
  }
  if (header.alg !== "RS256" || !header.kid) throw new IdTokenError(`unexpected alg ${header.alg}`);

  const jwk = await keyFor(expected.authOrigin, header.kid);
  const key = await crypto.subtle.importKey(
    "jwk",
    { kty: "RSA", n: jwk.n, e: jwk.e, alg: "RS256", ext: true },
    { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
    false,
    ["verify"],
  );
  const signed = new TextEncoder().encode(`${headerPart}.${payloadPart}`);
  if (!(await crypto.subtle.verify("RSASSA-PKCS1-v1_5", key, fromBase64url(signaturePart), signed))) {
    throw new IdTokenError("bad signature");
  }

  const now = expected.now ?? Math.floor(Date.now() / 1000);
  if (claims.iss !== expected.authOrigin) throw new IdTokenError(`iss ${claims.iss}`);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.clientId)) throw new IdTokenError("aud is not us");
  // Several audiences: the party it was issued to must be named, and be us.
  if (audiences.length > 1 && claims.azp === undefined) throw new IdTokenError("azp missing");
  if (claims.azp !== undefined && claims.azp !== expected.clientId) throw new IdTokenError("azp is not us");
  if (claims.exp + CLOCK_SKEW_SECONDS <= now) throw new IdTokenError("expired");
  if (claims.iat > now + CLOCK_SKEW_SECONDS) throw new IdTokenError("issued in the future");
  if (!claims.nonce || !sameSecret(claims.nonce, expected.nonce)) throw new IdTokenError("nonce mismatch");
  return claims;
}
