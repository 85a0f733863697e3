// Which Chromium runs what (decision 018). The browser tests drive Debian's headless shell
// (`chromium-headless-shell`: the same Chromium release as the `chromium` package without the desktop
// browser around it, Playwright's own default for headless runs), which does a test's page work for
// much less CPU; the bench keeps the full browser a member's phone runs, so its figures
// stay comparable. CHROME_PATH overrides both.
import { existsSync } from "node:fs";

export const FULL_CHROMIUM = "/usr/bin/chromium";
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** The binary the browser tests launch: CHROME_PATH, else the headless shell, else the full browser. */
export const testChromium = () =>
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** The binary the bench launches: CHROME_PATH, else the full browser. */
export const benchChromium = () => process.env.CHROME_PATH ?? FULL_CHROMIUM;
