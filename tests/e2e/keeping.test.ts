// Decision 023 in Chromium: the moment after keeping. A member logged out opens a praise's link, logs in,
// saves it, and answers and continues the relay from the same screen; counted in taps. A stranger
// the praise does not name is asked before keeping it, and the sender's list marks who was named.
import type { Browser, Page } from "playwright-core";
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
  settledScreenshot as screenshot,
  screenshotBothWidths,
} from "./support/browser";
import { deliverShare } from "./support/share";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const suffix = String(Date.now()).slice(-5);
const SENDER = `보낸${suffix.slice(-4)}`;
const KEEPER = `담은${suffix.slice(-4)}`;
const KEEPER_NICK = `keep-k-${suffix}`;
const TEAM = `팀-${suffix}`;
const JAR = `단지-${suffix}`;
const STRANGER = `이웃${suffix.slice(-4)}`;
const LETTER = `자료 정리 고마워요 (${suffix})`;

let browser: Browser;
let sender: SessionTokens;
let keeper: SessionTokens;
let stranger: SessionTokens;
let uuid = "";
let team = 0;

beforeAll(async () => {
  [browser, sender, keeper, stranger] = await Promise.all([
    launchBrowser(),
    signUp(baseURL, `keep-s-${suffix}`, SENDER),
    signUp(baseURL, KEEPER_NICK, KEEPER),
    signUp(baseURL, `keep-x-${suffix}`, STRANGER),
  ]);
  [team] = await Promise.all([
    callApi(baseURL, "/api/group", sender.accessToken, { groupName: TEAM }).then((g) => g.groupId as number),
    callApi(baseURL, "/api/group", keeper.accessToken, { groupName: JAR }).then((g) => g.groupId as number),
  ]);
  ({ uuid } = await callApi(baseURL, "/api/send-praise", sender.accessToken, {
    content: LETTER,
    projectStatus: false,
    receiverName: KEEPER,
    groupId: team,
    honeyStampId: 3,
  }));
  expect(await deliverShare(baseURL, uuid)).toEqual({ webhookStatus: 200 });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe("the moment after keeping", () => {
  it("answers and continues the relay from the same screen: 4 taps from '로그인하고 꿀 저장하기' to a sent answer", async () => {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, locale: "ko-KR", baseURL });
    const page = await context.newPage();
    const errors = collectErrors(page);
    let taps = 0;
    const tap = async (locator: ReturnType<Page["getByRole"]>) => {
      taps += 1;
      await locator.click();
    };
    await page.goto(`/compliment/${uuid}`);
    await tap(page.getByRole("link", { name: "로그인하고 꿀 저장하기" }));
    // The emulator's Kakao consent (Kakao's own page, not counted).
    await page.waitForURL(/\/__dev\/kakao\/oauth\/authorize\?/);
    await page.getByLabel("직접 입력").fill(KEEPER_NICK);
    await page.getByRole("button", { name: "동의하고 계속하기" }).click();
    // Back on the praise, the choice of groups the tap was for opens without a second tap.
    const sheet = page.getByRole("dialog", { name: "어느 그룹에 저장할까요?" });
    await sheet.waitFor();
    expect(page.url()).toBe(`${baseURL}/compliment/${uuid}`);
    await tap(sheet.getByRole("radio", { name: JAR }));
    await tap(sheet.getByRole("button", { name: "이 그룹에 저장하기" }));

    // Same screen: kept, and the answer and the relay right there.
    const kept = page.getByRole("heading", { name: "꿀단지에 담았어요!" });
    await kept.waitFor();
    expect(page.url()).toBe(`${baseURL}/compliment/${uuid}`);
    await expect.poll(() => kept.evaluate((el) => el === document.activeElement)).toBe(true);
    const picker = page.getByRole("group", { name: `${SENDER}님에게 꿀로 답하기` });
    await picker.waitFor();
    await page.getByRole("link", { name: "릴레이 이어가기" }).waitFor();
    // Brought on screen: the answer's words sit above the bottom bar without scrolling by hand.
    const wordsAboveBar = () =>
      picker.getByText("고마워요").evaluate((el) => {
        const bar = document.querySelector("main + *")!.getBoundingClientRect();
        return el.getBoundingClientRect().bottom <= bar.top && el.getBoundingClientRect().top >= 56;
      });
    await expect.poll(wordsAboveBar).toBe(true);
    await screenshot(page, "keep-1-kept-390x844");
    await page.setViewportSize(SMALL_PHONE);
    await screenshot(page, "keep-1-kept-320x640");
    await page.setViewportSize(PHONE);

    await tap(picker.getByText("고마워요"));
    await picker.getByText("답장을 보냈어요. 다른 말로 바꿀 수도 있어요.").waitFor();
    // One state: sent says sent; no second '꿀 답장 보내기' under it, the note above points on.
    expect(await page.getByRole("button", { name: "꿀 답장 보내기" }).count()).toBe(0);
    await page.getByText("이제 받은 칭찬을 다른 팀원에게 이어가거나, 내 꿀단지로 가보세요.").waitFor();
    // The answer reached the sender.
    await expect
      .poll(
        async () => (await callApi(baseURL, `/api/send-praise/check?praise-uuid=${uuid}`, sender.accessToken)).keepers,
      )
      .toMatchObject([{ name: KEEPER, reaction: "THANKS", named: true }]);
    // 5 while '꿀 저장하기' had to be tapped again after the login; 7 before decision 023 (home, the
    // toast's '이동', the praise, then the answer).
    expect(taps).toBe(4);
    await screenshotBothWidths(page, "keep-2-answered");

    // '카카오톡으로도 알리기' sends it back through KakaoTalk, from the same screen.
    await picker.getByRole("button", { name: "카카오톡으로도 알리기" }).click();
    await page
      .getByRole("dialog", { name: "카카오톡 공유 (로컬 에뮬레이터)" })
      .getByRole("button", { name: "1:1 채팅방에 보내기" })
      .click();
    type Share = { templateId: string; templateArgs: Record<string, string> };
    await expect
      .poll(async () =>
        ((await (await fetch(`${baseURL}/__dev/shares`)).json()) as Share[]).some(
          (s) => s.templateId === "100003" && s.templateArgs.keeper === KEEPER && s.templateArgs.id === uuid,
        ),
      )
      .toBe(true);
    // The share says it opened.
    await picker.getByRole("status").filter({ hasText: "카카오톡 공유 창을 열었어요" }).waitFor();
    await screenshotBothWidths(page, "keep-3-answer-shared");

    // And the relay continues from here too.
    await page.getByRole("link", { name: "릴레이 이어가기" }).click();
    await page.waitForURL(`${baseURL}/compliment/send/target`);
    expect(await page.getByTestId("relay-note").textContent()).toContain(`${SENDER}님에게 받은 칭찬을 이어서 보내요`);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe("named or not", () => {
  it("a stranger's save shows who it was for and asks; the sender's list marks them", async () => {
    const { page, errors } = await openLoggedInPage(browser, baseURL, stranger);
    await page.goto(`/compliment/${uuid}`);
    const note = page.getByTestId("not-named-note");
    await note.waitFor();
    expect(await note.textContent()).toBe(`이 꿀은 ${KEEPER}님에게 보낸 꿀이에요. 받는 사람에 내 이름은 없어요.`);
    await screenshotBothWidths(page, "keep-3-not-named");
    await pageListens(page);
    await page.getByRole("button", { name: "꿀 저장하기" }).click();
    const ask = page.getByRole("dialog", { name: "내 이름이 없는 꿀이에요" });
    await ask.waitFor();
    expect(await ask.textContent()).toContain(`${KEEPER}님에게 보낸 꿀이에요.`);
    await screenshot(page, "keep-4-not-named-ask-390x844");
    await page.setViewportSize(SMALL_PHONE);
    await screenshot(page, "keep-4-not-named-ask-320x640");
    await page.setViewportSize(PHONE);
    await ask.getByRole("button", { name: "그래도 담기" }).click();
    const sheet = page.getByRole("dialog", { name: "어느 그룹에 저장할까요?" });
    await sheet.getByRole("textbox").fill(`이웃단지-${suffix}`);
    await sheet.getByRole("button", { name: `‘이웃단지-${suffix}’ 그룹 추가하기` }).click();
    await sheet.getByRole("radio", { name: `이웃단지-${suffix}`, checked: true }).waitFor();
    await sheet.getByRole("button", { name: "이 그룹에 저장하기" }).click();
    await page.getByRole("heading", { name: "꿀단지에 담았어요!" }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();

    // The sender's detail lists both keepers, each marked.
    const lead = await openLoggedInPage(browser, baseURL, sender);
    await lead.page.goto(`/group/${team}?tab=send`);
    await lead.page.getByTestId("praise-item").first().click();
    const dialog = lead.page.getByRole("dialog", { name: "보낸 꿀" });
    const rows = dialog.getByRole("list", { name: "꿀단지에 담은 사람" }).getByRole("listitem");
    await rows.nth(1).waitFor();
    const texts = await rows.allTextContents();
    expect(texts[0]).toMatch(new RegExp(`^${KEEPER}님받는 사람\\d`));
    expect(texts[1]).toMatch(new RegExp(`^${STRANGER}님받는 사람 아님`));
    await screenshot(lead.page, "keep-5-sender-marks-390x844");
    await lead.page.setViewportSize(SMALL_PHONE);
    await screenshot(lead.page, "keep-5-sender-marks-320x640");
    expect(lead.errors).toEqual([]);
    await lead.page.context().close();
  }, 90_000);
});
