// Starts the real product for the browser tests: client built into its own folder, D1 migrated and
// seeded in a temp dir, `wrangler dev --env local` on a free port, and Kakao's emulators on another
// (127.0.0.1:<port>). Pages are opened from http://localhost:<port>, the address `npm start` names:
// every call to the emulators is then cross-site, as it is to Kakao in production.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildClient, freePort, prepareDatabase, startWorker } from "../../scripts/local-worker.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    emulatorURL: string;
    assetsDir: string;
    workDir: string;
  }
}

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), "kkul-e2e-"));
  const assetsDir = join(workDir, "dist");
  const persistTo = join(workDir, "state");
  await Promise.all([buildClient({ outDir: assetsDir, quiet: true }), prepareDatabase({ persistTo, quiet: true })]);
  const worker = await startWorker({
    port: await freePort(),
    assetsDir,
    persistTo,
    logFile: join(workDir, "wrangler.log"),
  });
  project.provide("baseURL", `http://localhost:${worker.port}`);
  project.provide("emulatorURL", worker.emulatorUrl);
  project.provide("assetsDir", assetsDir);
  project.provide("workDir", workDir);
  return () => worker.stop();
}
