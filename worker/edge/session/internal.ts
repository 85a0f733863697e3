// Calls the worker makes to itself on a browser's behalf (the BFF's call with the bearer token, the
// login's call to the praise host, a reissue). Such a request goes through the whole app again, so it
// is served exactly as an API client's would be; the ones the edge starts on its own (login, reissue)
// are marked, so the rate limits count the browser's call once, not twice. The mark is this
// isolate's own WeakSet: nothing a client sends can forge it.
import type { Context } from "hono";
import type { AppEnv } from "../../lib/types";

const marked = new WeakSet<Request>();

/** The edge's own call: the rate limits have already counted the browser's request it serves. */
export const isInternalCall = (request: Request) => marked.has(request);

export type Reenter = (c: Context<AppEnv>, request: Request) => Response | Promise<Response>;

/** Headers the browser's call carries on to the app: its address and bookmark, not its cookie. */
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

/** A POST of JSON to the app's own `path` as the edge, marked as internal. */
export const internalJsonCall = (
  c: Context<AppEnv>,
  path: string,
  body: unknown,
  extra: Record<string, string> = {},
) => {
  const request = new Request(new URL(path, c.req.url), {
    method: "POST",
    headers: carriedHeaders(c.req.raw.headers, { "Content-Type": "application/json", ...extra }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  marked.add(request);
  return request;
};
