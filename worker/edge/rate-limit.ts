// Rate limits on the abuse-prone calls (the token exchange, logging in, signing up, sending and
// checking verification mail, sending praise), per client IP or per member, with Cloudflare's rate-limit bindings
// (`limit({ key }) → { success }`). Every environment has the same limits (wrangler.toml, checked
// against LIMITS by rate-limit.test.ts): on Cloudflare the binding counts per location; locally
// (`npm start`, e2e, `npm run test:load`, the worker tests) miniflare simulates the same binding,
// a counter per key in a fixed window, so a 429 can be proven on this machine.
//
// The key is the call and CF-Connecting-IP: these calls come before any member is known, so the
// client's address is the only identity there is (the host has its own limits: per e-mail address
// 5 sends an hour and 5 wrong codes, per requester 10 wrong codes in 10 minutes, decision 027). Cloudflare sets that header on every request and a client cannot
// choose it. Locally miniflare sets it from the socket (127.0.0.1 for every local client) unless the
// request already has one, so a harness that plays many people (the load test's 50 members, the
// worker tests, the e2e API logins) gives each person the address Cloudflare would have set for
// their phone, and one person hammering a call from one address is limited exactly as in production.
//
// Kakao's share webhook (POST /api/send-praise/check) is never limited: it comes from Kakao's
// servers, and a lost delivery report cannot be sent again.
import type { Context, MiddlewareHandler } from "hono";
import { RATE_LIMITED } from "../contract/errors";
import { REQUEST_ID_HEADER } from "../contract/headers";
import { verifyAccessToken } from "../host/auth/tokens";
import { readConfig, readSecret } from "../lib/config";
import { errorJson } from "../lib/errors";
import type { AppEnv } from "../lib/types";

export { RATE_LIMITED };

export type LimiterName = "AUTH_RATE_LIMITER" | "MAIL_RATE_LIMITER" | "SEND_RATE_LIMITER" | "JAR_RATE_LIMITER";

/** Each binding's `simple` setting, the same in every wrangler.toml environment. */
export const LIMITS: Readonly<Record<LimiterName, { limit: number; period: 10 | 60 }>> = {
  AUTH_RATE_LIMITER: { limit: 20, period: 60 },
  MAIL_RATE_LIMITER: { limit: 5, period: 60 },
  SEND_RATE_LIMITER: { limit: 30, period: 60 },
  JAR_RATE_LIMITER: { limit: 10, period: 60 },
};

/**
 * Bindings that count per member: calls made as a member, keyed on the member the access token
 * names, so one member cannot keep the worker busy from many addresses (nor a shared office address
 * limit a whole team). Only a token whose signature the edge has checked counts as its member
 * (decision 025): member ids are sequential, and a forged `sub` must never spend a real member's
 * budget. Anything else — no token, a forged or expired one, or a token for an external praise host,
 * whose secret the edge may not hold — is counted by address.
 */
const PER_MEMBER: ReadonlySet<LimiterName> = new Set(["SEND_RATE_LIMITER", "JAR_RATE_LIMITER"]);

/**
 * The address a client is counted by: an IPv4 address as it is, an IPv6 address by its /64 — one
 * subscriber's line or phone holds a whole /64, so counting full addresses would give one person 2^64
 * budgets (decision 037). Anything else (the tests' made-up names) as it is.
 */
export const addressKey = (ip: string) => {
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
};

/**
 * `METHOD path` → the binding that counts it. The key holds the call too, so each call has its own
 * budget per client even where calls share a binding.
 */
export const LIMITED_CALLS: Readonly<Record<string, LimiterName>> = {
  "POST /auth/kakao/session": "AUTH_RATE_LIMITER",
  "POST /auth/session": "AUTH_RATE_LIMITER",
  "GET /auth/kakao/profile": "AUTH_RATE_LIMITER",
  "POST /api/auth/kakao-login": "AUTH_RATE_LIMITER",
  "POST /api/auth/register": "AUTH_RATE_LIMITER",
  // 1,000,000 codes against 5 wrong tries per code: the host's own guard; this one stops one client
  // from walking through many addresses' codes.
  "GET /api/auth/check-mail": "AUTH_RATE_LIMITER",
  "POST /api/auth/send-mail": "MAIL_RATE_LIMITER",
  // Each send may make the worker draw a card; 30 a minute is more than any person writes.
  "POST /api/send-praise": "SEND_RATE_LIMITER",
};

/**
 * Calls with an id in their path, counted as one call whatever the id: a letter, per member or (a
 * guest) per client address, across every jar (decision 037).
 */
const LIMITED_ID_CALLS: readonly { pattern: RegExp; call: string; name: LimiterName }[] = [
  { pattern: /^POST \/api\/jar\/[^/]+\/letters$/, call: "POST /api/jar/:jarId/letters", name: "JAR_RATE_LIMITER" },
  // Each its own budget of the same size (decision 041): an edit or a delete is an object write too,
  // and a photo an R2 write.
  {
    pattern: /^PATCH \/api\/jar\/[^/]+\/letters\/[^/]+$/,
    call: "PATCH /api/jar/:jarId/letters/:letterId",
    name: "JAR_RATE_LIMITER",
  },
  {
    pattern: /^DELETE \/api\/jar\/[^/]+\/letters\/[^/]+$/,
    call: "DELETE /api/jar/:jarId/letters/:letterId",
    name: "JAR_RATE_LIMITER",
  },
  { pattern: /^POST \/api\/jar\/[^/]+\/photos$/, call: "POST /api/jar/:jarId/photos", name: "JAR_RATE_LIMITER" },
];

/** The limited call `call` is, and its binding: by exact path, else by pattern. */
export const limitedCall = (call: string): { call: string; name: LimiterName } | null => {
  const name = LIMITED_CALLS[call];
  if (name) return { call, name };
  const match = LIMITED_ID_CALLS.find((entry) => entry.pattern.test(call));
  return match ? { call: match.call, name: match.name } : null;
};

/** The member a bearer token names once its signature is checked by the built-in host's secret. */
const verifiedMember = async (env: Env, authorization: string | undefined) => {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  if (!token || readConfig(env).PRAISE_HOST) return null;
  const claims = await verifyAccessToken(readSecret(env, "JWT_SECRET"), token);
  return claims ? String(claims.memberId) : null;
};

/**
 * The call as the router serves it: Hono answers HEAD with the GET handler (the body dropped), so a
 * HEAD is that GET and spends its budget — otherwise HEAD would be a way round every GET limit.
 */
export const servedCall = (method: string, path: string) =>
  `${method === "HEAD" ? "GET" : method} ${path.replace(/\/+$/, "")}`;

/**
 * The limit on the call `c` serves, counted once: null when it may go on, else the 429. `authorization`
 * is the bearer the call goes to the host with: its own header, or the one the BFF adds from the
 * session cookie (session/bff.ts), so a browser's call is counted per member as an API client's is.
 */
export const limitCall = async (c: Context<AppEnv>, authorization: string | undefined): Promise<Response | null> => {
  const limited = limitedCall(servedCall(c.req.method, c.req.path));
  const limiter = limited ? c.env[limited.name] : undefined;
  if (!limited || !limiter) return null;
  const { call, name } = limited;

  const member = PER_MEMBER.has(name) ? await verifiedMember(c.env, authorization) : null;
  const who = member ? `member:${member}` : addressKey(c.req.header("CF-Connecting-IP") ?? "unknown");
  let allowed = true;
  try {
    ({ success: allowed } = await limiter.limit({ key: `${call}|${who}` }));
  } catch (error) {
    // An outage of the counter must not lock everyone out of logging in.
    console.error(`[rate-limit] ${name} failed, letting ${call} through: ${String(error)}`);
  }
  if (allowed) return null;

  console.warn(`[${c.get("requestId")}] rate limited: ${call}`);
  // The binding does not say when its window ends; a whole period is the longest a client waits.
  return errorJson(429, RATE_LIMITED, {
    "Retry-After": String(LIMITS[name].period),
    [REQUEST_ID_HEADER]: c.get("requestId"),
  });
};

/** Every request the BFF does not take over (it limits its own calls with their bearer, `limitCall`). */
export const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) =>
  (await limitCall(c, c.req.header("Authorization"))) ?? next();
