// Before the scripts, or without them (decision 042): with JavaScript off in KakaoTalk's in-app
// browser, a guest writes a letter in a shared jar through the drawn page's plain form; the worker
// answers it and the page shows the letter as theirs. A letter the host refuses comes back with its
// Korean message and what was typed. The creator hides a letter with the page's form, and the person
// the jar is for keeps it from the opening page's form. A member logs in through /login's link (the
// Kakao emulator's consent, then the callback page's <noscript> way on) and saves a praise into a
// group through the worker's choice of groups, then answers it with the landing's form. The steps are
// support/form-journeys.ts's, shared with the scripts held back (scripts-held-back.test.ts).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { callApi } from "./support/api";
import { launchBrowser, openLoggedInPage, PHONE, type SessionTokens, screenshot } from "./support/browser";
import { hideFirstLetter, keepJarByForm, keepPraiseByForm, kstToday, writeLetterByForm } from "./support/form-journeys";
import { KAKAOTALK_AGENTS } from "./support/in-app";
import { phoneHeaders } from "./support/session";
import { deliverShare } from "./support/share";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const run = String(Date.now()).slice(-5);
const RECIPIENT = `무스${run.slice(-3)}`;
const KEEPER_NICK = `no-js-keeper-${run}`;
const KEEPER = `무스담${run.slice(-3)}`;
const KEEP_GROUP = `무스통-${run}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let jarId: string;
let keepKey: string;
let creator: SessionTokens;
let person: SessionTokens;
let praiseUuid: string;
let keeperToken: string;

beforeAll(async () => {
  const [launched, made, kept, keeper] = await Promise.all([
    launchBrowser(),
    signUp(baseURL, `no-js-${run}`, `무스만듦${run.slice(-2)}`),
    signUp(baseURL, `no-js-keep-${run}`, RECIPIENT),
    signUp(baseURL, KEEPER_NICK, KEEPER),
  ]);
  browser = launched;
  creator = made;
  person = kept;
  keeperToken = keeper.accessToken;
  await callApi(baseURL, "/api/group", keeperToken, { groupName: KEEP_GROUP });
  const sent = await callApi(baseURL, "/api/group", creator.accessToken, { groupName: `무스보냄-${run}` });
  ({ uuid: praiseUuid } = await callApi(baseURL, "/api/send-praise", creator.accessToken, {
    content: `스크립트 없이 담는 꿀 (${run})`,
    projectStatus: false,
    receiverName: KEEPER,
    groupId: sent.groupId,
    honeyStampId: 3,
  }));
  expect(await deliverShare(baseURL, praiseUuid)).toEqual({ webhookStatus: 200 });
  ({ jarId, keepKey } = await callApi(baseURL, "/api/jar", creator.accessToken, {
    recipientName: RECIPIENT,
    occasion: "THANKS",
    opensOn: kstToday(),
  }));
  context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    locale: "ko-KR",
    baseURL,
    javaScriptEnabled: false,
    userAgent: KAKAOTALK_AGENTS[0]!.userAgent,
    extraHTTPHeaders: phoneHeaders(`no-js-guest-${run}`),
  });
  page = await context.newPage();
}, 60_000);
/** A phone with JavaScript off in KakaoTalk's agent, logged in as `who`. */
const loggedInWithoutScript = (who: SessionTokens, phone: string) =>
  openLoggedInPage(browser, baseURL, who, {
    javaScriptEnabled: false,
    userAgent: KAKAOTALK_AGENTS[0]!.userAgent,
    extraHTTPHeaders: phoneHeaders(`${phone}-${run}`),
  });
const jarView = async (jarId: string) =>
  ((await (await fetch(`${baseURL}/api/jar/${jarId}`)).json()) as { data: { letterCount: number } }).data;

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe("with JavaScript off, in KakaoTalk's agent", { timeout: 60_000 }, () => {
  it("a guest's letter goes in through the page's form and shows as theirs; a refused one keeps what was typed", async () => {
    await page.goto(`/jar/${jarId}`);
    const composer = page.getByRole("form", { name: `${RECIPIENT}님에게 편지 쓰기` });
    await composer.waitFor();

    // Refused by the host (no stamp picked): the page again, the message and the text kept.
    await page.getByLabel("닉네임").fill("폼손님");
    await page.getByLabel("편지", { exact: true }).fill("도장을 깜빡한 편지");
    await page.getByRole("button", { name: "꿀단지에 담기" }).click();
    await page.getByText("꿀도장을 선택해주세요").waitFor();
    // The page comes back at its composer, the message on screen without scrolling for it.
    const said = await page.getByText("꿀도장을 선택해주세요").boundingBox();
    expect(said!.y).toBeGreaterThanOrEqual(0);
    expect(said!.y + said!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.getByLabel("편지", { exact: true }).inputValue()).toBe("도장을 깜빡한 편지");
    expect(await page.getByLabel("닉네임").inputValue()).toBe("폼손님");

    const mine = await writeLetterByForm(page, {
      writerName: "폼손님",
      content: "도장을 깜빡한 편지",
      stamp: "덕분이에요",
    });
    expect(await mine.textContent()).toContain("도장을 깜빡한 편지");
    expect(new URL(page.url()).pathname).toBe(`/jar/${jarId}`);
    await screenshot(page, "no-script-jar-written");

    // The jar counts it, as the app's own call would have.
    const view = await (await fetch(`${baseURL}/api/jar/${jarId}`)).json();
    expect((view as { data: { letterCount: number } }).data.letterCount).toBe(1);

    // Back from the letter is the refused page as it was (the browser's own copy): not an error page
    // asking to post the form again, and nothing written twice.
    await page.goBack();
    await composer.getByText("꿀도장을 선택해주세요").waitFor();
    expect((await jarView(jarId)).letterCount).toBe(1);
  });

  it("the creator hides a letter with the page's form", async () => {
    const { page } = await loggedInWithoutScript(creator, "no-js-creator");
    try {
      await page.goto(`/jar/${jarId}`);
      await hideFirstLetter(page); // the page again, drawn by the worker
      expect((await jarView(jarId)).letterCount).toBe(0);
      await screenshot(page, "no-script-jar-hidden");
    } finally {
      await page.context().close();
    }
  });

  it("the person keeps the jar from the opening page's form, with the link they were sent", async () => {
    const { page } = await loggedInWithoutScript(person, "no-js-person");
    try {
      const link = `${baseURL}/jar/${jarId}/open#key=${keepKey}`;
      await page.goto(link);
      await page.getByLabel("받은 여는 링크").fill(link);
      await keepJarByForm(page);
      const opening = await (await fetch(`${baseURL}/api/jar/${jarId}/opening?key=${keepKey}`)).json();
      expect((opening as { data: { kept: boolean } }).data.kept).toBe(true);
      await screenshot(page, "no-script-jar-kept");
    } finally {
      await page.context().close();
    }
  });

  it("a member logs in through /login's link and saves a praise into a group through the worker's choice", async () => {
    const member = await browser.newContext({
      viewport: PHONE,
      locale: "ko-KR",
      baseURL,
      javaScriptEnabled: false,
      userAgent: KAKAOTALK_AGENTS[0]!.userAgent,
    });
    const tab = await member.newPage();
    try {
      await tab.goto("/login");
      await tab.getByRole("link", { name: "카카오로 시작하기" }).click();
      // The emulator's consent page (a plain form of its own), as this member's Kakao account.
      await tab.getByLabel("직접 입력 (선택한 사용자 대신 사용)").fill(KEEPER_NICK);
      await tab.getByRole("button", { name: "동의하고 계속하기" }).click();
      await tab.waitForURL((url) => url.pathname === "/"); // the callback page's way on, then home
      expect((await member.cookies()).some((cookie) => cookie.name === "__Host-kkul-session")).toBe(true);

      await tab.goto(`/compliment/${praiseUuid}`);
      await keepPraiseByForm(tab, praiseUuid, KEEP_GROUP);
      await tab.getByText("이미 내 꿀단지에 저장한 꿀이에요.").waitFor();

      // The answer, with the landing's form: the landing again, the word chosen; the relay is a link.
      const answer = tab.getByRole("group", { name: /꿀로 답하기$/ });
      await answer.getByRole("radio", { name: "감동이에요" }).check();
      await answer.getByRole("button", { name: "이 말로 답하기" }).click();
      await tab.getByText("답장을 보냈어요. 다른 말로 바꿀 수도 있어요.").waitFor();
      expect(await answer.getByRole("radio", { name: "감동이에요" }).isChecked()).toBe(true);
      const relay = new URL(
        (await tab.getByRole("link", { name: "릴레이 이어가기" }).getAttribute("href")) ?? "",
        baseURL,
      );
      expect(relay.searchParams.get("relayOf")).toBe(praiseUuid);
      await screenshot(tab, "no-script-answered");

      // Kept in that group, as the app's own call would have kept it.
      const res = await fetch(`${baseURL}/api/receive-praise?uuid=${praiseUuid}`, {
        headers: { Authorization: `Bearer ${keeperToken}` },
      });
      const { data } = (await res.json()) as { data: { groupId: number; reaction: string | null } };
      expect(data.groupId).toBeGreaterThan(0);
      expect(data.reaction).toBe("MOVED");
      const groups = (await (
        await fetch(`${baseURL}/api/group`, { headers: { Authorization: `Bearer ${keeperToken}` } })
      ).json()) as { data: { groupMembersPraiseCountInfos: { groupId: number; groupName: string }[] } };
      const kept = groups.data.groupMembersPraiseCountInfos.find((group) => group.groupId === data.groupId);
      expect(kept?.groupName).toBe(KEEP_GROUP);
    } finally {
      await member.close();
    }
  });
});
