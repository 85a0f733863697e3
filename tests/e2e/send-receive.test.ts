// Sending and receiving (SPEC §2) in Chromium: A sends praise through the KakaoTalk share stand-in,
// A's poll reaches the complete page; B opens the link logged out, logs in, saves it into a new
// group and sees the toast on home; A sees the disabled MYSELF state; the card saves as a PNG at scale 2.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { shareTokenFor } from "../../worker/lib/share-token";
import { collectErrors, launchBrowser, PHONE, settledScreenshot as screenshot } from "./support/browser";
import { consentAs, logInThroughKakao } from "./support/journeys";
import { localVar } from "./support/session";
import { E2E_WORKER_VARS } from "./support/worker-vars";

const baseURL = inject("baseURL");
const run = Date.now().toString(36).slice(-5);
const LETTER = `발표 자료 꼼꼼하게 챙겨줘서 고마워요!\n덕분에 한 번에 통과했어요 (${run})`;
const SENDER_GROUP = `보낸꿀-${run}`;
const RECEIVER_GROUP = `받은꿀-${run}`;

let browser: Browser;
let praiseLink = "";
let praiseUuid = "";
/** The phone A logged in on in the first journey. */
let aPhone: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await aPhone?.close();
  await browser?.close();
});

const openPage = async () => {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    locale: "ko-KR",
    baseURL,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
};

type Share = {
  templateId: string;
  templateArgs: Record<string, string>;
  serverCallbackArgs: Record<string, string>;
  chatType: string;
  link: string | null;
  webhookStatus: number;
};

describe("send praise, share, receive and save", () => {
  it("A sends praise to 이달콤 with a stamp and a letter; the share delivers it and the poll reaches the complete page", async () => {
    const { page, errors } = await openPage();
    // This journey keeps the product's real 3 s delivery check: the run's worker offers the other
    // journeys a shorter one (support/worker-vars.ts), which this page never sees.
    const offered: unknown[] = [];
    await page.route("**/auth/config", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      offered.push(body.data.devPollIntervalMs);
      delete body.data.devPollIntervalMs;
      await route.fulfill({ response, json: body });
    });
    const checks: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/send-praise/check") checks.push(request);
    });
    await page.goto("/login");
    await logInThroughKakao(page, "김꿀벌");
    await page.waitForURL(`${baseURL}/`);

    await page.goto("/compliment/send/target");
    await page.getByLabel("받는 사람").fill("이달콤");
    // A fresh group, added from the picker sheet.
    await page.getByRole("button", { name: /^그룹/ }).click();
    const sheet = page.getByRole("dialog", { name: "그룹 선택" });
    await sheet.getByRole("textbox").fill(SENDER_GROUP);
    await sheet.getByRole("button", { name: `‘${SENDER_GROUP}’ 그룹 추가하기` }).click();
    await expect.poll(() => sheet.getByRole("radio", { name: SENDER_GROUP }).isChecked()).toBe(true);
    await screenshot(page, "send-1-group-sheet-390x844");
    await sheet.getByRole("button", { name: "선택하기" }).click();
    await page.getByRole("radio", { name: "예" }).check();
    await expect.poll(() => page.getByRole("button", { name: "다음" }).isEnabled()).toBe(true);
    await screenshot(page, "send-2-target-390x844");
    await page.getByRole("button", { name: "다음" }).click();

    await page.waitForURL(`${baseURL}/compliment/send/content`);
    await page.getByRole("radio", { name: "센스 만점" }).check();
    await page.getByLabel("칭찬 내용").fill(LETTER);
    await expect.poll(() => page.getByText(`${LETTER.length}/180`).isVisible()).toBe(true);
    await screenshot(page, "send-3-content-390x844");

    await page.getByRole("button", { name: "미리보기" }).click();
    const preview = page.getByRole("dialog", { name: "카카오톡 메시지 미리보기" });
    await expect.poll(() => preview.getByText("김꿀벌님이 이달콤님에게 꿀을 보냈어요").isVisible()).toBe(true);
    await screenshot(page, "send-4-preview-390x844");
    await preview.getByRole("button", { name: "닫기" }).click();

    await page.getByRole("button", { name: "꿀 보내기" }).click();
    const chooser = page.getByRole("dialog", { name: "카카오톡 공유 (로컬 에뮬레이터)" });
    await chooser.waitFor();
    await screenshot(page, "send-5-share-chooser-390x844");
    await expect.poll(() => page.getByText("카카오톡으로 보내는 중이에요…").isVisible()).toBe(true);
    // While KakaoTalk's picker has the screen (the page hidden), the page asks every 3 s: a second ask.
    await expect.poll(() => checks.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const picked = Date.now();
    await chooser.getByRole("button", { name: "1:1 채팅방에 보내기" }).click();
    await screenshot(page, "send-6-back-390x844");

    // Back from the picker, the page asks at once, sees the delivery and replaces itself.
    await page.waitForURL(`${baseURL}/compliment/send/complete`, { timeout: 15_000 });
    await expect
      .poll(() => page.getByRole("heading", { name: "이달콤님에게 꿀을 전달했어요!" }).isVisible())
      .toBe(true);
    await screenshot(page, "send-7-complete-390x844");
    // The shorter interval was offered and dropped: while away the page asked 3 s apart, and the ask
    // that saw the delivery came with the return (the complete page's receipt checks, on the same
    // path, come after that answer).
    expect(offered[0]).toBe(Number(E2E_WORKER_VARS.DEV_POLL_INTERVAL_MS));
    const asked: number[] = [];
    for (const request of checks) {
      const response = await request.response();
      if (!response) continue; // cancelled as the page moved on
      asked.push(request.timing().startTime);
      if (((await response.json()) as { data: { sendStatus: string } }).data.sendStatus !== "FAIL") break;
    }
    const away = asked.slice(0, -1);
    expect(away.length).toBeGreaterThanOrEqual(2);
    const gaps = away.slice(1).map((time, i) => time - away[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(2500);
    expect(asked.at(-1)!).toBeGreaterThanOrEqual(picked);

    const shares = (await (await fetch(`${baseURL}/__dev/shares`)).json()) as Share[];
    const share = shares.find((s) => s.templateArgs.content === LETTER);
    expect(share).toBeDefined();
    praiseUuid = share!.templateArgs.id!;
    expect(share).toMatchObject({
      templateId: "100001",
      templateArgs: {
        sender: "김꿀벌",
        receiver: "이달콤",
        content: LETTER,
        id: praiseUuid,
        cardImageUrl: `${baseURL}/compliment/${praiseUuid}/card.png`,
      },
      // The host's token for this praise rides with the share: the webhook marks nothing without it.
      serverCallbackArgs: { praiseUuid, shareToken: await shareTokenFor(localVar("JWT_SECRET"), praiseUuid) },
      chatType: "DirectChat",
      webhookStatus: 200,
      link: `${baseURL}/compliment/${praiseUuid}`,
    });
    praiseLink = share!.link!;

    await page.getByRole("button", { name: "확인" }).click();
    await page.waitForURL(`${baseURL}/`);
    expect(await page.evaluate(() => localStorage.getItem("kkul.send-draft"))).toBeNull();
    expect(errors).toEqual([]);
    // A's phone stays logged in for the last journey.
    aPhone = page.context();
    await page.close();
  });

  it("B opens the link logged out, logs in as 이달콤, saves it into a new group, goes home and sees the toast", async () => {
    expect(praiseLink).not.toBe("");
    const { page, errors } = await openPage();
    await page.goto(praiseLink);
    await expect
      .poll(() => page.getByRole("heading", { name: "이달콤님에게 꿀이 도착했어요!" }).isVisible())
      .toBe(true);
    const card = page.getByTestId("praise-card");
    expect(await card.textContent()).toContain("From.김꿀벌");
    expect(await card.textContent()).toContain(SENDER_GROUP);
    expect(await card.getByRole("img", { name: "센스 만점 꿀도장" }).isVisible()).toBe(true);
    await screenshot(page, "receive-1-landing-anonymous-390x844");

    await page.getByRole("link", { name: "로그인하고 꿀 저장하기" }).click(); // straight to Kakao

    await consentAs(page, "이달콤");
    // Back on the praise, the choice of groups the tap was for is open, and the address is the link's.
    const sheet = page.getByRole("dialog", { name: "어느 그룹에 저장할까요?" });
    await sheet.waitFor();
    expect(page.url()).toBe(praiseLink);
    await sheet.getByRole("textbox").fill(RECEIVER_GROUP);
    await sheet.getByRole("button", { name: `‘${RECEIVER_GROUP}’ 그룹 추가하기` }).click();
    await expect.poll(() => sheet.getByRole("radio", { name: RECEIVER_GROUP }).isChecked()).toBe(true);
    await screenshot(page, "receive-2-save-sheet-390x844");
    await sheet.getByRole("button", { name: "이 그룹에 저장하기" }).click();

    // Decision 023: the landing stays, offering the answer; home (and SPEC's toast) is one tap away.
    await page.getByRole("group", { name: "김꿀벌님에게 꿀로 답하기" }).waitFor();
    await page.getByRole("link", { name: "내 꿀단지로 가기" }).click();
    await page.waitForURL(`${baseURL}/`);
    const toast = page.getByTestId("toast");
    await expect.poll(() => toast.isVisible()).toBe(true);
    expect(await toast.textContent()).toContain("저장");
    await screenshot(page, "receive-3-home-toast-390x844");
    expect(await page.evaluate(() => localStorage.getItem("uuid"))).toBeNull();

    // Opened again, the praise links to the group it was saved in.
    await page.goto(praiseLink);
    const groupLink = page.getByRole("link", { name: "저장한 그룹 보기" });
    await groupLink.waitFor();
    expect(await groupLink.getAttribute("href")).toMatch(/^\/group\/\d+$/);
    await screenshot(page, "receive-4-already-saved-390x844");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("A opening the link sees the disabled '내가 보낸 꿀이에요', and saves the card as a 2× PNG named '칭찬 이미지.png'", async () => {
    expect(praiseLink).not.toBe("");
    // On A's phone, logged in by the first journey's Kakao login: the landing is the point.
    expect(aPhone).toBeDefined();
    const page = await aPhone!.newPage();
    const errors = collectErrors(page);
    await page.goto(praiseLink);

    const mine = page.getByRole("button", { name: "내가 보낸 꿀이에요" });
    await mine.waitFor();
    expect(await mine.isDisabled()).toBe(true);
    await screenshot(page, "receive-5-myself-390x844");

    const cardWidth = await page.getByTestId("praise-card").evaluate((el) => el.getBoundingClientRect().width);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "이미지로 저장" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("칭찬 이미지.png");
    // Saved where it can be looked at, and read back (the run's browser is remote: no path of its own).
    const file = join(process.cwd(), "test-results", "screenshots", "receive-6-praise-image-export.png");
    await download.saveAs(file);
    const png = readFileSync(file);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(Math.round(cardWidth * 2)); // IHDR width
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
