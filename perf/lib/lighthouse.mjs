// Lighthouse's mobile audit, the one way every measurement here runs it (the bench's pages, the font
// bench's variants): its default preset (mobile, simulated throttling) in the bench's Chromium, a
// logged-in page holding the member's session as the login callback leaves it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { freePort } from "../../scripts/local-worker.mjs";
import { CHROME, CHROME_ARGS, sessionCookies, sessionStorageEntries } from "./browser.mjs";
import { median } from "./stats.mjs";

/** @typedef {"accessibility" | "best-practices"} Category a category scored beside performance */
/** @type {Record<Category, "accessibility" | "bestPractices">} */
const SCORE_KEY = { accessibility: "accessibility", "best-practices": "bestPractices" };

/**
 * One run's figures: the performance score and that of each other category asked for (0–100), the
 * paint and blocking times in ms, the layout shift, and the bytes of the fonts the page downloaded.
 * @typedef {{
 *   performance: number, accessibility?: number, bestPractices?: number,
 *   fcpMs: number, lcpMs: number, tbtMs: number, cls: number, fontBytes: number,
 * }} LighthouseRun
 */

/**
 * Lighthouse `runs` times on `base + path`, in one Chromium with its own new profile. With a session,
 * that profile holds it (the cookie, the name in localStorage) before the first run: Lighthouse
 * clears the HTTP cache and the origin's caches, service workers and file systems before every run,
 * but not cookies or localStorage (its default clearStorageTypes), so each run is a cold load of a
 * logged-in member. Returns each run's figures and their medians.
 * @param {string} base
 * @param {string} path
 * @param {{
 *   session?: import("./login.mjs").BrowserSession | null,
 *   runs?: number,
 *   also?: Category[],
 * }} [options]
 * @returns {Promise<{ runs: LighthouseRun[], median: LighthouseRun }>}
 */
export const lighthouseRuns = async (
  base,
  path,
  { session, runs = 3, also = ["accessibility", "best-practices"] } = {},
) => {
  const profile = mkdtempSync(join(tmpdir(), "kkul-bench-lh-"));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    args: [...CHROME_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (session) {
      // Any page of the origin that is not the app itself, so nothing runs before the session is there.
      await page.goto(`${base}/auth/config`);
      await context.addCookies(sessionCookies(base, session));
      await page.evaluate((entries) => {
        for (const { name, value } of entries) localStorage.setItem(name, value);
      }, sessionStorageEntries(session));
    }
    /** @type {LighthouseRun[]} */
    const all = [];
    // Lighthouse answers undefined only when it ran no audit (a gather-only mode, never asked here).
    const audit = () =>
      /** @type {Promise<import("lighthouse").RunnerResult>} */ (
        lighthouse(`${base}${path}`, {
          port,
          hostname: "127.0.0.1",
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", ...also],
        })
      );
    for (let i = 0; i < runs; i++) {
      let { lhr } = await audit();
      // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP…) measured nothing: it asks to be run
      // again, so a run is taken again, at most twice, and said so. A page that fails every time still fails.
      for (let again = 0; lhr.runtimeError && again < 2; again++) {
        console.log(`  (Lighthouse ${path}: ${lhr.runtimeError.code}; run ${i + 1} taken again)`);
        ({ lhr } = await audit());
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== path) throw new Error(`Lighthouse ${path}: the page went to ${finalPath} instead`);
      // A report without a runtimeError holds each category asked for, scored, and each metric's value.
      const scored = /** @type {Record<"performance" | Category, { score: number }>} */ (lhr.categories);
      /** @typedef {"first-contentful-paint" | "largest-contentful-paint" | "total-blocking-time"} Timing */
      const audits = /** @type {Record<Timing | "cumulative-layout-shift", { numericValue: number }>} */ (lhr.audits);
      // The performance category's network-requests audit lists every request as a table.
      /** @typedef {{ details: { items: { resourceType: string, transferSize: number }[] } }} RequestTable */
      const requests = /** @type {RequestTable} */ (/** @type {unknown} */ (lhr.audits["network-requests"]));
      /** @param {Timing} id */
      const ms = (id) => audits[id].numericValue;
      all.push({
        performance: Math.round(scored.performance.score * 100),
        ...Object.fromEntries(also.map((id) => [SCORE_KEY[id], Math.round(scored[id].score * 100)])),
        fcpMs: ms("first-contentful-paint"),
        lcpMs: ms("largest-contentful-paint"),
        tbtMs: ms("total-blocking-time"),
        cls: audits["cumulative-layout-shift"].numericValue,
        fontBytes: requests.details.items
          .filter((r) => r.resourceType === "Font")
          .reduce((sum, r) => sum + r.transferSize, 0),
      });
    }
    const medians = /** @type {LighthouseRun} */ (
      Object.fromEntries(
        Object.keys(/** @type {LighthouseRun} */ (all[0])).map((key) => [
          key,
          median(all.map((run) => /** @type {Record<string, number>} */ (run)[key] ?? 0)),
        ]),
      )
    );
    return { runs: all, median: medians };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
};
