// Group detail (SPEC §2) in Chromium. A member of this file's own (SENDER, signed up for the run:
// 23 sends in a minute are within one member's 30) sends 이달콤 23 praises over HTTP (each delivered through
// the KakaoTalk share emulator) and she saves them into a group of her own made for this run. In the
// browser: scrolling loads all three pages; three are moved to another group and found there through
// the toast's '이동'; two are deleted; one is opened and exported as '칭찬 이미지.png'; list and
// honeycomb views are photographed at 390×844 and 320×640. Her tests take turns in one tab, each
// loading the page it starts from (they follow one another's moves and deletions anyway).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  launchBrowser,
  openLoggedInPage,
  PHONE,
  SCREENSHOT_SCALE,
  SMALL_PHONE,
  settledScreenshot as screenshot,
} from "./support/browser";
import { login } from "./support/session";
import { scrollSettled } from "./support/settle";
import { deliverShare } from "./support/share";
import { signUp } from "./support/sign-up";
import { sharedTabs } from "./support/tabs";

const baseURL = inject("baseURL");
const run = Date.now().toString(36).slice(-5);
const MAIN_GROUP = `상세-${run}`;
const TARGET_GROUP = `상세옮김-${run}`;
const SENDER_GROUP = `상세보냄-${run}`;
const TOTAL = 23;
const SENDER = `상세${run}`.slice(0, 8);

type Tokens = Awaited<ReturnType<typeof login>>;
let browser: Browser;
let sender: Tokens;
let receiver: Tokens;
let mainGroupId = 0;
let targetGroupId = 0;
let senderGroupId = 0;

/** The letter of praise number n (1 = the oldest); every fourth one runs long, to show the 2-line cut. */
const letterOf = (n: number) =>
  n % 4 === 0
    ? `${n}번째 꿀: 회의 때마다 꼼꼼하게 정리해주고, 모두가 놓친 부분까지 챙겨줘서 정말 든든했어요. 다음 프로젝트도 함께해요! (${run})`
    : `${n}번째 꿀: 늘 고마워요 (${run})`;

const call = async <T>(method: string, path: string, token: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};

/** How many praises the server holds in one of 이달콤's groups. */
const receivedTotal = async (groupId: number) =>
  (
    await call<{ pageInfo: { totalElements: number } }>(
      "GET",
      `/api/receive-praise/group?groupId=${groupId}&page=0&size=1`,
      receiver.accessToken,
    )
  ).pageInfo.totalElements;

beforeAll(async () => {
  browser = await launchBrowser();
  [sender, receiver] = await Promise.all([signUp(baseURL, `detail-${run}`, SENDER), login(baseURL, "이달콤")]);
  senderGroupId = (
    await call<{ groupId: number }>("POST", "/api/group", sender.accessToken, { groupName: SENDER_GROUP })
  ).groupId;
  mainGroupId = (await call<{ groupId: number }>("POST", "/api/group", receiver.accessToken, { groupName: MAIN_GROUP }))
    .groupId;
  targetGroupId = (
    await call<{ groupId: number }>("POST", "/api/group", receiver.accessToken, { groupName: TARGET_GROUP })
  ).groupId;
  // Sent and kept one after another (both lists are newest first, by the order they were made in);
  // the deliveries in between all at once.
  const uuids: string[] = [];
  for (let n = 1; n <= TOTAL; n++) {
    const { uuid } = await call<{ uuid: string }>("POST", "/api/send-praise", sender.accessToken, {
      content: letterOf(n),
      projectStatus: n % 2 === 0,
      receiverName: "이달콤",
      groupId: senderGroupId,
      honeyStampId: ((n - 1) % 8) + 1,
    });
    uuids.push(uuid);
  }
  const delivered = await Promise.all(uuids.map((uuid) => deliverShare(baseURL, uuid)));
  expect(delivered).toEqual(uuids.map(() => ({ webhookStatus: 200 })));
  for (const uuid of uuids)
    await call("POST", "/api/receive-praise", receiver.accessToken, { praiseUuid: uuid, groupId: mainGroupId });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** A page logged in as `who` (the session stored as the login callback stores it). */
const openPage = (who: Tokens) =>
  openLoggedInPage(browser, baseURL, who, { acceptDownloads: true, deviceScaleFactor: SCREENSHOT_SCALE });

const tabs = sharedTabs();
/** 이달콤's tab, which her tests take turns in (support/tabs.ts). */
const receiverTab = () => tabs("receiver", async () => (await openPage(receiver)).page);

const items = (page: Page) => page.getByTestId("praise-item");
const item = (page: Page, n: number) => items(page).filter({ hasText: `${n}번째 꿀:` });
/**
 * The group's first ten praises on screen: a new page loads the whole app before it asks for them,
 * which on two cores shared with the worker's own tests took longer than a poll's bound (a locator
 * waits for the state as long as any action does).
 */
const firstPageShown = async (page: Page) => {
  await items(page).nth(9).waitFor();
  expect(await items(page).count()).toBe(10);
};
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
const noSidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const scroller = (page: Page) => page.getByTestId("group-detail-scroller");
const scrollTo = (page: Page, top: number) => scroller(page).evaluate((el, y) => el.scrollTo(0, y), top);

/** Scrolls to the end of the list, by mouse wheel, until `count` praises are on the page. */
const scrollUntil = async (page: Page, count: number) => {
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 4000);
        return items(page).count();
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(count);
};

describe("group detail in Chromium", () => {
  it("scrolling loads all three pages: 23 praises, newest first, 10 at a time", async () => {
    const { page, errors } = await receiverTab();
    const pagesAsked = new Set<string>(); // a focus refetch may ask for page 0 again
    const asked = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/receive-praise/group")
        pagesAsked.add(`${url.searchParams.get("page")}/${url.searchParams.get("size")}`);
    };
    page.on("request", asked);
    await page.goto(`/group/${mainGroupId}`);
    await expect.poll(() => page.getByRole("tab", { name: `받은 꿀 (${TOTAL})` }).isVisible()).toBe(true);
    // Name, counts, list and stamps come from separate calls, in any order.
    await expect.poll(() => page.getByRole("heading", { level: 1, name: MAIN_GROUP }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("tab", { name: "보낸 꿀 (0)" }).isVisible()).toBe(true);
    expect(await page.getByRole("tab", { name: `받은 꿀 (${TOTAL})` }).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => items(page).count()).toBe(10);
    expect(await items(page).first().textContent()).toContain(`${TOTAL}번째 꿀:`);
    expect(await items(page).first().textContent()).toContain(`From.${SENDER}`);
    // Stamp cards: count here / total across her groups; eight stamps, 23 received here.
    const stamps = page.getByRole("region", { name: "이 그룹에서 받은 꿀도장" });
    await expect.poll(() => stamps.getByRole("listitem").count()).toBe(8);
    await stamps.getByRole("button", { name: "꿀도장 개수 안내" }).click();
    await expect.poll(() => page.getByRole("tooltip").isVisible()).toBe(true);
    await page.getByRole("heading", { level: 1 }).click(); // outside: the tooltip closes
    await expect.poll(() => page.getByRole("tooltip").isVisible()).toBe(false);

    await scrollUntil(page, TOTAL);
    expect(await items(page).last().textContent()).toContain("1번째 꿀:");
    expect([...pagesAsked]).toEqual(["0/10", "1/10", "2/10"]);
    page.off("request", asked);
    // Two lines of a long letter, not more.
    const clamp = await item(page, 20)
      .locator("span")
      .nth(1)
      .evaluate((el) => ({
        lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
      }));
    expect(clamp.lines).toBe(2);
    expect(errors).toEqual([]);
  });

  it("list and honeycomb views at 390×844 and 320×640 (screenshots)", async () => {
    // One load for both widths: the page is narrowed in place (it lays itself out in CSS alone, so
    // the narrowed page is what a 320 px phone draws).
    const { page, errors } = await receiverTab();
    await page.goto(`/group/${mainGroupId}`);
    await firstPageShown(page);
    for (const [viewport, size] of [
      [PHONE, "390x844"],
      [SMALL_PHONE, "320x640"],
    ] as const) {
      await page.setViewportSize(viewport);
      await scrollUntil(page, TOTAL); // all of them, so the honeycomb's rows below are known
      await scrollSettled(scroller(page)); // wheel scrolling settles
      await scrollTo(page, 0);
      expect(await noSidewaysOverflow(page)).toBe(true);
      await screenshot(page, `group-detail-list-${size}`);
      // Scrolled: the page header and the sheet's tabs stay on top.
      await scrollTo(page, 900);
      const header = await page.getByRole("banner").boundingBox();
      const tabs = await page.getByRole("tablist").boundingBox();
      expect([header!.y, header!.height]).toEqual([0, 56]);
      expect(tabs!.y).toBe(56);
      await screenshot(page, `group-detail-list-scrolled-${size}`);
      await scrollTo(page, 0);
      await page.getByRole("button", { name: "꿀도장으로 보기" }).click();
      await expect.poll(() => page.getByTestId("praise-tile").count()).toBe(TOTAL);
      // Rows of 2 and 3, the second row tucked under the first.
      const rows = await page.getByTestId("praise-honeycomb").evaluate((grid) =>
        Array.from(grid.children).map((row) => ({
          tiles: row.children.length,
          top: row.getBoundingClientRect().top,
          height: row.getBoundingClientRect().height,
        })),
      );
      expect(rows.map((row) => row.tiles)).toEqual([2, 3, 2, 3, 2, 3, 2, 3, 2, 1]);
      expect(rows[1]!.top).toBeLessThan(rows[0]!.top + rows[0]!.height);
      const tile = await page.getByTestId("praise-tile").first().boundingBox();
      expect(Math.round((tile!.width / tile!.height) * 125)).toBe(144); // 144×125 tiles, scaled to fit
      expect(await noSidewaysOverflow(page)).toBe(true);
      await screenshot(page, `group-detail-stamps-${size}`);
      await scrollTo(page, 700);
      await screenshot(page, `group-detail-stamps-scrolled-${size}`);
      // In select mode a tap on a tile (its hexagon, not its overlapping box) toggles it.
      await page.getByRole("button", { name: "선택", exact: true }).click();
      const tiles = page.getByTestId("praise-tile").getByRole("button");
      await tiles.nth(5).click();
      await tiles.nth(7).click();
      expect(
        await tiles.evaluateAll((all) =>
          all.map((tile) => tile.getAttribute("aria-pressed")).flatMap((on, i) => (on === "true" ? [i] : [])),
        ),
      ).toEqual([5, 7]);
      // From the keyboard, the focused hexagon gets its outline.
      await page.keyboard.press("Tab");
      const ring = page.getByTestId("praise-tile").nth(8).locator("svg");
      await expect.poll(() => ring.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
      expect(
        await page
          .getByTestId("praise-tile")
          .nth(9)
          .locator("svg")
          .evaluate((el) => getComputedStyle(el).opacity),
      ).toBe("0");
      await screenshot(page, `group-detail-stamps-select-${size}`);
      // Out of select mode, back to the list: as the next width starts.
      await page.getByRole("button", { name: "선택 취소" }).click();
      await page.getByRole("button", { name: "목록으로 보기" }).click();
    }
    expect(errors).toEqual([]);
    await page.setViewportSize(PHONE);
  });

  it("select three, move them to another group, follow the toast's '이동' and find them there", async () => {
    const { page, errors } = await receiverTab();
    await page.goto(`/group/${mainGroupId}`);
    await firstPageShown(page);
    await page.getByRole("button", { name: "선택", exact: true }).click();
    const bar = page.getByRole("toolbar", { name: "선택한 꿀" });
    expect(await bar.getByRole("button", { name: "다른 그룹으로 옮기기" }).isDisabled()).toBe(true);
    expect(await bar.getByRole("button", { name: "선택한 꿀 삭제" }).isDisabled()).toBe(true);
    for (const n of [23, 21, 20]) await item(page, n).click();
    expect(await item(page, 21).getAttribute("aria-pressed")).toBe("true");
    expect(await bar.getByText("3개 선택").isVisible()).toBe(true);

    // Leaving now asks first; cancelling keeps the selection.
    await page.getByRole("button", { name: "뒤로 가기" }).click();
    const leave = page.getByRole("dialog", { name: "선택한 꿀이 있어요" });
    await expect.poll(() => leave.isVisible()).toBe(true);
    await leave.getByRole("button", { name: "취소" }).click();
    expect(await item(page, 20).getAttribute("aria-pressed")).toBe("true");

    await bar.getByRole("button", { name: "다른 그룹으로 옮기기" }).click();
    const picker = page.getByRole("dialog", { name: "다른 그룹으로 꿀 옮기기" });
    await expect
      .poll(() => picker.getByRole("button", { name: new RegExp(`^${TARGET_GROUP}`) }).isVisible())
      .toBe(true);
    expect(await picker.getByRole("button", { name: new RegExp(`^${MAIN_GROUP}`) }).isDisabled()).toBe(true);
    expect(await picker.getByRole("button", { name: "다음" }).isDisabled()).toBe(true);
    await picker.getByRole("button", { name: new RegExp(`^${TARGET_GROUP}`) }).click();
    await screenshot(page, "group-detail-move-picker-390x844");
    await picker.getByRole("button", { name: "다음" }).click();
    const confirm = page.getByRole("dialog", { name: "총 3개의 꿀을 옮길까요?" });
    // Members are the names on a group's praise: SENDER here, nobody yet in the target.
    await expect.poll(() => confirm.textContent()).toContain(`${MAIN_GROUP}멤버 1명`);
    expect(await confirm.textContent()).toContain(`${TARGET_GROUP}멤버 0명`);
    await screenshot(page, "group-detail-move-confirm-390x844");
    await confirm.getByRole("button", { name: "옮기기" }).click();

    await expect.poll(() => toast(page, "성공적으로 꿀을 옮겼어요").isVisible()).toBe(true);
    // Reaching for '이동' holds the toast while the page is checked (a busy machine takes seconds).
    await toast(page, "성공적으로 꿀을 옮겼어요").getByRole("button", { name: "이동" }).focus();
    // Refreshed: the counts and the list, the mode ended, the selection gone.
    await expect.poll(() => page.getByRole("tab", { name: "받은 꿀 (20)" }).isVisible()).toBe(true);
    expect(await bar.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "선택", exact: true }).isVisible()).toBe(true);
    expect(await item(page, 23).count()).toBe(0);
    await expect.poll(() => page.getByText("이 그룹에 담긴 꿀 20개").isVisible()).toBe(true);

    await toast(page, "성공적으로 꿀을 옮겼어요").getByRole("button", { name: "이동" }).click();
    await page.waitForURL(`${baseURL}/group/${targetGroupId}`);
    await expect.poll(() => page.getByRole("tab", { name: "받은 꿀 (3)" }).isVisible()).toBe(true);
    await expect.poll(() => items(page).count()).toBe(3);
    for (const n of [23, 21, 20]) expect(await item(page, n).count()).toBe(1);
    expect(await receivedTotal(targetGroupId)).toBe(3);
    expect(await receivedTotal(mainGroupId)).toBe(TOTAL - 3);
    expect(errors).toEqual([]);
  });

  it("deletes two after a warning, and the list and counts follow", async () => {
    const { page, errors } = await receiverTab();
    await page.goto(`/group/${mainGroupId}`);
    await firstPageShown(page);
    await page.getByRole("button", { name: "선택", exact: true }).click();
    await item(page, 22).click();
    await item(page, 19).click();
    await page.getByRole("button", { name: "선택한 꿀 삭제" }).click();
    const dialog = page.getByRole("dialog", { name: "선택한 꿀 2개를 삭제할까요?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, "group-detail-delete-confirm-390x844");
    await dialog.getByRole("button", { name: "삭제" }).click();
    await expect.poll(() => toast(page, "선택한 꿀을 삭제했어요").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("tab", { name: "받은 꿀 (18)" }).isVisible()).toBe(true);
    expect(await page.getByRole("toolbar", { name: "선택한 꿀" }).isVisible()).toBe(false);
    expect(await item(page, 22).count()).toBe(0);
    expect(await item(page, 19).count()).toBe(0);
    expect(await receivedTotal(mainGroupId)).toBe(18);
    expect(errors).toEqual([]);
  });

  it("opens a praise and saves it as '칭찬 이미지.png'", async () => {
    const { page, errors } = await receiverTab();
    await page.goto(`/group/${mainGroupId}`);
    await item(page, 18).click();
    const dialog = page.getByRole("dialog", { name: "받은 꿀" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(`From.${SENDER}`);
    expect(await dialog.textContent()).toContain(MAIN_GROUP);
    expect(await dialog.textContent()).toMatch(/\d{4}\.\d{2}\.\d{2}/);
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(424);
    await screenshot(page, "group-detail-praise-modal-390x844");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "이미지로 저장" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("칭찬 이미지.png");
    // Saved where it can be looked at, and read back (the run's browser is remote: no path of its own).
    const file = join(process.cwd(), "test-results", "screenshots", "group-detail-praise-image-export.png");
    await download.saveAs(file);
    const png = readFileSync(file);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const card = (await dialog.getByTestId("praise-detail-card").boundingBox())!;
    expect(png.readUInt32BE(16)).toBe(Math.round(card.width * 2)); // scale 2
    expect(errors).toEqual([]);
  });

  it("the sender's sent tab: 'To.' items, and delete says it is coming soon", async () => {
    const { page, errors } = await openPage(sender);
    await page.goto(`/group/${senderGroupId}`);
    await page.getByRole("tab", { name: /^보낸 꿀/ }).click();
    await page.waitForURL(`${baseURL}/group/${senderGroupId}?tab=send`);
    await expect.poll(() => page.getByRole("tab", { name: `보낸 꿀 (${TOTAL})` }).isVisible()).toBe(true);
    expect(await items(page).first().textContent()).toContain("To.이달콤");
    await page.getByRole("button", { name: "선택", exact: true }).click();
    await items(page).first().click();
    await page.getByRole("button", { name: "선택한 꿀 삭제" }).click();
    await expect.poll(() => toast(page, "보낸 꿀 삭제는 준비 중이에요").isVisible()).toBe(true);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await screenshot(page, "group-detail-sent-select-390x844");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
