// Cross-site request forgery, as RFC 10017 asks of a cookie-based backend-for-frontend: every
// state-changing call that the session cookie authenticates carries our own request header (which a
// cross-origin page can only send after a CORS preflight, and the worker answers no preflight) and
// comes from our own origin. A cross-site form POST has neither; it gets 403 and changes nothing.
import type { Context } from "hono";
import { REQUEST_HEADER, REQUEST_ID_HEADER } from "../../contract/headers";
import { errorJson } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";

export const CROSS_SITE_REFUSED = "이 요청은 꿀단지 화면에서만 보낼 수 있어요.";

const SAFE_METHODS = new Set(["GET", "HEAD"]);

export const isStateChanging = (method: string) => !SAFE_METHODS.has(method);

/** 403 unless the call is our page's own: our header, and an Origin that is this worker's. */
export const refuseCrossSite = (c: Context<AppEnv>): Response | null => {
  const origin = c.req.header("Origin");
  if (c.req.header(REQUEST_HEADER) === "1" && origin === new URL(c.req.url).origin) return null;
  console.warn(`[${c.get("requestId")}] cross-site ${c.req.method} ${c.req.path} refused (origin ${origin ?? "none"})`);
  return errorJson(403, CROSS_SITE_REFUSED, { [REQUEST_ID_HEADER]: c.get("requestId") });
};
