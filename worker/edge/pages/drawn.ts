// What the routes of the drawn pages (web/drawn/pages.ts) and the card images share: the renderers,
// loaded with the first page or card that needs them; which drawn page an address is; and a drawn
// document's answer with its own policy (the hashes of its inline CSS and script).

import type { Context } from "hono";
import { DRAWN_PAGES, type DrawnPageName, type DrawnPath, drawnPath } from "#drawn/pages";
import type { AppEnv } from "../../lib/types";
import { contentSecurityPolicy, cspConfig } from "../security";
import { onFirstUse } from "./build-files";
import type { DrawnPage } from "./documents";
import { MEMBER_PAGE } from "./member-api";

/** Reads through the worker's own /api (built-in host or upstream), with no network hop. */
export type OwnApi = (c: Context<AppEnv>) => (path: string) => Promise<Response>;

// The renderers come with the first card or drawn page, not with the worker: satori, resvg and yoga
// (card images), React's server renderer and the client's components (drawn pages). The worker
// starts without evaluating them, and an isolate that only answers /api never loads them.
export const cardRenderer = onFirstUse(() => import("./card"));
export type CardRenderer = typeof import("./card");
export const pageRenderer = onFirstUse(() => import("./documents"));

/** The request's address as the drawn page `name` names it, or null when it is not that page. */
export const drawnPageAt = <Name extends DrawnPageName>(c: Context<AppEnv>, name: Name) => {
  const path = drawnPath(new URL(c.req.url).pathname);
  return path?.page === name ? (path as Extract<DrawnPath, { page: Name }>) : null;
};

/** A drawn document's answer: `headers`, and this environment's policy with the page's own hashes. */
export const drawnAnswer = (c: Context<AppEnv>, page: DrawnPage, headers: Record<string, string>) =>
  c.html(page.html, 200, { ...headers, "Content-Security-Policy": contentSecurityPolicy(cspConfig(c.env), page) });

/** As the assets router answers index.html: the document is checked again on every visit. */
const DOCUMENT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * The headers a drawn page `name` goes out with, by its declared cache policy (web/drawn/pages.ts):
 * drawn for one reader (a member's own view, or a page drawn for members only), never kept; for
 * anyone, public for its time (`missing`: the host said there is no such thing).
 */
export const drawnHeaders = (name: DrawnPageName, { forOne = false, missing = false } = {}): Record<string, string> => {
  const policy = DRAWN_PAGES[name].cache;
  if (forOne || policy.drawnFor === "member") return MEMBER_PAGE;
  if (policy.drawnFor === "everyone") return { "Cache-Control": DOCUMENT_CACHE_CONTROL };
  return { "Cache-Control": `public, max-age=${missing ? (policy.missingSeconds ?? policy.seconds) : policy.seconds}` };
};

/** How anyone's view of the page `name` is kept: for how long, and in which Cache API store. */
export const keptFor = (name: DrawnPageName) => {
  const policy = DRAWN_PAGES[name].cache;
  if (policy.drawnFor !== "anyone") throw new Error(`the drawn page ${name} is not kept for anyone`);
  return { store: policy.store, seconds: policy.seconds, missingSeconds: policy.missingSeconds ?? policy.seconds };
};
