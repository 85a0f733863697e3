// What every page form posted without script shares (decision 042): the CSRF rule a form post meets
// before its body is read, and the post turned into the app's own call, through the whole stack again
// with the browser's cookies (the same validation, rate limits and cookies as the page's script).
import type { Context } from "hono";
import { REQUEST_HEADER } from "../../contract/headers";
import type { AppEnv } from "../../lib/types";
import { carriedHeaders, type Reenter } from "../session/internal";

/** The answer to a form post that is not ours. */
export const FORM_REFUSED = "다른 사이트에서 보낸 요청은 받을 수 없어요.";

/**
 * A form post is ours when its Origin is our origin, or, from a browser that sends no Origin, when
 * Sec-Fetch-Site says same-origin. A cross-site post, an opaque `null` origin and a post that says
 * neither are refused before anything is read (the SameSite cookie is the second fence).
 */
export const formFromUs = (c: Context<AppEnv>) => {
  const origin = c.req.header("Origin");
  if (origin !== undefined) return origin === new URL(c.req.url).origin;
  return c.req.header("Sec-Fetch-Site") === "same-origin";
};

/** 403, nothing read and nothing written. */
export const refuseForm = (c: Context<AppEnv>) => c.text(FORM_REFUSED, 403, { "Cache-Control": "no-store" });

/** A text field of a parsed form ("" when absent or a file). */
export const formText = (form: Record<string, string | File | (string | File)[]>, name: string) => {
  const value = form[name];
  return typeof value === "string" ? value : "";
};

/** A call with a JSON body as the browser's own, with its cookies (a member's session, a guest's writer cookie). */
export const callAsPage = (
  c: Context<AppEnv>,
  reenter: Reenter,
  call: { method: string; path: string; body?: unknown },
) => {
  const url = new URL(c.req.url);
  const headers = carriedHeaders(c.req.raw.headers, {
    "Content-Type": "application/json",
    Cookie: c.req.header("Cookie") ?? "",
    Origin: url.origin,
    [REQUEST_HEADER]: "1",
  });
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  return reenter(c, new Request(new URL(call.path, url), { method: call.method, headers, body }));
};

/** `POST path` with a JSON body, as the browser's own call. */
export const postAsPage = (c: Context<AppEnv>, reenter: Reenter, path: string, body: unknown) =>
  callAsPage(c, reenter, { method: "POST", path, body });

/** The Korean message of a refused call's envelope, or `fallback`. */
export const refusalOf = async (res: Response, fallback: string) =>
  (await res.json<{ message?: string }>().catch(() => null))?.message ?? fallback;

/** 303 to `location` (a form post done), with the cookies its calls set. */
export const seeOther = (location: string, setCookies: string[] = []) => {
  const res = new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
  for (const line of setCookies) res.headers.append("Set-Cookie", line);
  return res;
};

/**
 * A refused post's page (drawn again with its message and what was typed), as the browser may keep
 * it: in its own cache only (private), so that going back to it after a later post shows it as it
 * was. A browser shows a POST's answer from history only from its cache; without one it asks to post
 * the form again, which an in-app WebView refuses with an error page. No Vary: the next post changes
 * the cookies (a guest's writer cookie), and a page kept under other cookies would not be shown.
 */
export const refusedFormPage = (res: Response) => {
  const own = new Response(res.body, res);
  own.headers.set("Cache-Control", "private, no-cache");
  own.headers.delete("Vary");
  return own;
};
