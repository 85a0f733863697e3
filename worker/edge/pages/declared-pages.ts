// The drawn pages whose seed their declaration reads (web/drawn/pages.ts), answered by their cache
// policy from that declaration alone: drawn once per isolate when the page is the same for everyone
// (/login), or for a member's session only, read through the browser's backend (home, decision 021).
// A page kept for anyone has a route of its own (index.ts): its reads also serve its card image and
// its forms, and its view for anyone is kept in the caches.

import { type Context, Hono } from "hono";
import { DRAWN_PAGES, type DrawnPageName, drawnPath, type SeedOf, type SeedReads } from "#drawn/pages";
import type { AppEnv } from "../../lib/types";
import { cookieOf, sessionCookieOf } from "../session/cookie";
import type { Reenter } from "../session/internal";
import { drawnChunks, indexDocument, onFirstUse } from "./build-files";
import type { DrawnPage } from "./documents";
import { drawnAnswer, drawnHeaders, pageRenderer } from "./drawn";
import { memberApi, withCookies } from "./member-api";

type Assets = AppEnv["Bindings"]["ASSETS"];

/** A page the same for everyone, drawn once per isolate and address (its query left out). */
const sameForEveryone = new Map<string, (assets: Assets, url: URL) => Promise<DrawnPage>>();
const drawnForEveryone = (name: DrawnPageName, assets: Assets, url: URL) => {
  const address = new URL(url.pathname, url);
  let draw = sameForEveryone.get(address.pathname);
  if (!draw) {
    draw = onFirstUse(async (assets: Assets, url: URL) => {
      const [index, { drawnDocument }, chunks] = await Promise.all([
        indexDocument(assets, url),
        pageRenderer(),
        drawnChunks(assets, url),
      ]);
      return drawnDocument(index.html, url, name, null, chunks);
    });
    sameForEveryone.set(address.pathname, draw);
  }
  return draw(assets, address);
};

/** The page `name` drawn for the member whose session the request carries, or null: not drawn. */
const drawnForMember = async <Name extends DrawnPageName>(
  c: Context<AppEnv>,
  name: Name,
  read: (reads: SeedReads, url: URL) => Promise<SeedOf<Name> | null>,
  member: ReturnType<typeof memberApi>,
) => {
  const url = new URL(c.req.url);
  const cookie = (cookieName: string) => cookieOf(c.req.header("Cookie"), cookieName);
  const [seed, index, chunks] = await Promise.all([
    read({ get: member.get, cookie }, url),
    indexDocument(c.env.ASSETS, url),
    drawnChunks(c.env.ASSETS, url),
  ]);
  if (!seed) return null;
  const page = await (await pageRenderer()).drawnDocument(index.html, url, name, seed, chunks);
  return withCookies(drawnAnswer(c, page, drawnHeaders(name)), member.setCookies());
};

export const declaredPages = (reenter: Reenter) =>
  new Hono<AppEnv>().get("*", async (c, next) => {
    const path = drawnPath(new URL(c.req.url).pathname);
    if (!path) return next();
    const { seed, cache } = DRAWN_PAGES[path.page];
    if (seed?.read === "own route") return next();
    if (!seed || cache.drawnFor === "everyone") {
      try {
        return drawnAnswer(
          c,
          await drawnForEveryone(path.page, c.env.ASSETS, new URL(c.req.url)),
          drawnHeaders(path.page),
        );
      } catch (error) {
        console.error(`[${c.get("requestId")}] ${c.req.path} render:`, error);
        return next(); // the SPA shell, as before
      }
    }
    // Drawn for a member only: without a session, the full app (which sends a visitor to /login).
    if (!sessionCookieOf(c.req.header("Cookie"))) return next();
    const member = memberApi(c, reenter);
    try {
      const drawn = await drawnForMember(c, path.page, seed.read, member);
      if (drawn) return drawn;
    } catch (error) {
      console.error(`[${c.get("requestId")}] member ${c.req.path} render:`, error);
    }
    // Not drawn (the session is over, the host could not answer): the full app, told what the reads set.
    await next();
    c.res = withCookies(new Response(c.res.body, c.res), member.setCookies());
    c.header("Cache-Control", "private, no-store");
  });
