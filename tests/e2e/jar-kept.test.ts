// Decision 036 in Chromium, in KakaoTalk's agent: two guests and a member write in a jar that allows
// letters without a name (one guest sends one); on the day the person it is for opens the link and
// reads every letter logged out (a reload too), logs in from '꿀단지에 간직하기' and is back with the
// jar kept, without a second tap, reacts to a letter and thanks everyone; then the anonymous guest's own browser
// reloads the writing link and finds the thanks and its letter's reaction, and the member writer's
// my page says the thanks arrived.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  collectErrors,
  launchBrowser,
  openLoggedInPage,
  PHONE,
  type SessionTokens,
  SMALL_PHONE,
  screenshotBothWidths,
} from "./support/browser";
import { inAppContextOptions, KAKAOTALK_AGENTS, viewerPngs } from "./support/in-app";
import { pdfText } from "./support/pdf";
import { phoneHeaders } from "./support/session";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const run = String(Date.now()).slice(-5);
const ANDROID = KAKAOTALK_AGENTS[0]!;
const RECIPIENT = `간직${run.slice(-4)}`;
const RECIPIENT_KAKAO = `jar-k-${run}`;
const TITLE = `${RECIPIENT}님 고마워요 ${run.slice(-3)}`;
const THANKS = "모두 정말 고마웠어요.\n오래오래 꺼내 읽을게요.";
const LETTERS = ["사실 제가 제일 아꼈어요", "덕분에 일이 즐거웠어요", "새 자리에서도 응원할게요"];

let browser: Browser;
let creator: SessionTokens;
let writer: SessionTokens;
let jarId = "";
let keepKey = "";
let firstGuest: Page;
let memberWriter: Page;
const contexts: BrowserContext[] = [];
const errors: string[][] = [];

// The jar opens today: the team writes on the day and the person reads it, with no clock moved (the
// worker's dev clock is the run's one, and shared-jar.test.ts moves it while this file runs beside it).
const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** A phone of its own (`who`): its own client address and cookies (a guest's writer cookie). */
const phonePage = async (viewport: { width: number; height: number }, who: string) => {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 2,
    locale: "ko-KR",
    baseURL,
    ...inAppContextOptions(ANDROID),
    extraHTTPHeaders: phoneHeaders(`jar-kept-${who}-${run}`),
  });
  contexts.push(context);
  const page = await context.newPage();
  errors.push(collectErrors(page));
  return page;
};

const writeLetter = async (
  page: Page,
  letter: { stamp: string; content: string; nickname?: string; anonymous?: boolean },
) => {
  await page.goto(`/jar/${jarId}`);
  await page.getByRole("heading", { name: `${RECIPIENT}님에게 편지 쓰기` }).waitFor();
  // The drawn page holds a tap until it listens (decision 029), and check() reads the box at once:
  // the page that listens first, as shared-jar.test.ts's writer waits.
  await page.waitForFunction(() => !("kkulReleaseTaps" in window));
  if (letter.nickname) await page.getByLabel("닉네임").fill(letter.nickname);
  if (letter.anonymous) await page.getByRole("checkbox", { name: "이름 없이 보내기" }).check();
  await page.locator("label", { has: page.getByRole("radio", { name: letter.stamp }) }).click();
  await page.getByLabel("편지", { exact: true }).fill(letter.content);
  await page.getByRole("button", { name: "꿀단지에 담기" }).click();
  await page.getByRole("list", { name: "내가 쓴 편지" }).getByText(letter.content).waitFor();
};

beforeAll(async () => {
  [browser, creator, writer] = await Promise.all([
    launchBrowser(),
    signUp(baseURL, `jar-kc-${run}`, `만든${run.slice(-4)}`),
    signUp(baseURL, `jar-kw-${run}`, `쓴이${run.slice(-4)}`),
    signUp(baseURL, RECIPIENT_KAKAO, RECIPIENT),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.allSettled(contexts.map((context) => context.close()));
  await browser?.close();
});

describe("the jar people keep", { timeout: 120_000 }, () => {
  it("two guests (one without a name) and a member write in a jar that allows it", async () => {
    const made = await openLoggedInPage(browser, baseURL, creator, inAppContextOptions(ANDROID));
    contexts.push(made.page.context());
    await made.page.goto("/");
    ({ jarId, keepKey } = await made.page.evaluate(
      async ([title, recipientName, opensOn]) => {
        const res = await fetch("/api/jar", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Kkul-Request": "1" },
          body: JSON.stringify({ recipientName, occasion: "THANKS", title, opensOn, anonymousAllowed: true }),
        });
        return ((await res.json()) as { data: { jarId: string; keepKey: string } }).data;
      },
      [TITLE, RECIPIENT, kstToday()],
    ));

    firstGuest = await phonePage(SMALL_PHONE, "first");
    await writeLetter(firstGuest, {
      nickname: "옆자리 민지",
      anonymous: true,
      stamp: "덕분이에요",
      content: "사실 제가 제일 아꼈어요",
    });
    const own = firstGuest.getByRole("list", { name: "내가 쓴 편지" });
    await own.getByText("익명으로 보냈어요").waitFor();
    // At 320 px the badges make way for the name, which stays on one line.
    const lines = await own.getByText("From. 옆자리 민지").evaluate((name) => {
      const text = document.createRange();
      text.selectNodeContents(name);
      return new Set(Array.from(text.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    await screenshotBothWidths(firstGuest, "jar-kept-anonymous-wrote");

    const second = await phonePage(PHONE, "second");
    await writeLetter(second, { nickname: "준호", stamp: "감동 한가득", content: "덕분에 일이 즐거웠어요" });
    const member = await openLoggedInPage(browser, baseURL, writer, inAppContextOptions(ANDROID));
    contexts.push(member.page.context());
    errors.push(member.errors);
    memberWriter = member.page;
    await writeLetter(memberWriter, { stamp: "마음을 담아", content: "새 자리에서도 응원할게요" });
  });

  it("on the day the person it is for reads every letter logged out, logs in, keeps, reacts and thanks", async () => {
    const page = await phonePage(PHONE, "recipient");
    const link = `/jar/${jarId}/open#key=${keepKey}`;
    await page.goto(link);
    const letters = page.getByRole("list", { name: "꿀단지의 편지" });
    await page.getByRole("heading", { name: "꿀단지가 열렸어요!" }).waitFor();
    await expect.poll(() => letters.getByRole("listitem").count()).toBe(3);
    await letters.getByText("From. 익명").waitFor();
    expect(await letters.getByText("민지").count()).toBe(0);
    await screenshotBothWidths(page, "jar-kept-reveal");
    // A reload shows the same letters: nothing was spent by opening.
    await page.reload();
    await expect.poll(() => letters.getByRole("listitem").count()).toBe(3);

    await page.getByRole("button", { name: "꿀단지에 간직하기" }).click();
    await page.waitForURL(/\/__dev\/kakao\/oauth\/authorize\?/);
    await page.getByLabel("직접 입력").fill(RECIPIENT_KAKAO);
    await page.getByRole("button", { name: "동의하고 계속하기" }).click();
    // Back at the link, the keep the tap asked a login for goes on by itself, once.
    await page.getByText(/꿀단지에 간직했어요/).waitFor({ timeout: 60_000 });
    expect(page.url()).toBe(`${baseURL}${link}`);
    await expect.poll(() => letters.getByRole("listitem").count()).toBe(3);

    const anonymous = letters.getByRole("listitem").filter({ hasText: "사실 제가 제일 아꼈어요" });
    const heart = anonymous.getByRole("button", { name: "감동이에요" });
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    const form = page.getByRole("form", { name: "모두에게 감사 인사 남기기" });
    await screenshotBothWidths(page, "jar-kept-keeper");
    await form.getByLabel("감사 인사").fill(THANKS);
    await form.getByRole("button", { name: "감사 인사 보내기" }).click();
    await page
      .getByRole("region", { name: "보낸 감사 인사" })
      .getByText("오래오래 꺼내 읽을게요.", { exact: false })
      .waitFor();
    await screenshotBothWidths(page, "jar-kept-thanked");

    // The link tapped again: the kept jar, its reaction and its thanks, no form.
    await page.goto("/");
    await page.goto(link);
    await page.getByRole("region", { name: "보낸 감사 인사" }).waitFor();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    expect(await form.count()).toBe(0);

    // The keepsake: every letter on one page, to print; on paper, no buttons.
    await page.getByRole("link", { name: "편지 모아 인쇄하기" }).click();
    await page.waitForURL(`${baseURL}/jar/${jarId}/keepsake`);
    // The keepsake's own button first: the opening page's list has the same name, and may still show.
    await page.getByRole("button", { name: "인쇄하기" }).waitFor();
    const kept = page.getByRole("list", { name: "꿀단지의 편지" });
    await expect.poll(() => kept.getByRole("listitem").count()).toBe(3);
    await screenshotBothWidths(page, "jar-kept-keepsake");
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "인쇄하기" }).isVisible()).toBe(false);
    await screenshotBothWidths(page, "jar-kept-keepsake-print");
    // Printed to a PDF on A4, as the phone's print sheet does: every letter and the thanks are in its text.
    const printed = await pdfText(await page.pdf({ format: "A4", printBackground: true }));
    for (const letter of [...LETTERS, THANKS]) expect(printed).toContain(letter.replace(/\s+/g, ""));
    await page.emulateMedia({ media: "screen" });
    // And as images, in KakaoTalk's viewer to long-press into the album: one a screenful, the whole
    // keepsake between them (a shorter screen, so three letters and the thanks take more than one).
    await page.setViewportSize({ width: PHONE.width, height: 560 });
    const paperHeight = await page.getByRole("list", { name: "꿀단지의 편지" }).evaluate((list) => {
      const paper = list.parentElement as HTMLElement;
      return paper.offsetHeight;
    });
    await page.getByRole("button", { name: "이미지로 저장" }).click();
    const pngs = await viewerPngs(page, "jar-kept-keepsake-image");
    expect(pngs.length).toBeGreaterThan(1);
    expect(pngs.map((png) => png.alt)).toEqual(pngs.map((_, i) => `${TITLE}의 편지 모음 (${i + 1}/${pngs.length})`));
    for (const png of pngs) expect(png.height).toBeLessThanOrEqual(560 * 2);
    // Scale 2: together they are the paper's whole height, nothing cut off or drawn twice.
    expect(Math.abs(pngs.reduce((sum, png) => sum + png.height, 0) - paperHeight * 2)).toBeLessThanOrEqual(
      2 * pngs.length,
    );
  });

  it("the anonymous guest's browser finds the thanks and its letter's reaction; the member's lists say so", async () => {
    await firstGuest.reload();
    const thanks = firstGuest.getByRole("region", { name: "감사 인사가 도착했어요" });
    await thanks.getByText("오래오래 꺼내 읽을게요.", { exact: false }).waitFor();
    expect(await thanks.textContent()).toContain(`From. ${RECIPIENT}`);
    const own = firstGuest.getByRole("list", { name: "내가 쓴 편지" });
    await own.getByRole("img", { name: "받은 반응: 감동이에요" }).waitFor();
    await own.getByText("익명으로 보냈어요").waitFor();
    await screenshotBothWidths(firstGuest, "jar-kept-writer-thanked");

    await memberWriter.goto("/profile");
    const written = memberWriter.getByRole("list", { name: /내가 쓴 꿀단지/ });
    await written.getByRole("listitem").filter({ hasText: TITLE }).getByText("감사 인사가 도착했어요").waitFor();

    // The one expected refusal: the double tap's second keep ("already kept").
    const unexpected = errors.flat().filter((line) => !/^409 POST \/api\/jar\/[^/]+\/keep$/.test(line));
    expect(unexpected).toEqual([]);
  });
});
