// The browser side of the e2e tests: the run's one Chromium (support/browser-server.ts), pages and
// their error logs.
import { randomInt } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { SESSION_COOKIE, sealSession } from "../../../worker/edge/session/cookie";
import { localSealKeys } from "./session";
import { settled } from "./settle";

/**
 * The address Cloudflare would set for a phone of its own (a benchmarking address, 198.19.0.0/16;
 * the API helpers' phones are in 198.18.200.0/24, support/session.ts).
 */
const aPhone = () => `198.19.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * A connection of this file's own to the run's Chromium. Its contexts are this file's alone, and
 * `close()` closes them and disconnects, leaving the browser to the next file.
 *
 * Each context is a phone of its own: its requests carry the CF-Connecting-IP Cloudflare would set
 * (locally miniflare keeps a header it finds, worker/edge/rate-limit.ts), so two browser files
 * running side by side do not share 127.0.0.1's sign-in and mail quota, as two people's phones do
 * not in production.
 */
/**
 * The browsers this lane's files launched, whose pages a failed test describes (support/on-failure.ts).
 * On globalThis: a lane runs its files in one process, and a setup file is evaluated again per file.
 */
const lane = globalThis as { kkulOpenBrowsers?: Set<Browser> };
lane.kkulOpenBrowsers ??= new Set<Browser>();
export const openBrowsers = lane.kkulOpenBrowsers;

export const launchBrowser = async (): Promise<Browser> => {
  const browser = await chromium.connect(inject("browserEndpoint"));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options: BrowserContextOptions = {}) =>
    newContext({ ...options, extraHTTPHeaders: { "CF-Connecting-IP": aPhone(), ...options.extraHTTPHeaders } });
  openBrowsers.add(browser);
  browser.on("disconnected", () => openBrowsers.delete(browser));
  return browser;
};

/**
 * Resolves once a drawn page listens (its early-taps holder released, decision 029). Before that, a
 * submit button of a form the worker answers posts natively (decision 042): a journey that means the
 * app's own sheet or dialog waits for this first.
 */
export const pageListens = (page: Page) => page.waitForFunction(() => !("kkulReleaseTaps" in window));

export const PHONE = { width: 390, height: 844 } as const;
export const SMALL_PHONE = { width: 320, height: 640 } as const;

/**
 * Whether this run keeps the journeys' screenshots: `npm run test:screens` (KKUL_SCREENSHOTS=1), the
 * run to look at. `npm test` asserts without them: encoding a full page at device scale 2 is a large
 * part of a journey's CPU (decision 018).
 */
const KEEP_SCREENSHOTS = process.env.KKUL_SCREENSHOTS === "1";

/**
 * The device scale for a page a test may photograph: a phone's 2 in the runs that keep screenshots,
 * else 1. Every check in CSS pixels reads the same at either scale, and one device pixel per CSS
 * pixel leaves the software rasteriser a quarter of the pixels to paint (decision 018).
 */
export const SCREENSHOT_SCALE = KEEP_SCREENSHOTS ? 2 : 1;

/**
 * A screenshot under test-results/screenshots/<name>.png, in the runs that keep them; a failing
 * test's (`always`) in every run. `fullPage: false`: the viewport, as the phone shows it.
 */
export const screenshot = async (page: Page, name: string, { fullPage = true, always = false } = {}) => {
  if (!KEEP_SCREENSHOTS && !always) return null;
  const dir = join(process.cwd(), "test-results", "screenshots");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
};

/**
 * A screenshot of the screen once it has settled (support/settle.ts). Without KKUL_SCREENSHOTS it
 * neither waits nor writes: a journey's own assertions wait for what they need.
 */
export const settledScreenshot = async (page: Page, name: string, options: { fullPage?: boolean } = {}) => {
  if (!KEEP_SCREENSHOTS) return null;
  await settled(page);
  return screenshot(page, name, options);
};

/**
 * The screen as it is, at 390×844 and at 320×640 (`name-390x844.png`, `name-320x640.png`), each once
 * its motion has settled, then back at the page's own size; nothing at all without KKUL_SCREENSHOTS
 * (the page is not even resized).
 */
export const screenshotBothWidths = async (page: Page, name: string) => {
  if (!KEEP_SCREENSHOTS) return;
  const own = page.viewportSize() ?? PHONE;
  for (const size of [PHONE, SMALL_PHONE]) {
    await page.setViewportSize(size);
    await settledScreenshot(page, `${name}-${size.width}x${size.height}`);
  }
  await page.setViewportSize(own);
};

/**
 * One tab of `context`'s phone that a file's checks take in turn, each getting it at `viewport` with
 * its error log emptied. A load in a tab that already showed the app costs Chromium a fraction of the
 * same load in a new tab (docs/performance.md, "From decision 018"). A check that needs a history,
 * routes or a first page of its own opens a tab of its own instead; a check that closes the tab
 * leaves the next one a new tab.
 */
export const tabInTurn = (context: BrowserContext) => {
  let tab: { page: Page; errors: string[] } | undefined;
  return async (viewport: { width: number; height: number } = PHONE) => {
    if (!tab || tab.page.isClosed()) {
      const page = await context.newPage();
      tab = { page, errors: collectErrors(page) };
    }
    tab.errors.splice(0);
    await tab.page.setViewportSize(viewport);
    return tab;
  };
};

/**
 * Console errors, CSP violations and uncaught exceptions a page logs, plus every 4xx/5xx answer as
 * "STATUS METHOD path" (Chromium's own "Failed to load resource" line is replaced by that, so a
 * test can tell an expected answer from a broken page).
 */
export const collectErrors = (page: Page) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) {
      errors.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  return errors;
};

export type SessionTokens = { accessToken: string; refreshToken: string; memberName: string };

/**
 * A phone-sized page already logged in as `session`, as the login callback leaves a browser (decision
 * 021): the worker's session cookie holding the tokens, sealed with the local environment's
 * SESSION_SECRET exactly as the worker seals it, and the member's name the app keeps (the page's sign
 * of being logged in; set once, so a test that logs out stays logged out).
 */
export const openLoggedInPage = async (
  browser: Browser,
  baseURL: string,
  session: SessionTokens,
  options: BrowserContextOptions = {},
) => {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    locale: "ko-KR",
    baseURL,
    ...options,
  });
  const sealed = await sealSession(localSealKeys(), {
    kind: "member",
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    loginAt: Math.floor(Date.now() / 1000),
  });
  await context.addCookies([
    // Host-only, as the worker sets it (a `url` would give it a Domain, which __Host- forbids).
    {
      name: SESSION_COOKIE,
      value: sealed,
      domain: new URL(baseURL).hostname,
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  await context.addInitScript((name) => {
    if (!localStorage.getItem("e2e-logged-in")) {
      localStorage.setItem("e2e-logged-in", "1");
      localStorage.setItem("userName", name);
    }
  }, session.memberName);
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
};
