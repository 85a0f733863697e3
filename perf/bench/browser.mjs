// The browser half of `npm run bench`, in Debian's Chromium: the JavaScript a real first load of a
// route downloads, and Lighthouse's mobile audit. A logged-in page gets the session the way the
// login callback leaves it (decision 021): the worker's session cookie from a real login through the
// emulator, and the member's name in the origin's localStorage (web/api/session.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { benchChromium } from "../../scripts/chromium-paths.mjs";
import { freePort } from "../../scripts/local-worker.mjs";

export const CHROME = benchChromium();
export const CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-sync"];

/** @typedef {{ cookie: string, memberName: string }} BrowserSession a member's browser login */

/**
 * The localStorage entry the login callback writes (SESSION_KEYS' name).
 * @param {{ memberName: string }} session
 */
export const sessionStorageEntries = (session) => [{ name: "userName", value: session.memberName }];

/**
 * The worker's session cookie as the browser keeps it (host-only, as __Host- requires).
 * @param {string} base
 * @param {{ cookie: string }} session
 */
export const sessionCookies = (base, session) => [
  {
    name: "__Host-kkul-session",
    value: session.cookie,
    domain: new URL(base).hostname,
    path: "/",
    expires: -1,
    httpOnly: true,
    secure: true,
    sameSite: /** @type {const} */ ("Lax"),
  },
];

const isScript = (response) =>
  response.request().resourceType() === "script" ||
  /javascript|ecmascript/.test(response.headers()["content-type"] ?? "");

/**
 * Loads each route once in a fresh context (empty cache; the session in localStorage when the route
 * needs one), waits for the load event and then for the network to go quiet (lazy route chunks
 * included), and sums the gzip'd size of every script response. Returns per route the total and
 * the files, each marked when it came from another origin.
 * @param {string} base
 * @param {{ label: string, path: string, session?: BrowserSession }[]} routes
 */
export const firstLoadJs = async (base, routes) => {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  const results = {};
  try {
    for (const { label, path, session } of routes) {
      const context = await browser.newContext({
        serviceWorkers: "block",
        storageState: {
          cookies: session ? sessionCookies(base, session) : [],
          origins: session ? [{ origin: base, localStorage: sessionStorageEntries(session) }] : [],
        },
      });
      const page = await context.newPage();
      const pending = [];
      page.on("response", (response) => {
        if (!isScript(response)) return;
        pending.push(
          response.body().then(
            (body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body).length }),
            () => ({ url: response.url(), raw: 0, gzip: 0, unread: true }),
          ),
        );
      });
      await page.goto(`${base}${path}`, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      const landedOn = new URL(page.url()).pathname;
      const files = (await Promise.all(pending)).map((f) => ({
        ...f,
        thirdParty: new URL(f.url).origin !== base,
        url: new URL(f.url).origin === base ? new URL(f.url).pathname : f.url,
      }));
      await context.close();
      if (files.some((f) => f.unread)) throw new Error(`${path}: a script response could not be read`);
      // A redirect (e.g. to /login for a missing session) would measure another page.
      if (landedOn !== path) throw new Error(`${path}: the page went to ${landedOn} instead`);
      results[label] = { path, gzip: files.reduce((s, f) => s + f.gzip, 0), files };
    }
  } finally {
    await browser.close();
  }
  return results;
};

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Lighthouse (its default: mobile, simulated throttling) `runs` times on `base + path`, in one
 * Chromium with its own new profile. With a session, that profile holds it (the cookie, the name in
 * localStorage) before the first run: Lighthouse clears the HTTP cache and the origin's caches,
 * service workers and file systems before every run, but not cookies or localStorage (its default
 * clearStorageTypes), so each run is a cold load of a logged-in member. Returns each run's figures and their medians.
 * @param {string} base
 * @param {string} path
 * @param {{ session?: BrowserSession, runs?: number }} [options]
 */
export const lighthouseRuns = async (base, path, { session, runs = 3 } = {}) => {
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
    const all = [];
    // Lighthouse answers undefined only when it ran no audit (a gather-only mode, never asked here).
    const audit = () =>
      /** @type {Promise<import("lighthouse").RunnerResult>} */ (
        lighthouse(`${base}${path}`, {
          port,
          hostname: "127.0.0.1",
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
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
      const categories = /** @type {Record<"performance" | "accessibility" | "best-practices", { score: number }>} */ (
        lhr.categories
      );
      /** @typedef {"first-contentful-paint" | "largest-contentful-paint" | "total-blocking-time"} Timing */
      const audits = /** @type {Record<Timing | "cumulative-layout-shift", { numericValue: number }>} */ (lhr.audits);
      /** @param {keyof typeof categories} id */
      const score = (id) => Math.round(categories[id].score * 100);
      /** @param {Timing} id */
      const ms = (id) => audits[id].numericValue;
      all.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        fcpMs: ms("first-contentful-paint"),
        lcpMs: ms("largest-contentful-paint"),
        tbtMs: ms("total-blocking-time"),
        cls: audits["cumulative-layout-shift"].numericValue,
      });
    }
    const medians = Object.fromEntries(Object.keys(all[0]).map((key) => [key, median(all.map((run) => run[key]))]));
    return { runs: all, median: medians };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
};

// Lighthouse's mobile preset ("slow 4G", 4× CPU), applied to a real Chromium through the DevTools
// protocol: the throttled network is Chromium's own, not a simulation.
const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * A receiver's tap, `runs` times, each in a fresh context (empty cache) under slow 4G and 4× CPU:
 * the praise landing at `path` is opened and left to settle, then '로그인하고 꿀 저장하기' is
 * tapped, and the time runs until Kakao's consent page (the local emulator's, through the worker's
 * /auth/kakao/start, decision 026) or, before the page's JavaScript runs, /login's Kakao button can be
 * pressed (enabled, not busy). That wait is what the receiver spends before Kakao. Returns each run
 * and the median.
 */
export const tapToLogin = async (base, path, { runs = 5 } = {}) => {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  const all = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`${base}${path}`, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      const save = page.getByRole("link", { name: "로그인하고 꿀 저장하기" });
      const started = performance.now();
      await save.click();
      await page.waitForFunction(
        () => {
          const button = [...document.querySelectorAll("button")].find(
            (b) => b.textContent?.includes("카카오로 시작하기") || b.textContent?.includes("동의하고 계속하기"),
          );
          return button && !button.disabled && button.getAttribute("aria-busy") !== "true";
        },
        undefined,
        { polling: "raf", timeout: 30_000 },
      );
      all.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { runs: all, medianMs: median(all) };
};
