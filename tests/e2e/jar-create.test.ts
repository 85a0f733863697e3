// Making a shared jar in Chromium (decision 024): a member of this file's own opens
// '함께 채우는 꿀단지 만들기' from home, fills /jar/new (the title suggested from the name and the
// occasion), makes the jar and gets its two links; home and my page then list it with the way back
// to those links. At 390×844 and at 320×640, with nothing cut off or reaching past the edge. When
// KakaoTalk refuses the share (the local stand-in's '공유 한도 초과', as Kakao's SDK at its daily
// quota), the page says so and selects the link to copy.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { callApi } from "./support/api";
import { launchBrowser, openLoggedInPage, PHONE, type SessionTokens, SMALL_PHONE, screenshot } from "./support/browser";
import { horizontalOverflow } from "./support/overflow";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const run = Date.now().toString(36).slice(-4);
let browser: Browser;
let member: SessionTokens;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await signUp(baseURL, `jar-maker-${run}`, "단지지기");
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

const linkValue = (page: Page, title: string) => page.getByRole("textbox", { name: `${title} 주소` }).inputValue();

describe("making a shared jar", () => {
  it.each([
    { viewport: PHONE, recipient: "이달콤", occasion: "송별" },
    { viewport: SMALL_PHONE, recipient: "가나다라마바사아", occasion: "연말" },
  ])(
    "at $viewport.width px: from home to its two links, then listed on home and my page",
    async ({ viewport, recipient, occasion }) => {
      const size = `${viewport.width}x${viewport.height}`;
      const { page, errors } = await openLoggedInPage(browser, baseURL, member, { viewport });
      await page.goto("/");
      await page.getByRole("link", { name: "함께 채우는 꿀단지 만들기" }).click();
      await page.waitForURL(`${baseURL}/jar/new`);

      await page.getByLabel("누구를 위한 꿀단지인가요?").fill(recipient);
      await page.getByRole("radio", { name: occasion }).check();
      const title = `${recipient}님의 ${occasion} 꿀단지`;
      expect(await page.getByLabel("제목").inputValue()).toBe(title);
      const opensOn = await page.getByLabel("여는 날").inputValue();
      expect(opensOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await horizontalOverflow(page)).toEqual([]);
      await screenshot(page, `jar-new-${size}`);
      // The full-page shot draws the sticky action bar over the last field: the day, as a phone shows it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await screenshot(page, `jar-new-day-${size}`, { fullPage: false });

      await page.getByRole("button", { name: "꿀단지 만들기" }).click();
      await page.waitForURL(/\/jar\/links\/[A-Za-z0-9_-]{22,}$/);
      const jarId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
      await page.getByText("꿀단지를 만들었어요!").waitFor();
      expect(await linkValue(page, "① 함께 쓰는 링크")).toBe(`${baseURL}/jar/${jarId}`);
      const opening = await linkValue(page, `② ${recipient}님에게만 보낼 여는 링크`);
      expect(opening).toMatch(new RegExp(`^${baseURL}/jar/${jarId}/open#key=[A-Za-z0-9_-]{22,}$`));
      // The writing link's yellow share; the opening link's own, plain, asking first (SPEC §11).
      expect(await page.getByRole("button", { name: "카카오톡 공유" }).count()).toBe(1);
      expect(await page.getByRole("button", { name: "카카오톡으로 보내기" }).count()).toBe(1);
      expect(await horizontalOverflow(page)).toEqual([]);
      await screenshot(page, `jar-created-${size}`);

      // A reload shows the same links (read from the member's jars), with both shares from the first
      // frame: while the worker's client settings are still on their way, the page waits, rather than
      // showing copy-only links that gain their share buttons later.
      let releaseConfig = () => {};
      const configHeld = new Promise<void>((resolve) => (releaseConfig = resolve));
      await page.route("**/auth/config", async (route) => {
        await configHeld;
        await route.continue();
      });
      const jarsRead = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/jar");
      await page.reload();
      await jarsRead;
      // Two frames after the jars came: what the page draws with the jars and without the settings.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.getByText("꿀단지를 불러오는 중이에요").isVisible()).toBe(true);
      expect(await page.getByRole("heading", { name: title }).count()).toBe(0);
      releaseConfig();
      await page.getByRole("heading", { name: title }).waitFor();
      expect(await page.getByRole("button", { name: "카카오톡 공유" }).count()).toBe(1);
      expect(await page.getByRole("button", { name: "카카오톡으로 보내기" }).count()).toBe(1);
      await page.unroute("**/auth/config");
      expect(await linkValue(page, `② ${recipient}님에게만 보낼 여는 링크`)).toBe(opening);

      await page.getByRole("button", { name: "홈으로" }).click();
      await page.waitForURL(`${baseURL}/`);
      const made = page.getByRole("list", { name: /^내가 만든 꿀단지/ });
      const row = made.getByRole("listitem").filter({ hasText: title });
      await row.scrollIntoViewIfNeeded();
      await expect.poll(() => row.textContent()).toContain("꿀방울 0개");
      expect(await row.textContent()).toContain("D-7");
      expect(await horizontalOverflow(page)).toEqual([]);
      await screenshot(page, `jar-home-${size}`);
      await row.getByRole("link", { name: `${title} 링크 보기` }).click();
      await page.waitForURL(`${baseURL}/jar/links/${jarId}`);
      expect(await linkValue(page, "① 함께 쓰는 링크")).toBe(`${baseURL}/jar/${jarId}`);

      await page.goto("/profile");
      const mine = page
        .getByRole("list", { name: /^내가 만든 꿀단지/ })
        .getByRole("listitem")
        .filter({ hasText: title });
      await mine.scrollIntoViewIfNeeded();
      expect(await mine.getByRole("link", { name: title, exact: true }).getAttribute("href")).toBe(`/jar/${jarId}`);
      expect(await page.getByText("아직 편지를 쓴 꿀단지가 없어요.").isVisible()).toBe(true);
      expect(await horizontalOverflow(page)).toEqual([]);
      await screenshot(page, `jar-profile-${size}`);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe("when KakaoTalk says no", () => {
  it("the stand-in's '공유 한도 초과' refuses like Kakao's quota: the page says so and selects the link; a cancel says nothing", async () => {
    const opensOn = new Date(Date.now() + 9 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
    const { jarId } = await callApi(baseURL, "/api/jar", member.accessToken, {
      recipientName: "한도초과",
      occasion: "THANKS",
      opensOn,
    });
    const { page, errors } = await openLoggedInPage(browser, baseURL, member);
    await page.goto(`/jar/links/${jarId}`);
    const writing = page.getByRole("region", { name: "① 함께 쓰는 링크" });
    const chooser = page.getByRole("dialog", { name: "카카오톡 공유 (로컬 에뮬레이터)" });

    await writing.getByRole("button", { name: "카카오톡 공유" }).click();
    await chooser.getByRole("button", { name: "공유 한도 초과" }).click();
    await expect
      .poll(() => writing.getByRole("status").textContent())
      .toBe("카카오톡 공유를 열지 못했어요. 링크를 복사해 전해주세요.");
    const field = writing.getByRole("textbox", { name: "① 함께 쓰는 링크 주소" });
    expect(await field.inputValue()).toBe(`${baseURL}/jar/${jarId}`);
    expect(
      await field.evaluate(
        (input: HTMLInputElement) =>
          document.activeElement === input && input.selectionStart === 0 && input.selectionEnd === input.value.length,
      ),
    ).toBe(true);

    // The person closing the sheet is no failure: nothing to say.
    const opening = page.getByRole("region", { name: /^② / });
    await opening.getByRole("button", { name: "카카오톡으로 보내기" }).click();
    const ask = page.getByRole("dialog", { name: "받는 사람에게만 보내주세요" });
    await ask.getByRole("button", { name: "카카오톡으로 보내기" }).click();
    await chooser.getByRole("button", { name: "취소" }).click();
    await chooser.waitFor({ state: "detached" });
    expect(await opening.getByRole("status").textContent()).toBe("");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
