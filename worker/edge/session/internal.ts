// Calls the worker makes on a browser's behalf: the BFF's call with the bearer token, the login's call
// to the praise host, a reissue. They go to the praise host directly (`HostCall`, app.ts), not through
// the whole app again: the browser's request has already had its request id, its headers and its rate
// limit, so the host's answer comes back to it once. A page's read as the member (pages/member-api.ts)
// is the one that goes through the app again (`Reenter`), for the BFF to add the bearer token.
import type { Context } from "hono";
import type { AppEnv } from "../../lib/types";

/** The praise host's own app (the built-in one, or the forward to PRAISE_HOST), called with `request`
 * as part of the browser's request `c`: the same request id, nothing of the stack run again. */
export type HostCall = (c: Context<AppEnv>, request: Request) => Response | Promise<Response>;

/** A call through the whole app again (the stack, the BFF, the rate limits, /api). */
export type Reenter = (c: Context<AppEnv>, request: Request) => Response | Promise<Response>;

/** Headers the browser's call carries on to the host: its address and bookmark, not its cookie. */
const CARRIED = ["accept", "content-type", "cf-connecting-ip", "x-d1-bookmark", "x-request-id", "user-agent"];

export const carriedHeaders = (from: Headers, extra: Record<string, string> = {}) => {
  const headers = new Headers();
  for (const name of CARRIED) {
    const value = from.get(name);
    if (value !== null) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
};

/** A POST of JSON to the host's `path` as the edge. */
export const internalJsonCall = (c: Context<AppEnv>, path: string, body: unknown, extra: Record<string, string> = {}) =>
  new Request(new URL(path, c.req.url), {
    method: "POST",
    headers: carriedHeaders(c.req.raw.headers, { "Content-Type": "application/json", ...extra }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
