import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
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

const worker = process.env.KKUL_WORKER_URL ?? "http://127.0.0.1:8787";

export default defineConfig({
  plugins: [react(), staticHeadersFile()],
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
