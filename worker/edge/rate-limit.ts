// Rate limits on the abuse-prone calls (logging in, signing up, sending verification mail), per
// client IP, with Cloudflare's rate-limit bindings. Where no binding is configured (local, tests)
// requests pass. Kakao's share webhook (POST /api/send-praise/check) is never limited: it comes
// from Kakao's servers, and a lost delivery report cannot be sent again.
import type { MiddlewareHandler } from "hono";
import { errorJson } from "../lib/errors";
import type { AppEnv } from "../lib/types";

export const RATE_LIMITED = "요청이 너무 많아요. 잠시 후 다시 시도해주세요.";

type LimiterName = "AUTH_RATE_LIMITER" | "MAIL_RATE_LIMITER";

/** `METHOD path` → the binding that counts it (limits and periods are in wrangler.toml). */
export const LIMITED_CALLS: Readonly<Record<string, LimiterName>> = {
  "POST /auth/kakao/token": "AUTH_RATE_LIMITER",
  "POST /api/auth/register": "AUTH_RATE_LIMITER",
  "POST /api/auth/send-mail": "MAIL_RATE_LIMITER",
};

/** The period of every binding in wrangler.toml, for Retry-After. */
const PERIOD_SECONDS = 60;

export const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const call = `${c.req.method} ${c.req.path.replace(/\/+$/, "")}`;
  const name = LIMITED_CALLS[call];
  const limiter = name ? c.env[name] : undefined;
  if (!name || !limiter) return next();

  // Cloudflare sets CF-Connecting-IP on every request it proxies; a client cannot choose it.
  const ip = c.req.header("CF-Connecting-IP") ?? "unknown";
  let allowed = true;
  try {
    ({ success: allowed } = await limiter.limit({ key: `${call}|${ip}` }));
  } catch (error) {
    // An outage of the counter must not lock everyone out of logging in.
    console.error(`[rate-limit] ${name} failed, letting ${call} through: ${String(error)}`);
  }
  if (allowed) return next();

  console.warn(`[${c.get("requestId")}] rate limited: ${call}`);
  return errorJson(429, RATE_LIMITED, { "Retry-After": String(PERIOD_SECONDS), "X-Request-Id": c.get("requestId") });
};
