// `npm run bench:fonts`'s measuring (perf/fonts.mjs): the pages' data, made through the app's own
// paths (the bench's fixture client), and each page's downloads and layout shift; its Lighthouse
// figures are the bench's own run (perf/lib/lighthouse.mjs).
import { sessionState } from "../lib/browser.mjs";
import { benchClient } from "../lib/fixture.mjs";

export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
export const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * @typedef {typeof window & { __shift: number }} ShiftWindow the page, its layout shifts summed
 * @typedef {PerformanceEntry & { value: number, hadRecentInput: boolean }} LayoutShift not yet in TypeScript's DOM types
 */

/**
 * 김꿀벌 (logged in as a browser and as an API client) with 5 groups and a delivered praise to 이달콤;
 * returns the session and the praise's uuid.
 * @param {string} url
 */
export const seed = async (url) => {
  const client = benchClient(url);
  const session = await client.login("김꿀벌");
  const groups = [];
  for (const name of ["디자인팀", "개발팀", "운영팀", "마케팅팀", "스터디"])
    groups.push(await client.createGroup(session, name));
  const uuid = await client.deliver(session, {
    groupId: /** @type {number} */ (groups[0]),
    receiverName: "이달콤",
    content: "발표 준비 고마워요!\n덕분에 잘 끝났어요. 다음 분기에도 같이 해요.",
    stamp: 2,
  });
  return { session, uuid };
};

/** Bytes by resource type as Chromium received them (headers included), layout shift, a screenshot. */
export const downloads = async (browser, url, session, shot) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: "ko-KR",
    storageState: sessionState(new URL(url).origin, session),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const types = new Map();
  const bytes = {};
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
  cdp.on("Network.loadingFinished", (e) => {
    const type = (types.get(e.requestId) ?? "Other").toLowerCase();
    bytes[type] = (bytes[type] ?? 0) + e.encodedDataLength;
    if (type === "font") bytes.fontFiles = (bytes.fontFiles ?? 0) + 1;
  });
  await page.addInitScript(() => {
    /** @type {ShiftWindow} */ (window).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of /** @type {LayoutShift[]} */ (list.getEntries()))
        if (!entry.hadRecentInput) /** @type {ShiftWindow} */ (window).__shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => /** @type {ShiftWindow} */ (window).__shift);
  await page.screenshot({ path: shot });
  await context.close();
  return { bytes, cls };
};
