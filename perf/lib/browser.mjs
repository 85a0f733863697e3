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
