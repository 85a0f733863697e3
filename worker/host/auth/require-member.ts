// Bearer access-token guard for the host's member routes: sets memberId and sessionFamily.
import { createMiddleware } from "hono/factory";
import { readSecret } from "../../lib/config";
import { fail } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { verifyAccessToken } from "./tokens";

export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "")?.[1];
  if (!token) return fail(401, "로그인이 필요해요.");
  const claims = await verifyAccessToken(readSecret(c.env, "JWT_SECRET"), token);
  if (!claims) return fail(401, "로그인이 만료되었어요. 다시 로그인해주세요.");
  c.set("memberId", claims.memberId);
  c.set("sessionFamily", claims.family);
  await next();
});
