// `npm run bench -- --only js,lighthouse`: what a first load of each route downloads, and
// Lighthouse's mobile audit of the pages a receiver and a member open first.
import { lighthouseRuns } from "../lib/lighthouse.mjs";
import { firstLoadJs } from "./page-loads.mjs";
import { BUDGET, kib } from "./report.mjs";

/**
 * A shared jar's writing page, as the team chat opens it (made once, for the js and lighthouse sections).
 * @param {string} url
 * @param {Record<string, string>} bearer
 * @returns {() => Promise<string>}
 */
export const jarPageOnce = (url, bearer) => {
  /** @type {string | null} */
  let jarPath = null;
  return async () => {
    if (jarPath) return jarPath;
    const opensOn = new Date(Date.now() + 9 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
    const res = await fetch(`${url}/api/jar`, {
      method: "POST",
      headers: { ...bearer, "Content-Type": "application/json" },
      body: JSON.stringify({ recipientName: "김하늘", occasion: "FAREWELL", title: "하늘님의 송별 꿀단지", opensOn }),
    });
    if (res.status !== 201) throw new Error(`POST /api/jar: ${res.status} ${await res.text()}`);
    jarPath = `/jar/${(await res.json()).data.jarId}`;
    return jarPath;
  };
};

/**
 * @typedef {{
 *   url: string,
 *   seed: import("../lib/fixture.mjs").BenchSeed,
 *   landingPath: string,
 *   jarPage: () => Promise<string>,
 *   budget: import("./report.mjs").Budget,
 * }} PagesContext
 */

/** @param {PagesContext} context */
export const firstLoadJsSection = async ({ url, seed, landingPath, jarPage, budget }) => {
  const { bee } = seed;
  console.log("\nFirst-load JavaScript per route (Chromium, empty cache, until the network is idle; gzip)");
  const routes = [
    { label: "/login", path: "/login", budgetKiB: BUDGET.firstLoadJsKiB },
    { label: "/compliment/<uuid>", path: landingPath, budgetKiB: BUDGET.firstLoadJsKiB },
    { label: "/jar/<id>", path: await jarPage(), budgetKiB: BUDGET.firstLoadJsKiB },
    { label: "/ (logged in)", path: "/", session: bee, budgetKiB: BUDGET.homeFirstLoadJsKiB },
    { label: "/group/<id> (logged in)", path: `/group/${seed.groups[0]}`, session: bee },
  ];
  const js = await firstLoadJs(url, routes);
  for (const route of routes) {
    const { gzip, files: scripts } = js[route.label];
    const third = scripts.filter((f) => f.thirdParty);
    console.log(
      `  ${route.label.padEnd(28)} ${kib(gzip).padStart(10)}  in ${scripts.length} files${third.length ? ` (of which from other origins: ${third.map((f) => `${f.url} ${kib(f.gzip)}`).join(", ")})` : ""}`,
    );
    if (route.budgetKiB)
      budget(
        `${route.label} first-load JS (gzip)`,
        kib(gzip),
        `≤ ${route.budgetKiB} KiB`,
        gzip <= route.budgetKiB * 1024,
      );
  }
  return js;
};

// A page's runs span several points on a shared machine: the median of five is not moved by one run
// that met the machine's own busy moment, as a median of three is.
const LIGHTHOUSE_RUNS = 5;

/** @param {PagesContext} context */
export const lighthouseSection = async ({ url, seed, landingPath, jarPage, budget }) => {
  const { bee } = seed;
  console.log(`\nLighthouse (mobile preset, simulated throttling; Debian Chromium; median of ${LIGHTHOUSE_RUNS} runs)`);
  /** @type {Record<string, { path: string, runs: unknown[], median: unknown }>} */
  const figures = {};
  /** @type {[label: string, path: string, session?: import("../lib/login.mjs").BrowserSession][]} */
  const pages = [
    ["/login", "/login"],
    ["/compliment/<uuid> (landing)", landingPath],
    ["/jar/<id> (writing page)", await jarPage()],
    ["/ (logged in, 5 groups)", "/", bee],
  ];
  for (const [label, path, session] of pages) {
    const { runs, median } = await lighthouseRuns(url, path, { session, runs: LIGHTHOUSE_RUNS });
    figures[label] = { path, runs, median };
    console.log(
      `  ${label.padEnd(30)} performance ${median.performance}  accessibility ${median.accessibility}  best practices ${median.bestPractices}   (runs: ${runs.map((r) => r.performance).join(", ")})`,
    );
    console.log(
      `  ${"".padEnd(30)} FCP ${(median.fcpMs / 1000).toFixed(1)} s  LCP ${(median.lcpMs / 1000).toFixed(1)} s  TBT ${median.tbtMs.toFixed(0)} ms  CLS ${median.cls.toFixed(3)}`,
    );
    const short = label.replace(/ \(.*\)$/, "");
    budget(
      `${short} Lighthouse performance`,
      String(median.performance),
      `≥ ${BUDGET.lighthouse.performance}`,
      median.performance >= BUDGET.lighthouse.performance,
    );
    budget(
      `${short} LCP`,
      `${(median.lcpMs / 1000).toFixed(2)} s`,
      `≤ ${BUDGET.lighthouse.lcpMs / 1000} s`,
      median.lcpMs <= BUDGET.lighthouse.lcpMs,
    );
    // As Lighthouse shows it: three decimals.
    budget(`${short} CLS`, median.cls.toFixed(3), "0", Number(median.cls.toFixed(3)) === BUDGET.lighthouse.cls);
    if (path === "/") {
      budget(
        `${short} TBT`,
        `${median.tbtMs.toFixed(0)} ms`,
        `≤ ${BUDGET.lighthouse.homeTbtMs} ms`,
        median.tbtMs <= BUDGET.lighthouse.homeTbtMs,
      );
    }
  }
  return figures;
};
