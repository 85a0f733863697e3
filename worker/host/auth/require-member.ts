// Bearer access-token guard for the host's member routes: sets memberId and sessionFamily, and
// holds the request to a live session (live-session.ts).
import type { Context, Next } from "hono";
import { createMiddleware } from "hono/factory";
import { LOGIN_EXPIRED } from "../../contract/auth";
import { REQUEST_ID_HEADER } from "../../contract/headers";
import { readSecret } from "../../lib/config";
import { errorJson, fail } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { liveSession } from "./live-session";
import { verifyAccessToken } from "./tokens";

/** The bearer token's claims when it is ours and unexpired; a 401 otherwise. */
export const bearerClaims = async (c: Context<AppEnv>, header: string | undefined) => {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];
  const claims = token ? await verifyAccessToken(readSecret(c.env, "JWT_SECRET"), token) : null;
  return claims ?? fail(401, LOGIN_EXPIRED);
};

/** Runs the rest of the request as `claims`' member, on a database that checks their session is live. */
export const asMember = async (c: Context<AppEnv>, next: Next, claims: { memberId: number; family: string }) => {
  const session = liveSession(c.env.DB, claims.memberId, claims.family);
  c.env = { ...c.env, DB: session.db };
  c.set("memberId", claims.memberId);
  c.set("sessionFamily", claims.family);
  await next();
  if (!session.checked && !(await session.isLive())) {
    c.res = errorJson(401, LOGIN_EXPIRED, { [REQUEST_ID_HEADER]: c.get("requestId") });
  }
};

export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("Authorization");
  if (!/^Bearer\s+\S+$/i.test(header ?? "")) return fail(401, "로그인이 필요해요.");
  await asMember(c, next, await bearerClaims(c, header));
});
