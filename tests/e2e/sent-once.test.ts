// A praise is sent once, whatever the back button does, in KakaoTalk's Android in-app browser: back
// during the share and after it, a reload and a forward find the praise where it stands (sent,
// delivered, kept), never a filled letter; the sent list and the host hold exactly one. And sign-up
// cannot loop: back from /signup/complete ends home, and a double tap on '가입 완료' registers once.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { callApi } from "./support/api";
import {
  screenshot as capture,
  collectErrors,
  launchBrowser,
  openLoggedInPage,
  PHONE,
  SMALL_PHONE,
  settledScreenshot as screenshot,
  screenshotBothWidths,
} from "./support/browser";
import { inAppContextOptions, KAKAOTALK_AGENTS } from "./support/in-app";
import { latestCode, mailCount } from "./support/mailbox";
import { login, phoneHeaders } from "./support/session";

const baseURL = inject("baseURL");
const run = Date.now().toString(36).slice(-5);
const ANDROID = KAKAOTALK_AGENTS[0]!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Share = { templateArgs: Record<string, string> };
/** The distinct praises KakaoTalk was handed with this letter (the share emulator's record). */
const sharedPraises = async (letter: string) => {
  const shares = (await (await fetch(`${baseURL}/__dev/shares`)).json()) as Share[];
  return new Set(shares.filter((s) => s.templateArgs.content === letter).map((s) => s.templateArgs.id));
};

describe("in KakaoTalk's in-app browser, a praise is sent once", () => {
  it("back during the share and after it, a reload and forward: one praise in the sent list and in the host", async () => {
    const session = await login(baseURL, "김꿀벌");
    const groupName = `한번만-${run}`;
    const { groupId } = (await callApi(baseURL, "/api/group", session.accessToken, { groupName })) as {
      groupId: number;
    };
    const letter = `회의록 정리 고마워요, 한 번만 가요 (${run})`;
    const { page, errors } = await openLoggedInPage(browser, baseURL, session, inAppContextOptions(ANDROID));

    await page.goto("/");
    await page.goto("/compliment/send/target");
    await page.getByLabel("받는 사람").fill("이달콤");
    await page.getByRole("button", { name: /^그룹/ }).click();
    const sheet = page.getByRole("dialog", { name: "그룹 선택" });
    await sheet.getByRole("radio", { name: groupName }).check();
    await sheet.getByRole("button", { name: "선택하기" }).click();
    await page.getByRole("radio", { name: "예" }).check();
    await page.getByRole("button", { name: "다음" }).click();
    await page.waitForURL(`${baseURL}/compliment/send/content`);
    await page.getByRole("radio", { name: "센스 만점" }).check();
    await page.getByLabel("칭찬 내용").fill(letter);
    await page.getByRole("button", { name: "꿀 보내기" }).click();
    const chooser = page.getByRole("dialog", { name: "카카오톡 공유 (로컬 에뮬레이터)" });
    await chooser.waitFor();

    // The phone's back while KakaoTalk's share is open: step 1's address, the praise on it.
    await page.goBack();
    await page.waitForURL(`${baseURL}/compliment/send/target`);
    const status = page.getByRole("heading", { name: "이미 보낸 꿀이에요" });
    await status.waitFor();
    expect(await page.getByRole("button", { name: "다음" }).count()).toBe(0);
    await page.getByRole("list", { name: "보낸 꿀의 상태" }).waitFor();

    // A reload keeps it; '다시 공유하기' shares that very praise and waits for KakaoTalk.
    await page.reload();
    await status.waitFor();
    await page.getByRole("list", { name: "보낸 꿀의 상태" }).waitFor();
    await screenshot(page, "sent-once-after-back-390x844");
    await page.setViewportSize(SMALL_PHONE);
    await screenshot(page, "sent-once-after-back-320x640");
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "다시 공유하기" }).click();
    await chooser.getByRole("button", { name: "1:1 채팅방에 보내기" }).click();
    await page.waitForURL(`${baseURL}/compliment/send/complete`, { timeout: 15_000 });
    await page.getByRole("heading", { name: "이달콤님에게 꿀을 전달했어요!" }).waitFor();

    // Back right after it: delivered, shown as such; forward and back again change nothing.
    await page.goBack();
    await status.waitFor();
    const delivered = page.getByRole("list", { name: "보낸 꿀의 상태" }).getByText("전달됐어요");
    await expect.poll(() => delivered.evaluate((el) => el.closest("li")?.getAttribute("aria-current"))).toBe("step");
    await screenshot(page, "sent-once-delivered-390x844");
    await page.setViewportSize(SMALL_PHONE);
    await screenshot(page, "sent-once-delivered-320x640");
    await page.setViewportSize(PHONE);
    await page.goForward();
    await page.goBack();
    await status.waitFor();

    // '새 꿀 보내기': an empty form, nothing sent.
    await page.getByRole("button", { name: "새 꿀 보내기" }).click();
    expect(await page.getByLabel("받는 사람").inputValue()).toBe("");

    // One praise: in the sent list on screen, in the host's list, and handed to KakaoTalk once.
    await page.goto(`/group/${groupId}?tab=send`);
    await page.getByText(letter.split(",")[0]!).first().waitFor();
    expect(await page.getByText(letter.split(",")[0]!).count()).toBe(1);
    const sent = (await callApi(
      baseURL,
      `/api/send-praise/group?groupId=${groupId}&page=0&size=50`,
      session.accessToken,
    )) as { sendPraiseInfos: { content: string }[] };
    expect(sent.sendPraiseInfos.filter((p) => p.content === letter)).toHaveLength(1);
    expect((await sharedPraises(letter)).size).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// A whole sign-up in the browser: on a busy machine longer than the project's minute.
describe("sign-up cannot loop", { timeout: 120_000 }, () => {
  it("a double tap on '가입 완료' registers once; back from /signup/complete ends home, never in the form", async () => {
    const nickname = `한번가입${run}`;
    const name = `한번꿀${run.slice(-3)}`;
    const email = `once.${run}@example.com`;
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      locale: "ko-KR",
      baseURL,
      ...inAppContextOptions(ANDROID),
      // A phone of its own: the sign-up's mail and register limits are per address, and every other
      // browser file's sign-ups come from 127.0.0.1.
      extraHTTPHeaders: phoneHeaders(nickname),
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto("/login");
    await page.getByRole("link", { name: "카카오로 시작하기" }).click();
    await page.waitForURL(/\/__dev\/kakao\/oauth\/authorize\?/);
    await page.getByLabel("직접 입력").fill(nickname);
    await page.getByRole("button", { name: "동의하고 계속하기" }).click();
    await page.waitForURL(`${baseURL}/signup/agree`);
    await page.getByRole("checkbox", { name: "약관 전체 동의" }).check();
    await page.getByRole("button", { name: "다음" }).click();
    await page.waitForURL(`${baseURL}/signup/name`);
    await page.getByLabel("이름").fill(name);
    await page.getByRole("button", { name: "다음" }).click();
    await page.waitForURL(`${baseURL}/signup/email`);
    await page.getByLabel("이메일").fill(email);
    const before = await mailCount(baseURL, email);
    await page.getByRole("button", { name: "인증 요청" }).click();
    await page.getByLabel("인증번호").fill(await latestCode(baseURL, email, { newerThan: before }));
    await page.getByRole("button", { name: "확인" }).click();
    await page.getByText("인증되었어요.", { exact: true }).waitFor();
    await page.getByRole("button", { name: "다음" }).click();
    await page.waitForURL(`${baseURL}/signup/profile`);
    await page.locator("label", { has: page.getByRole("radio", { name: "꿀단지" }) }).click();
    const finish = page.getByRole("button", { name: "가입 완료" });
    await expect.poll(() => finish.isEnabled()).toBe(true);
    const registers: number[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/api/auth/register") registers.push(response.status());
    });
    await finish.dblclick(); // an instant double tap

    // The welcome on screen, then its address (a router navigation: waiting for the URL's load event
    // was seen to time out on a busy machine though the page had arrived).
    await page
      .getByText(`${name}님,`)
      .waitFor({ timeout: 60_000 })
      .catch(async (error: Error) => {
        // Where the page is instead, for the run's log: the address, what it says, every register.
        const body = await page
          .locator("body")
          .innerText()
          .catch(() => "");
        await capture(page, "signup-double-tap-failed", { always: true });
        throw new Error(`${error.message}\n at ${page.url()}, registers ${registers}: ${body.slice(0, 300)}`);
      });
    expect(page.url()).toBe(`${baseURL}/signup/complete`);
    expect(await page.getByText("이미 가입된 회원이에요. 로그인해주세요.").count()).toBe(0);
    expect(registers).toEqual([201]);

    // The phone's back: home, greeting the new member; again: home still, never a sign-up step.
    await page.goBack();
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole("heading", { level: 1, name: `안녕하세요, ${name}님!` }).waitFor();
    await page.goBack();
    await page.waitForURL(`${baseURL}/`);
    expect(await page.getByRole("progressbar", { name: "회원가입 진행 단계" }).count()).toBe(0);
    await screenshotBothWidths(page, "signup-back-home");
    expect(registers).toEqual([201]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
