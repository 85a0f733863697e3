// For public routes that show more to a logged-in viewer: no token is fine, a bad token or an ended
// session is a 401 (so the client renews it instead of silently showing the anonymous view).
import { createMiddleware } from "hono/factory";
import { asMember, bearerClaims, type OptionalMemberEnv } from "./require-member";

export const optionalMember = createMiddleware<OptionalMemberEnv>(async (c, next) => {
  const header = c.req.header("Authorization");
  if (!header) return next();
  await asMember(c, next, await bearerClaims(c.env, header));
});
