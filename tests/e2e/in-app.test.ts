// Decision 011 in Chromium playing KakaoTalk's in-app browser, Android and iOS (their user agents, touch,
// downloads refused): login and send on one, the landing opened from the chat and saved on the other,
// and save as image on the landing (both), the praise detail and the badge board — each opening the
// viewer with the PNG, never a download; the side menu's and terms' outside links go through
// kakaotalk://web/openExternal; back on a first page goes home; the home sheet follows the viewport;
// bottom things clear the insets.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, type ExpectStatic, inject, it } from "vitest";
import {
  collectErrors,
  launchBrowser,
  openLoggedInPage,
  PHONE,
  type SessionTokens,
  settledScreenshot as screenshot,
} from "./support/browser";
import {
  countDownloads,
  emulateWebShare,
  type InAppAgent,
  imageViewer,
  inAppContextOptions,
  KAKAOTALK_AGENTS,
  sharedFiles,
  viewerPng,
} from "./support/in-app";
import { consentAs, logInThroughKakao, sendPraiseInBrowser, sharedLink } from "./support/journeys";
import { login } from "./support/session";
import { motionDone } from "./support/settle";

const baseURL = inject("baseURL");
const run = Date.now().toString(36).slice(-5);
const OPEN_EXTERNAL = "kakaotalk://web/openExternal?url=";

let browser: Browser;
/** 김꿀벌 and 이달콤, logged in once for the file: its pages read their sessions, none ends one. */
let bee: SessionTokens;
let sweet: SessionTokens;
beforeAll(async () => {
  browser = await launchBrowser();
  [bee, sweet] = await Promise.all([login(baseURL, "김꿀벌"), login(baseURL, "이달콤")]);
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh phone in `agent`'s in-app browser, logged out: a link opened from a chat starts here. */
const openInApp = async (agent: InAppAgent) => {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    locale: "ko-KR",
    baseURL,
    ...inAppContextOptions(agent),
  });
  const page = await context.newPage();
  await emulateWebShare(page, agent);
  return { page, errors: collectErrors(page), downloads: countDownloads(page) };
};

/** The same, already logged in as `session`. */
const openInAppAs = async (agent: InAppAgent, session: SessionTokens) => {
  const { page, errors } = await openLoggedInPage(browser, baseURL, session, inAppContextOptions(agent));
  await emulateWebShare(page, agent);
  return { page, errors, downloads: countDownloads(page) };
};

/** Another tab of the phone `page` is on (its session, its cache), with a history of its own. */
const openInAppTab = async (agent: InAppAgent, page: Page) => {
  const tab = await page.context().newPage();
  await emulateWebShare(tab, agent);
  return { page: tab, errors: collectErrors(tab) };
};

const decodeOpenExternal = (href: string | null, expect: ExpectStatic) => {
  expect(href?.startsWith(OPEN_EXTERNAL)).toBe(true);
  return decodeURIComponent(href!.slice(OPEN_EXTERNAL.length));
};

// What tells the two agents apart in the app is the viewer's share button (web/lib/in-app.ts: both are
// KakaoTalk, and only iOS's WebView can share a file): the viewer runs in both; every other journey
// runs once, the sender's on Android and the receiver's on iOS, so each agent logs in through Kakao.
const [ANDROID, IOS] = KAKAOTALK_AGENTS as [InAppAgent, InAppAgent];
const LETTER = `${ANDROID.name}에서 보낸 꿀: 늘 챙겨줘서 고마워요 (${run})`;
// At most 15 characters (SPEC §5).
const SENDER_GROUP = `인앱보냄-${run}`;
const RECEIVER_GROUP = `인앱받음-${run}`;
let praiseLink = "";

describe("a praise from one KakaoTalk to another (downloads refused)", () => {
  it("on Android: logs in through Kakao and sends praise; the share delivers it and the poll reaches the complete page", async ({
    expect,
  }) => {
    const { page, errors } = await openInApp(ANDROID);
    expect(await page.evaluate(() => navigator.userAgent)).toBe(ANDROID.userAgent);
    await page.goto("/login");
    await logInThroughKakao(page, "김꿀벌");
    await page.waitForURL(`${baseURL}/`);
    await page.getByText("안녕하세요, 김꿀벌님!").waitFor();

    await sendPraiseInBrowser(page, baseURL, {
      receiver: "이달콤",
      newGroup: SENDER_GROUP,
      stamp: "협업의 신",
      letter: LETTER,
    });
    await page.getByRole("heading", { name: "이달콤님에게 꿀을 전달했어요!" }).waitFor();
    await screenshot(page, `in-app-${ANDROID.tag}-send-complete-390x844`);
    praiseLink = await sharedLink(baseURL, LETTER);
    expect(praiseLink).toMatch(new RegExp(`^${baseURL}/compliment/[0-9a-f-]{36}$`));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("on iOS: the receiver opens the link from the chat, logs in, saves it into a new group, may answer there, and sees the toast on home", async ({
    expect,
  }) => {
    expect(praiseLink).not.toBe("");
    const { page, errors } = await openInApp(IOS);
    expect(await page.evaluate(() => navigator.userAgent)).toBe(IOS.userAgent);
    await page.goto(praiseLink);
    await page.getByRole("heading", { name: "이달콤님에게 꿀이 도착했어요!" }).waitFor();
    await screenshot(page, `in-app-${IOS.tag}-landing-anonymous-390x844`);
    await page.getByRole("link", { name: "로그인하고 꿀 저장하기" }).click(); // straight to Kakao
    await consentAs(page, "이달콤");
    // Back on the praise, the choice of groups opens by itself.
    const sheet = page.getByRole("dialog", { name: "어느 그룹에 저장할까요?" });
    await sheet.waitFor();
    expect(page.url()).toBe(praiseLink);
    await sheet.getByRole("textbox").fill(RECEIVER_GROUP);
    await sheet.getByRole("button", { name: `‘${RECEIVER_GROUP}’ 그룹 추가하기` }).click();
    await sheet.getByRole("radio", { name: RECEIVER_GROUP, checked: true }).waitFor();
    await sheet.getByRole("button", { name: "이 그룹에 저장하기" }).click();
    await page.getByRole("group", { name: "김꿀벌님에게 꿀로 답하기" }).waitFor();
    await page.getByRole("link", { name: "내 꿀단지로 가기" }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByTestId("toast").filter({ hasText: "꿀을 저장했어요" }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// The landing's viewer in both (the share button is what differs); past it, the praise detail's on
// Android and the badge board's on iOS: the same viewer, each surface drawing its own image.
describe.concurrent.each(KAKAOTALK_AGENTS)("in $name's in-app browser (downloads refused)", (agent) => {
  const also = agent === ANDROID ? "the praise detail in its group" : "the badge board";
  it(`'이미지로 저장' on the landing and on ${also} opens the viewer with a 2× PNG, never a download`, async ({
    expect,
  }) => {
    expect(praiseLink).not.toBe("");
    const { page, errors, downloads } = await openInAppAs(agent, sweet);
    await page.goto(praiseLink);
    const card = page.getByTestId("praise-card");
    await card.waitFor();
    const cardWidth = await card.evaluate((el) => el.getBoundingClientRect().width);
    await page.getByRole("button", { name: "이미지로 저장" }).click();

    const viewer = imageViewer(page);
    await viewer.waitFor();
    const png = await viewerPng(page, `in-app-${agent.tag}-landing-image`);
    expect(png.width).toBe(Math.round(cardWidth * 2));
    expect(png.alt).toBe("김꿀벌님이 이달콤님에게 보낸 칭찬 카드");
    expect(await viewer.getByText("이미지를 길게 눌러 저장하세요").isVisible()).toBe(true);
    // Full screen: the viewer covers the phone's whole screen.
    const box = (await viewer.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, PHONE.width, PHONE.height]);

    const share = viewer.getByRole("button", { name: "공유하기" });
    if (agent.webShare) {
      await share.click();
      await expect
        .poll(() => sharedFiles(page))
        .toEqual([{ name: "칭찬 이미지.png", type: "image/png", size: expect.any(Number) }]);
    } else {
      expect(await share.count()).toBe(0); // Android's WebView has no share sheet
    }
    await screenshot(page, `in-app-${agent.tag}-image-viewer-390x844`);
    await viewer.getByRole("button", { name: "닫기" }).click();
    await expect.poll(() => viewer.count()).toBe(0);

    if (agent === ANDROID) {
      // From the landing, as the receiver finds it again in the chat, into the group it was saved in.
      await page.getByRole("link", { name: "저장한 그룹 보기" }).click();
      await page.waitForURL(/\/group\/\d+$/);
      await page.getByTestId("praise-item").filter({ hasText: run }).click();
      const detail = page.getByRole("dialog", { name: "받은 꿀" });
      const detailCard = detail.getByTestId("praise-detail-card");
      await detailCard.waitFor();
      await motionDone(page); // the dialog rises from 98 % scale
      const detailWidth = await detailCard.evaluate((el) => el.getBoundingClientRect().width);
      await detail.getByRole("button", { name: "이미지로 저장" }).click();
      const detailPng = await viewerPng(page, `in-app-${agent.tag}-praise-detail-image`);
      expect(detailPng.width).toBe(Math.round(detailWidth * 2));
      expect(detailPng.alt).toBe("김꿀벌님에게 받은 칭찬 카드");
      await screenshot(page, `in-app-${agent.tag}-praise-detail-viewer-390x844`);
      // Escape closes the viewer only; the detail is still there beneath it.
      await page.keyboard.press("Escape");
      await expect.poll(() => imageViewer(page).count()).toBe(0);
      expect(await detail.isVisible()).toBe(true);
      await page.keyboard.press("Escape");
    } else {
      await page.goto("/badge");
      const save = page.getByRole("button", { name: "이미지로 저장" });
      await expect.poll(() => save.isEnabled()).toBe(true);
      const boardWidth = await page
        .getByRole("region", { name: "나의 꿀단지 배지" })
        .evaluate((el) => el.getBoundingClientRect().width);
      await save.click();
      const board = await viewerPng(page, `in-app-${agent.tag}-badge-image`);
      expect(board.width).toBe(Math.round(boardWidth * 2));
      expect(board.alt).toMatch(/^나의 꿀단지 배지: 6개 중 \d개 획득$/);
    }
    expect(downloads).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("in KakaoTalk Android's in-app browser: the ways out and the home sheet", () => {
  it("back on the first page goes home (also after a reload), or to /login when logged out; the home sheet follows the toolbar; the side menu's and the terms' outside links open the phone's browser through kakaotalk://web/openExternal", async ({
    expect,
  }) => {
    const { page, errors } = await openInAppAs(ANDROID, bee);
    await page.goto("/badge"); // as if opened from a chat: nothing of the app behind it
    const entries = await page.evaluate(() => history.length);
    await page.getByRole("button", { name: "뒤로 가기" }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByText("안녕하세요, 김꿀벌님!").waitFor();
    // Replaced, not pushed: the system back now closes the WebView instead of returning to /badge.
    expect(await page.evaluate(() => history.length)).toBe(entries);

    // The home sheet stays window height − 235 as KakaoTalk's toolbar shows and hides.
    const sheet = page.getByRole("region", { name: "내 꿀단지" });
    const height = () => sheet.evaluate((el) => el.getBoundingClientRect().height);
    expect(await height()).toBe(PHONE.height - 235);
    for (const viewportHeight of [PHONE.height - 56, PHONE.height]) {
      await page.setViewportSize({ width: PHONE.width, height: viewportHeight });
      await expect.poll(height).toBe(viewportHeight - 235);
      // Its bottom stays on the screen's bottom edge.
      expect(await sheet.evaluate((el) => el.getBoundingClientRect().bottom)).toBe(viewportHeight);
    }

    await page.getByRole("button", { name: "메뉴 열기" }).click();
    const menu = page.getByRole("dialog", { name: "메뉴" });
    await menu.waitFor();
    const outside = menu.locator(`a[href^="kakaotalk:"]`);
    expect(await outside.count()).toBe(4); // two service-intro links, two social links
    const targets: string[] = [];
    for (const link of await outside.all()) {
      targets.push(decodeOpenExternal(await link.getAttribute("href"), expect));
      expect(await link.getAttribute("target")).toBeNull();
    }
    expect(targets).toEqual([
      "https://kkul-danji.notion.site/about",
      "https://kkul-danji.notion.site/team",
      "https://www.instagram.com/kkul_danji",
      "https://blog.naver.com/kkul_danji",
    ]);
    expect(await menu.locator('a[target="_blank"]').count()).toBe(0);
    await screenshot(page, `in-app-${ANDROID.tag}-side-menu-390x844`);

    // Inside the app, back is back: one step to the entry before.
    await menu.getByRole("link", { name: "그룹 관리" }).click();
    await page.waitForURL(`${baseURL}/group/management`);
    await page.getByRole("button", { name: "뒤로 가기" }).click();
    await page.waitForURL(`${baseURL}/`);
    expect(await page.evaluate(() => (history.state as { idx: number }).idx)).toBe(0);

    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await menu.getByRole("link", { name: "이용약관" }).click();
    await page.waitForURL(`${baseURL}/setting/terms`);
    const terms = page.getByRole("link", { name: "서비스 이용약관 동의 내용 보기 (새 창)" });
    expect(decodeOpenExternal(await terms.getAttribute("href"), expect)).toBe(
      "https://kkul-danji.notion.site/terms-of-service",
    );
    expect(errors).toEqual([]);

    // A reload keeps the first page first (React Router's key survives it, its index 0 too). A new
    // tab of the same phone: its history starts at the page it opens.
    const reloaded = await openInAppTab(ANDROID, page);
    await reloaded.page.goto("/group/management");
    await reloaded.page.getByRole("heading", { level: 1, name: "그룹 관리" }).waitFor();
    await reloaded.page.reload();
    await reloaded.page.getByRole("heading", { level: 1, name: "그룹 관리" }).waitFor();
    expect(await reloaded.page.evaluate(() => (history.state as { key: string }).key)).not.toBe("default");
    await reloaded.page.getByRole("button", { name: "뒤로 가기" }).click();
    await reloaded.page.waitForURL(`${baseURL}/`);
    expect(reloaded.errors).toEqual([]);
    await page.context().close();

    const anonymous = await openInApp(ANDROID);
    await anonymous.page.goto("/signup/name");
    await anonymous.page.getByRole("button", { name: "뒤로 가기" }).click();
    await anonymous.page.waitForURL(`${baseURL}/login`);
    expect(anonymous.errors).toEqual([]);
    await anonymous.page.context().close();
  });

  it("bottom bars, sheets, toasts and the collapsed home sheet keep clear of the home indicator (safe-area insets)", async ({
    expect,
  }) => {
    const { page, errors } = await openInAppAs(ANDROID, sweet);
    const cdp = await page.context().newCDPSession(page);
    // An iPhone's notch and home indicator, as a WebView drawn under them (viewport-fit=cover) sees them.
    await cdp.send("Emulation.setSafeAreaInsetsOverride", { insets: { top: 47, bottom: 34 } });
    await page.goto("/compliment/send/target");
    const next = page.getByRole("button", { name: "다음" });
    await next.waitFor();
    const gapBelow = (box: { y: number; height: number } | null) => PHONE.height - (box!.y + box!.height);
    expect(gapBelow(await next.boundingBox())).toBeGreaterThanOrEqual(34 + 16);
    // The header starts below the status bar.
    const back = (await page.getByRole("button", { name: "뒤로 가기" }).boundingBox())!;
    expect(back.y).toBeGreaterThanOrEqual(47);

    await page.getByRole("button", { name: /^그룹/ }).click();
    const picker = page.getByRole("dialog", { name: "그룹 선택" });
    await expect
      .poll(async () => gapBelow(await picker.getByRole("button", { name: "선택하기" }).boundingBox()))
      .toBeGreaterThanOrEqual(34 + 20);
    await screenshot(page, "in-app-safe-area-group-sheet-390x844");
    await page.keyboard.press("Escape");

    // The toast: 24 px above the inset.
    await page.goto("/guide#toast");
    await page.getByRole("button", { name: "기본 토스트 보기" }).click();
    const toast = page.getByTestId("toast");
    await expect.poll(() => toast.getAttribute("data-state")).toBe("open");
    await motionDone(page); // its 0.5 s rise
    expect(gapBelow(await toast.boundingBox())).toBe(24 + 34);

    await page.goto("/");
    const sheet = page.getByRole("region", { name: "내 꿀단지" });
    await page.getByRole("button", { name: "내 꿀단지 접기" }).click();
    await expect.poll(() => sheet.getAttribute("data-expanded")).toBe("false");
    await motionDone(page); // the 0.3 s slide
    // Collapsed, the 96 px peek sits above the 34 px inset.
    const top = (await sheet.boundingBox())!.y;
    expect(PHONE.height - top).toBe(96 + 34);
    await screenshot(page, "in-app-safe-area-home-collapsed-390x844");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("control: an ordinary browser with downloads refused", () => {
  it("still tries a download (nothing tells it apart from a saved file) and opens no viewer", async ({ expect }) => {
    const { page, errors } = await openLoggedInPage(browser, baseURL, bee, { acceptDownloads: false });
    const downloads = countDownloads(page);
    await page.goto("/badge");
    const save = page.getByRole("button", { name: "이미지로 저장" });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await expect.poll(() => downloads).toEqual(["꿀단지 배지.png"]);
    expect(await imageViewer(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
