// For public routes that show more to a logged-in viewer: no token is fine, a bad token is a 401
// (so the client renews it instead of silently showing the anonymous view).
import { createMiddleware } from "hono/factory";
import { readSecret } from "../../lib/config";
import { fail } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { verifyAccessToken } from "./tokens";

export const optionalMember = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("Authorization");
  if (header) {
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const claims = token ? await verifyAccessToken(readSecret(c.env, "JWT_SECRET"), token) : null;
    if (!claims) return fail(401, "로그인이 만료되었어요. 다시 로그인해주세요.");
    c.set("memberId", claims.memberId);
    c.set("sessionFamily", claims.family);
  }
  await next();
});
