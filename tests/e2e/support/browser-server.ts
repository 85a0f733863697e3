// The run's one Chromium (Debian's: CHROME_PATH, else /usr/bin/chromium), started by the global setup
// as a browser server; the test files connect to it (support/browser.ts).
import { type BrowserServer, chromium } from "playwright-core";

export const launchBrowserServer = (): Promise<BrowserServer> =>
  chromium.launchServer({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
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
