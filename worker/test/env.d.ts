import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** worker/dev/seed.sql and demo-story.sql, split into statements (vitest.config.ts). */
      DEV_SQL: { seed: string[]; demoStory: string[] };
      /** The host fuzz's seed: FUZZ_SEED if given, fixed in CI, else random (vitest.config.ts). */
      FUZZ_SEED: string;
      /** Its requests per run: FUZZ_RUNS if given, more in CI than locally (vitest.config.ts). */
      FUZZ_RUNS: string;
      /** The font slices table the build writes at /fonts/slices.json (scripts/font-slices.ts, vitest.config.ts). */
      FONT_SLICES: { file: string; weight: number; ranges: [number, number][] }[];
    }
  }
}
