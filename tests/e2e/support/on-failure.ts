// Runs before every e2e file (vitest.config.ts setupFiles): when a test fails, every page still open
// in this file's browsers is described where the run's log shows it (its address and the words on
// it, the way a person would read the screen), and photographed into test-results/failures, so a
// failure seen once on a busy machine leaves the state it failed in, not only the poll that gave up.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach } from "vitest";
import { openBrowsers } from "./browser";

const FAILURES = join(process.cwd(), "test-results", "failures");
const WORDS_SHOWN = 1_500;

const slug = (name: string) => name.replace(/[^\p{L}\p{N}]+/gu, "-").slice(0, 80);

afterEach(async ({ task }) => {
  if (task.result?.state !== "fail") return;
  const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  if (pages.length === 0) return;
  mkdirSync(FAILURES, { recursive: true });
  const lines = [`\n[on failure] ${task.name}: ${pages.length} open page(s)`];
  for (const [n, page] of pages.entries()) {
    const seen = await page
      .evaluate(() => document.body?.innerText ?? "")
      .catch((error: unknown) => `(unreadable: ${String(error)})`);
    const file = join(FAILURES, `${slug(task.name)}-${n + 1}.png`);
    await page.screenshot({ path: file, timeout: 5_000 }).catch(() => undefined);
    lines.push(`  page ${n + 1}: ${page.url()}\n    ${seen.replace(/\s+/g, " ").slice(0, WORDS_SHOWN)}`);
  }
  console.error(lines.join("\n"));
});
