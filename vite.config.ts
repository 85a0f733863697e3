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

// Writes ssr/pages.json: the light entry of the server-drawn pages (web/drawn.tsx; the worker's
// worker/edge/landing.ts puts it in place of the full app's) and, per page, every chunk it needs,
// which the worker preloads in the document so hydration does not wait for a second trip.
const DRAWN_ENTRY = "/web/drawn.tsx";
const SERVER_DRAWN_PAGES = {
  login: ["/web/features/auth/login-page.tsx"],
  // The seed is loaded beside the page, before hydration.
  landing: ["/web/features/receive/received-praise-page.tsx", "/web/features/receive/landing-seed.ts"],
};
const serverDrawnChunks = (): Plugin => ({
  name: "kkul-server-drawn-chunks",
  apply: "build",
  generateBundle(_options, bundle) {
    const chunks = [...Object.values(bundle)].flatMap((file) => (file.type === "chunk" ? [file] : []));
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const facade = (module: string) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
      if (!chunk) this.error(`${module}'s chunk is missing from the build`);
      return chunk;
    };
    // A chunk and everything it imports statically: what must be loaded before it runs.
    const closure = (fileNames: string[]) => {
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byName.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        seen.add(fileName);
        for (const dependency of chunk.imports) visit(dependency);
      };
      for (const fileName of fileNames) visit(fileName);
      return [...seen].map((fileName) => `/${fileName}`);
    };
    const entry = facade(DRAWN_ENTRY).fileName;
    const pages = Object.fromEntries(
      Object.entries(SERVER_DRAWN_PAGES).map(([name, modules]) => [
        name,
        closure([entry, ...modules.map((module) => facade(module).fileName)]).filter((file) => file !== `/${entry}`),
      ]),
    );
    this.emitFile({
      type: "asset",
      fileName: "ssr/pages.json",
      source: JSON.stringify({ entry: `/${entry}`, ...pages }),
    });
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
    // The full app (index.html) and the light client of the pages the worker draws (web/drawn.tsx).
    rolldownOptions: { input: { index: "index.html", drawn: "web/drawn.tsx" } },
  },
  // `npm run dev:web` (optional): Vite's dev server in front of a running `npm start`.
  server: { proxy: { "/api": worker, "/auth": worker, "/__dev": worker } },
});
