// `npm run bench:fonts`'s measuring (perf/fonts.mjs): the pages' data, made through the
// app's own paths, and each page's downloads, layout shift and Lighthouse figures.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { benchChromium } from "../../scripts/chromium-paths.mjs";
import { kakaoProviderToken, root } from "../../scripts/local-worker.mjs";

export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
export const CHROME = benchChromium();
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

// ---------- the data the pages show ----------

/**
 * @typedef {typeof window & { __shift: number }} ShiftWindow the page, its layout shifts summed
 * @typedef {PerformanceEntry & { value: number, hadRecentInput: boolean }} LayoutShift not yet in TypeScript's DOM types
 */

/**
 * @param {string} url
 * @param {string} user
 * @returns {Promise<{ accessToken: string, refreshToken: string, memberName: string }>}
 */
const login = async (url, user) => {
  const redirectUri = `${url}/login/kakao`;
  const consent = await fetch(
    `${url}/__dev/kakao/oauth/authorize/consent?${new URLSearchParams({ client_id: "local-rest-api-key", redirect_uri: redirectUri, user })}`,
    { redirect: "manual" },
  );
  const location = /** @type {string} */ (consent.headers.get("location"));
  const code = /** @type {string} */ (new URL(location).searchParams.get("code"));
  const res = await fetch(`${url}/api/auth/kakao-login`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await kakaoProviderToken(url, code, redirectUri)}` },
  });
  return (await res.json()).data;
};

/** 김꿀벌 with 5 groups and a delivered praise to 이달콤; returns the session and the praise's uuid. */
export const seed = async (url) => {
  const session = await login(url, "김꿀벌");
  const call = async (path, body) => {
    const res = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${session.accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await res.json()).data;
  };
  const groups = [];
  for (const name of ["디자인팀", "개발팀", "운영팀", "마케팅팀", "스터디"])
    groups.push((await call("/api/group", { groupName: name })).groupId);
  const { uuid, shareToken } = await call("/api/send-praise", {
    content: "발표 준비 고마워요!\n덕분에 잘 끝났어요. 다음 분기에도 같이 해요.",
    projectStatus: false,
    receiverName: "이달콤",
    groupId: groups[0],
    honeyStampId: 2,
  });
  await fetch(`${url}/__dev/kakao/share`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      appKey: "local-js-key",
      templateId: 100001,
      serverCallbackArgs: { praiseUuid: uuid, shareToken },
    }),
  });
  return { session, uuid };
};

// ---------- measuring ----------

const storeSession = (session) =>
  `localStorage.setItem("accessToken", ${JSON.stringify(session.accessToken)});` +
  `localStorage.setItem("refreshToken", ${JSON.stringify(session.refreshToken)});` +
  `localStorage.setItem("userName", ${JSON.stringify(session.memberName)});`;

/** Bytes by resource type as Chromium received them (headers included), layout shift, a screenshot. */
export const downloads = async (browser, url, session, shot) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: "ko-KR",
  });
  if (session) await context.addInitScript(storeSession(session));
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

/**
 * Lighthouse (mobile preset) launching its own Chromium on a profile whose localStorage may hold a
 * session (Lighthouse clears the cache before loading, not localStorage); medians of `RUNS`.
 */
export const lighthouse = async (url, session) => {
  const profile = mkdtempSync(join(tmpdir(), "kkul-lh-"));
  if (session) {
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROME, args: FLAGS });
    const page = await context.newPage();
    await page.goto(new URL("/auth/config", url).href);
    await page.evaluate(storeSession(session));
    await context.close();
  }
  const runs = [];
  const once = () =>
    promisify(execFile)(
      join(root, "node_modules", ".bin", "lighthouse"),
      [
        url,
        `--chrome-path=${CHROME}`,
        `--chrome-flags=${[...FLAGS, `--user-data-dir=${profile}`].join(" ")}`,
        "--only-categories=performance",
        "--output=json",
        "--output-path=stdout",
        "--quiet",
      ],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
    ).then(({ stdout }) => JSON.parse(stdout));
  for (let i = 0; i < RUNS; i++) {
    // A busy machine now and then fails a load (NO_NAVSTART, an interstitial): that run is repeated once.
    const report = await once().catch(once);
    if (session && report.finalDisplayedUrl !== url) throw new Error(`Lighthouse ended on ${report.finalDisplayedUrl}`);
    runs.push({
      score: Math.round(report.categories.performance.score * 100),
      fcp: report.audits["first-contentful-paint"].numericValue,
      lcp: report.audits["largest-contentful-paint"].numericValue,
      cls: report.audits["cumulative-layout-shift"].numericValue,
      tbt: report.audits["total-blocking-time"].numericValue,
      fontBytes: report.audits["network-requests"].details.items
        .filter((r) => r.resourceType === "Font")
        .reduce((sum, r) => sum + r.transferSize, 0),
    });
  }
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return {
    score: median("score"),
    fcp: median("fcp"),
    lcp: median("lcp"),
    cls: median("cls"),
    tbt: median("tbt"),
    runs,
  };
};
