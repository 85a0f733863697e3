// Small mistakes that cost trust, where only a real browser's layout can tell: the jar in
// '새 그룹 생성' whole and centred, '이어가기 취소' on one line at 320 px, and a letter pasted past 180
// characters showing its counter and what was cut, clear of the sticky bar; and the screens changed
// beside them, seen at both sizes (a group with no received praise, /login after 회원 탈퇴), each on one
// page narrowed in place. The behaviours themselves are pinned by the web tests. A member of this file's own.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { callApi } from "./support/api";
import { launchBrowser, openLoggedInPage, PHONE, SMALL_PHONE, screenshot, tabInTurn } from "./support/browser";
import { motionDone } from "./support/settle";
import { signUp } from "./support/sign-up";
import { wrappedButtons } from "./support/wrap";

const baseURL = inject("baseURL");
const VIEWPORTS = [
  ["390x844", PHONE],
  ["320x640", SMALL_PHONE],
] as const;
let browser: Browser;
let groupId: number;
/** The member's phone and the one tab of it the checks take in turn. */
let memberTab: ReturnType<typeof tabInTurn>;

beforeAll(async () => {
  browser = await launchBrowser();
  const member = await signUp(baseURL, `small-mistakes-${Date.now()}`, "꼼꼼이");
  ({ groupId } = await callApi(baseURL, "/api/group", member.accessToken, { groupName: "영업 그룹" }));
  const { page } = await openLoggedInPage(browser, baseURL, member);
  memberTab = tabInTurn(page.context());
  await page.close();
});

afterAll(async () => {
  await browser?.close();
});

/** Where `selector` is drawn, and whether it is the topmost thing at its centre (nothing lies over it). */
const seen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inView: box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0,
      onTop: top !== null && (el === top || el.contains(top)),
    };
  });

/** The check at each phone width, on one page narrowed in place: these screens lay themselves out in CSS alone. */
const atBothWidths = async (page: Page, check: (size: string) => Promise<void>) => {
  for (const [size, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await check(size);
  }
};

describe("at 390×844 and at 320×640", () => {
  it("shows the whole jar in '새 그룹 생성', centred in its room", async () => {
    const { page, errors } = await memberTab();
    await page.goto("/group/management");
    await page.getByRole("button", { name: "새 그룹 만들기" }).click();
    const dialog = page.getByRole("dialog", { name: "새 그룹 생성" });
    await dialog.waitFor();
    await atBothWidths(page, async (size) => {
      await motionDone(page);
      const jar = await dialog.locator('img[src="/images/logo.svg"]').evaluate((img) => {
        const own = img.getBoundingClientRect();
        const room = img.parentElement!.getBoundingClientRect();
        return { height: own.height, above: own.top - room.top, below: room.bottom - own.bottom };
      });
      expect(jar.height).toBeGreaterThan(60);
      expect(jar.below).toBeGreaterThanOrEqual(-0.5); // not cut off at the bottom
      expect(Math.abs(jar.above - jar.below)).toBeLessThanOrEqual(1); // no empty space above it
      await screenshot(page, `small-mistakes-create-group-${size}`);
    });
    expect(errors).toEqual([]);
  });

  it("keeps '이어가기 취소' and every other button of send step 1 on one line", async () => {
    const { page, errors } = await memberTab();
    await page.goto("/");
    await page.evaluate(() =>
      localStorage.setItem("kkul.send-draft", JSON.stringify({ relayOf: crypto.randomUUID(), relayFrom: "최열정" })),
    );
    await page.goto("/compliment/send/target");
    await page.getByRole("button", { name: "이어가기 취소" }).waitFor();
    await atBothWidths(page, async (size) => {
      expect(await wrappedButtons(page)).toEqual([]);
      await screenshot(page, `small-mistakes-relay-note-${size}`);
    });
    expect(errors).toEqual([]);
  });

  it("shows the counter and what was cut when 200 characters are pasted into the letter", async () => {
    const { page, errors } = await memberTab();
    await page.goto("/");
    await page.evaluate(
      (group) =>
        localStorage.setItem(
          "kkul.send-draft",
          JSON.stringify({ receiverName: "누군가", receiverNames: ["누군가"], groupName: "영업 그룹", ...group }),
        ),
      { groupId, ongoing: true },
    );
    await page.goto("/compliment/send/content");
    const letter = page.getByLabel("칭찬 내용");
    // Pasted again at each width: where the paste leaves the caret depends on the phone's height.
    await atBothWidths(page, async (size) => {
      await letter.fill("");
      await expect.poll(() => page.getByRole("alert").filter({ hasText: "180자까지만" }).count()).toBe(0);
      await letter.click();
      await page.keyboard.insertText("고".repeat(200)); // as a paste lands: one input event
      await expect.poll(() => letter.inputValue()).toBe("고".repeat(180));
      const cut = page.getByRole("alert").filter({ hasText: "180자까지만" });
      expect(await cut.textContent()).toBe("180자까지만 쓸 수 있어요. 넘친 20자는 담기지 않았어요.");
      // What the phone shows where the paste left the caret: the counter and the message, under nothing.
      expect(await seen(page, "text=180/180")).toEqual({ inView: true, onTop: true });
      expect(await seen(page, "[role=alert]:has-text('180자까지만')")).toEqual({ inView: true, onTop: true });
      await screenshot(page, `small-mistakes-letter-cut-${size}`);
    });
    expect(errors).toEqual([]);
  });
});

describe("changed screens at 390×844 and at 320×640", () => {
  it("a group named '영업 그룹' with no received praise: its name once, its stamps in words", async () => {
    const { page, errors } = await memberTab();
    await page.goto(`/group/${groupId}`);
    await page.getByText("아직 이 그룹에서 받은 꿀도장이 없어요").waitFor();
    await atBothWidths(page, async (size) => {
      expect(await page.locator("body").textContent()).not.toContain("그룹 그룹");
      expect(await page.locator("body").textContent()).not.toContain("0/0");
      await motionDone(page);
      await screenshot(page, `small-mistakes-group-no-stamps-${size}`);
    });
    expect(errors).toEqual([]);
  });

  it("/login says goodbye after 회원 탈퇴", async () => {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, locale: "ko-KR", baseURL });
    const page = await context.newPage();
    // The mark is left on a page of the same origin that does not read it (as the leave page leaves it):
    // set on /login itself, a slow first hydration could take it before the reload.
    await page.goto("/images/logo.svg");
    await page.evaluate(() => sessionStorage.setItem("kkul.left", "1"));
    await page.goto("/login");
    const farewell = page.getByRole("status").filter({ hasText: "탈퇴가 완료되었어요." });
    await farewell.waitFor();
    await atBothWidths(page, async (size) => {
      expect(await farewell.isVisible()).toBe(true);
      await motionDone(page);
      await screenshot(page, `small-mistakes-login-farewell-${size}`);
    });
    await context.close();
  });
});
