import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { fontSlices } from "./scripts/font-slices.mjs";
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

// The praise card's font for the worker (worker/edge/praise-card.ts): slices and their table.
const cardFont = (): Plugin => ({
  name: "kkul-card-font",
  apply: "build",
  generateBundle() {
    const { files, slices } = fontSlices();
    for (const file of files) this.emitFile({ type: "asset", ...file });
    this.emitFile({ type: "asset", fileName: "fonts/slices.json", source: JSON.stringify(slices) });
  },
});

// Writes ssr/pages.json: the chunks each server-drawn page (worker/edge/landing.ts) needs beyond
// the entry, which the worker preloads in the document so hydration does not wait for a second trip.
const SERVER_DRAWN_PAGES = {
  login: "/web/features/auth/login-page.tsx",
  landing: "/web/features/receive/received-praise-page.tsx",
};
// Loaded by the entry before it hydrates the landing (web/main.tsx).
const LANDING_SEED = "/web/features/receive/landing-seed.ts";
const serverDrawnChunks = (): Plugin => ({
  name: "kkul-server-drawn-chunks",
  apply: "build",
  generateBundle(_options, bundle) {
    const chunks = new Map(
      Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [[file.fileName, file] as const] : [])),
    );
    const chunksOf = (page: string) => {
      const facade = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(page));
      if (!facade) this.error(`${page}'s chunk is missing from the build`);
      const modules = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || chunk.isEntry || modules.has(`/${fileName}`)) return;
        modules.add(`/${fileName}`);
        for (const dependency of chunk.imports) visit(dependency);
      };
      visit(facade.fileName);
      return [...modules];
    };
    const pages = Object.fromEntries(Object.entries(SERVER_DRAWN_PAGES).map(([name, page]) => [name, chunksOf(page)]));
    pages.landing = [...new Set([...chunksOf(LANDING_SEED), ...(pages.landing ?? [])])];
    this.emitFile({ type: "asset", fileName: "ssr/pages.json", source: JSON.stringify(pages) });
  },
});

const worker = process.env.KKUL_WORKER_URL ?? "http://127.0.0.1:8787";

export default defineConfig({
  plugins: [react(), staticHeadersFile(), cardFont(), serverDrawnChunks()],
  resolve: { alias: { "@contract": fileURLToPath(new URL("./worker/contract", import.meta.url)) } },
  build: {
    // The e2e harness builds into its own folder so a running `npm start` is never disturbed.
    outDir: process.env.KKUL_OUT_DIR ?? "dist",
    emptyOutDir: true,
    sourcemap: false,
  },
  // `npm run dev:web` (optional): Vite's dev server in front of a running `npm start`.
  server: { proxy: { "/api": worker, "/auth": worker, "/__dev": worker } },
});
