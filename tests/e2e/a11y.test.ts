// Accessibility, enforced: axe-core over every route of SPEC's table, logged out and logged in, at
// 390 and 320 px wide, and over the dialogs and sheets those screens open. Any serious or critical
// violation fails the suite, and so does a touch target that takes less than 44 × 44 px of taps or
// whose grown area another control answers (tests/e2e/support/targets.ts, web/ui/hit-area.ts).
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./support/axe";
import {
  collectErrors,
  launchBrowser,
  openLoggedInPage,
  PHONE,
  type SessionTokens,
  SMALL_PHONE,
  screenshot,
} from "./support/browser";
import { inAppContextOptions, KAKAOTALK_AGENTS } from "./support/in-app";
import { login } from "./support/session";
import { deliverShare } from "./support/share";
import { GOOD_TARGET, lost, measureTargets, under } from "./support/targets";

const baseURL = inject("baseURL");
const run = Date.now().toString(36).slice(-5);
const SENDER_GROUP = `접근성보냄-${run}`;
const RECEIVER_GROUP = `접근성받음-${run}`;
const OTHER_GROUP = `접근성옮김-${run}`;
const LETTER = `접근성 점검용 칭찬이에요. 늘 고마워요! (${run})`;

// Our CSP allows no inline script; axe's source goes in as one.
const AXE_CONTEXT = { bypassCSP: true } as const;

let browser: Browser;
let sender: SessionTokens;
let receiver: SessionTokens;
let receiverGroupId = 0;
let senderGroupId = 0;
let praiseUuid = "";
let undeliveredUuid = "";

const call = async <T>(method: string, path: string, token: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};

const newGroup = async (token: string, groupName: string) =>
  (await call<{ groupId: number }>("POST", "/api/group", token, { groupName })).groupId;

beforeAll(async () => {
  browser = await launchBrowser();
  [sender, receiver] = await Promise.all([login(baseURL, "김꿀벌"), login(baseURL, "이달콤")]);
  senderGroupId = await newGroup(sender.accessToken, SENDER_GROUP);
  receiverGroupId = await newGroup(receiver.accessToken, RECEIVER_GROUP);
  await newGroup(receiver.accessToken, OTHER_GROUP);
  const send = (content: string) =>
    call<{ uuid: string }>("POST", "/api/send-praise", sender.accessToken, {
      content,
      projectStatus: true,
      receiverName: "이달콤",
      groupId: senderGroupId,
      honeyStampId: 3,
    });
  praiseUuid = (await send(LETTER)).uuid;
  expect(await deliverShare(baseURL, praiseUuid)).toEqual({ webhookStatus: 200 });
  await call("POST", "/api/receive-praise", receiver.accessToken, { praiseUuid, groupId: receiverGroupId });
  // A second one, delivered but not saved: its landing offers '꿀 저장하기'.
  undeliveredUuid = (await send(`저장 전 칭찬 (${run})`)).uuid;
  expect(await deliverShare(baseURL, undeliveredUuid)).toEqual({ webhookStatus: 200 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const openAnonymous = async (viewport: { width: number; height: number } = PHONE) => {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 2,
    locale: "ko-KR",
    baseURL,
    ...AXE_CONTEXT,
  });
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
};

const openAs = (session: SessionTokens, options = {}) =>
  openLoggedInPage(browser, baseURL, session, { ...AXE_CONTEXT, ...options });

/**
 * The page's entrance animations have ended (spinners loop forever) and its images arrived. Data is
 * awaited by each test: routes load to network idle, dialogs wait for their own content.
 */
const settle = async (page: Page) => {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
};

/**
 * Fails with every serious or critical violation axe finds on the settled page, one per line, and
 * with every touch target under 44 px or with part of its grown area answered by another control.
 */
const audit = async (page: Page) => {
  await settle(page);
  const where = `${new URL(page.url()).pathname} at ${page.viewportSize()?.width} px`;
  const violations = await axeViolations(page);
  if (violations.length > 0) throw new Error(`axe on ${where}:\n${violations.join("\n")}`);
  const targets = await measureTargets(page);
  const tooSmall = [...under(targets, GOOD_TARGET), ...lost(targets)];
  if (tooSmall.length > 0) throw new Error(`touch targets on ${where}:\n${tooSmall.join("\n")}`);
  return violations;
};

const VIEWPORTS = [PHONE, SMALL_PHONE];
const shotName = (prefix: string, width: number, route: string) =>
  `a11y-${width}-${prefix}-${route.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}`;

describe("axe on every route of SPEC's table", () => {
  const PUBLIC_ROUTES = [
    "/login",
    "/signup/agree",
    "/signup/name",
    "/signup/email",
    "/signup/profile",
    "/signup/complete",
    "/compliment/{praise}",
    "/compliment/{unknown}",
  ];

  describe.each(VIEWPORTS)("$width×$height", (viewport) => {
    it.each(PUBLIC_ROUTES)("logged out: %s", async (route) => {
      const { page } = await openAnonymous(viewport);
      const unknown = "00000000-0000-4000-8000-000000000000";
      await page.goto(route.replace("{praise}", praiseUuid).replace("{unknown}", unknown), {
        waitUntil: "networkidle",
      });
      expect(await audit(page)).toEqual([]);
      await screenshot(page, shotName("out", viewport.width, route));
      await page.context().close();
    });
  });

  const LOGGED_IN_ROUTES = [
    "/",
    "/group/{group}?tab=receive",
    "/group/{group}?tab=send",
    "/group/management",
    "/badge",
    "/recap",
    "/announcement",
    "/profile",
    "/profile/update",
    "/email/update",
    "/setting/terms",
    "/guide",
    "/compliment/send/target",
    "/compliment/send/content",
    "/compliment/send/complete",
    "/compliment/receive",
    "/compliment/{praise}",
    "/compliment/{unsaved}",
  ];

  describe.each(VIEWPORTS)("$width×$height", (viewport) => {
    it.each(LOGGED_IN_ROUTES)("logged in: %s", async (route) => {
      const { page } = await openAs(receiver, { viewport });
      await page.goto(
        route
          .replace("{group}", String(receiverGroupId))
          .replace("{praise}", praiseUuid)
          .replace("{unsaved}", undeliveredUuid),
        { waitUntil: "networkidle" },
      );
      expect(await audit(page)).toEqual([]);
      await screenshot(page, shotName("in", viewport.width, route));
      await page.context().close();
    });
  });

  it("the sender's own praise (MYSELF)", async () => {
    const { page } = await openAs(sender);
    await page.goto(`/compliment/${praiseUuid}`);
    await page.getByRole("button", { name: "내가 보낸 꿀이에요" }).waitFor();
    expect(await audit(page)).toEqual([]);
    await page.context().close();
  });
});

describe("small controls take taps beside their drawing (web/ui/hit-area.ts)", () => {
  /** Taps (a mouse click, the same hit test) `by` px outside the control's drawn edge on `side`. */
  const tapBeside = async (control: Locator, side: "left" | "right" | "above" | "below", by: number) => {
    const box = (await control.boundingBox())!;
    const x = side === "left" ? box.x - by : side === "right" ? box.x + box.width + by : box.x + box.width / 2;
    const y = side === "above" ? box.y - by : side === "below" ? box.y + box.height + by : box.y + box.height / 2;
    await control.page().mouse.click(x, y);
  };
  const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
  const pressed = (page: Page, name: string) => button(page, name).getAttribute("aria-pressed");

  it("home: the view toggle above and left of its pill, a card's segment right of it", async () => {
    const { page, errors } = await openAs(receiver);
    await page.goto("/");
    await page.getByRole("button", { name: "한 줄씩 보기" }).waitFor();
    await tapBeside(button(page, "한 줄씩 보기"), "right", 8);
    await expect.poll(() => pressed(page, "한 줄씩 보기")).toBe("true");
    await tapBeside(button(page, "꿀 모양으로 보기"), "above", 6);
    await expect.poll(() => pressed(page, "꿀 모양으로 보기")).toBe("true");
    await tapBeside(button(page, "목록으로 보기"), "above", 5);
    await expect.poll(() => pressed(page, "목록으로 보기")).toBe("true");
    await tapBeside(button(page, "카드로 보기"), "left", 6);
    await expect.poll(() => pressed(page, "카드로 보기")).toBe("true");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("settings: the marketing switch below its track", async () => {
    const { page, errors } = await openAs(receiver);
    await page.goto("/setting/terms");
    const marketing = page.getByRole("switch", { name: "마케팅 정보 수신 동의" });
    await marketing.waitFor();
    await expect.poll(() => marketing.isEnabled()).toBe(true);
    const before = await marketing.getAttribute("aria-checked");
    await tapBeside(marketing, "below", 5);
    await expect.poll(() => marketing.getAttribute("aria-checked")).not.toBe(before);
    await expect.poll(() => marketing.isEnabled()).toBe(true);
    await tapBeside(marketing, "above", 5); // and back, as it was
    await expect.poll(() => marketing.getAttribute("aria-checked")).toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("axe on open dialogs and sheets", () => {
  it("home: the side menu, the list view and the create-group dialog", async () => {
    const { page } = await openAs(receiver);
    await page.goto("/");
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await page.getByRole("dialog", { name: "메뉴" }).waitFor();
    expect(await audit(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "목록으로 보기" }).click();
    expect(await audit(page)).toEqual([]);

    await page.goto("/group/management");
    await page.getByRole("button", { name: /새 그룹/ }).click();
    await page.getByRole("dialog", { name: "새 그룹 생성" }).waitFor();
    expect(await audit(page)).toEqual([]);
    await page.context().close();
  });

  it("group detail: the praise detail, the image viewer (in-app), rename, move and delete", async () => {
    const [android] = KAKAOTALK_AGENTS;
    const { page } = await openAs(receiver, inAppContextOptions(android!));
    await page.goto(`/group/${receiverGroupId}`);
    await page.getByTestId("praise-item").first().click();
    const detail = page.getByRole("dialog", { name: "받은 꿀" });
    await detail.waitFor();
    expect(await audit(page)).toEqual([]);
    await detail.getByRole("button", { name: "이미지로 저장" }).click();
    await page.getByRole("dialog", { name: "이미지로 저장" }).waitFor();
    expect(await audit(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await detail.getByRole("button", { name: "옮기기" }).click();
    await page.getByRole("dialog", { name: "다른 그룹으로 꿀 옮기기" }).waitFor();
    expect(await audit(page)).toEqual([]);
    await page.keyboard.press("Escape"); // back to the detail
    await detail.waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

    await page.getByRole("button", { name: "그룹명 변경" }).click();
    await page.getByRole("dialog", { name: "그룹명 변경" }).waitFor();
    expect(await audit(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "선택", exact: true }).click();
    await page.getByTestId("praise-item").first().click();
    expect(await audit(page)).toEqual([]); // select mode with its toolbar
    await page.getByRole("button", { name: "선택한 꿀 삭제" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await audit(page)).toEqual([]);
    await page.context().close();
  });

  it("send: the group picker sheet, the praise-style info and the message preview", async () => {
    const { page } = await openAs(sender);
    await page.goto("/compliment/send/target");
    await page.getByRole("button", { name: /^그룹/ }).click();
    const picker = page.getByRole("dialog", { name: "그룹 선택" });
    await picker.waitFor();
    expect(await audit(page)).toEqual([]);
    await picker.getByRole("radio", { name: SENDER_GROUP }).check();
    await picker.getByRole("button", { name: "선택하기" }).click();
    await page.getByLabel("받는 사람").fill("이달콤");
    await page.getByRole("radio", { name: "예" }).check();
    await page.getByRole("button", { name: "다음" }).click();
    await page.waitForURL(`${baseURL}/compliment/send/content`);
    await page.getByRole("radio", { name: "센스 만점" }).check();
    await page.getByLabel("칭찬 내용").fill("고마워요!");
    expect(await audit(page)).toEqual([]);

    await page.getByRole("button", { name: "칭찬 작성 도움말" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await audit(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "미리보기" }).click();
    await page.getByRole("dialog", { name: "카카오톡 메시지 미리보기" }).waitFor();
    expect(await audit(page)).toEqual([]);
    await page.context().close();
  });

  it("landing: the save-to-group sheet; badges: a badge's description; sign-up: the leave confirmation", async () => {
    const { page } = await openAs(receiver);
    await page.goto(`/compliment/${undeliveredUuid}`);
    await page.getByRole("button", { name: "꿀 저장하기" }).click();
    await page.getByRole("dialog", { name: "어느 그룹에 저장할까요?" }).waitFor();
    expect(await audit(page)).toEqual([]);

    await page.goto("/badge");
    await page.getByRole("button", { name: /^첫 꿀 받기/ }).click();
    await page.getByRole("dialog").waitFor();
    expect(await audit(page)).toEqual([]);
    await page.context().close();

    const anonymous = await openAnonymous();
    await anonymous.page.goto("/signup/agree");
    await anonymous.page.getByRole("checkbox", { name: /서비스 이용약관/ }).check();
    await anonymous.page.getByRole("button", { name: "뒤로 가기" }).click();
    await anonymous.page.getByRole("dialog").waitFor();
    expect(await audit(anonymous.page)).toEqual([]);
    await anonymous.page.context().close();
  });
});
