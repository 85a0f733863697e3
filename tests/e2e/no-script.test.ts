// Before the scripts, or without them (decision 042): with JavaScript off in KakaoTalk's in-app
// browser, a guest writes a letter in a shared jar through the drawn page's plain form; the worker
// answers it and the page shows the letter as theirs. A letter the host refuses comes back with its
// Korean message and what was typed.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { callApi } from "./support/api";
import { launchBrowser, PHONE, screenshot } from "./support/browser";
import { KAKAOTALK_AGENTS } from "./support/in-app";
import { phoneHeaders } from "./support/session";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const run = String(Date.now()).slice(-5);
const RECIPIENT = `무스${run.slice(-3)}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let jarId: string;

const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const [launched, creator] = await Promise.all([
    launchBrowser(),
    signUp(baseURL, `no-js-${run}`, `무스만듦${run.slice(-2)}`),
  ]);
  browser = launched;
  ({ jarId } = await callApi(baseURL, "/api/jar", creator.accessToken, {
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
    expect(await page.getByLabel("편지", { exact: true }).inputValue()).toBe("도장을 깜빡한 편지");
    expect(await page.getByLabel("닉네임").inputValue()).toBe("폼손님");

    await page.locator("label", { has: page.getByRole("radio", { name: "덕분이에요" }) }).click();
    await page.getByRole("button", { name: "꿀단지에 담기" }).click();
    const mine = page.getByRole("list", { name: "내가 쓴 편지" });
    await mine.waitFor();
    expect(await mine.textContent()).toContain("도장을 깜빡한 편지");
    expect(new URL(page.url()).pathname).toBe(`/jar/${jarId}`);
    await screenshot(page, "no-script-jar-written");

    // The jar counts it, as the app's own call would have.
    const view = await (await fetch(`${baseURL}/api/jar/${jarId}`)).json();
    expect((view as { data: { letterCount: number } }).data.letterCount).toBe(1);
  });
});
