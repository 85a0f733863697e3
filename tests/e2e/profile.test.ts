// My page and settings in Chromium: a member (registered over HTTP with a verified e-mail) sees
// their page, edits name and image, changes the e-mail with a mailed code, toggles marketing
// consent from the side menu, and logs out from it.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openLoggedInPage, PHONE, SMALL_PHONE, screenshot } from "./support/browser";
import { latestCode, mailCount, verifyEmail } from "./support/mailbox";
import { kakaoTokenOf } from "./support/session";

const baseURL = inject("baseURL");
const runId = Date.now().toString(36).slice(-4);
let browser: Browser;

type Login = { accessToken: string; refreshToken: string; memberName: string };

/** The Kakao emulator's provider token for `nickname` (support/session.ts). */
const kakaoTokenFor = (nickname: string) => kakaoTokenOf(baseURL, nickname);

const registerMember = async (nickname: string, name: string, email: string): Promise<Login> => {
  const kakaoToken = await kakaoTokenFor(nickname);
  await verifyEmail(baseURL, email, kakaoToken);
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${kakaoToken}` },
    body: JSON.stringify({
      serviceTerm: 1,
      personalInfo: 1,
      emailMarketing: 0,
      name,
      email,
      imageUrl: "/images/profile/profile-1.svg",
      onboarding: 0,
    }),
  });
  if (res.status !== 201) throw new Error(`register ${nickname}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Login }).data;
};

const openLoggedIn = async (login: Login, viewport: { width: number; height: number } = PHONE) => {
  const opened = await openLoggedInPage(browser, baseURL, login, { viewport });
  await opened.page.goto("/login");
  return opened;
};

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).isVisible()).toBe(true);
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

let member: Login;
const email = `profile.${runId}@example.com`;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(`마이페이지e2e${runId}`, "마이꿀벌", email);
});
afterAll(async () => {
  await browser?.close();
});

describe("my page and settings in Chromium", () => {
  it("shows my page, then saves a new name and image (toast, back on /profile)", async () => {
    const { page, errors } = await openLoggedIn(member);
    await page.goto("/profile");
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "마이꿀벌" }).isVisible()).toBe(true);
    await visible(page, email);
    await visible(page, "꿀을 3개 이상 받으면 가장 많이 받은 꿀도장이 보여요.");
    expect(await page.getByText("보낸 꿀").locator("xpath=following-sibling::dd").textContent()).toBe("0");
    await screenshot(page, "profile-390x844");

    // A tap anywhere on a count's tile (here on its label) opens the badge board; back returns.
    const label = (await page.getByText("받은 꿀", { exact: true }).boundingBox())!;
    await page.mouse.click(label.x + label.width / 2, label.y + label.height / 2);
    await page.waitForURL(`${baseURL}/badge`);
    await page.getByRole("heading", { name: "배지", exact: true }).waitFor();
    await page.goBack();
    await page.waitForURL(`${baseURL}/profile`);

    await page.getByRole("link", { name: "프로필 수정" }).click();
    await page.waitForURL(`${baseURL}/profile/update`);
    const save = page.getByRole("button", { name: "저장" });
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.getByLabel("이름").fill("바뀐꿀벌");
    await page.locator("label", { has: page.getByRole("radio", { name: "꽃" }) }).click();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await screenshot(page, "profile-update-390x844");
    await save.click();
    await page.waitForURL(`${baseURL}/profile`);
    await visible(page, "변경된 내용을 저장했어요");
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "바뀐꿀벌" }).isVisible()).toBe(true);
    expect(await page.getByRole("img", { name: "프로필 이미지" }).getAttribute("src")).toBe(
      "/images/profile/profile-5.svg",
    );
    expect(await page.evaluate(() => localStorage.getItem("userName"))).toBe("바뀐꿀벌");

    // The home greeting follows the new name.
    await page.goto("/");
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "안녕하세요, 바뀐꿀벌님!" }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("changes the e-mail with a code from the mailbox; the current address is refused", async () => {
    const { page, errors } = await openLoggedIn(member);
    await page.goto("/email/update");
    const input = page.getByLabel("새 이메일");
    await input.fill(email.replace("profile", "Profile"));
    await visible(page, "현재 이메일과 동일합니다.");
    expect(await page.getByRole("button", { name: "인증 요청" }).isDisabled()).toBe(true);

    const next = `profile.new.${runId}@example.com`;
    await input.fill(next);
    const before = await mailCount(baseURL, next);
    await page.getByRole("button", { name: "인증 요청" }).click();
    await visible(page, "인증번호가 전송되었어요.");
    await page.getByLabel("인증번호").fill(await latestCode(baseURL, next, { newerThan: before }));
    await page.getByRole("button", { name: "확인" }).click();
    await visible(page, "인증되었어요.");
    await screenshot(page, "email-update-390x844");
    await page.getByRole("button", { name: "변경하기" }).click();
    await page.waitForURL(`${baseURL}/profile`);
    await visible(page, next);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens the side menu from home (focus trapped, Escape closes) and toggles marketing consent", async () => {
    const { page, errors } = await openLoggedIn(member);
    await page.goto("/");
    const opener = page.getByRole("button", { name: "메뉴 열기" });
    await opener.click();
    const menu = page.getByRole("dialog", { name: "메뉴" });
    await expect.poll(() => menu.isVisible()).toBe(true);
    const width = await menu.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeCloseTo(PHONE.width * 0.7, 0);
    await screenshot(page, "side-menu-390x844");
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await opener.click();
    await page.getByRole("link", { name: "이용약관" }).click();
    await page.waitForURL(`${baseURL}/setting/terms`);
    const marketing = page.getByRole("switch", { name: "마케팅 정보 수신 동의" });
    await expect.poll(() => marketing.getAttribute("aria-checked")).toBe("false");
    expect(await page.getByRole("switch", { name: "서비스 이용약관 동의" }).isDisabled()).toBe(true);
    await marketing.click();
    await expect
      .poll(() =>
        page
          .getByText(/^약관 동의를 변경했어요\. \d{4}년 \d{1,2}월 \d{1,2}일 마케팅 정보 수신에 동의했어요\.$/)
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => marketing.getAttribute("aria-checked")).toBe("true");
    await screenshot(page, "setting-terms-390x844");
    await page.reload();
    await expect
      .poll(() => page.getByRole("switch", { name: "마케팅 정보 수신 동의" }).getAttribute("aria-checked"))
      .toBe("true");
    // The row's words toggle it too, not only the switch's track.
    await expect.poll(() => marketing.isEnabled()).toBe(true);
    await page.getByText("마케팅 정보 수신 동의", { exact: true }).click();
    await expect.poll(() => marketing.getAttribute("aria-checked")).toBe("false");
    await expect.poll(() => marketing.isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("fits a 320×640 phone", async () => {
    const { page, errors } = await openLoggedIn(member, SMALL_PHONE);
    const pages = [
      ["/profile", "profile", page.getByRole("link", { name: "이메일 변경" })],
      ["/profile/update", "profile-update", page.getByRole("radio", { name: "꽃" })],
      ["/setting/terms", "setting-terms", page.getByRole("switch", { name: "마케팅 정보 수신 동의" })],
    ] as const;
    for (const [path, name, ready] of pages) {
      await page.goto(path);
      await ready.waitFor({ state: "attached" });
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, `${name}-320x640`);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("logs out from the side menu: back to /login, and the session's refresh token is dead", async () => {
    const login = await registerMember(`로그아웃e2e${runId}`, "나갈꿀벌", `logout.${runId}@example.com`);
    const { page, errors } = await openLoggedIn(login);
    await page.goto("/");
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await page.getByRole("button", { name: "로그아웃" }).click();
    await page.waitForURL(`${baseURL}/login`);
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
    const reissue = await fetch(`${baseURL}/api/auth/reissue`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ accessToken: login.accessToken, refreshToken: login.refreshToken }),
    });
    expect(reissue.status).toBe(401);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
