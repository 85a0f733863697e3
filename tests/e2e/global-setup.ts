// Starts the real product once for every browser test of the run: one Chromium (a browser server the
// test files connect to, each test with its own context), and one `wrangler dev --env local` with the
// client built into its own folder, D1 migrated and seeded in a temp dir, and Kakao's emulators on a
// second origin (127.0.0.1:<port>). Pages are opened from http://localhost:<port>, the address
// `npm start` names: every call to the emulators is then cross-site, as it is to Kakao in production.
//
// The build and `wrangler dev` start in the background, so the worker and web projects start their
// files at once instead of waiting for them; each e2e file first takes its turn from the run's
// turn keeper (tests/e2e/support/turns.ts), which answers once the server is up and the file before
// it is done, so the browser files run in their lanes beside the unit files (vitest.config.ts).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildClient, prepareDatabase, reservePort, startWorker } from "../../scripts/local-worker.mjs";
import { BROWSER_LANES } from "../harness/sequencer";
import { serveAxe } from "./support/axe-server";
import { launchBrowserServer } from "./support/browser-server";
import { startTurnKeeper } from "./support/turn-keeper";
import { E2E_WORKER_VARS } from "./support/worker-vars";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    emulatorURL: string;
    assetsDir: string;
    workDir: string;
    browserEndpoint: string;
    turnsURL: string;
    axeURL: string;
  }
}

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), "kkul-e2e-"));
  const assetsDir = join(workDir, "dist");
  const persistTo = join(workDir, "state");
  const logFile = join(workDir, "wrangler.log");
  // The addresses are given to the files now; the server takes them once the build is done.
  const [held, heldForEmulators, browser, axe] = await Promise.all([
    reservePort(),
    reservePort(),
    launchBrowserServer(),
    serveAxe(),
  ]);
  const { port } = held;
  const emulatorPort = heldForEmulators.port;

  const worker = (async () => {
    try {
      await Promise.all([buildClient({ outDir: assetsDir, quiet: true }), prepareDatabase({ persistTo, quiet: true })]);
    } finally {
      await Promise.all([held.release(), heldForEmulators.release()]);
    }
    return startWorker({ port, emulatorPort, assetsDir, persistTo, logFile, vars: E2E_WORKER_VARS });
  })();
  const turns = await startTurnKeeper(
    worker.then(() => undefined),
    BROWSER_LANES,
  );

  project.provide("baseURL", `http://localhost:${port}`);
  project.provide("emulatorURL", `http://127.0.0.1:${emulatorPort}`);
  project.provide("assetsDir", assetsDir);
  project.provide("workDir", workDir);
  project.provide("browserEndpoint", browser.wsEndpoint());
  project.provide("turnsURL", turns.url);
  project.provide("axeURL", axe.url);

  return async () => {
    turns.close();
    axe.close();
    await Promise.allSettled([worker.then((w) => w.stop()), browser.close()]);
  };
}
