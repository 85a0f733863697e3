// What a first load costs in `npm run bench`, in Debian's Chromium: the JavaScript a real first load
// of a route downloads, and a receiver's tap on a slow first load until Kakao's login can be pressed.
// A logged-in page holds the member's session as the login callback leaves it (perf/lib/browser.mjs).
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROME, CHROME_ARGS, SLOW_4G, sessionState } from "../lib/browser.mjs";
import { median } from "../lib/stats.mjs";

const isScript = (response) =>
  response.request().resourceType() === "script" ||
  /javascript|ecmascript/.test(response.headers()["content-type"] ?? "");

/**
 * Loads each route once in a fresh context (empty cache; the session in localStorage when the route
 * needs one), waits for the load event and then for the network to go quiet (lazy route chunks
 * included), and sums the gzip'd size of every script response. Returns per route the total and
 * the files, each marked when it came from another origin.
 * @param {string} base
 * @param {{ label: string, path: string, session?: import("../lib/login.mjs").BrowserSession }[]} routes
 */
export const firstLoadJs = async (base, routes) => {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  const results = {};
  try {
    for (const { label, path, session } of routes) {
      const context = await browser.newContext({
        serviceWorkers: "block",
        storageState: sessionState(base, session),
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
