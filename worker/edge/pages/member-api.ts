// Reading through /api as the member whose session cookie a page request carries (the drawn pages'
// member views: home, the landing, a shared jar), and the headers such a page goes out with.
import type { Context } from "hono";
import { REQUEST_HEADER } from "../../contract/headers";
import type { AppEnv } from "../../lib/types";
import { carriedHeaders, type Reenter } from "../session/internal";

/**
 * Reads through /api as the member whose session cookie the request carries: through the whole app
 * again, so the browser's backend adds the bearer token and renews it (session/bff.ts). What it sets
 * (a renewed cookie, or the cleared one when the session is over) goes out with the page.
 */
export const memberApi = (c: Context<AppEnv>, reenter: Reenter) => {
  const cookies = new Map<string, string>();
  let ended = false;
  const get = async (path: string) => {
    const headers = carriedHeaders(c.req.raw.headers, { Cookie: c.req.header("Cookie") ?? "", [REQUEST_HEADER]: "1" });
    const res = await reenter(c, new Request(new URL(path, c.req.url), { headers }));
    for (const line of res.headers.getSetCookie()) cookies.set(line.slice(0, line.indexOf("=")), line);
    if (res.status === 401) ended = true;
    return res;
  };
  return { get, setCookies: () => [...cookies.values()], ended: () => ended };
};

/** A member's answer at home: never kept by a shared cache, and only for the cookie that asked. */
export const MEMBER_PAGE = { "Cache-Control": "private, no-store", Vary: "Cookie" } as const;

/**
 * The page with the cookies the member's reads set. An answer that sets a cookie is never cached
 * (decision 038): a page drawn for anyone after the member's read failed loses its public max-age, and
 * the cookies go on a copy, never on a page object an isolate may hand to the next reader.
 */
export const withCookies = (res: Response, lines: string[]) => {
  if (lines.length === 0) return res;
  const own = new Response(res.body, res);
  for (const line of lines) own.headers.append("Set-Cookie", line);
  own.headers.set("Cache-Control", MEMBER_PAGE["Cache-Control"]);
  own.headers.set("Vary", MEMBER_PAGE.Vary);
  return own;
};
