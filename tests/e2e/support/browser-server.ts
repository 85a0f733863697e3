// The run's one Chromium, started by the global setup as a browser server; the test files connect to
// it (support/browser.ts). It is Debian's headless shell (chromium-headless-shell, the same Chromium
// release as the `chromium` package, without the desktop browser around it: Playwright's own default
// for headless runs), which does the same page work for much less of the machine (decision
// 018); CHROME_PATH names another binary, and without the shell Debian's full `chromium` is used.
import { type BrowserServer, chromium } from "playwright-core";
import { testChromium } from "../../../scripts/chromium-paths.mjs";

export const launchBrowserServer = (): Promise<BrowserServer> =>
  chromium.launchServer({
    executablePath: testChromium(),
    host: "127.0.0.1",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      // This machine's network is closed: without these, Chromium's own calls home fail many at a time.
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
