// Decision 024 in Chromium, in KakaoTalk's agent: a member makes a shared jar; two guests and a member
// write in it from the writing link (a half-written letter kept across Back and a reload); the creator
// hides one letter (undoes it from '숨긴 편지', hides it again; its writer sees it marked); the person
// it is for opens the opening link before the day (the countdown), then on the day (the jars' clock set
// ahead, for this jar alone) reads the letters, signs up from '꿀단지에 간직하기', comes back to it with the jar kept and finds
// the letters in their new group.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { callApi } from "./support/api";
import {
  collectErrors,
  launchBrowser,
  openLoggedInPage,
  PHONE,
  pageListens,
  type SessionTokens,
  SMALL_PHONE,
  screenshot,
  screenshotBothWidths,
} from "./support/browser";
import { inAppContextOptions, KAKAOTALK_AGENTS } from "./support/in-app";
import { latestCode, mailCount } from "./support/mailbox";
import { phoneHeaders } from "./support/session";
import { settled } from "./support/settle";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const run = String(Date.now()).slice(-5);
const ANDROID = KAKAOTALK_AGENTS[0]!;
const CREATOR = `만든${run.slice(-4)}`;
const WRITER = `쓴이${run.slice(-4)}`;
const RECIPIENT = `받을${run.slice(-4)}`;
const TITLE = `${RECIPIENT}님 송별 ${run.slice(-3)}`;

let browser: Browser;
let creator: SessionTokens;
let writer: SessionTokens;
let jarId = "";
let keepKey = "";
const contexts: BrowserContext[] = [];

const kstDay = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
/** This file's jar's day moved ahead (the other files' jars keep the real one). */
const jarClock = (aheadDays: number) =>
  fetch(`${baseURL}/__dev/jar-clock`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ aheadDays, ...(jarId ? { jarId } : {}) }),
  });

/** A phone of its own (`who`): its own client address, so its sign-up and letters spend no other file's budget. */
const guestPage = async (viewport: { width: number; height: number }, who: string) => {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 2,
    locale: "ko-KR",
    baseURL,
    ...inAppContextOptions(ANDROID),
    extraHTTPHeaders: phoneHeaders(`jar-${who}-${run}`),
  });
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
};

/** Writes a letter on the jar's page, opened unless the phone is on it (a guest gives a nickname first). */
const writeLetter = async (page: Page, letter: { stamp: string; content: string; nickname?: string }) => {
  if (new URL(page.url()).pathname !== `/jar/${jarId}`) await page.goto(`/jar/${jarId}`);
  await page.getByRole("heading", { name: `${RECIPIENT}님에게 편지 쓰기` }).waitFor();
  // This journey is the app's own (its half-written letters, its toasts): the page listens first. The
  // form's way before the scripts is no-script.test.ts's (decision 042).
  await pageListens(page);
  if (letter.nickname) await page.getByLabel("닉네임").fill(letter.nickname);
  await page.locator("label", { has: page.getByRole("radio", { name: letter.stamp }) }).click();
  await page.getByLabel("편지", { exact: true }).fill(letter.content);
  await page.getByRole("button", { name: "꿀단지에 담기" }).click();
  await page.getByRole("list", { name: "내가 쓴 편지" }).getByText(letter.content).waitFor();
};

beforeAll(async () => {
  [browser, creator, writer] = await Promise.all([
    launchBrowser(),
    signUp(baseURL, `jar-c-${run}`, CREATOR),
    signUp(baseURL, `jar-w-${run}`, WRITER),
  ]);
}, 60_000);
afterAll(async () => {
  await jarClock(0);
  await Promise.allSettled(contexts.map((context) => context.close()));
  await browser?.close();
});

// Four writers and a whole sign-up in the browser: on a busy machine longer than the project's minute.
describe("a jar the whole team fills", { timeout: 120_000 }, () => {
  it("a member makes it; two guests and a member write; the creator reads them all and hides one", async () => {
    // Made over the API (the making page is jar-create.test.ts's): the writing is the point here.
    ({ jarId, keepKey } = await callApi(baseURL, "/api/jar", creator.accessToken, {
      recipientName: RECIPIENT,
      occasion: "FAREWELL",
      title: TITLE,
      opensOn: kstDay(3),
    }));
    const made = await openLoggedInPage(browser, baseURL, creator, inAppContextOptions(ANDROID));
    contexts.push(made.page.context());
    await writeLetter(made.page, { stamp: "고마웠어요", content: "3년 동안 함께해서 든든했어요" });

    const first = await guestPage(SMALL_PHONE, "first");
    await writeLetter(first.page, { nickname: "민지", stamp: "새 출발 응원", content: "선배 덕분에 즐거웠어요!" });
    await screenshotBothWidths(first.page, "shared-jar-guest-wrote");
    // The guest's letter is theirs on this phone: after a reload, still there to change.
    await first.page.reload();
    await first.page.getByRole("list", { name: "내가 쓴 편지" }).getByText("선배 덕분에 즐거웠어요!").waitFor();

    const second = await guestPage(PHONE, "second");
    // A half-written letter survives leaving the page: Back from another page, then a reload.
    await second.page.goto(`/jar/${jarId}`);
    await second.page.waitForFunction(() => !("kkulReleaseTaps" in window)); // the drawn page listens
    await second.page.getByLabel("닉네임").fill("장난꾸러기");
    await second.page.getByLabel("편지", { exact: true }).fill("반쯤 쓴 편지");
    await second.page.goto("/login");
    await second.page.goBack();
    const letterBox = second.page.getByLabel("편지", { exact: true });
    await expect.poll(() => letterBox.inputValue()).toBe("반쯤 쓴 편지");
    await second.page.reload();
    await expect.poll(() => letterBox.inputValue()).toBe("반쯤 쓴 편지");
    expect(await second.page.getByLabel("닉네임").inputValue()).toBe("장난꾸러기");
    await writeLetter(second.page, { nickname: "장난꾸러기", stamp: "꽃길만 걸어요", content: "숨겨질 장난 편지" });
    const member = await openLoggedInPage(browser, baseURL, writer, inAppContextOptions(ANDROID));
    contexts.push(member.page.context());
    await writeLetter(member.page, { stamp: "잊지 않을게요", content: "새 팀에서도 응원할게요" });
    await screenshotBothWidths(member.page, "shared-jar-member-wrote");
    // Nobody but the creator reads the others' letters.
    expect(await member.page.getByText("선배 덕분에 즐거웠어요!").count()).toBe(0);

    await made.page.reload();
    const all = made.page.getByRole("list", { name: "모인 편지" });
    await all.getByText("숨겨질 장난 편지").waitFor();
    expect(await all.getByRole("listitem").count()).toBe(4);
    await all
      .getByRole("listitem")
      .filter({ hasText: "숨겨질 장난 편지" })
      .getByRole("button", { name: "숨기기" })
      .click();
    await made.page.getByRole("dialog").getByRole("button", { name: "숨기기" }).click();
    await expect.poll(() => all.getByRole("listitem").count()).toBe(3);
    // The hide is undone from '숨긴 편지 1' until the day (SPEC §11), then done again.
    await made.page.getByText("숨긴 편지 1").click();
    await made.page.getByRole("list", { name: "숨긴 편지" }).getByRole("button", { name: "되돌리기" }).click();
    await expect.poll(() => all.getByRole("listitem").count()).toBe(4);
    await all
      .getByRole("listitem")
      .filter({ hasText: "숨겨질 장난 편지" })
      .getByRole("button", { name: "숨기기" })
      .click();
    await made.page.getByRole("dialog").getByRole("button", { name: "숨기기" }).click();
    await expect.poll(() => all.getByRole("listitem").count()).toBe(3);
    await made.page.getByText("숨긴 편지 1").click();
    await screenshotBothWidths(made.page, "shared-jar-creator");
    // Its writer sees it marked hidden, not silently gone.
    await second.page.reload();
    await second.page.getByRole("list", { name: "내가 쓴 편지" }).getByText("만든 사람이 숨긴 편지예요").waitFor();
    expect([...made.errors, ...first.errors, ...second.errors, ...member.errors]).toEqual([]);
  });

  it("the person it is for counts down, then on the day signs up from the link, opens it and keeps it", async () => {
    const { page, errors } = await guestPage(PHONE, "recipient");
    // A link shared before the key moved to the fragment: it still opens, and the key leaves the query.
    await page.goto(`/jar/${jarId}/open?key=${keepKey}`);
    await page.getByText("여는 날까지 조금만 기다려주세요!").waitFor();
    await page.waitForURL(`${baseURL}/jar/${jarId}/open#key=${keepKey}`);
    expect(await page.getByText("D-3").count()).toBe(1);
    await screenshotBothWidths(page, "shared-jar-countdown");

    await jarClock(3);
    await page.reload();
    // On the day the letters show to whoever holds the link; a login is asked only to keep them.
    await page.getByRole("heading", { name: "꿀단지가 열렸어요!" }).waitFor();
    await page.getByRole("button", { name: "꿀단지에 간직하기" }).click();
    const nickname = `받는이${run}`;
    await page.waitForURL(/\/__dev\/kakao\/oauth\/authorize\?/);
    await page.getByLabel("직접 입력").fill(nickname);
    await page.getByRole("button", { name: "동의하고 계속하기" }).click();
    await page.waitForURL(`${baseURL}/signup/agree`);
    await page.getByRole("checkbox", { name: "약관 전체 동의" }).check();
    await page.getByRole("button", { name: "다음" }).click();
    await page.getByLabel("이름").fill(RECIPIENT);
    await page.getByRole("button", { name: "다음" }).click();
    const email = `jar.${run}@example.com`;
    await page.getByLabel("이메일").fill(email);
    const before = await mailCount(baseURL, email);
    await page.getByRole("button", { name: "인증 요청" }).click();
    await page.getByLabel("인증번호").fill(await latestCode(baseURL, email, { newerThan: before }));
    await page.getByRole("button", { name: "확인" }).click();
    await page.getByText("인증되었어요.", { exact: true }).waitFor();
    await page.getByRole("button", { name: "다음" }).click();
    await page.locator("label", { has: page.getByRole("radio", { name: "곰" }) }).click();
    // The jars' day lives in the worker's memory: set again right before the page asks, in case the
    // local worker was restarted while the sign-up went on (it keeps no state across a restart).
    await jarClock(3);
    await page.getByRole("button", { name: "가입 완료" }).click();

    // Back to the opening link, logged in now: the keep the tap was for goes on by itself.
    await page.getByText(/꿀단지에 간직했어요/).waitFor({ timeout: 60_000 });
    expect(page.url()).toBe(`${baseURL}/jar/${jarId}/open#key=${keepKey}`);
    const letters = page.getByRole("list", { name: "꿀단지의 편지" });
    await expect.poll(() => letters.getByRole("listitem").count()).toBe(3);
    expect(await letters.getByText("숨겨질 장난 편지").count()).toBe(0);
    await letters.getByText("From. 민지").waitFor();
    await settled(page);
    await screenshot(page, "shared-jar-opened-390x844");
    await page.setViewportSize(SMALL_PHONE);
    await screenshot(page, "shared-jar-opened-320x640");
    await jarClock(0);

    await page.getByRole("link", { name: "내 꿀단지 그룹에서 보기" }).click();
    await page.waitForURL(/\/group\/\d+$/);
    await page.getByText("새 팀에서도 응원할게요").waitFor();
    const groups = await page.evaluate(async () => (await (await fetch("/api/group")).json()).data);
    const kept = groups.groupMembersPraiseCountInfos.find(
      (g: { groupName: string }) => g.groupName === TITLE.slice(0, 15).trim(),
    );
    expect(kept).toMatchObject({ receiveCount: 3 });

    // The writing link now says it was delivered, and takes no letter.
    await page.goto(`/jar/${jarId}`);
    await page.getByText(`${RECIPIENT}님에게 전달된 꿀단지예요.`, { exact: false }).waitFor();
    expect(await page.getByRole("button", { name: "꿀단지에 담기" }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
