// One `npm test`, three projects: the worker in the Workers runtime on real D1, the client in
// happy-dom, and browser journeys in Debian's Chromium against a real `wrangler dev`.
//
// Both cores work: four vitest workers take files in the order of tests/harness/sequencer.ts. The
// browser files run three at a time (each takes a turn, tests/e2e/support/turns.ts), sharing the
// run's one Chromium and one `wrangler dev` (tests/e2e/global-setup.ts), while the worker and web
// files run beside them on the fourth worker. A browser file spends most of its time waiting on
// Chromium, workerd and the product's polls; a third lane fills those waits (decision 018).
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflareTest, getRunnerName, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { unstable_splitSqlQuery as splitSqlQuery } from "wrangler";
import { fontSliceTable } from "./scripts/font-slices.ts";
import UnitsBesideBrowserSequencer, { BROWSER_LANES, BROWSER_PROJECT } from "./tests/harness/sequencer";

// The Workers pool needs the assets directory to exist, even on a fresh clone.
mkdirSync("dist", { recursive: true });

// As in vite.config.ts (the drawn pages' renderer is package.json's "#drawn/render", which Vite resolves itself).
const alias: Record<string, string> = {
  "@contract": fileURLToPath(new URL("./worker/contract", import.meta.url)),
};

// The Workers project's name; the integration runs the worker under test as a runner named after it.
const workerProject = "worker";

// The contract's counting of characters, with a fresh module per test (its segmenter is made once).
const FRESH_MODULE_TESTS = "worker/contract/rules.test.ts";

// worker/host/fuzz.test.ts: reproducible in CI, a new seed each local run (printed; FUZZ_SEED=… repeats it).
const fuzzSeed = process.env.FUZZ_SEED || (process.env.CI ? "20261113" : String(Math.floor(Math.random() * 2 ** 31)));
// Its requests per run: CI's fixed seed covers the most; each local run, on a seed of its own,
// explores a new share of the same space (docs/decisions/009). FUZZ_RUNS=… asks for more.
const fuzzRuns = process.env.FUZZ_RUNS || (process.env.CI ? "600" : "200");

export default defineConfig(async () => {
  const migrations = await readD1Migrations("worker/host/db/migrations");
  // The local-only SQL files, split into statements the way `wrangler d1 execute --file` splits
  // them (it then runs them as one batch). Only worker/dev/demo-story.test.ts applies them.
  const devSql = (file: string) => splitSqlQuery(readFileSync(`worker/dev/${file}`, "utf8"));
  return {
    test: {
      // A worker per browser lane, and one for the worker and web files beside them.
      maxWorkers: BROWSER_LANES + 1,
      sequence: { sequencer: UnitsBesideBrowserSequencer },
      reporters: ["default", "./tests/harness/durations-reporter.ts"],
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml", environment: "local" },
              miniflare: {
                // Every outbound fetch reaches this worker itself, so production fetches to
                // Kakao's configured origins land on the in-worker emulators. Miniflare 5 no longer
                // converts kCurrentWorker for outboundService, so name the runner this worker
                // becomes (docs/decisions/005).
                outboundService: getRunnerName({ name: workerProject } as Parameters<typeof getRunnerName>[0]),
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  DEV_SQL: { seed: devSql("seed.sql"), demoStory: devSql("demo-story.sql") },
                  FUZZ_SEED: fuzzSeed,
                  FUZZ_RUNS: fuzzRuns,
                  // The table the build writes at /fonts/slices.json, for tests that draw a card (worker/test/card-files.ts).
                  FONT_SLICES: fontSliceTable(),
                  KAKAO_AUTH_ORIGIN: "http://kakao.test/__dev/kakao",
                  KAKAO_API_ORIGIN: "http://kakao.test/__dev/kakao",
                  MAIL_API_URL: "http://mail.test/__dev/mail/emails",
                },
              },
            }),
          ],
          resolve: { alias },
          test: {
            name: workerProject,
            include: ["worker/**/*.test.ts"],
            // Needs a module of its own per test (vi.resetModules), which this project's files share:
            // a reset here would also make the Durable Objects other files made stale. The web
            // project gives each file a fresh context.
            exclude: [FRESH_MODULE_TESTS],
            isolate: false,
            setupFiles: ["worker/test/apply-migrations.ts"],
            // As the web project's: a bound for a hung test, never a wait. The default 5 s failed a
            // rate-limit burst on two cores the browser files kept busy.
            testTimeout: 20_000,
          },
        },
        {
          plugins: [react()],
          resolve: { alias },
          test: {
            name: "web",
            environment: "happy-dom",
            // One happy-dom per worker thread, a fresh VM context per file: the same isolation as
            // a process per file for a fraction of the CPU (decision 018).
            pool: "vmThreads",
            include: ["web/**/*.test.{ts,tsx}", FRESH_MODULE_TESTS],
            setupFiles: ["web/test/setup.ts"],
            // A test waits for states, never for time; this only bounds a hung one. Vitest's default
            // failed journeys that take a few seconds of happy-dom work when the run shares two busy cores.
            testTimeout: 20_000,
          },
        },
        {
          // The e2e files import client modules too (tests/e2e/api-client.test.ts runs web/api/client.ts
          // under Node), which import the contract by its alias.
          resolve: { alias },
          test: {
            name: BROWSER_PROJECT,
            environment: "node",
            include: ["tests/e2e/**/*.test.ts"],
            globalSetup: ["tests/e2e/global-setup.ts"],
            setupFiles: ["tests/e2e/support/turns.ts", "tests/e2e/support/on-failure.ts"],
            // One worker process per lane for all its browser files, not one per file: a fork and
            // playwright's import per file were spent on the lane itself. Nothing a browser file
            // keeps in a module outlives it in a way another file could see (its own members,
            // contexts and phone addresses; the turn is taken and given back per file).
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 180_000,
            // A page waits on a real worker and a real browser: on a busy 2-core machine the default
            // 1 s of expect.poll is too short for a button to come alive, not a sign of a bug.
            expect: { poll: { timeout: 10_000 } },
            // Tests of a describe.concurrent (a11y's route sweep): this many pages at a time.
            maxConcurrency: 3,
          },
        },
      ],
    },
  };
});
