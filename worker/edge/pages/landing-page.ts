// The praise a receiver opens from KakaoTalk (/compliment/<uuid>): drawn, with its preview meta tags
// (decision 013). Anyone's view is the same for every reader, so it is kept (kept-pages.ts, the Cache
// API); a member's own view (MYSELF, already saved, the answer and the relay) is drawn for their
// request alone.
import { type Context, Hono } from "hono";
import { readConfig } from "../../lib/config";
import type { AppEnv } from "../../lib/types";
import { hostFeatures } from "../client-settings";
import { sessionCookieOf } from "../session/cookie";
import type { Reenter } from "../session/internal";
import { drawnChunks, indexDocument } from "./build-files";
import { drawnAnswer, drawnPageAt, type OwnApi, pageRenderer } from "./drawn";
import { keepPage, keptPage } from "./kept-pages";
import { MEMBER_PAGE, memberApi, withCookies } from "./member-api";
import { injectMeta, previewMeta, readPraise } from "./preview";

export const landingPage = (ownApi: OwnApi, reenter: Reenter) => {
  const pages = new Hono<AppEnv>();

  pages.get("/compliment/:id", async (c, next) => {
    if (!drawnPageAt(c, "landing")) return next(); // /compliment/send and the like: the full app's pages
    const id = c.req.param("id");
    const url = new URL(c.req.url);
    const index = await indexDocument(c.env.ASSETS, url).catch(() => null);

    // A member's view for the member alone: drawn for their request, never taken from or put into
    // the caches below. A session that turns out to be over: the anonymous view.
    const member = sessionCookieOf(c.req.header("Cookie")) ? memberApi(c, reenter) : null;
    if (member && index) {
      const [read, chunks, features] = await Promise.all([
        readPraise(member.get, id),
        drawnChunks(c.env.ASSETS, url).catch(() => null),
        hostFeatures(c, reenter, readConfig(c.env).PRAISE_HOST),
      ]);
      if (!member.ended() && chunks && !("failed" in read)) {
        try {
          const renderer = await pageRenderer();
          const offers = { relay: features.relay };
          const page = await renderer.landingDocument(index.html, url, read, chunks, "member", offers);
          return withCookies(drawnAnswer(c, page, MEMBER_PAGE), member.setCookies());
        } catch (error) {
          console.error(`[${c.get("requestId")}] member landing render ${id}:`, error);
        }
      }
    }
    const anonymous = await drawnForAnyone(c, id, url, index);
    return member ? withCookies(anonymous, member.setCookies()) : anonymous;
  });

  /** The landing as anyone sees it: the same for every reader, so cached. */
  const drawnForAnyone = async (
    c: Context<AppEnv>,
    id: string,
    url: URL,
    index: { html: string; build: string } | null,
  ): Promise<Response> => {
    // A delivered praise's page is the same for every anonymous reader: drawn once, then served
    // from the cache for as long as browsers may keep it. The key names the build it was drawn for.
    const cache = await caches.open("landing-pages");
    const key = index && new Request(`${url.origin}${url.pathname}?build=${encodeURIComponent(index.build)}`);
    if (key) {
      const kept = keptPage(key.url);
      if (kept) return kept;
    }
    const hit = key && (await cache.match(key));
    if (hit) return new Response(hit.body, hit);

    const [read, chunks] = await Promise.all([
      readPraise(ownApi(c), id),
      drawnChunks(c.env.ASSETS, url).catch(() => null),
    ]);
    // KakaoTalk's scraper may come before delivery is confirmed: keep other answers short-lived.
    const maxAge = "praise" in read ? 300 : 60;
    const cacheControl = `public, max-age=${maxAge}`;
    const praise = "praise" in read ? read.praise : null;
    if (index && key && chunks) {
      try {
        const page = await (await pageRenderer()).landingDocument(index.html, url, read, chunks);
        const res = drawnAnswer(c, page, { "Cache-Control": cacheControl });
        if (praise) {
          c.executionCtx.waitUntil(cache.put(key, res.clone()));
          keepPage(key.url, page.html, res.headers, maxAge);
        }
        return res;
      } catch (error) {
        // The client can still draw it: the SPA shell with the preview, as before pages were drawn.
        console.error(`[${c.get("requestId")}] landing render ${id}:`, error);
      }
    }
    const shell = index?.html ?? (await (await c.env.ASSETS.fetch(new URL("/", url))).text());
    return c.html(injectMeta(shell, previewMeta(url.origin, url.pathname, praise)), 200, {
      "Cache-Control": cacheControl,
    });
  };

  return pages;
};
