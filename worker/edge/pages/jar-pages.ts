// A shared jar at the edge (decision 024): its writing page, drawn before any JavaScript with its
// preview tags, and its card image. Anyone's view is the same for every reader, so it is kept — in
// this isolate's memory and in the Cache API — for JAR_PAGE_SECONDS: a new letter shows to the next
// reader within that time, and a wave of readers reaches the jar's Durable Object about once per
// that time per location, not once per reader. A member's own view is drawn for them alone.
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { GENERIC_ERROR } from "../../contract/errors";
import { type JarFormEcho, type JarSeed, type JarView, jarProgress, WRITER_COOKIE } from "../../contract/jar";
import type { AppEnv } from "../../lib/types";
import { sessionCookieOf } from "../session/cookie";
import type { Reenter } from "../session/internal";
import { drawnChunks, indexDocument } from "./build-files";
import { cardDraws } from "./card-draws";
import { cardRenderer, drawnAnswer, drawnHeaders, drawnPageAt, keptFor, type OwnApi, pageRenderer } from "./drawn";
import { callAsPage, formFromUs, refusalOf, refusedFormPage, refuseForm } from "./form-post";
import { jarFormCall, onceByBrowser } from "./jar-form";
import { isJarId, jarPreviewMeta, readJar } from "./jar-preview";

import { keepPage, keptPage } from "./kept-pages";
import { memberApi, withCookies } from "./member-api";
import { injectMeta } from "./preview";

/** How long anyone's view of a jar is kept (web/drawn/pages.ts): the most a new letter waits to be seen by a reader. */
export const JAR_PAGE_SECONDS = keptFor("jar").seconds;
/** The card names no count, only what the creator chose: it changes never. */
const JAR_CARD_SECONDS = 24 * 60 * 60;

/** Work that may finish after the answer (a test's direct call has no execution context: it just runs). */
const afterAnswer = (c: Context<AppEnv>, work: Promise<unknown>) => {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    void work;
  }
};

/**
 * Anyone's view of a jar being drawn in this isolate, by its cache key: readers who arrive while it
 * is drawn (a wave, the moment its short life ends) wait for that one draw instead of each asking
 * the jar's object (`npm run bench -- --only jar` counts the calls that reach it).
 */
const drawing = new Map<string, Promise<unknown>>();
const drawOnce = <T>(key: string, draw: () => Promise<T>): Promise<T> => {
  const inFlight = drawing.get(key);
  if (inFlight !== undefined) return inFlight as Promise<T>;
  const started = draw().finally(() => drawing.delete(key));
  drawing.set(key, started);
  return started;
};

/** The progress a nudge's card asks for (`?drops=7&on=2026-11-27`), when well formed. */
const progressAsked = (url: URL) => {
  const drops = url.searchParams.get("drops");
  const on = url.searchParams.get("on");
  if (!drops || !on || !/^\d{1,3}$/.test(drops) || !/^\d{4}-\d{2}-\d{2}$/.test(on)) return null;
  return { drops: Number(drops), on };
};

/**
 * The card says a progress only where it was true: no more drops than the jar holds, on a day that
 * has come and is not after it opens. Anything else (a link made up to boast) gets the plain card.
 */
const trueProgress = (asked: { drops: number; on: string }, view: JarView) =>
  !view.kept && asked.drops <= view.letterCount && asked.on <= view.today && asked.on <= view.opensOn
    ? jarProgress(asked.drops, asked.on, view.opensOn)
    : null;

export const jarPages = (ownApi: OwnApi, reenter: Reenter) => {
  const pages = new Hono<AppEnv>();

  /** The drawn document for `seed`, or null when it could not be drawn (the SPA shell serves then). */
  const draw = async (c: Context<AppEnv>, url: URL, html: string, seed: JarSeed) => {
    try {
      const chunks = await drawnChunks(c.env.ASSETS, url);
      const head = [jarPreviewMeta(url.origin, seed.jarId, "view" in seed ? seed.view : null)];
      return await (await pageRenderer()).drawnDocument(html, url, "jar", seed, chunks, head);
    } catch (error) {
      console.error(`[${c.get("requestId")}] jar render ${seed.jarId}:`, error);
      return null;
    }
  };

  pages.get("/jar/:jarId", async (c, next) => {
    const jarId = drawnPageAt(c, "jar")?.id;
    if (!jarId) return next(); // /jar/new and the like: the full app's pages
    const url = new URL(c.req.url);
    const index = await indexDocument(c.env.ASSETS, url).catch(() => null);
    if (!index) return next();

    const own = await drawnForOne(c, jarId, url, index.html);
    if (own?.page) return own.page;
    const anyone = await drawnForAnyone(c, jarId, url, index);
    return own ? withCookies(anyone, own.setCookies) : anyone;
  });

  /**
   * A member's view (their letters; the creator's every letter), or a guest's who wrote here (their
   * letters, so a letter posted without script shows as theirs), drawn for them alone; with `form`,
   * a refused post's text and message (answered with the API's status). Null: nobody of their own.
   */
  const drawnForOne = async (c: Context<AppEnv>, jarId: string, url: URL, html: string, form?: JarFormEcho) => {
    const cookies = c.req.header("Cookie");
    const viewer = sessionCookieOf(cookies) ? "member" : getCookie(c, WRITER_COOKIE) ? "writer" : null;
    if (!viewer && !form) return null;
    const api = viewer ? memberApi(c, reenter) : null;
    const seed = await readJar(api ? api.get : ownApi(c), jarId);
    const usable = seed && !api?.ended();
    const drawn = usable
      ? await draw(c, url, html, { ...seed, ...(viewer ? { viewer } : {}), ...(form ? { form } : {}) })
      : null;
    const setCookies = api?.setCookies() ?? [];
    return {
      page: drawn && withCookies(drawnAnswer(c, drawn, drawnHeaders("jar", { forOne: true })), setCookies),
      setCookies,
    };
  };

  // A form posted without script (jar-form.ts): done, back to the page (303), where a letter shows as
  // the writer's own; refused, the page again with the API's status and message (and what was typed).
  pages.post("/jar/:jarId", async (c, next) => {
    const jarId = drawnPageAt(c, "jar")?.id;
    if (!jarId) return next();
    if (!formFromUs(c)) return refuseForm(c);
    const form = await c.req.parseBody();
    const call = jarFormCall(jarId, form);
    const run = async () => {
      const res = await callAsPage(c, reenter, call);
      return res.ok ? { location: call.back, cookies: res.headers.getSetCookie() } : res;
    };
    // 마감 and 다시 편지 받기 set a state: done twice, it is the same state, so each is simply done.
    const answer = call.method === "PATCH" ? await run() : await onceByBrowser(c, jarId, form, run);
    if (!(answer instanceof Response)) {
      const back = new Response(null, {
        status: 303,
        headers: { Location: answer.location, "Cache-Control": "no-store" },
      });
      return withCookies(back, answer.cookies);
    }
    const setCookies = answer.headers.getSetCookie();
    const message = await refusalOf(answer, GENERIC_ERROR);
    const url = new URL(c.req.url);
    const index = await indexDocument(c.env.ASSETS, url).catch(() => null);
    const echo = call.draft ? { draft: call.draft, message } : { message };
    const own = index && (await drawnForOne(c, jarId, url, index.html, echo));
    if (!own?.page) return c.text(message, answer.status as 400, { "Cache-Control": "no-store" });
    const page = new Response(own.page.body, { status: answer.status, headers: own.page.headers });
    return refusedFormPage(withCookies(page, setCookies));
  });

  const drawnForAnyone = async (
    c: Context<AppEnv>,
    jarId: string,
    url: URL,
    index: { html: string; build: string },
  ) => {
    const key = new Request(`${url.origin}/jar/${jarId}?build=${encodeURIComponent(index.build)}`);
    const kept = keptPage(key.url);
    if (kept) return kept;
    const cache = await caches.open(keptFor("jar").store);
    const hit = await cache.match(key);
    if (hit) return new Response(hit.body, hit);

    const { seed, page } = await drawOnce(key.url, async () => {
      const seed = await readJar(ownApi(c), jarId);
      return { seed, page: seed ? await draw(c, url, index.html, seed) : null };
    });
    if (page && seed) {
      const res = drawnAnswer(c, page, drawnHeaders("jar"));
      if ("view" in seed) {
        afterAnswer(c, cache.put(key, res.clone()));
        keepPage(key.url, page.html, res.headers, JAR_PAGE_SECONDS);
      }
      return res;
    }
    // Not drawn (the jar's object could not answer): the SPA shell with the preview, and the client asks.
    const view = seed && "view" in seed ? seed.view : null;
    return c.html(injectMeta(index.html, jarPreviewMeta(url.origin, jarId, view)), 200, {
      "Cache-Control": "no-store",
    });
  };

  pages.get("/jar/:jarId/card.png", async (c) => {
    const jarId = c.req.param("jarId");
    const url = new URL(c.req.url);
    const asked = progressAsked(url);
    const key = new Request(
      `${url.origin}/jar/${jarId}/card.png${asked ? `?drops=${asked.drops}&on=${asked.on}` : ""}`,
    );
    const cache = await caches.open("jar-cards");
    const hit = await cache.match(key);
    if (hit) return new Response(hit.body, hit);
    const assets = (asset: string) => c.env.ASSETS.fetch(new URL(asset, c.req.url));
    const headers = { "Content-Type": "image/png", "Cache-Control": `public, max-age=${JAR_CARD_SECONDS}` };
    const png = !isJarId(jarId)
      ? null
      : await cardDraws.once(key.url, async () => {
          const seed = await readJar(ownApi(c), jarId);
          if (!seed || !("view" in seed)) return null;
          const { title, recipientName, occasion, opensOn } = seed.view;
          const progress = asked && trueProgress(asked, seed.view);
          try {
            const card = await cardRenderer();
            const drawn = await card.renderJarCard(
              { title, recipientName, occasion, opensOn, ...(progress ? { progress } : {}) },
              assets,
            );
            await cache.put(key, new Response(drawn, { headers }));
            return drawn;
          } catch (error) {
            console.error(`[${c.get("requestId")}] jar card ${jarId}:`, error);
            return null;
          }
        });
    if (png) return new Response(png, { headers });
    const image = await assets("/images/og-default.png");
    return new Response(image.body, {
      headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=60" },
    });
  });

  return pages;
};
