// The KakaoTalk half of `npm run bench`'s browser figures, in Debian's Chromium with KakaoTalk's
// in-app agent at 390 wide, logged in as the login callback leaves a member (decision 021): the way
// back from KakaoTalk's chat picker, and the heaviest interactions as INP counts them.

import { chromium } from "playwright-core";
import { CHROME, CHROME_ARGS, sessionCookies, sessionStorageEntries } from "../lib/browser.mjs";
import { median } from "../lib/stats.mjs";

export const KAKAOTALK_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-S921N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36;KAKAOTALK 2410470";

/**
 * @typedef {import("../lib/login.mjs").BrowserSession} BrowserSession
 * @typedef {{ id: number, name: string }} Group
 * @typedef {{ id: number, name: string, duration: number }} InteractionEntry one Event Timing entry
 * @typedef {typeof window & { benchInteractions: InteractionEntry[] }} BenchWindow the page, observed
 */

/**
 * Send step 1 done: to 이달콤, into `group`, ongoing (the page fills the rest from emptySendDraft).
 * @param {Group} group
 */
const draftTo = (group) => ({ receiverNames: ["이달콤"], groupName: group.name, groupId: group.id, ongoing: true });

/**
 * A fresh KakaoTalk (Android) context at 390 wide, logged in as `session`, with a send draft.
 * @param {import("playwright-core").Browser} browser
 * @param {string} base
 * @param {BrowserSession} session
 * @param {object} draft
 */
const kakaoTalkContext = (browser, base, session, draft) =>
  browser.newContext({
    serviceWorkers: "block",
    viewport: { width: 390, height: 844 },
    userAgent: KAKAOTALK_ANDROID,
    isMobile: true,
    hasTouch: true,
    storageState: {
      cookies: sessionCookies(base, session),
      origins: [
        {
          origin: base,
          localStorage: [...sessionStorageEntries(session), { name: "kkul.send-draft", value: JSON.stringify(draft) }],
        },
      ],
    },
  });

/**
 * Back from KakaoTalk's chat picker, `runs` times, each in a fresh KakaoTalk context at 390 wide: a
 * drafted praise (to 이달콤, into `group`) is sent with '꿀 보내기', the share stand-in's chooser
 * (the page hidden, as under KakaoTalk's picker) picks the 1:1 chat, and the time runs from that
 * pick until the completion page is on screen. The send check's own poll is the real 3 s here.
 * Returns each run and the median.
 * @param {string} base
 * @param {BrowserSession} session
 * @param {Group} group
 * @param {{ runs?: number }} [options]
 */
export const shareReturn = async (base, session, group, { runs = 3 } = {}) => {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  const all = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await kakaoTalkContext(browser, base, session, {
        ...draftTo(group),
        content: `돌아오면 바로 보이는 완료 (${i + 1})`,
        honeyStampId: 1,
      });
      const page = await context.newPage();
      await page.goto(`${base}/compliment/send/content`, { waitUntil: "load" });
      await page.getByRole("button", { name: "꿀 보내기" }).click();
      const pick = page
        .getByRole("dialog", { name: "카카오톡 공유 (로컬 에뮬레이터)" })
        .getByRole("button", { name: "1:1 채팅방에 보내기" });
      await pick.waitFor();
      const picked = performance.now();
      await pick.click();
      await page.waitForURL(`${base}/compliment/send/complete`, { timeout: 30_000 });
      await page.getByRole("heading", { name: /꿀을 전달했어요/ }).waitFor();
      all.push(performance.now() - picked);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { runs: all, medianMs: median(all) };
};

/**
 * A group of 30 praises (three pages of the list, scrolled in), select mode on, and one selected:
 * every item draws its check box at once.
 * @param {import("playwright-core").Page} page
 * @param {string} base
 * @param {number} groupId
 * @param {(name: string, act: () => Promise<unknown>) => Promise<void>} measure
 */
const selectAmongThirty = async (page, base, groupId, measure) => {
  await page.goto(`${base}/group/${groupId}`, { waitUntil: "load" });
  const items = page.getByTestId("praise-item");
  await items.first().waitFor();
  await page.mouse.move(195, 420);
  for (let i = 0; i < 60 && (await items.count()) < 30; i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(100);
  }
  await measure("select mode on 30 praises", () => page.getByRole("button", { name: "선택", exact: true }).click());
  await measure("a praise selected among 30", () => items.nth(29).click());
};

/** In the page: every interaction's Event Timing entries (as INP counts them), kept for the bench. */
const observeInteractions = () => {
  /** @type {InteractionEntry[]} */
  const seen = [];
  /** @type {BenchWindow} */ (window).benchInteractions = seen;
  // Event Timing's durationThreshold is not in TypeScript's DOM types yet.
  /** @type {PerformanceObserverInit & { durationThreshold: number }} */
  const options = { type: "event", buffered: true, durationThreshold: 16 };
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (entry.interactionId) seen.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe(options);
};

/**
 * The heaviest interactions, at 4× CPU and 390 wide, in a logged-in KakaoTalk context: each one's
 * latency as INP counts it (the longest Event Timing entry of the interaction; an interaction under
 * 16 ms is not reported and counts as 16). `group` is a group of the session's member with praise in it;
 * `more.thirty` a group of theirs holding 30, `more.jarOpening` a shared jar's opening link for them.
 * @param {string} base
 * @param {BrowserSession} session
 * @param {Group} group
 * @param {{ thirty?: number, jarOpening?: string }} [more]
 */
export const interactionLatencies = async (base, session, group, more = {}) => {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  /** @type {Record<string, number>} */
  const results = {};
  try {
    const context = await kakaoTalkContext(browser, base, session, draftTo(group));
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const settle = () =>
      page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))),
      );
    const measure = async (name, act) => {
      await settle();
      await page.evaluate(() => /** @type {BenchWindow} */ (window).benchInteractions.splice(0));
      await act();
      await settle();
      const entries = await page.evaluate(() => /** @type {BenchWindow} */ (window).benchInteractions.splice(0));
      const byInteraction = new Map();
      for (const e of entries) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
      results[name] = Math.max(16, ...byInteraction.values());
    };

    await page.goto(`${base}/compliment/send/target`, { waitUntil: "load" });
    await page.getByRole("button", { name: "다음" }).waitFor();
    await measure("the group picker opens", async () => {
      await page.getByRole("button", { name: /^그룹/ }).click();
      await page.getByRole("dialog", { name: "그룹 선택" }).waitFor();
    });
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "그룹 선택" }).waitFor({ state: "detached" });
    await measure("send step 2 (the stamps) opens", async () => {
      await page.getByRole("button", { name: "다음" }).click();
      await page.getByRole("radio").first().waitFor();
    });
    await measure("typing in the letter (the slowest key)", async () => {
      await page.getByLabel("칭찬 내용").pressSequentially("늘 고마워요", { delay: 80 });
    });

    await page.goto(`${base}/group/${group.id}`, { waitUntil: "load" });
    await page.getByTestId("praise-item").first().waitFor();
    await measure("a group's tabs: to 보낸 꿀", async () => {
      await page.getByRole("tab", { name: /^보낸 꿀/ }).click();
      await page.getByRole("tab", { name: /^보낸 꿀/, selected: true }).waitFor();
    });
    await page.getByRole("tab", { name: /^받은 꿀/ }).click();
    await page.getByTestId("praise-item").first().waitFor();
    await measure("a praise's detail opens", async () => {
      await page.getByTestId("praise-item").first().click();
      await page.getByRole("dialog").first().waitFor();
    });
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").first().waitFor({ state: "detached" });
    await measure("a praise's detail opens again", async () => {
      await page.getByTestId("praise-item").nth(1).click();
      await page.getByRole("dialog").first().waitFor();
    });
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").first().waitFor({ state: "detached" });
    await measure("select mode, then a praise selected", async () => {
      await page.getByRole("button", { name: "선택", exact: true }).click();
      await page.getByTestId("praise-item").first().click();
    });
    if (more.thirty) await selectAmongThirty(page, base, more.thirty, measure);
    if (more.jarOpening) {
      await page.goto(`${base}${more.jarOpening}`, { waitUntil: "load" });
      // On its day the jar shows its letters at once (no tap opens it); keeping it draws every
      // letter's reactions and the thanks form.
      const keep = page.getByRole("button", { name: "꿀단지에 간직하기" });
      await keep.waitFor();
      await measure("the opened jar kept (꿀단지에 간직하기)", async () => {
        await keep.click();
        await page.getByRole("status").filter({ hasText: "꿀단지에 간직했어요." }).waitFor();
      });
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return results;
};
