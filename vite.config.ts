import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { emojiImages, fontSlices } from "./scripts/font-slices.ts";
import { DRAWN_ENTRY, DRAWN_PAGE_NAMES, drawnView, pageChunks } from "./web/drawn/pages.ts";
import { staticHeaders } from "./worker/edge/security.ts";

// Writes dist/_headers: the security headers that do not depend on configuration. The CSP is not
// among them: every document goes through the worker, which builds it from its configuration.
const staticHeadersFile = (): Plugin => ({
  name: "kkul-static-headers",
  apply: "build",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: "_headers", source: staticHeaders() });
  },
});

// The praise card's font for the worker (worker/edge/pages/card.ts): slices and their table, and
// the emoji images it draws emoji with.
const cardFont = (): Plugin => ({
  name: "kkul-card-font",
  apply: "build",
  generateBundle() {
    const { files, slices } = fontSlices();
    for (const file of files) this.emitFile({ type: "asset", ...file });
    this.emitFile({ type: "asset", fileName: "fonts/slices.json", source: JSON.stringify(slices) });
    for (const file of emojiImages()) this.emitFile({ type: "asset", ...file });
  },
});

// `npm run dev`: the same files from memory, so the worker draws its cards in dev too.
const CONTENT_TYPES: Record<string, string> = { json: "application/json", svg: "image/svg+xml", txt: "text/plain" };
const cardFontInDev = (): Plugin => ({
  name: "kkul-card-font-dev",
  apply: "serve",
  configureServer(server) {
    let files: Map<string, Buffer | string> | undefined;
    server.middlewares.use((req, res, next) => {
      const path = req.url?.split("?")[0] ?? "";
      if (!/^\/(fonts|emoji)\//.test(path)) return next();
      if (!files) {
        const { files: fonts, slices } = fontSlices();
        files = new Map([...fonts, ...emojiImages()].map((file) => [`/${file.fileName}`, file.source]));
        files.set("/fonts/slices.json", JSON.stringify(slices));
      }
      const source = files.get(path);
      if (source === undefined) return next();
      res.setHeader("Content-Type", CONTENT_TYPES[path.split(".").pop() ?? ""] ?? "application/octet-stream");
      res.end(source);
    });
  },
});

// Writes drawn/pages.json: the client entry of the drawn pages (web/drawn/entry.tsx; the worker's
// worker/edge/pages/documents.ts puts it in place of the full app's) and, per page of web/drawn/pages.ts,
// every chunk it needs, which the worker preloads in the document so hydration does not wait for a
// second trip.
type Bundle = Parameters<NonNullable<Extract<Plugin["generateBundle"], (...args: never[]) => unknown>>>[1];

/** The chunk of each module and every chunk those import statically: what must load before they run. */
const chunkClosure = (bundle: Bundle, modules: string[], fail: (message: string) => never) => {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file] : []));
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    for (const dependency of chunk.imports) visit(dependency);
  };
  for (const module of modules) {
    // A page's module is its own chunk's facade, or captured whole in a group's chunk (drawnCore).
    const chunk =
      chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module)) ??
      chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) fail(`${module}'s chunk is missing from the build`);
    visit(chunk.fileName);
  }
  return [...seen].map((fileName) => `/${fileName}`);
};

/** React's chunk and the drawn pages' core (codeSplitting's groups below), in the order they are evaluated. */
const EAGER_CHUNKS = new Set(["react", "core"]);

const drawnPageChunks = (): Plugin => ({
  name: "kkul-drawn-page-chunks",
  apply: "build",
  generateBundle(_options, bundle) {
    const fail = (message: string) => this.error(message);
    const [entry = ""] = chunkClosure(bundle, [DRAWN_ENTRY], fail);
    // React's chunk, then the core (codeSplitting's groups below), each evaluated in a task of its own.
    const first = [...EAGER_CHUNKS].map((name) => {
      const chunk = Object.values(bundle).find((file) => file.type === "chunk" && file.name === name);
      return chunk ? `/${chunk.fileName}` : fail(`the ${name} chunk is missing from the build`);
    });
    const pages = pageChunks(
      entry,
      (view) => chunkClosure(bundle, [DRAWN_ENTRY, view], fail).filter((file) => file !== entry),
      first,
    );
    this.emitFile({ type: "asset", fileName: "drawn/pages.json", source: JSON.stringify(pages) });
  },
});

// `npm run dev` (scripts/dev.mjs): the same drawn/pages.json, answered by Vite's dev server, naming the
// source modules it serves instead of built chunks, so the worker draws its pages in dev as it does
// from a build and the browser hydrates them with Vite's modules (decision 030).
const drawnPageModules = (): Plugin => ({
  name: "kkul-drawn-page-modules",
  apply: "serve",
  configureServer(server) {
    const pages = JSON.stringify(pageChunks(DRAWN_ENTRY, (view) => [view]));
    server.middlewares.use("/drawn/pages.json", (_req, res) => {
      res.setHeader("Content-Type", "application/json");
      res.setHeader("Cache-Control", "no-store");
      res.end(pages);
    });
  },
});

// The modules the drawn pages need before they hydrate (the static imports of the drawn entry and of
// each page: query-core, valibot, stitches, the toast, the API client, the contract's rules…), in one
// chunk instead of the dozen small ones automatic splitting makes of them by who imports what. Each
// file is gzip'd on its own, so a dozen small files cost more than the same code in one. A module
// joins when all drawn pages but one need it: of the thresholds built and summed per page, that one
// gave the pages with the tightest budgets the least (docs/performance.md, "From decision 032"). The
// full app needs nearly all of it too. The drawn entry itself stays out: its top level
// hydrates a drawn page, which the full app must never run.
// A page's closure counts every module a barrel re-exports (React Query's index re-exports every
// hook), though the build keeps only what is used. Used only by the full app's group page, these
// would otherwise ride in the core of every drawn page; left to the build, they go with their user.
const FULL_APP_ONLY =
  /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryObserver)\.js$/;
const drawnCore = () => {
  const core = new Set<string>();
  const byPages = new Map<string, string>();
  const names = DRAWN_PAGE_NAMES;
  const plugin: Plugin = {
    name: "kkul-drawn-core",
    apply: "build",
    buildEnd() {
      const absolute = (module: string) => fileURLToPath(new URL(`.${module}`, import.meta.url));
      const closure = (modules: readonly string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        for (const module of modules) visit(absolute(module));
        return seen;
      };
      const pages = names.map((name) => closure([DRAWN_ENTRY, drawnView(name)]));
      // No drawn page hydrates with the router (decision 016): one import of it costs a page its budget.
      for (const [index, page] of pages.entries()) {
        const router = [...page].find((id) => /node_modules[\\/]react-router/.test(id));
        if (router) this.error(`the drawn page ${names[index]} imports ${router} before it hydrates`);
      }
      core.clear();
      byPages.clear();
      for (const id of new Set(pages.flatMap((page) => [...page]))) {
        if (FULL_APP_ONLY.test(id)) continue;
        const needing = names.filter((_name, index) => pages[index]?.has(id));
        if (needing.length >= pages.length - 1) core.add(id);
        else byPages.set(id, `drawn-${needing.join("+")}`);
      }
      core.delete(absolute(DRAWN_ENTRY));
    },
  };
  // The rest of the drawn pages' modules, for the same reason one chunk per set of drawn pages that
  // need them (the jar page's own, home's and the jar page's…) instead of one per importer. A set's
  // chunk takes its modules' imports along, so the shared sets' groups come before the single pages'.
  // A full-app page that imports one of these modules loads its chunk whole.
  return {
    plugin,
    inCore: (id: string) => core.has(id),
    pagesChunk: (shared: boolean) => (id: string) => {
      const name = byPages.get(id);
      return name && name.includes("+") === shared ? name : null;
    },
  };
};
const core = drawnCore();

// The full app's documents also preload home (/): it is where a member opens the app and where the
// Kakao login callback leads, and its chunk would otherwise be asked for only once the entry has run.
const HOME_PAGE = "/web/features/home/home-route.tsx";
const homePreload = (): Plugin => ({
  name: "kkul-home-preload",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html, { bundle }) {
      if (!bundle) return;
      const fail = (message: string): never => {
        throw new Error(message);
      };
      return chunkClosure(bundle, [HOME_PAGE], fail)
        .filter((href) => !html.includes(href))
        .map((href) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href }, injectTo: "head" }));
    },
  },
});

export default defineConfig({
  plugins: [
    react(),
    staticHeadersFile(),
    cardFont(),
    cardFontInDev(),
    drawnPageChunks(),
    core.plugin,
    drawnPageModules(),
    homePreload(),
  ],
  resolve: { alias: { "@contract": fileURLToPath(new URL("./worker/contract", import.meta.url)) } },
  build: {
    // The e2e harness builds into its own folder so a running `npm start` is never disturbed.
    outDir: process.env.KKUL_OUT_DIR ?? "dist",
    emptyOutDir: true,
    sourcemap: false,
    // The full app (index.html) and the client entry of the pages the worker draws (web/drawn/entry.tsx).
    rolldownOptions: {
      input: { index: "index.html", drawn: "web/drawn/entry.tsx" },
      // An imported constant (a limit, a word defined once in the contract or web/ui) is written where it
      // is used, as a literal, instead of being exported by one chunk and imported by the others: a
      // string named once costs a page nothing over the same string written out where it is shown.
      optimization: { inlineConst: true },
      // React in a chunk of its own name (the largest file, unchanged between our releases), then the
      // drawn pages' common modules (drawnCore above); the rest split by who imports what.
      output: {
        // V8's explicit compile hint on the two chunks every drawn page evaluates at startup: their
        // functions are compiled on the thread that streams them in, not on the main thread the first
        // time they run, which was the first tap (React's event and update paths, decision 032).
        // After minification, which would drop the comment.
        postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? "//# allFunctionsCalledOnLoad" : ""),
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            { name: "core", test: core.inCore, priority: 3 },
            { name: core.pagesChunk(true), debugName: "drawn pages' shared", priority: 2 },
            { name: core.pagesChunk(false), debugName: "a drawn page's own", priority: 1 },
          ],
        },
      },
    },
  },
  // The dev server (`npm run dev`) runs the worker inside it: scripts/dev.mjs adds @cloudflare/vite-plugin.
});
