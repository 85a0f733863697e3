// OpenID Connect for the Kakao emulator: the key it signs id_tokens with (RS256, like Kakao's),
// published at /__dev/kakao/.well-known/jwks.json, and the discovery document at
// /.well-known/openid-configuration, both in the shape Kakao publishes at kauth.kakao.com.
import { Hono } from "hono";
import { base64url } from "../lib/crypto";
import type { AppEnv } from "../lib/types";

// The emulator's signing key for id_tokens: made once and kept in the local database, so every
// isolate and every restart publishes and signs with the same key, as Kakao does.
const KEYS_TABLE = `CREATE TABLE IF NOT EXISTS dev_kakao_keys (
  kid TEXT PRIMARY KEY,
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL
)`;
const KEY_ID = "kkul-emulator-rs256-1";
type KeyRow = { kid: string; private_jwk: string; public_jwk: string };
const RSA = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;

let signingKey: Promise<KeyRow> | undefined;
const emulatorKey = (db: D1Database): Promise<KeyRow> => {
  signingKey ??= (async () => {
    await db.prepare(KEYS_TABLE).run();
    const read = () =>
      db.prepare("SELECT kid, private_jwk, public_jwk FROM dev_kakao_keys WHERE kid = ?").bind(KEY_ID).first<KeyRow>();
    const kept = await read();
    if (kept) return kept;
    const pair = (await crypto.subtle.generateKey(
      { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ["sign", "verify"],
    )) as CryptoKeyPair;
    const [privateJwk, publicJwk] = await Promise.all([
      crypto.subtle.exportKey("jwk", pair.privateKey),
      crypto.subtle.exportKey("jwk", pair.publicKey),
    ]);
    // Two isolates may race here: the first insert wins and both use what the table holds.
    await db
      .prepare("INSERT OR IGNORE INTO dev_kakao_keys (kid, private_jwk, public_jwk) VALUES (?, ?, ?)")
      .bind(KEY_ID, JSON.stringify(privateJwk), JSON.stringify(publicJwk))
      .run();
    const row = await read();
    if (!row) throw new Error("the emulator's signing key was not stored");
    return row;
  })();
  signingKey.catch(() => {
    signingKey = undefined;
  });
  return signingKey;
};

const encodeJson = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));

/** An id_token as Kakao signs it: RS256, `kid` in the header, Kakao's claims. */
export const signIdToken = async (db: D1Database, claims: Record<string, unknown>) => {
  const row = await emulatorKey(db);
  const key = await crypto.subtle.importKey("jwk", JSON.parse(row.private_jwk) as JsonWebKey, RSA, false, ["sign"]);
  const body = `${encodeJson({ alg: "RS256", typ: "JWT", kid: row.kid })}.${encodeJson(claims)}`;
  return `${body}.${base64url(await crypto.subtle.sign(RSA.name, key, new TextEncoder().encode(body)))}`;
};

/** The issuer the emulator signs as: the Kakao auth origin it stands in for (as Kakao signs https://kauth.kakao.com). */
export const issuerOf = (env: Env) => env.KAKAO_AUTH_ORIGIN;

export const kakaoOidcEmulator = new Hono<AppEnv>()
  .get("/.well-known/jwks.json", async (c) => {
    const row = await emulatorKey(c.env.DB);
    const { kty, n, e } = JSON.parse(row.public_jwk) as JsonWebKey;
    return c.json({ keys: [{ kid: row.kid, kty, alg: "RS256", use: "sig", n, e }] });
  })
  .get("/.well-known/openid-configuration", (c) => {
    const issuer = issuerOf(c.env);
    return c.json({
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      response_types_supported: ["code"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["client_secret_post"],
      claims_supported: ["iss", "aud", "sub", "auth_time", "exp", "iat", "nonce", "nickname"],
    });
  });
