// prefers-reduced-motion: reduce stops the app's motion: the sheets, the dialog, the toast, the tooltip
// and the success popup, opened for real, have no animation or transition left (the theme cuts every
// duration to REDUCED_MS, so animation events still fire). The same steps without the preference must
// find the motion, so the check cannot pass by measuring the wrong element. Each preference opens the
// surfaces one after another in one tab: a new tab per surface only repeated the guide's load.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, type ExpectStatic, inject, it } from "vitest";
import { launchBrowser, openLoggedInPage, type SessionTokens } from "./support/browser";
import { login } from "./support/session";

const baseURL = inject("baseURL");
/** What the theme leaves of a duration under reduced motion. */
const REDUCED_MS = 0.01;

let browser: Browser;
let member: SessionTokens;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await login(baseURL, "김꿀벌");
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The longest animation or transition (duration + delay, in ms) on the element, its descendants and
 * its ::before/::after; properties named none count as nothing.
 */
const longestMotion = (locator: Locator) =>
  locator.evaluate((root) => {
    const ms = (value: string) =>
      value.split(",").map((part) => {
        const t = part.trim();
        return t.endsWith("ms") ? Number.parseFloat(t) : Number.parseFloat(t) * 1000;
      });
    const longest = (style: CSSStyleDeclaration) => {
      const animated = style.animationName.split(",").some((name) => name.trim() !== "none");
      const transitioned = style.transitionProperty.split(",").some((name) => name.trim() !== "none");
      const sum = (durations: string, delays: string) => {
        const d = ms(durations);
        const l = ms(delays);
        return Math.max(...d.map((value, i) => value + Math.max(0, l[i % l.length] ?? 0)));
      };
      return Math.max(
        animated ? sum(style.animationDuration, style.animationDelay) : 0,
        transitioned ? sum(style.transitionDuration, style.transitionDelay) : 0,
      );
    };
    let max = 0;
    for (const el of [root, ...Array.from(root.querySelectorAll("*"))])
      for (const pseudo of [null, "::before", "::after"]) max = Math.max(max, longest(getComputedStyle(el, pseudo)));
    return max;
  });

type Surface = {
  name: string;
  /** Opens the surface on the guide and answers the element that moves, in its open state. */
  open: (page: Page) => Promise<Locator>;
  /** What must hold of the open surface once its motion is cut short (reduce only). */
  check?: (target: Locator, expect: ExpectStatic) => Promise<void>;
  /** Puts the guide back as it was loaded, so the next surface opens from the same page. */
  close?: (page: Page, expect: ExpectStatic) => Promise<void>;
};

// The tests run side by side: every check is made with the running test's own `expect` (the module's
// would belong to whichever test vitest last started, and its poll throws once that test has ended).

/** No dialog is left open. */
const noDialog = (page: Page, expect: ExpectStatic) => expect.poll(() => page.getByRole("dialog").count()).toBe(0);

// The moving surfaces of the component guide (the same components the screens use), opened one after
// another on one load of it. Each returns the element that moves, in its open state. The toast and
// the popup leave by themselves after a few seconds: they come last, once the page's clock stands
// still (page.clock pauses the page's timers, not CSS motion), so a busy machine cannot make them
// leave before they are measured.
const SURFACES: Surface[] = [
  {
    name: "the sheet dialog (slides up over a fading overlay)",
    open: async (page) => {
      await page.getByRole("button", { name: "시트 대화상자 열기" }).click();
      // The overlay is the dialog's parent: measuring it covers the fade and the slide.
      return page.getByRole("dialog", { name: "시트 대화상자" }).locator("xpath=..");
    },
    close: async (page, expect) => {
      await page.keyboard.press("Escape");
      await noDialog(page, expect);
    },
  },
  {
    name: "the modal (rises)",
    open: async (page) => {
      await page.getByRole("button", { name: "모달 열기" }).click();
      return page.getByRole("dialog", { name: "모달 제목" }).locator("xpath=..");
    },
    close: async (page, expect) => {
      await page.keyboard.press("Escape");
      await noDialog(page, expect);
    },
  },
  {
    name: "the bottom sheet (slides when toggled)",
    open: async (page) => {
      await page.getByRole("button", { name: "내 꿀단지 펼치기" }).click();
      return page.getByRole("region", { name: "내 꿀단지" });
    },
    close: async (page) => {
      await page.getByRole("button", { name: "내 꿀단지 접기" }).click();
      await page.getByRole("button", { name: "내 꿀단지 펼치기" }).waitFor();
    },
  },
  {
    name: "the tooltip (fades in)",
    open: async (page) => {
      const trigger = page.getByRole("button", { name: "스탬프 안내" });
      await trigger.click();
      return page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
    },
    close: async (page, expect) => {
      await page.getByRole("heading", { level: 1, name: "컴포넌트 가이드" }).click(); // outside
      await expect.poll(() => page.getByRole("tooltip").count()).toBe(0);
    },
  },
  {
    name: "the toast (fades in)",
    open: async (page) => {
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      await page.getByRole("button", { name: "기본 토스트 보기" }).click();
      return page.getByTestId("toast");
    },
  },
  {
    name: "the success popup (pops in and out)",
    open: async (page) => {
      await page.getByRole("button", { name: "성공 팝업 보기" }).click();
      return page.getByRole("status").filter({ hasText: "꿀을 저장했어요" }).locator("div").first();
    },
    // Its motion ends on a hidden frame: without motion it must still be there to read, also once
    // whatever animation it has left has finished (a pop cut short would have ended hidden by then).
    check: async (popup, expect) => {
      await popup.evaluate((el) =>
        Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => {}))),
      );
      expect(await popup.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
      const box = (await popup.boundingBox())!;
      const width = popup.page().viewportSize()!.width;
      expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2); // still centred
    },
  },
];

/** A tab of its own per preference; nothing here is photographed, so one device pixel per CSS pixel. */
const openAs = async (reducedMotion: "reduce" | "no-preference") =>
  (await openLoggedInPage(browser, baseURL, member, { reducedMotion, deviceScaleFactor: 1 })).page;

/**
 * Opens every surface in turn on one load of the guide: each surface's name with its longest motion.
 * Under `reduce`, each surface's `check` is made too.
 */
const guideMotions = async (page: Page, reduce: boolean, expect: ExpectStatic) => {
  await page.goto("/guide");
  await page.getByRole("heading", { name: "컴포넌트 가이드" }).waitFor();
  const motions: { surface: string; ms: number }[] = [];
  for (const { name, open, check, close } of SURFACES) {
    const moving = await open(page);
    await moving.waitFor();
    motions.push({ surface: name, ms: await longestMotion(moving) });
    if (reduce) await check?.(moving, expect);
    await close?.(page, expect);
  }
  return motions;
};

// One tab per preference, side by side (maxConcurrency); each only looks.
describe.concurrent("prefers-reduced-motion", () => {
  it("reduce: the home sheet and its page settle at once; no surface of the guide moves", async ({ expect }) => {
    const page = await openAs("reduce");
    await page.goto("/");
    const sheet = page.getByRole("region", { name: "내 꿀단지" });
    await sheet.waitFor();
    expect(await longestMotion(sheet)).toBeLessThanOrEqual(REDUCED_MS);
    // Nothing longer than the reduce rule's REDUCED_MS is running anywhere on the page (spinners loop,
    // and are cut to one turn). A transition that short can be caught in its one frame: that is settled.
    const running = await page.evaluate(
      (reduced) =>
        document
          .getAnimations()
          .filter((a) => a.playState === "running" && Number(a.effect?.getTiming().duration) > reduced)
          .map((a) => `${(a as CSSAnimation).animationName ?? "transition"} ${a.effect?.getTiming().duration}`),
      REDUCED_MS,
    );
    expect(running).toEqual([]);

    const motions = await guideMotions(page, true, expect);
    // `!(ms <= …)`: a motion that could not be read (NaN) fails too.
    expect(motions.filter(({ ms }) => !(ms <= REDUCED_MS))).toEqual([]);
    await page.context().close();
  });

  it("no preference: the same surfaces move (the check sees them)", async ({ expect }) => {
    const page = await openAs("no-preference");
    const motions = await guideMotions(page, false, expect);
    expect(motions.filter(({ ms }) => !(ms >= 150))).toEqual([]);
    await page.context().close();
  });
});
