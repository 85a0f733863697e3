// Bearer access-token guard for the host's member routes: sets memberId and sessionFamily, and
// holds the request to a live session (live-session.ts).
import type { Next } from "hono";
import { createMiddleware } from "hono/factory";
import { LOGIN_EXPIRED, LOGIN_REQUIRED } from "../../contract/auth";
import { REQUEST_ID_HEADER } from "../../contract/headers";
import { readSecret } from "../../lib/config";
import { errorJson, fail } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { liveSession } from "./live-session";
import { verifyAccessToken } from "./tokens";

/** What a member's request carries: who they are and the session (its family) they asked with. */
export type MemberVariables = { memberId: number; sessionFamily: string };
/** The routes behind requireMember: `c.get("memberId")` is a number. */
export type MemberEnv = AppEnv & { Variables: MemberVariables };
/** The routes behind optionalMember: `c.get("memberId")` is a number, or undefined for no token. */
export type OptionalMemberEnv = AppEnv & { Variables: Partial<MemberVariables> };

/** What asMember touches of a request behind either middleware (a Context of either env is one). */
type MemberContext = {
  env: AppEnv["Bindings"];
  res: Response;
  get(key: "requestId"): string;
  set(key: "memberId", value: number): void;
  set(key: "sessionFamily", value: string): void;
};

/** The bearer token's claims when it is ours and unexpired; a 401 otherwise. */
export const bearerClaims = async (env: AppEnv["Bindings"], header: string | undefined) => {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];
  const claims = token ? await verifyAccessToken(readSecret(env, "JWT_SECRET"), token) : null;
  return claims ?? fail(401, LOGIN_EXPIRED);
};

/** Runs the rest of the request as `claims`' member, on a database that checks their session is live. */
export const asMember = async (c: MemberContext, next: Next, claims: { memberId: number; family: string }) => {
  const session = liveSession(c.env.DB, claims.memberId, claims.family);
  c.env = { ...c.env, DB: session.db };
  c.set("memberId", claims.memberId);
  c.set("sessionFamily", claims.family);
  await next();
  if (!session.checked && !(await session.isLive())) {
    c.res = errorJson(401, LOGIN_EXPIRED, { [REQUEST_ID_HEADER]: c.get("requestId") });
  }
};

export const requireMember = createMiddleware<MemberEnv>(async (c, next) => {
  const header = c.req.header("Authorization");
  if (!/^Bearer\s+\S+$/i.test(header ?? "")) return fail(401, LOGIN_REQUIRED);
  await asMember(c, next, await bearerClaims(c.env, header));
});
