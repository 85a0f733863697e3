// `npm run bench -- --only drawn-taps`: every control of the pages the worker draws, tapped at 4× CPU
// in KakaoTalk's agent at 390 wide, twice: before the page listens (its scripts still arriving over
// slow 4G; the tap is held and shown pressed, decision 029) and once it listens. Each tap's latency
// is its interaction's longest Event Timing entry, as INP counts it (an interaction under 16 ms is not
// reported and counts as 16); the time from the touch to the tap's result on screen is printed beside
// it (a page of ours the tap led to: its first paint). The touch is sent as a finger's (perf/lib/browser.mjs).
import { chromium } from "playwright-core";
import { CHROME, CHROME_ARGS, fingerTap, firstPaintSince, SLOW_4G, sessionState } from "../lib/browser.mjs";
import { median } from "../lib/stats.mjs";
import { KAKAOTALK_ANDROID } from "./kakaotalk.mjs";
import { ms } from "./report.mjs";

const TAP_BUDGET_MS = 100;
// From the tap to its result, whether the page's scripts have arrived or not: a link that navigates,
// and a letter written (the form's post and the page drawn again, or the script's call).
const NAVIGATION_BUDGET_MS = 1_000;
const WRITE_BUDGET_MS = 1_500;
// The bench's jar is a farewell: its letters take the farewell stamps (decision 044).
const JAR_STAMP = "새 출발 응원";
// The landing's save, as the sheet and the worker's page of groups both title it.
const KEEP_TITLE = "어느 그룹에 저장할까요?";
let lettersWritten = 0;
// Each figure is the median of five taps, each in a fresh context: where a tap lands against the
// page's own long tasks (the scripts evaluated, the hydration) moves a single tap by tens of ms, and
// one tap that meets the machine's own busy moment moves a median of three.
const RUNS = 5;

/**
 * @typedef {import("playwright-core").Page} Page
 * @typedef {{
 *   name: string,
 *   member: boolean,
 *   path: string,
 *   control: (page: Page) => import("playwright-core").Locator,
 *   result: (page: Page) => Promise<unknown>,
 *   prepare?: (page: Page) => Promise<unknown>,
 *   undo?: (page: Page) => Promise<unknown>,
 *   resultBudgetMs?: number,
 *   native?: boolean,
 * }} DrawnControl
 */

/** In the page, from its first script on: each interaction's Event Timing entries, to the bench. */
const reportInteractions = () => {
  // Event Timing's durationThreshold is not in TypeScript's DOM types yet.
  /** @type {PerformanceObserverInit & { durationThreshold: number }} */
  const options = { type: "event", buffered: true, durationThreshold: 16 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { interactionId, duration } = /** @type {PerformanceEventTiming} */ (entry);
      const bench = /** @type {{ benchInteraction: (id: number, duration: number) => void }} */ (
        /** @type {unknown} */ (window)
      );
      if (interactionId) bench.benchInteraction(interactionId, duration);
    }
  }).observe(options);
};

/**
 * @param {string} url
 * @param {{ landingUnkept: string, jarPath: string }} paths
 * @returns {DrawnControl[]}
 */
const controls = (url, { landingUnkept, jarPath }) =>
  [
    ...[
      ["메뉴 열기", (/** @type {Page} */ p) => p.getByRole("dialog", { name: "메뉴" }).waitFor()],
      ["내 꿀단지 접기", (/** @type {Page} */ p) => p.getByRole("button", { name: "내 꿀단지 펼치기" }).waitFor()],
      [
        "목록으로 보기",
        (/** @type {Page} */ p) => p.getByRole("button", { name: "목록으로 보기", pressed: true }).waitFor(),
      ],
      [
        "한 줄씩 보기",
        (/** @type {Page} */ p) => p.getByRole("button", { name: "한 줄씩 보기", pressed: true }).waitFor(),
      ],
      ["다음 그룹", (/** @type {Page} */ p) => p.getByRole("button", { name: "이전 그룹", disabled: false }).waitFor()],
      ["이 그룹에 꿀 보내기", (/** @type {Page} */ p) => p.waitForURL(/\/compliment\/send\/target$/)],
    ].map(([name, result]) => ({
      name: `home: ${name}`,
      member: true,
      path: "/",
      control: (/** @type {Page} */ p) => p.getByRole("button", { name: /** @type {string} */ (name) }).first(),
      result: /** @type {(p: Page) => Promise<unknown>} */ (result),
    })),
    {
      name: "/login: 카카오로 시작하기",
      member: false,
      path: "/login",
      control: (p) => p.getByRole("link", { name: "카카오로 시작하기" }),
      // Kakao's page answering is the result; its own load over slow 4G is not ours.
      result: (p) => p.waitForURL(/\/__dev\/kakao\/oauth\/authorize\?/, { waitUntil: "commit" }),
      resultBudgetMs: NAVIGATION_BUDGET_MS,
      native: true,
    },
    {
      name: "landing: 꿀 저장하기",
      member: true,
      path: landingUnkept,
      control: (p) => p.getByRole("button", { name: "꿀 저장하기" }),
      // The page's sheet once it listens; before, the form's own way: the worker's choice of groups
      // (decision 043).
      result: (p) =>
        p
          .getByRole("dialog", { name: KEEP_TITLE })
          .or(p.getByRole("heading", { level: 1, name: KEEP_TITLE }))
          .waitFor(),
      resultBudgetMs: NAVIGATION_BUDGET_MS,
      native: true,
    },
    {
      name: "landing: 이미지로 저장",
      member: false,
      path: landingUnkept,
      control: (p) => p.getByRole("button", { name: "이미지로 저장" }),
      result: (p) => p.getByRole("dialog", { name: "이미지로 저장" }).waitFor(),
    },
    {
      name: "jar page: a stamp",
      member: false,
      path: jarPath,
      control: (p) => p.locator("label", { hasText: JAR_STAMP }),
      result: (p) => p.getByRole("radio", { name: JAR_STAMP, checked: true }).waitFor(),
    },
    {
      // A guest's letter, written before the tap (as fast as a thumb can, so before the page listens
      // in the first phase): from the tap to the letter shown as theirs, posted by the form or the script.
      name: "jar page: 꿀단지에 담기",
      member: false,
      path: jarPath,
      control: (p) => p.getByRole("button", { name: "꿀단지에 담기" }),
      prepare: async (p) => {
        await p.getByLabel("닉네임").fill("벤치");
        await p.locator("label", { hasText: JAR_STAMP }).tap();
        await p.getByLabel("편지", { exact: true }).fill(`벤치에서 쓴 편지 ${++lettersWritten}`);
      },
      result: (p) =>
        p
          .getByRole("list", { name: "내가 쓴 편지" })
          .getByText(`벤치에서 쓴 편지 ${lettersWritten}`)
          .waitFor({ timeout: 30_000 }),
      resultBudgetMs: WRITE_BUDGET_MS,
      native: true,
    },
    {
      name: "jar page: 편지 받기 마감하기",
      member: true,
      path: jarPath,
      control: (p) => p.getByRole("button", { name: "편지 받기 마감하기" }),
      result: (p) => p.getByRole("button", { name: "다시 편지 받기" }).waitFor(),
      native: true,
      undo: async (p) => {
        await p.getByRole("button", { name: "다시 편지 받기" }).click();
        await p.getByRole("button", { name: "편지 받기 마감하기" }).waitFor();
      },
    },
  ].map((c) => ({ ...c, path: c.path.startsWith("http") ? c.path : `${url}${c.path}` }));

/**
 * One tap on `control` in a fresh KakaoTalk context: `early`, as soon as the drawn control shows
 * (the scripts over slow 4G); otherwise once the page listens. Returns the tap's latency, whether it
 * was held, and the time to its result.
 * @param {import("playwright-core").Browser} browser
 * @param {string} base
 * @param {import("../lib/fixture.mjs").BenchSeed["bee"]} session
 * @param {DrawnControl} control
 * @param {boolean} early
 */
const tapOnce = async (browser, base, session, control, early) => {
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width: 390, height: 844 },
    userAgent: KAKAOTALK_ANDROID,
    isMobile: true,
    hasTouch: true,
    storageState: sessionState(base, control.member ? session : null),
  });
  try {
    /** @type {Map<number, number>} */
    const interactions = new Map();
    await context.exposeFunction("benchInteraction", (/** @type {number} */ id, /** @type {number} */ duration) => {
      interactions.set(id, Math.max(interactions.get(id) ?? 0, duration));
    });
    await context.addInitScript(reportInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    if (early) {
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
    }
    await page.goto(control.path, { waitUntil: early ? "commit" : "load" });
    const target = control.control(page);
    await target.waitFor();
    if (!early) {
      // Listening: the holder released, and the page idle for a moment.
      await page.waitForFunction(() => !("kkulReleaseTaps" in window), undefined, { timeout: 30_000 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))));
    }
    await control.prepare?.(page);
    const started = await fingerTap(page, target);
    // On a page of ours the tap led to, the result is shown with that page's first paint.
    const shown = control.result(page).then(async () => {
      const seen = performance.now();
      return ((await firstPaintSince(page, base, started)) ?? seen) - started;
    });
    // A link or a form's post leaves the page: there is nothing held to look at (and a locator would
    // wait for the control to come back on the next page).
    const held =
      early &&
      !control.native &&
      (await target
        .evaluate((el) => el.hasAttribute("data-tap-held"), undefined, { timeout: 1_000 })
        .catch(() => false));
    const resultMs = await shown;
    // The tap's entries arrive with the frame after it; a tap without one took under 16 ms.
    await new Promise((done) => setTimeout(done, 300));
    const latencyMs = Math.max(16, ...interactions.values());
    await control.undo?.(page);
    return { latencyMs, held, resultMs };
  } finally {
    await context.close();
  }
};

/**
 * @param {{
 *   url: string,
 *   seed: import("../lib/fixture.mjs").BenchSeed,
 *   landingUnkept: string,
 *   jarPage: () => Promise<string>,
 *   budget: import("./report.mjs").Budget,
 *   only?: string[],
 * }} context
 */
export const drawnTapsSection = async ({ url, seed, landingUnkept, jarPage, budget, only }) => {
  console.log(
    "\nTaps on the drawn pages at 4× CPU (KakaoTalk's agent, 390 wide; Event Timing as INP counts it): before the page listens (scripts over slow 4G, the tap held) and once it listens",
  );
  console.log(
    `  ${"control".padEnd(30)} ${"before (median, runs)".padEnd(24)} ${"result".padStart(7)} ${"listening (median, runs)".padEnd(24)} ${"result".padStart(7)}`,
  );
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  /** @type {Record<string, { before: number, held: boolean, beforeResult: number, listening: number, listeningResult: number }>} */
  const results = {};
  try {
    const all = controls(url, { landingUnkept, jarPath: await jarPage() });
    for (const control of all.filter(({ name }) => !only || only.some((part) => name.includes(part)))) {
      /** @type {{ latencyMs: number, held: boolean, resultMs: number }[]} */
      const before = [];
      /** @type {[number[], number[]]} */
      const [listening, listeningResults] = [[], []];
      try {
        for (let run = 0; run < RUNS; run++) {
          before.push(await tapOnce(browser, url, seed.bee, control, true));
          const listened = await tapOnce(browser, url, seed.bee, control, false);
          listening.push(listened.latencyMs);
          listeningResults.push(listened.resultMs);
        }
      } catch (error) {
        // One control's result that never came is that control's failure, not the section's.
        const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
        console.log(`  ${control.name.padEnd(30)} no result: ${reason}`);
        budget(`result: ${control.name}`, "none", "shown", false);
        continue;
      }
      const figure = {
        before: median(before.map((b) => b.latencyMs)),
        beforeRuns: before.map((b) => b.latencyMs),
        held: before.every((b) => b.held),
        beforeResult: median(before.map((b) => b.resultMs)),
        listening: median(listening),
        listeningRuns: listening,
        listeningResult: median(listeningResults),
      };
      results[control.name] = figure;
      const runs = (/** @type {number[]} */ values) => `(${values.map((v) => v.toFixed(0)).join(", ")})`;
      console.log(
        `  ${control.name.padEnd(30)} ${ms(figure.before).padStart(9)} ${runs(figure.beforeRuns).padEnd(14)} ${`${(figure.beforeResult / 1000).toFixed(1)} s`.padStart(7)} ${ms(figure.listening).padStart(9)} ${runs(listening)} ${`${(figure.listeningResult / 1000).toFixed(1)} s`.padStart(7)}${figure.held || control.native ? "" : "   (a run where the page listened before the tap)"}`,
      );
      for (const [when, latency] of /** @type {const} */ ([
        ["before it listens", figure.before],
        ["once it listens", figure.listening],
      ]))
        budget(`tap ${when}: ${control.name}`, ms(latency), `≤ ${TAP_BUDGET_MS} ms`, latency <= TAP_BUDGET_MS);
      const resultBudget = control.resultBudgetMs;
      if (resultBudget !== undefined)
        for (const [when, result] of /** @type {const} */ ([
          ["before it listens", figure.beforeResult],
          ["once it listens", figure.listeningResult],
        ]))
          budget(`result ${when}: ${control.name}`, ms(result), `≤ ${resultBudget} ms`, result <= resultBudget);
    }
  } finally {
    await browser.close();
  }
  return results;
};
