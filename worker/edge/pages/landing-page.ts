// The praise a receiver opens from KakaoTalk (/compliment/<uuid>): drawn, with its preview meta tags
// (decision 013). Anyone's view is the same for every reader, so it is kept (kept-pages.ts, the Cache
// API); a member's own view (MYSELF, already saved, the answer and the relay) is drawn for their
// request alone.
import { type Context, Hono } from "hono";
import type { PageChunks } from "#drawn/pages";
import type { LandingSeed } from "../../contract/landing";
import { readConfig } from "../../lib/config";
import type { AppEnv } from "../../lib/types";
import { hostFeatures } from "../client-settings";
import { sessionCookieOf } from "../session/cookie";
import type { Reenter } from "../session/internal";
import { drawnChunks, indexDocument } from "./build-files";
import { drawnAnswer, drawnHeaders, drawnPageAt, keptFor, type OwnApi, pageRenderer } from "./drawn";
import { keepPage, keptPage } from "./kept-pages";
import { memberApi, withCookies } from "./member-api";
import { escapeHtml, injectMeta, type PraiseRead, previewMeta, readPraise } from "./preview";

/**
 * The landing drawn for `url` from the host's answer, with its preview tags. The praise's 4xx answer
 * renders SPEC's "not found" state; a host that could not answer renders the loading state (no seed)
 * and the client asks.
 */
export const drawLanding = async (
  indexHtml: string,
  url: URL,
  read: PraiseRead,
  chunks: PageChunks,
  viewer: "member" | "anonymous" = "anonymous",
  offers: { relay: boolean } = { relay: false },
) => {
  const uuid = decodeURIComponent(url.pathname.split("/")[2] ?? "");
  // Only a member's view offers the relay (it is for the member who kept the praise).
  const as = viewer === "member" ? ({ viewer, ...(offers.relay ? { relay: true } : {}) } as const) : {};
  const seed: LandingSeed | null =
    "praise" in read
      ? { uuid, praise: read.praise, ...as }
      : "missing" in read
        ? { uuid, missing: read.missing, ...as }
        : null;
  const head = [previewMeta(url.origin, url.pathname, "praise" in read ? read.praise : null)];
  // The stamp is the card's one image: fetched with the document, not after the CSS is parsed.
  if ("praise" in read && read.praise.imageUrl.startsWith("/")) {
    head.push(`<link rel="preload" as="image" href="${escapeHtml(read.praise.imageUrl)}" />`);
  }
  return (await pageRenderer()).drawnDocument(indexHtml, url, "landing", seed, chunks, head);
};

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
          const page = await drawLanding(index.html, url, read, chunks, "member", { relay: features.relay });
          return withCookies(drawnAnswer(c, page, drawnHeaders("landing", { forOne: true })), member.setCookies());
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
    const kept = keptFor("landing");
    const cache = await caches.open(kept.store);
    const key = index && new Request(`${url.origin}${url.pathname}?build=${encodeURIComponent(index.build)}`);
    if (key) {
      const inIsolate = keptPage(key.url);
      if (inIsolate) return inIsolate;
    }
    const hit = key && (await cache.match(key));
    if (hit) return new Response(hit.body, hit);

    const [read, chunks] = await Promise.all([
      readPraise(ownApi(c), id),
      drawnChunks(c.env.ASSETS, url).catch(() => null),
    ]);
    // KakaoTalk's scraper may come before delivery is confirmed: other answers are kept shorter.
    const maxAge = "praise" in read ? kept.seconds : kept.missingSeconds;
    const headers = drawnHeaders("landing", { missing: !("praise" in read) });
    const praise = "praise" in read ? read.praise : null;
    if (index && key && chunks) {
      try {
        const page = await drawLanding(index.html, url, read, chunks);
        const res = drawnAnswer(c, page, headers);
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
    return c.html(injectMeta(shell, previewMeta(url.origin, url.pathname, praise)), 200, headers);
  };

  return pages;
};
