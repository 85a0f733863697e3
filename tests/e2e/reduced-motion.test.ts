// prefers-reduced-motion: reduce stops the app's motion: the sheets, the dialog, the toast, the tooltip
// and the success popup, opened for real, have no animation or transition left (the theme cuts every
// duration to REDUCED_MS, so animation events still fire). The same steps without the preference must
// find the motion, so the check cannot pass by measuring the wrong element.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
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

type Surface = { name: string; open: (page: Page) => Promise<Locator>; check?: (target: Locator) => Promise<void> };

// Each opens one moving surface on the component guide (the same components the screens use) or
// on home, and returns the element that moves, in its open state.
const SURFACES: Surface[] = [
  {
    name: "the sheet dialog (slides up over a fading overlay)",
    open: async (page) => {
      await page.getByRole("button", { name: "시트 대화상자 열기" }).click();
      // The overlay is the dialog's parent: measuring it covers the fade and the slide.
      return page.getByRole("dialog", { name: "시트 대화상자" }).locator("xpath=..");
    },
  },
  {
    name: "the modal (rises)",
    open: async (page) => {
      await page.getByRole("button", { name: "모달 열기" }).click();
      return page.getByRole("dialog", { name: "모달 제목" }).locator("xpath=..");
    },
  },
  {
    name: "the bottom sheet (slides when toggled)",
    open: async (page) => {
      await page.getByRole("button", { name: "내 꿀단지 펼치기" }).click();
      return page.getByRole("region", { name: "내 꿀단지" });
    },
  },
  {
    name: "the toast (fades in)",
    open: async (page) => {
      await page.getByRole("button", { name: "기본 토스트 보기" }).click();
      return page.getByTestId("toast");
    },
  },
  {
    name: "the tooltip (fades in)",
    open: async (page) => {
      const trigger = page.getByRole("button", { name: "스탬프 안내" });
      await trigger.click();
      return page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
    },
  },
  {
    name: "the success popup (pops in and out)",
    open: async (page) => {
      // It hides itself 2.5 s after it opens: the page's clock stands still while it is looked at,
      // so a busy machine cannot make it leave before the check.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      await page.getByRole("button", { name: "성공 팝업 보기" }).click();
      return page.getByRole("status").filter({ hasText: "꿀을 저장했어요" }).locator("div").first();
    },
    // Its motion ends on a hidden frame: without motion it must still be there to read, also once
    // whatever animation it has left has finished (a pop cut short would have ended hidden by then).
    check: async (popup) => {
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

const openGuide = async (reducedMotion: "reduce" | "no-preference") => {
  const { page } = await openLoggedInPage(browser, baseURL, member, { reducedMotion });
  await page.goto("/guide");
  await page.getByRole("heading", { name: "컴포넌트 가이드" }).waitFor();
  return page;
};

// Each test opens a page of its own and only looks: they run a few at a time (maxConcurrency).
describe.concurrent("prefers-reduced-motion", () => {
  it.for(SURFACES)("reduce: $name has no motion", async ({ open, check }, { expect }) => {
    const page = await openGuide("reduce");
    const moving = await open(page);
    await moving.waitFor();
    expect(await longestMotion(moving)).toBeLessThanOrEqual(REDUCED_MS);
    await check?.(moving);
    await page.context().close();
  });

  it.for(SURFACES)("no preference: $name moves (the check sees it)", async ({ open }, { expect }) => {
    const page = await openGuide("no-preference");
    const moving = await open(page);
    await moving.waitFor();
    expect(await longestMotion(moving)).toBeGreaterThanOrEqual(150);
    await page.context().close();
  });

  it("reduce: the home sheet and its page settle at once", async ({ expect }) => {
    const { page } = await openLoggedInPage(browser, baseURL, member, { reducedMotion: "reduce" });
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
    await page.context().close();
  });
});
