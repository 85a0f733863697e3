// `npm run bench:fonts`: is a self-hosted Korean web font worth its bytes? Prints figures, asserts
// nothing (docs/decisions/014). The client is built once; each variant is that build plus one
// same-origin stylesheet of @font-face rules (woff2 slices by unicode-range, font-display: swap, a
// metric-matched local() fallback) linked from index.html. For each variant and route it counts
// the bytes Chromium actually downloads (CDP encodedDataLength, a fresh cache each time), the
// layout shift it records, takes a 390×844 screenshot, and runs Lighthouse's mobile preset.
//
//   system               no web font: the theme's stack of fonts the phone already has
//   pretendard           npm pretendard 1.3.9, static weights 400/500/700, dynamic-subset woff2
//   pretendard-variable  the same as one variable font (all weights in each slice)
//   noto                 @fontsource/noto-sans-kr 5.3.0 (the card's font) 400/500/700 woff2
//
// pretendard is not a dependency: it is fetched once with `npm pack` (72 MB) into
// node_modules/.cache/kkul-fonts. LIGHTHOUSE_RUNS (default 3) sets the runs per page (median). The fonts
// in fonts/variants.mjs, the pages' data and measuring in fonts/pages.mjs.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { buildClient, freePort, prepareDatabase, root, startWorker } from "../scripts/local-worker.mjs";
import { downloads, FLAGS, RUNS, seed } from "./fonts/pages.mjs";
import { materialise, variantsOf } from "./fonts/variants.mjs";
import { CHROME } from "./lib/browser.mjs";
import { lighthouseRuns } from "./lib/lighthouse.mjs";

const ONLY = process.env.FONT_VARIANTS?.split(",");
// Lighthouse only on routes whose label contains one of these (all by default): it is the slow part.
const LH_ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(",");
const out = join(root, "test-results", "fonts");
mkdirSync(out, { recursive: true });

// ---------- the run ----------

const work = mkdtempSync(join(tmpdir(), "kkul-fonts-"));
const built = join(work, "dist");
await Promise.all([
  buildClient({ outDir: built, quiet: true }),
  prepareDatabase({ persistTo: join(work, "state"), quiet: true }),
]);
const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
const variants = await variantsOf(browser, ONLY);
/** @type {Record<string, { metrics: unknown, routes: Record<string, unknown> }>} */
const results = {};
let data;
for (const [name, variant] of Object.entries(variants)) {
  const assetsDir = materialise(built, name, variant, work);
  const worker = await startWorker({
    port: await freePort(),
    assetsDir,
    persistTo: join(work, "state"),
    logFile: join(work, "wrangler.log"),
  });
  try {
    data ??= await seed(worker.url);
    const routes = [
      ["/login", "/login", null],
      ["/compliment/<uuid>", `/compliment/${data.uuid}`, null],
      ["/ (5 groups)", "/", data.session],
    ];
    results[name] = { metrics: variant?.metrics, routes: {} };
    for (const [label, path, session] of routes) {
      const slug = label.replace(/[^a-z]+/gi, "-").replace(/^-|-$/g, "") || "home";
      const measured = await downloads(browser, `${worker.url}${path}`, session, join(out, `${name}-${slug}.png`));
      const lh =
        RUNS > 0 && (!LH_ROUTES || LH_ROUTES.some((r) => label.includes(r)))
          ? await lighthouseRuns(worker.url, path, { session, runs: RUNS, also: [] })
          : null;
      results[name].routes[label] = { ...measured, lighthouse: lh };
      const kib = (n = 0) => `${(n / 1024).toFixed(1)} KiB`;
      const b = measured.bytes;
      const total = Object.entries(b).reduce((s, [k, v]) => (k === "fontFiles" ? s : s + v), 0);
      console.log(
        `${name.padEnd(20)} ${label.padEnd(20)} total ${kib(total).padStart(10)}  fonts ${kib(b.font).padStart(9)} (${b.fontFiles ?? 0} files)  css ${kib(b.stylesheet).padStart(8)}  js ${kib(b.script).padStart(9)}  CLS(observer) ${measured.cls.toFixed(4)}` +
          (lh
            ? `  | LH perf ${lh.median.performance} (${lh.runs.map((r) => r.performance).join("/")})  FCP ${(lh.median.fcpMs / 1000).toFixed(2)} s  LCP ${(lh.median.lcpMs / 1000).toFixed(2)} s  CLS ${lh.median.cls.toFixed(3)}  TBT ${lh.median.tbtMs.toFixed(0)} ms`
            : ""),
      );
    }
  } finally {
    worker.stop();
  }
}
await browser.close();
writeFileSync(join(out, "results.json"), JSON.stringify(results, null, 2));
console.log(`\nscreenshots and results.json in ${out}`);
process.exit(0);
