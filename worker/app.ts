// createApp(): the one Hono app the worker runs, on the stack every route shares (stack.ts): the
// edge (rate limits, /auth, /api forwarding, previews, card images and drawn pages), the built-in
// praise host under /api and the local emulators under /__dev.
import type { Context } from "hono";
import { createDevEmulators } from "./dev";
import { cardDraws } from "./edge/card-draws";
import { kakaoAuthRoutes } from "./edge/kakao-auth";
import type { DrawnPage, PageChunks } from "./edge/landing";
import { injectMeta, previewMeta, readPraise, readPraiseForPreview } from "./edge/og-preview";
import { forwardToPraiseHost } from "./edge/proxy";
import { rateLimit } from "./edge/rate-limit";
import { contentSecurityPolicy } from "./edge/security";
import { createPraiseHost } from "./host";
import { readConfig } from "./lib/config";
import type { AppEnv } from "./lib/types";
import { createStack, cspConfig } from "./stack";

/** Written by the client build (vite.config.ts): the drawn pages' entry, and each page's chunks beyond it. */
const PAGE_CHUNKS_FILE = "/ssr/pages.json";

/** Loads a module on first use, once per isolate; a failed load is not kept, so the next use tries again. */
const onFirstUse = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
};
// The renderers come with the first card or drawn page, not with the worker: satori, resvg and yoga
// (card images), React's server renderer and the client's components (drawn pages). The worker
// starts without evaluating them, and an isolate that only answers /api never loads them.
const cardRenderer = onFirstUse(() => import("./edge/praise-card"));
const pageRenderer = onFirstUse(() => import("./edge/landing"));

// Once per isolate (one deployment's assets): the server-drawn pages' chunk lists, and /login,
// which is the same for everyone. A failed read is not kept, so the next request tries again.
let pageChunks: Promise<PageChunks> | undefined;
const serverDrawnChunks = (assets: AppEnv["Bindings"]["ASSETS"], url: URL): Promise<PageChunks> => {
  pageChunks ??= assets.fetch(new URL(PAGE_CHUNKS_FILE, url)).then((res) => {
    if (!res.ok) throw new Error(`${PAGE_CHUNKS_FILE}: ${res.status}`);
    return res.json<PageChunks>();
  });
  pageChunks.catch(() => {
    pageChunks = undefined;
  });
  return pageChunks;
};
// A delivered praise's page as drawn by this isolate, in front of the Cache API: a praise shared to
// a group chat is opened by many people in a row, and each of them is then served from memory,
// without a round trip to the cache. Same key (path and build) and the same lifetime as the cached
// copy (its max-age, from when it was drawn), and only so many pages (the oldest go first).
const PAGES_IN_MEMORY = 200;
type KeptPage = { html: string; headers: [string, string][]; until: number };
const pagesInMemory = new Map<string, KeptPage>();
const keepPage = (key: string, html: string, headers: Headers, maxAgeSeconds: number) => {
  pagesInMemory.delete(key);
  pagesInMemory.set(key, { html, headers: [...headers], until: Date.now() + maxAgeSeconds * 1000 });
  if (pagesInMemory.size > PAGES_IN_MEMORY) pagesInMemory.delete(pagesInMemory.keys().next().value as string);
};
const keptPage = (key: string): Response | undefined => {
  const kept = pagesInMemory.get(key);
  if (!kept) return undefined;
  if (kept.until <= Date.now()) {
    pagesInMemory.delete(key);
    return undefined;
  }
  return new Response(kept.html, { headers: kept.headers });
};

let loginPage: Promise<DrawnPage> | undefined;
let homePage: Promise<DrawnPage> | undefined;
let indexFile: Promise<{ html: string; build: string }> | undefined;
/** The built index.html, and its entry script's name, which tells one build from another. */
const indexDocument = (assets: AppEnv["Bindings"]["ASSETS"], url: URL) => {
  indexFile ??= assets.fetch(new URL("/", url)).then(async (res) => {
    if (!res.ok) throw new Error(`index.html: ${res.status}`);
    const html = await res.text();
    return { html, build: /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1] ?? "" };
  });
  indexFile.catch(() => {
    indexFile = undefined;
  });
  return indexFile;
};

/** Under the build's static folders, or named like a file (`/favicon.ico`): never a client route. */
const isStaticFile = (path: string) => /^\/(assets|images|fonts|emoji|ssr)\//.test(path) || /\.[a-z0-9]+$/i.test(path);

export const createApp = () => {
  const app = createStack();

  /** Reads through this app's own /api (built-in host or upstream), with no network hop. */
  const ownApi = (c: Context<AppEnv>) => async (path: string) =>
    app.fetch(new Request(new URL(path, c.req.url)), c.env);

  // Edge. Abuse-prone calls are counted first, also when /api is forwarded.
  app.use(rateLimit);
  app.route("/auth", kakaoAuthRoutes);

  // /api: an external praise host when configured, else the built-in one on D1.
  app.use("/api/*", async (c, next) => {
    const config = readConfig(c.env);
    if (config.PRAISE_HOST) return forwardToPraiseHost(c, config.PRAISE_HOST, config.PROXY_TIMEOUT_MS);
    await next();
  });
  app.route("/api", createPraiseHost());

  // Local emulators: they answer 404 as if absent unless the environment turns them on.
  app.route("/__dev", createDevEmulators());

  // A delivered praise's card image. It never changes once delivered: cached per uuid for a year.
  app.get("/compliment/:id/card.png", async (c) => {
    const id = c.req.param("id");
    const cache = await caches.open("praise-cards");
    const key = new Request(new URL(`/compliment/${encodeURIComponent(id)}/card.png`, c.req.url));
    const hit = await cache.match(key);
    if (hit) return new Response(hit.body, hit); // a mutable copy, so the headers middleware can add to it
    const assets = (path: string) => c.env.ASSETS.fetch(new URL(path, c.req.url));
    const generic = async () => {
      const image = await assets("/images/og-default.png");
      // Short-lived: the praise may be delivered in a moment and get its own card.
      return new Response(image.body, {
        headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=60" },
      });
    };
    const headers = { "Content-Type": "image/png", "Cache-Control": "public, max-age=31536000, immutable" };
    // Drawn once however many ask at the same time, and never more than a couple of cards at once in
    // this isolate (edge/card-draws.ts); stored before the next request could miss the cache.
    const png = await cardDraws.once(key.url, async () => {
      const praise = await readPraiseForPreview(ownApi(c), id);
      if (!praise) return null;
      try {
        const drawn = await (await cardRenderer()).renderPraiseCard(praise, assets);
        await cache.put(key, new Response(drawn, { headers }));
        return drawn;
      } catch (error) {
        console.error(`[${c.get("requestId")}] praise card ${id}:`, error);
        return null;
      }
    });
    return png ? new Response(png, { headers }) : generic();
  });

  // The praise a receiver opens from KakaoTalk: drawn by the worker, with its preview meta tags.
  app.get("/compliment/:id", async (c, next) => {
    const id = c.req.param("id");
    if (id === "send" || id === "receive") return next();
    const url = new URL(c.req.url);
    const index = await indexDocument(c.env.ASSETS, url).catch(() => null);
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
      serverDrawnChunks(c.env.ASSETS, url).catch(() => null),
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
          "Content-Security-Policy": contentSecurityPolicy(cspConfig(c.env), page.styleHashes),
        });
        if (praise) {
          c.executionCtx.waitUntil(cache.put(key, res.clone()));
          keepPage(key.url, page.html, res.headers, maxAge);
        }
        return res;
      } catch (error) {
        // The client can still draw it: the SPA shell with the preview, as before the server render.
        console.error(`[${c.get("requestId")}] landing render ${id}:`, error);
      }
    }
    const shell = index?.html ?? (await (await c.env.ASSETS.fetch(new URL("/", url))).text());
    return c.html(injectMeta(shell, previewMeta(url.origin, url.pathname, praise)), 200, {
      "Cache-Control": cacheControl,
    });
  });

  // /login, painted before the bundle runs (drawn once per isolate; the client hydrates it).
  app.get("/login", async (c, next) => {
    const url = new URL(c.req.url);
    loginPage ??= (async () => {
      const index = await indexDocument(c.env.ASSETS, url);
      const [{ loginDocument }, chunks] = await Promise.all([pageRenderer(), serverDrawnChunks(c.env.ASSETS, url)]);
      return loginDocument(index.html, url, chunks);
    })();
    try {
      const page = await loginPage;
      return c.html(page.html, 200, {
        "Cache-Control": "public, max-age=0, must-revalidate", // as the assets router answers index.html
        "Content-Security-Policy": contentSecurityPolicy(cspConfig(c.env), page.styleHashes),
      });
    } catch (error) {
      loginPage = undefined;
      console.error(`[${c.get("requestId")}] /login render:`, error);
      return next(); // the SPA shell, as before
    }
  });

  // Home (/): the full app, with the shell that paints a returning member's home before it arrives
  // (drawn once per isolate: the same for everyone, the stored name is filled in by the browser).
  app.get("/", async (c, next) => {
    homePage ??= Promise.all([pageRenderer(), indexDocument(c.env.ASSETS, new URL(c.req.url))]).then(
      ([{ homeShellDocument }, { html }]) => homeShellDocument(html),
    );
    try {
      const page = await homePage;
      return c.html(page.html, 200, {
        "Cache-Control": "public, max-age=0, must-revalidate", // as the assets router answers index.html
        "Content-Security-Policy": contentSecurityPolicy(cspConfig(c.env), page.styleHashes, page.scriptHashes),
      });
    } catch (error) {
      homePage = undefined;
      console.error(`[${c.get("requestId")}] / shell:`, error);
      return next(); // index.html as it is
    }
  });

  // Every other page is a client route, or a static file: answered from the assets binding with
  // this environment's headers. A file that is not there is a 404, never the app's index.html: an
  // app left open across a deploy asks for chunks that no longer exist, and HTML in their place is
  // refused as a script and cached as immutable (web/app/stale-chunks.ts reloads on the 404).
  app.get("*", async (c, next) => {
    if (/^\/(api|auth|__dev)(\/|$)/.test(c.req.path)) return next();
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (asset.status !== 404) return new Response(asset.body, asset); // mutable, for the headers middleware
    if (isStaticFile(c.req.path)) {
      return c.text("Not Found", 404, { "Cache-Control": "no-store" });
    }
    const index = await c.env.ASSETS.fetch(new URL("/", c.req.url));
    return new Response(index.body, index);
  });

  return app;
};
