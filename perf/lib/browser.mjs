// The browser every page measurement here runs: the full Debian Chromium a member's phone runs
// (scripts/chromium-paths.mjs, decision 018), its flags, Lighthouse's mobile network, and a member's
// login in it the way the login callback leaves it (decision 021): the worker's session cookie from a
// real login through the emulator (perf/lib/login.mjs), and the member's name in the origin's
// localStorage (web/api/session.ts).
import { benchChromium } from "../../scripts/chromium-paths.mjs";

export const CHROME = benchChromium();
export const CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-sync"];

// Lighthouse's mobile preset ("slow 4G"), applied to a real Chromium through the DevTools protocol:
// the throttled network is Chromium's own, not a simulation.
export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

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

/**
 * A context's storage holding `session` (none without one), for `browser.newContext({ storageState })`.
 * @param {string} base
 * @param {{ cookie: string, memberName: string } | null | undefined} session
 */
export const sessionState = (base, session) => ({
  cookies: session ? sessionCookies(base, session) : [],
  origins: session ? [{ origin: base, localStorage: sessionStorageEntries(session) }] : [],
});

/**
 * Taps `target` as a finger does: its place is found first, then only the touch is sent. A locator's
 * tap() first checks, in the page's own main thread, that the control is visible, still and not
 * covered; on a throttled page that is loading its scripts, that wait would be counted as the page's.
 * @param {import("playwright-core").Page} page
 * @param {import("playwright-core").Locator} target
 * @returns {Promise<number>} when the touch was sent (`performance.now()` of this process)
 */
export const fingerTap = async (page, target) => {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("the control to tap is not on screen");
  const sent = performance.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return sent;
};

/**
 * When the page now in `page` was first shown, if it is a page of `origin` loaded after `since`
 * (`performance.now()` of this process): its first contentful paint, on this process's clock. Null
 * for the page that was tapped (its result is drawn in it), or another origin's page (Kakao's).
 * @param {import("playwright-core").Page} page
 * @param {string} origin
 * @param {number} since
 * @returns {Promise<number | null>}
 */
export const firstPaintSince = async (page, origin, since) => {
  if (new URL(page.url()).origin !== new URL(origin).origin) return null;
  const paint = await page.evaluate(() => {
    const [fcp] = performance.getEntriesByName("first-contentful-paint");
    return fcp ? { origin: performance.timeOrigin, at: fcp.startTime } : null;
  });
  if (!paint || paint.origin < performance.timeOrigin + since) return null;
  return paint.origin + paint.at - performance.timeOrigin;
};
