// The pages the worker answers, as their own sub-app (app.ts mounts it last): a praise's card image,
// the drawn pages (the praise landing, /login, a member's home, a shared jar's page: web/drawn/,
// decisions 013, 016, 021, 024), and every other client route or static file from the assets
// binding. "Drawn" is the one name of the mechanism: React's server renderer draws a page from the
// client's own components, and the client hydrates it (web/drawn/render.tsx and entry.tsx, documents.ts here).
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import * as v from "valibot";
import { GroupListSchema } from "../../contract/group";
import { HOME_VIEWS_COOKIE, type HomeSeed, parseHomeViews } from "../../contract/home";
import type { ReceivedPraise } from "../../contract/praise";
import { REACTIONS } from "../../contract/reaction";
import { fail } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { cspConfig } from "../../stack";
import { contentSecurityPolicy } from "../security";
import { sessionCookieOf } from "../session/cookie";
import type { Reenter } from "../session/internal";
import { drawnChunks, indexDocument, onFirstUse } from "./build-files";
import { cardDraws } from "./card-draws";
import { jarPages } from "./jar-pages";
import { keepPage, keptPage } from "./kept-pages";
import { MEMBER_PAGE, memberApi, withCookies } from "./member-api";
import { injectMeta, previewMeta, readPraise, readPraiseForPreview } from "./preview";

/** Reads through the worker's own /api (built-in host or upstream), with no network hop. */
export type OwnApi = (c: Context<AppEnv>) => (path: string) => Promise<Response>;

type Assets = AppEnv["Bindings"]["ASSETS"];

// The renderers come with the first card or drawn page, not with the worker: satori, resvg and yoga
// (card images), React's server renderer and the client's components (drawn pages). The worker
// starts without evaluating them, and an isolate that only answers /api never loads them.
const cardRenderer = onFirstUse(() => import("./card"));
type CardRenderer = typeof import("./card");
const pageRenderer = onFirstUse(() => import("./documents"));

// The same for everyone, so drawn once per isolate: /login.
const loginPage = onFirstUse(async (assets: Assets, url: URL) => {
  const [index, { loginDocument }, chunks] = await Promise.all([
    indexDocument(assets, url),
    pageRenderer(),
    drawnChunks(assets, url),
  ]);
  return loginDocument(index.html, url, chunks);
});

/** Under the build's static folders, or named like a file (`/favicon.ico`): never a client route. */
const isStaticFile = (path: string) =>
  /^\/(assets|images|fonts|emoji|drawn)\//.test(path) || /\.[a-z0-9]+$/i.test(path);

/** As the assets router answers index.html: the document is checked again on every visit. */
const DOCUMENT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export const createPages = (ownApi: OwnApi, reenter: Reenter) => {
  const pages = new Hono<AppEnv>();

  /**
   * A delivered praise's card image at `path`, drawn by `draw`: it never changes once delivered, so it
   * is cached per address for a year. Drawn once however many ask at the same time, and never more
   * than a couple of cards at once in this isolate (card-draws.ts); stored before the next request
   * could miss the cache. Anything not delivered (yet) gets the generic image, briefly.
   */
  const cardImage = async (
    c: Context<AppEnv>,
    path: string,
    draw: (
      card: CardRenderer,
      praise: ReceivedPraise,
      assets: (path: string) => Promise<Response>,
    ) => Promise<Uint8Array>,
  ) => {
    const key = new Request(new URL(path, c.req.url));
    const cache = await caches.open("praise-cards");
    const hit = await cache.match(key);
    if (hit) return new Response(hit.body, hit); // a mutable copy, so the headers middleware can add to it
    const assets = (asset: string) => c.env.ASSETS.fetch(new URL(asset, c.req.url));
    const headers = { "Content-Type": "image/png", "Cache-Control": "public, max-age=31536000, immutable" };
    const png = await cardDraws.once(key.url, async () => {
      const praise = await readPraiseForPreview(ownApi(c), c.req.param("id") ?? "");
      if (!praise) return null;
      try {
        const drawn = await draw(await cardRenderer(), praise, assets);
        await cache.put(key, new Response(drawn, { headers }));
        return drawn;
      } catch (error) {
        console.error(`[${c.get("requestId")}] card ${path}:`, error);
        return null;
      }
    });
    if (png) return new Response(png, { headers });
    const image = await assets("/images/og-default.png");
    // Short-lived: the praise may be delivered in a moment and get its own card.
    return new Response(image.body, {
      headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=60" },
    });
  };

  pages.get("/compliment/:id/card.png", (c) =>
    cardImage(c, `/compliment/${encodeURIComponent(c.req.param("id"))}/card.png`, (card, praise, assets) =>
      card.renderPraiseCard(praise, assets),
    ),
  );

  // The card of a keeper's answer (decision 022) ('꿀 답장 보내기'), one per praise and reaction word.
  pages.get("/compliment/:id/answer.png", (c) => {
    const code = c.req.query("reaction") ?? "";
    const reaction = REACTIONS.find((r) => r.code === code);
    if (!reaction) return fail(404, "꿀 답장을 찾을 수 없어요.");
    return cardImage(
      c,
      `/compliment/${encodeURIComponent(c.req.param("id"))}/answer.png?reaction=${code}`,
      (card, praise, assets) => card.renderAnswerCard(praise, reaction, assets),
    );
  });

  // The praise a receiver opens from KakaoTalk: drawn, with its preview meta tags.
  pages.get("/compliment/:id", async (c, next) => {
    const id = c.req.param("id");
    if (id === "send" || id === "receive") return next();
    const url = new URL(c.req.url);
    const index = await indexDocument(c.env.ASSETS, url).catch(() => null);

    // A member's view (MYSELF, already saved) for the member alone: drawn for their request, never
    // taken from or put into the caches below. A session that turns out to be over: the anonymous view.
    const member = sessionCookieOf(c.req.header("Cookie")) ? memberApi(c, reenter) : null;
    if (member && index) {
      const [read, chunks] = await Promise.all([
        readPraise(member.get, id),
        drawnChunks(c.env.ASSETS, url).catch(() => null),
      ]);
      if (!member.ended() && chunks && !("failed" in read)) {
        try {
          const page = await (await pageRenderer()).landingDocument(index.html, url, read, chunks, "member");
          const res = c.html(page.html, 200, {
            ...MEMBER_PAGE,
            "Content-Security-Policy": contentSecurityPolicy(cspConfig(c.env), page),
          });
          return withCookies(res, member.setCookies());
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
        const res = c.html(page.html, 200, {
          "Cache-Control": cacheControl,
          "Content-Security-Policy": contentSecurityPolicy(cspConfig(c.env), page),
        });
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

  // /login, painted before the bundle runs (the client hydrates it).
  pages.get("/login", async (c, next) => {
    try {
      const page = await loginPage(c.env.ASSETS, new URL(c.req.url));
      return c.html(page.html, 200, {
        "Cache-Control": DOCUMENT_CACHE_CONTROL,
        "Content-Security-Policy": contentSecurityPolicy(cspConfig(c.env), page),
      });
    } catch (error) {
      console.error(`[${c.get("requestId")}] /login render:`, error);
      return next(); // the SPA shell, as before
    }
  });

  // Home (/): a member's, drawn with their name and groups (decision 021); without a session the full
  // app, which sends a visitor to /login (or carries a stored session of the previous version over).
  pages.get("/", async (c, next) => {
    if (!sessionCookieOf(c.req.header("Cookie"))) return next();
    const url = new URL(c.req.url);
    const member = memberApi(c, reenter);
    try {
      const [info, groups, index, chunks] = await Promise.all([
        member.get("/api/member/info"),
        member.get("/api/group"),
        indexDocument(c.env.ASSETS, url),
        drawnChunks(c.env.ASSETS, url),
      ]);
      const name = v.safeParse(v.object({ data: v.object({ name: v.string() }) }), await info.json().catch(() => null));
      const list = v.safeParse(v.object({ data: GroupListSchema }), await groups.json().catch(() => null));
      if (info.ok && groups.ok && name.success && list.success) {
        const seed: HomeSeed = {
          memberName: name.output.data.name,
          groups: list.output.data.groupMembersPraiseCountInfos,
          views: parseHomeViews(getCookie(c, HOME_VIEWS_COOKIE)),
        };
        const page = await (await pageRenderer()).homeDocument(index.html, url, seed, chunks);
        const res = c.html(page.html, 200, {
          ...MEMBER_PAGE,
          "Content-Security-Policy": contentSecurityPolicy(cspConfig(c.env), page),
        });
        return withCookies(res, member.setCookies());
      }
    } catch (error) {
      console.error(`[${c.get("requestId")}] member home render:`, error);
    }
    // Not drawn (the session is over, the host could not answer): the full app, told what the reads set.
    await next();
    c.res = withCookies(new Response(c.res.body, c.res), member.setCookies());
    c.header("Cache-Control", "private, no-store");
  });

  // A shared jar's writing page and its card (decision 024).
  pages.route("/", jarPages(ownApi, reenter, pageRenderer, cardRenderer));

  // Every other page is a client route, or a static file: answered from the assets binding with
  // this environment's headers. A file that is not there is a 404, never the app's index.html: an
  // app left open across a deploy asks for chunks that no longer exist, and HTML in their place is
  // refused as a script and cached as immutable (web/app/stale-chunks.ts reloads on the 404).
  pages.get("*", async (c, next) => {
    if (/^\/(api|auth|__dev)(\/|$)/.test(c.req.path)) return next();
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (asset.status !== 404) return new Response(asset.body, asset); // mutable, for the headers middleware
    if (isStaticFile(c.req.path)) {
      return c.text("Not Found", 404, { "Cache-Control": "no-store" });
    }
    const index = await c.env.ASSETS.fetch(new URL("/", c.req.url));
    return new Response(index.body, index);
  });

  return pages;
};
