// Who asks for, checks and uses an e-mail verification (decision 027): a sign-up's Kakao user, a
// member, or else the client's address. A code serves only the requester it was sent for, and a passed
// check only the requester who passed it.
import type { Context } from "hono";
import { decode } from "hono/jwt";
import { LOGIN_EXPIRED } from "../../contract/auth";
import { readConfig, readSecret } from "../../lib/config";
import { sha256Hex } from "../../lib/crypto";
import { fail } from "../../lib/errors";
import { kakaoUserFromHeader } from "../../lib/kakao-user";
import type { AppEnv } from "../../lib/types";
import { nowSeconds } from "./clock";
import { verifyAccessToken } from "./tokens";

/** How long the host believes what Kakao said about a provider token: a sign-up cookie's hour (decision 021). */
export const KAKAO_TOKEN_KEPT_SECONDS = 60 * 60;

export const kakaoRequester = (kakaoUserId: string) => `kakao:${kakaoUserId}`;
export const memberRequester = (memberId: number) => `member:${memberId}`;

/** Our access tokens are JWTs; Kakao's provider tokens are opaque strings. */
const isJwt = (token: string) => {
  try {
    decode(token);
    return true;
  } catch {
    return false;
  }
};

/**
 * The Kakao user a provider token belongs to. Kakao is asked once per token (a sign-up's first mail
 * call); its answer is kept by the token's hash, so the checks that follow cost no call to Kakao. A
 * made-up token is refused by Kakao (401), so it never stands for a requester of its own.
 */
const kakaoUserIdOf = async (env: AppEnv["Bindings"], token: string) => {
  const db = env.DB;
  const hash = await sha256Hex(token);
  const now = nowSeconds();
  const known = await db
    .prepare("SELECT kakao_user_id FROM kakao_token_users WHERE token_hash = ? AND expires_at > ?")
    .bind(hash, now)
    .first<{ kakao_user_id: string }>();
  if (known) return known.kakao_user_id;

  const { KAKAO_API_ORIGIN, KAKAO_APP_ID } = readConfig(env);
  const user = await kakaoUserFromHeader(KAKAO_API_ORIGIN, KAKAO_APP_ID, `Bearer ${token}`);
  await db.batch([
    db.prepare("DELETE FROM kakao_token_users WHERE expires_at <= ?").bind(now),
    db
      .prepare(
        `INSERT INTO kakao_token_users (token_hash, kakao_user_id, expires_at) VALUES (?, ?, ?)
         ON CONFLICT (token_hash) DO UPDATE SET kakao_user_id = excluded.kakao_user_id, expires_at = excluded.expires_at`,
      )
      .bind(hash, user.id, now + KAKAO_TOKEN_KEPT_SECONDS),
  ]);
  return user.id;
};

/**
 * The requester of send-mail and check-mail: the member an access token of ours names (its signature
 * checked; an expired one is a 401, which the edge answers by renewing it), the Kakao user a provider
 * token belongs to (a sign-up: the edge adds it from the sign-up cookie, a native client sends it), or
 * the client's address (CF-Connecting-IP, set by Cloudflare) when there is no token.
 */
export const requesterOf = async (c: Context<AppEnv>): Promise<string> => {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "")?.[1];
  if (!token) return `ip:${c.req.header("CF-Connecting-IP") ?? "unknown"}`;
  if (isJwt(token)) {
    const claims = await verifyAccessToken(readSecret(c.env, "JWT_SECRET"), token);
    return claims ? memberRequester(claims.memberId) : fail(401, LOGIN_EXPIRED);
  }
  return kakaoRequester(await kakaoUserIdOf(c.env, token));
};
