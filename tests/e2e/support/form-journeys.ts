// The journeys a drawn page's forms and links carry before (or without) the page's scripts
// (decisions 042, 043): shared by the file with JavaScript off (no-script.test.ts) and the file with
// the scripts held back (scripts-held-back.test.ts). Each step ends on its visible result, drawn by
// the worker. The browser's own way: a tap on a radio before the page listens is held by the inline
// holder and posted with the form (decision 029).
import type { BrowserContext, Page } from "playwright-core";

/**
 * A page has arrived once its answer does: the step then waits for what it shows. Its load event may
 * wait for the page's scripts (a drawn page asks for them after its first frame, and they hold the
 * event back), which is what these journeys do without.
 */
export const ARRIVED = { waitUntil: "commit" } as const;

export const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** A guest's letter through the jar page's composer: resolves once the page shows it as theirs. */
export const writeLetterByForm = async (page: Page, letter: { writerName: string; content: string; stamp: string }) => {
  await page.getByLabel("닉네임").fill(letter.writerName);
  await page.getByLabel("편지", { exact: true }).fill(letter.content);
  await page.locator("label", { has: page.getByRole("radio", { name: letter.stamp }) }).click();
  await page.getByRole("button", { name: "꿀단지에 담기" }).click();
  const mine = page.getByRole("list", { name: "내가 쓴 편지" });
  await mine.getByText(letter.content).waitFor();
  return mine;
};

/** The creator's 숨기기 on the first gathered letter: resolves on the page drawn again with it folded away. */
export const hideFirstLetter = async (page: Page) => {
  await page.getByRole("list", { name: "모인 편지" }).getByRole("button", { name: "숨기기" }).click();
  await page.getByText("숨긴 편지 1", { exact: true }).waitFor();
};

/** '꿀 저장하기' on the landing of `uuid`, the worker's choice of groups, back on the landing kept. */
export const keepPraiseByForm = async (page: Page, uuid: string, group: string) => {
  await page.getByRole("button", { name: "꿀 저장하기" }).click();
  await page.waitForURL((url) => url.pathname === `/compliment/${uuid}/keep`, ARRIVED);
  const choice = page.getByRole("form", { name: "어느 그룹에 저장할까요?" });
  await choice.getByRole("radio", { name: group }).check();
  await choice.getByRole("button", { name: "이 그룹에 저장하기" }).click();
  await page.waitForURL((url) => url.pathname === `/compliment/${uuid}`, ARRIVED);
  await page.getByRole("link", { name: "저장한 그룹 보기" }).waitFor();
};

/** The opening page's '꿀단지에 간직하기' (the key already in the form): resolves on the member's home. */
export const keepJarByForm = async (page: Page) => {
  await page.getByRole("button", { name: "꿀단지에 간직하기" }).click();
  await page.waitForURL((url) => url.pathname === "/", ARRIVED);
};

/**
 * Holds back every script the context's pages ask for until `release()`, and counts those asked for
 * and those that reached a page (a page that moved on no longer takes its own). Held until the journey's result is
 * on screen, not for a set time: how long a journey takes on a busy machine then decides nothing.
 * Routing turns Chromium's cache off, so every page asks again.
 */
export const holdScripts = async (context: BrowserContext) => {
  let asked = 0;
  let delivered = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      asked += 1;
      await released;
      try {
        await route.continue();
        delivered += 1;
      } catch {
        // the page that asked is gone
      }
    },
  );
  return { asked: () => asked, delivered: () => delivered, release };
};

/** Whether the drawn page still waits for its scripts (the early-taps holder not yet released). */
export const stillWaiting = (page: Page) => page.evaluate(() => "kkulReleaseTaps" in window);
