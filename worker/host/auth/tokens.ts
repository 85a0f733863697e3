// Access and refresh tokens (docs/api.md "The host's rules"): HS256 JWTs; refresh tokens stored hashed, rotated on
// every reissue, and a reused one revokes its whole family.
import { LOGIN_EXPIRED, SESSION_LIFETIME_SECONDS } from "../../contract/auth";
import type { TokenPair } from "../../contract/auth-requests";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { fail } from "../../lib/errors";
import { signToken, verifyToken } from "../../lib/jwt";
import { checkedKeyring, type Keyring } from "../../lib/keyring";

export const ACCESS_TTL_SECONDS = 30 * 60;
export const REFRESH_TTL_SECONDS = 14 * 24 * 60 * 60;

type AccessClaims = { sub: string; fam: string; typ: "access"; iat: number; exp: number };
type RefreshClaims = { sub: string; fam: string; typ: "refresh"; jti: string; iat: number; exp: number };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `createdAt`: when the session's login happened; no token outlives the session's absolute end. */
const signPair = async (secret: string, memberId: number, family: string, createdAt?: number) => {
  const iat = nowSeconds();
  const end = (createdAt ?? iat) + SESSION_LIFETIME_SECONDS;
  const sub = String(memberId);
  const access: AccessClaims = { sub, fam: family, typ: "access", iat, exp: iat + ACCESS_TTL_SECONDS };
  const refresh: RefreshClaims = {
    sub,
    fam: family,
    typ: "refresh",
    jti: randomToken(16),
    iat,
    exp: Math.min(iat + REFRESH_TTL_SECONDS, end),
  };
  const pair: TokenPair = {
    accessToken: await signToken(secret, access),
    refreshToken: await signToken(secret, refresh),
  };
  return { pair, refreshHash: await sha256Hex(pair.refreshToken), iat, refreshExp: refresh.exp };
};

/** Starts a new session (token family) for a member: one row written. */
export const startSession = async (db: D1Database, secret: string, memberId: number): Promise<TokenPair> => {
  const family = crypto.randomUUID();
  const { pair, refreshHash, iat, refreshExp } = await signPair(secret, memberId, family);
  await db.batch([
    db.prepare("INSERT INTO sessions (family_id, member_id, created_at) VALUES (?, ?, ?)").bind(family, memberId, iat),
    db
      .prepare(
        "INSERT INTO refresh_tokens (token_hash, member_id, family_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)",
      )
      .bind(refreshHash, memberId, family, refreshExp, iat),
  ]);
  return pair;
};

// Access tokens this isolate has verified, by their exact string (decision 031). A page's calls, and an
// API client's, bring the same token for up to 30 minutes; its signature is checked once, not on every
// call. What is kept is only what a full check accepted under this keyring (a keyring without the
// signing key is another map), so no forged or altered token can match; `exp` is compared with the
// clock on every call, exactly as the full check does, and a token past it is dropped. Whether the
// session is still live is not this check's to say: the revocation gate reads the session's row on
// every call (live-session.ts, decision 020), so a logged-out or revoked session is refused at its
// next call however recently its token was verified here.
const VERIFIED_KEPT = 1000;
type Verified = { memberId: number; family: string; exp: number };
const verifiedByRing = new WeakMap<Keyring, Map<string, Verified>>();

const keptVerified = (ring: Keyring) => {
  let kept = verifiedByRing.get(ring);
  if (!kept) {
    kept = new Map();
    verifiedByRing.set(ring, kept);
  }
  return kept;
};

/** Checks a bearer access token; the member id and session family it names. */
export const verifyAccessToken = async (secret: string, token: string) => {
  try {
    const kept = keptVerified(checkedKeyring(secret));
    const hit = kept.get(token);
    if (hit) {
      if (hit.exp > nowSeconds()) return { memberId: hit.memberId, family: hit.family };
      kept.delete(token);
      return null;
    }
    const claims = (await verifyToken(secret, token, { alg: "HS256" })) as Partial<AccessClaims> & { nbf?: unknown };
    if (claims.typ !== "access" || !claims.sub || !claims.fam) return null;
    const verified = { memberId: Number(claims.sub), family: claims.fam };
    // Kept only where the full check's time rules reduce to `exp` alone: a finite exp, no nbf (iat,
    // once not in the future, stays so). Ours are all such; anything else is checked in full each time.
    if (typeof claims.exp === "number" && Number.isFinite(claims.exp) && claims.nbf === undefined) {
      if (kept.size >= VERIFIED_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(token, { ...verified, exp: claims.exp });
    }
    return verified;
  } catch {
    return null;
  }
};

/** Ends a session: its row (every access token it issued gets 401 at its next call) and its refresh tokens. */
const revokeFamily = (db: D1Database, family: string) => {
  const now = nowSeconds();
  return db.batch([
    db.prepare("UPDATE sessions SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL").bind(now, family),
    db.prepare("UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL").bind(now, family),
  ]);
};

/** Rotates a refresh token. The access token may be expired but must be ours and name the same member. */
export const reissue = async (
  db: D1Database,
  secret: string,
  accessToken: string,
  refreshToken: string,
): Promise<TokenPair> => {
  let refresh: Partial<RefreshClaims>;
  let access: Partial<AccessClaims>;
  try {
    refresh = (await verifyToken(secret, refreshToken, { alg: "HS256" })) as Partial<RefreshClaims>;
    access = (await verifyToken(secret, accessToken, { alg: "HS256", exp: false })) as Partial<AccessClaims>;
  } catch {
    return fail(401, LOGIN_EXPIRED);
  }
  if (refresh.typ !== "refresh" || access.typ !== "access" || !refresh.sub || refresh.sub !== access.sub) {
    return fail(401, LOGIN_EXPIRED);
  }

  const oldHash = await sha256Hex(refreshToken);
  const row = await db
    .prepare(
      `SELECT t.member_id, t.family_id, t.replaced_by, t.revoked_at, t.expires_at, s.created_at
         FROM refresh_tokens t JOIN members m ON m.id = t.member_id
         JOIN sessions s ON s.family_id = t.family_id
        WHERE t.token_hash = ?`,
    )
    .bind(oldHash)
    .first<{
      member_id: number;
      family_id: string;
      replaced_by: string | null;
      revoked_at: number | null;
      expires_at: number;
      created_at: number;
    }>();
  if (!row || row.revoked_at !== null || row.expires_at <= nowSeconds()) return fail(401, LOGIN_EXPIRED);
  // However often renewed, a session ends 30 days after its login (decision 026).
  if (row.created_at + SESSION_LIFETIME_SECONDS <= nowSeconds()) {
    await revokeFamily(db, row.family_id);
    return fail(401, LOGIN_EXPIRED);
  }
  if (row.replaced_by !== null) {
    await revokeFamily(db, row.family_id);
    console.warn(`[auth] refresh token reuse detected; family ${row.family_id} revoked`);
    return fail(401, LOGIN_EXPIRED);
  }

  const next = await signPair(secret, row.member_id, row.family_id, row.created_at);
  // One transaction: mark the old token used (only if nobody else just did) and insert its successor.
  const [marked] = await db.batch([
    db
      .prepare(
        "UPDATE refresh_tokens SET replaced_by = ? WHERE token_hash = ? AND replaced_by IS NULL AND revoked_at IS NULL",
      )
      .bind(next.refreshHash, oldHash),
    db
      .prepare(
        `INSERT INTO refresh_tokens (token_hash, member_id, family_id, expires_at, created_at)
         SELECT ?, member_id, family_id, ?, ? FROM refresh_tokens WHERE token_hash = ? AND replaced_by = ?`,
      )
      .bind(next.refreshHash, next.refreshExp, next.iat, oldHash, next.refreshHash),
  ]);
  if (marked?.meta.changes !== 1) {
    // Another reissue with the same token won the race: that is a reuse too.
    await revokeFamily(db, row.family_id);
    return fail(401, LOGIN_EXPIRED);
  }
  return next.pair;
};

/** Ends one session: every refresh token of its family stops working. */
export const endSession = (db: D1Database, family: string) => revokeFamily(db, family);
