// A new member's walk without a dead end: a page whose code cannot arrive — a chunk the
// new deploy no longer has, a dropped connection — never leaves a blank screen. The document reloads
// once by itself; if the chunk still does not come, the fallback page says so in Korean and offers
// '다시 시도'. A missing hashed file is a 404, never the app's HTML.

import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { kstDay } from "../../worker/contract/jar";
import { callApi } from "./support/api";
import {
  collectErrors,
  launchBrowser,
  openLoggedInPage,
  PHONE,
  type SessionTokens,
  SMALL_PHONE,
  screenshot,
  tabInTurn,
} from "./support/browser";
import { inAppContextOptions, KAKAOTALK_AGENTS } from "./support/in-app";
import { login } from "./support/session";
import { motionDone } from "./support/settle";
import { deliverShare } from "./support/share";

const baseURL = inject("baseURL");
// What the phone shows (not the whole page): a sticky header over what has scrolled under it.
let browser: Browser;
let member: SessionTokens;
/** Who sends 김꿀벌 the praise the later pages show. */
let sender: SessionTokens;

/** 김꿀벌's phone, and the same member in KakaoTalk's in-app browser: each test opens a tab of its own in one. */
let phone: BrowserContext;
let inAppPhone: BrowserContext;
/** The one tab of `phone` the checks that need no history or routes of their own take in turn. */
let memberTab: ReturnType<typeof tabInTurn>;

beforeAll(async () => {
  browser = await launchBrowser();
  [member, sender] = await Promise.all([login(baseURL, "김꿀벌"), login(baseURL, "이달콤")]);
  const phoneWith = async (options: BrowserContextOptions) => {
    const { page } = await openLoggedInPage(browser, baseURL, member, options);
    await page.close();
    return page.context();
  };
  [phone, inAppPhone] = await Promise.all([phoneWith({}), phoneWith(inAppContextOptions(KAKAOTALK_AGENTS[0]!))]);
  memberTab = tabInTurn(phone);
});

/** A tab of `context`'s phone at `viewport`, with its error log. */
const tabOf = async (context: BrowserContext, viewport: { width: number; height: number } = PHONE) => {
  const page = await context.newPage();
  if (viewport !== PHONE) await page.setViewportSize(viewport);
  return { page, errors: collectErrors(page) };
};

afterAll(async () => {
  await browser?.close();
});

/** The page's chunk in the build (`/assets/<name>-<hash>.js`). */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

/** Every document the page's main frame loads at `path`. */
const documentLoads = (page: Page, path: string) => {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      new URL(request.url()).pathname === path
    )
      loads.push(request.url());
  });
  return loads;
};

const fallback = (page: Page) => page.getByRole("heading", { name: "Unexpected Application Error!" });

describe("a page whose code does not arrive", () => {
  it("a direct load reloads once by itself, then shows the fallback; '다시 시도' opens the page", async () => {
    const { page } = await tabOf(phone);
    const blocked = chunk("badge-page");
    await page.route(blocked, (route) => route.abort("connectionfailed"));
    const loads = documentLoads(page, "/badge");

    await page.goto("/badge");
    await fallback(page).waitFor();
    expect(loads).toHaveLength(2); // the first load and its one reload, not a loop
    expect(await page.getByText("화면을 불러오지 못했어요.").isVisible()).toBe(true);
    await screenshot(page, "chunk-failed-390x844");

    // The connection is back: '다시 시도' loads the page.
    await page.unroute(blocked);
    await page.getByRole("button", { name: "다시 시도" }).click();
    await page.getByRole("heading", { name: "배지", exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/badge");
    await page.close();
  });

  it("in KakaoTalk, a link to a page whose chunk fails reloads at that page, then shows the fallback", async () => {
    const { page } = await tabOf(inAppPhone);
    await page.goto("/profile");
    const edit = page.getByRole("link", { name: "프로필 수정" });
    await edit.waitFor();
    const blocked = chunk("profile-update-page");
    await page.route(blocked, (route) => route.abort("connectionfailed"));
    const loads = documentLoads(page, "/profile/update");

    await edit.click();
    await fallback(page).waitFor();
    expect(new URL(page.url()).pathname).toBe("/profile/update");
    expect(loads).toHaveLength(1); // the reload, at the page the link leads to

    await page.unroute(blocked);
    await page.getByRole("button", { name: "다시 시도" }).click();
    await page.getByRole("textbox", { name: "이름" }).waitFor();
    await page.close();
  });

  it("a hashed file that does not exist is a 404, not the app's HTML; a client route is the app", async () => {
    const missing = await fetch(`${baseURL}/assets/home-page-00000000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type") ?? "").not.toContain("text/html");
    expect(await missing.text()).not.toContain('<div id="root"');
    const route = await fetch(`${baseURL}/badge`);
    expect(route.status).toBe(200);
    expect(route.headers.get("content-type")).toContain("text/html");
  });
});

describe("small screens", () => {
  it("the create dialog with the keyboard open (320×360): the jar gives way, nothing lies over the hint or the field", async () => {
    const { page, errors } = await memberTab({ width: 320, height: 360 });
    await page.goto("/group/management");
    await page
      .getByRole("button", { name: /새 그룹/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "새 그룹 생성" });
    await dialog.waitFor();
    await motionDone(page);
    const box = async (text: string) => (await dialog.getByText(text).boundingBox())!;
    const hint = await box("함께 꿀을 주고받을 그룹의 이름을 지어주세요.");
    const field = (await dialog.getByRole("textbox", { name: "그룹명" }).boundingBox())!;
    const jar = await dialog.locator("img").boundingBox(); // null: not shown
    if (jar) expect(jar.y + jar.height).toBeLessThanOrEqual(hint.y);
    expect(hint.y + hint.height).toBeLessThanOrEqual(field.y);
    const frame = (await dialog.boundingBox())!;
    const save = (await dialog.getByRole("button", { name: "저장" }).boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(save.y);
    expect(save.y + save.height).toBeLessThanOrEqual(frame.y + frame.height);
    await screenshot(page, "create-group-keyboard-320x360");
    expect(errors).toEqual([]);
  });

  it("a missing group has its header, a way back and a way home", async () => {
    const { page, errors } = await memberTab(SMALL_PHONE);
    await page.goto("/group/99999999");
    await page.getByRole("alert").filter({ hasText: "그룹을 찾을 수 없어요." }).waitFor();
    expect(await page.getByRole("heading", { name: "그룹" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "그룹명 변경" }).count()).toBe(0);
    await page.getByRole("link", { name: "처음으로 돌아가기" }).click();
    await page.waitForURL(`${baseURL}/`);
    // The group's calls (info, stamps, lists) go out together and are each answered 404.
    expect(errors.filter((e) => !e.startsWith("404 GET /api/"))).toEqual([]);
  });
});

describe("sticky headers are opaque over what scrolls under them", () => {
  let landing = "";
  let sharedJar = "";

  beforeAll(async () => {
    const from = await callApi(baseURL, "/api/group", sender.accessToken, {
      groupName: `헤더-${Date.now().toString(36).slice(-5)}`,
    });
    const letter = Array.from({ length: 12 }, (_, i) => `${i + 1}. 회의 준비를 꼼꼼하게 해줘서 고마워요 🐝`).join("\n");
    const { uuid } = await callApi(baseURL, "/api/send-praise", sender.accessToken, {
      content: letter.slice(0, 180),
      projectStatus: false,
      receiverName: "김꿀벌",
      groupId: from.groupId,
      honeyStampId: 3,
    });
    expect(await deliverShare(baseURL, uuid)).toEqual({ webhookStatus: 200 });
    landing = `/compliment/${uuid}`;
    // Kept by 김꿀벌, so this month's recap has something to show, whatever else runs.
    const jar = await callApi(baseURL, "/api/group", member.accessToken, { groupName: `헤더단지-${uuid.slice(0, 5)}` });
    await callApi(baseURL, "/api/receive-praise", member.accessToken, { praiseUuid: uuid, groupId: jar.groupId });
    // A shared jar's writing page, taller than a phone (the stamps, the letter, the links).
    const made = await callApi(baseURL, "/api/jar", sender.accessToken, {
      recipientName: "김꿀벌",
      occasion: "THANKS",
      opensOn: kstDay(Date.now() + 7 * 86_400_000),
    });
    sharedJar = `/jar/${made.jarId}`;
  });

  /**
   * At each phone width (the page narrowed in place: it lays itself out in CSS alone), scrolled by
   * `by` px from the top (the content `below` has moved up), the header's colour is solid and it is
   * what the page shows at its middle; `name`'s screenshot of each width.
   */
  const scrolledHeaders = async (page: Page, below: Locator, by: number, name: string) => {
    for (const viewport of [PHONE, SMALL_PHONE]) {
      await page.setViewportSize(viewport);
      // From the top again (instantly: the page may scroll smoothly).
      await page.evaluate(() => {
        for (const el of [document.scrollingElement, ...Array.from(document.querySelectorAll("*"))])
          if (el && el.scrollTop > 0) el.scrollTo({ top: 0, behavior: "instant" });
      });
      await scrolledHeader(page, below, by);
      await screenshot(page, `${name}-${viewport.width}x${viewport.height}`, { fullPage: false });
    }
  };

  /**
   * Scrolled by `by` px (the content `below` has moved up), the header's colour is solid and it is
   * what the page shows at its middle.
   */
  const scrolledHeader = async (page: Page, below: Locator, by: number) => {
    const top = async () => (await below.boundingBox())!.y;
    const before = await top();
    await page.mouse.move(160, 300);
    await page.mouse.wheel(0, by);
    await expect.poll(top).toBeLessThan(before - 16);
    const header = page.locator("header").first();
    const colour = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colour).toMatch(/^rgb\(/); // rgb(), not rgba(…, 0) or transparent
    expect(
      await header.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.x + 8, box.y + box.height / 2));
      }),
    ).toBe(true);
  };

  it("the landing, the recap, then a shared jar, scrolled at 390 and at 320 px", async () => {
    const { page, errors } = await memberTab();
    await page.goto(landing);
    const letter = page.getByText("1. 회의 준비를 꼼꼼하게");
    await letter.waitFor();
    await scrolledHeaders(page, letter, 240, "landing-scrolled");
    await page.setViewportSize(PHONE);
    await page.goto("/recap");
    const card = page.getByTestId("recap-card");
    await page.getByRole("button", { name: "이미지로 저장" }).waitFor(); // the month has arrived
    await scrolledHeaders(page, card, 400, "recap-scrolled");
    await page.setViewportSize(PHONE);
    await page.goto(sharedJar);
    const stamps = page.getByRole("radiogroup", { name: "꿀도장 선택" });
    await stamps.waitFor();
    await scrolledHeaders(page, stamps, 400, "jar-scrolled");
    expect(errors).toEqual([]);
  });
});

describe("the phone's back button keeps the page's promises", () => {
  const run = Date.now().toString(36).slice(-5);
  const JAR = `뒤로가기-${run}`;
  let receiver: SessionTokens;
  let jarId = 0;

  beforeAll(async () => {
    // 이달콤 sends 김꿀벌 one praise, delivered and saved into a jar of this file's own.
    receiver = member;
    const from = await callApi(baseURL, "/api/group", sender.accessToken, { groupName: `보냄-${run}` });
    jarId = (await callApi(baseURL, "/api/group", receiver.accessToken, { groupName: JAR })).groupId;
    const { uuid } = await callApi(baseURL, "/api/send-praise", sender.accessToken, {
      content: `뒤로 가기 점검용 칭찬 (${run})`,
      projectStatus: true,
      receiverName: "김꿀벌",
      groupId: from.groupId,
      honeyStampId: 2,
    });
    expect(await deliverShare(baseURL, uuid)).toEqual({ webhookStatus: 200 });
    await callApi(baseURL, "/api/receive-praise", receiver.accessToken, { praiseUuid: uuid, groupId: jarId });
    // …and sends one from it, so the jar's send tab has a praise to select.
    const sent = await callApi(baseURL, "/api/send-praise", receiver.accessToken, {
      content: `답장 칭찬 (${run})`,
      projectStatus: true,
      receiverName: "이달콤",
      groupId: jarId,
      honeyStampId: 4,
    });
    expect(await deliverShare(baseURL, sent.uuid)).toEqual({ webhookStatus: 200 });
  });

  it.for([PHONE, SMALL_PHONE])(
    "select mode's toast shows above its toolbar, not over the buttons ($width px)",
    async (viewport) => {
      const { page, errors } = await memberTab(viewport);
      await page.goto(`/group/${jarId}?tab=send`);
      await page.getByRole("button", { name: "선택", exact: true }).click();
      await page.getByTestId("praise-item").first().click();
      const trash = page.getByRole("button", { name: "선택한 꿀 삭제" });
      await trash.click(); // sent praise: '보낸 꿀 삭제는 준비 중이에요'
      const toast = page.getByTestId("toast").filter({ hasText: "보낸 꿀 삭제는 준비 중이에요" });
      await toast.waitFor();
      await motionDone(page);
      const bubble = (await toast.boundingBox())!;
      const bar = (await page.getByRole("toolbar", { name: "선택한 꿀" }).boundingBox())!;
      expect(bubble.y + bubble.height).toBeLessThanOrEqual(bar.y);
      await screenshot(page, `select-mode-toast-${viewport.width}x${viewport.height}`, { fullPage: false });
      expect(errors).toEqual([]);
    },
  );

  it("in KakaoTalk: back closes the side menu, and only the next back leaves home", async () => {
    const { page, errors } = await tabOf(inAppPhone);
    await page.goto("/profile");
    await page.getByRole("link", { name: "프로필 수정" }).waitFor();
    await page.getByRole("button", { name: "뒤로 가기" }).click(); // my page's arrow: home, a new entry
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    const menu = page.getByRole("dialog", { name: "메뉴" });
    await menu.waitFor();

    await page.goBack();
    await menu.waitFor({ state: "detached" });
    // The trap closes the menu at once and then steps history forward again (web/ui/back-trap.ts):
    // home is where that step lands.
    await page.waitForURL(`${baseURL}/`);
    expect(await page.getByRole("region", { name: "내 꿀단지" }).isVisible()).toBe(true);

    await page.goBack(); // nothing open now: back leaves home for my page
    await page.waitForURL(`${baseURL}/profile`);
    await page.getByRole("link", { name: "프로필 수정" }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("back closes the praise detail, then asks before leaving a selection, as the page's arrow does", async () => {
    const { page, errors } = await memberTab();
    await page.goto("/group/management");
    await page.getByRole("link", { name: `${JAR} 그룹으로 이동` }).click();
    await page.waitForURL(`${baseURL}/group/${jarId}**`);
    const item = page.getByTestId("praise-item").first();
    await item.click();
    const detail = page.getByRole("dialog", { name: "받은 꿀" });
    await detail.waitFor();

    await page.goBack();
    await detail.waitFor({ state: "detached" });
    // As with the menu above: the trap closes the detail at once, then steps history forward again.
    await page.waitForURL((url) => url.pathname === `/group/${jarId}`);

    await page.getByRole("button", { name: "선택", exact: true }).click();
    await item.click();
    await page.getByRole("toolbar", { name: "선택한 꿀" }).waitFor();
    await page.goBack();
    const ask = page.getByRole("dialog", { name: "선택한 꿀이 있어요" });
    await ask.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/group/${jarId}`);
    await ask.getByRole("button", { name: "나가기" }).click();
    await page.waitForURL(`${baseURL}/group/management`);
    expect(errors).toEqual([]);
  });
});
