// Accessibility, enforced: every route of SPEC's table, logged out and logged in, at 390 and 320 px
// wide, and the dialogs and sheets those screens open. At 390 px axe-core runs: any serious or
// critical violation fails. At both widths a touch target that takes less than 44 × 44 px of taps
// or whose grown area another control answers fails (tests/e2e/support/targets.ts,
// web/ui/hit-area.ts), and so does anything wider than the viewport (tests/e2e/support/overflow.ts).
// axe does not run again at 320 px: its serious and critical rules (names, roles, ARIA, contrast,
// labels, lang) read the DOM and its colours, which the width does not change; what the width does
// change — reflow, clipping, the size of what a finger hits — is what the other two checks measure.
// Each route is audited once its own data is on screen (READY), not when the network went quiet,
// and both widths are audited on one load of it: the page is narrowed to 320 px in place. The app
// lays itself out in CSS alone (no script reads the window's width to draw), so the narrowed page
// is the page a 320 px phone loads.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it, onTestFinished, type TestContext } from "vitest";
import { emptySendDraft, SEND_DRAFT_KEY, SENT_PRAISE_KEY, type SendDraft, type SentPraise } from "../../web/lib/drafts";
import { kstDay } from "../../worker/contract/jar";
import { axeViolations } from "./support/axe";
import {
  collectErrors,
  launchBrowser,
  openLoggedInPage,
  PHONE,
  pageListens,
  SCREENSHOT_SCALE,
  type SessionTokens,
  SMALL_PHONE,
  screenshot,
} from "./support/browser";
import { inAppContextOptions, KAKAOTALK_AGENTS } from "./support/in-app";
import { horizontalOverflow } from "./support/overflow";
import { login } from "./support/session";
import { deliverShare } from "./support/share";
import { signUp } from "./support/sign-up";
import { sharedTabs } from "./support/tabs";
import { GOOD_TARGET, lost, measureTargets, under } from "./support/targets";

const baseURL = inject("baseURL");
const run = Date.now().toString(36).slice(-5);
const SENDER_GROUP = `접근성보냄-${run}`;
const RECEIVER_GROUP = `접근성받음-${run}`;
const OTHER_GROUP = `접근성옮김-${run}`;
const LETTER = `접근성 점검용 칭찬이에요. 늘 고마워요! (${run})`;
const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";

// Our CSP allows no inline script; axe's source goes in as one.
const AXE_CONTEXT = { bypassCSP: true } as const;

let browser: Browser;
let sender: SessionTokens;
let receiver: SessionTokens;
let receiverGroupId = 0;
let senderGroupId = 0;
let praiseUuid = "";
let undeliveredUuid = "";
let jarId = "";
let keepKey = "";
/** A farewell jar on its day, with a letter: its colours on the writing page and the reveal (decision 044). */
let dayJar = { jarId: "", keepKey: "" };

const call = async <T>(method: string, path: string, token: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};

/** Delivers the praise's share (KakaoTalk's callback), or stops the file with what it answered. */
const delivered = async (uuid: string) => {
  const answer = await deliverShare(baseURL, uuid);
  if (answer.webhookStatus !== 200)
    throw new Error(`the share of ${uuid} was not delivered: ${JSON.stringify(answer)}`);
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
  await delivered(praiseUuid);
  await call("POST", "/api/receive-praise", receiver.accessToken, { praiseUuid, groupId: receiverGroupId });
  // A second one, delivered but not saved: its landing offers '꿀 저장하기'.
  undeliveredUuid = (await send(`저장 전 칭찬 (${run})`)).uuid;
  await delivered(undeliveredUuid);
  // A shared jar the receiver made: home and my page list it, /jar/links/{jar} shows its links.
  ({ jarId, keepKey } = await call<{ jarId: string; keepKey: string }>("POST", "/api/jar", receiver.accessToken, {
    recipientName: "김꿀벌",
    occasion: "THANKS",
    opensOn: kstDay(Date.now() + 7 * 86_400_000),
  }));
  dayJar = await call("POST", "/api/jar", receiver.accessToken, {
    recipientName: "김꿀벌",
    occasion: "FAREWELL",
    opensOn: kstDay(Date.now()),
  });
  await call("POST", `/api/jar/${dayJar.jarId}/letters`, sender.accessToken, {
    content: "새 팀에서도 응원할게요",
    honeyStampId: 12,
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");

/** The hook of the test that opened a page: the test's own where tests run concurrently. */
type Finished = TestContext["onTestFinished"];

/**
 * Closes the page's context when the test ends, after a full-page screenshot named after the test
 * if it failed (test-results/screenshots/, uploaded by CI).
 */
const closeAtEnd = (page: Page, finished: Finished) =>
  finished(async ({ task }) => {
    if (task.result?.state === "fail") {
      const name = `a11y-failed-${slug(task.fullTestName ?? task.name)}`.slice(0, 180);
      await screenshot(page, name, { always: true }).catch((error: unknown) =>
        console.warn(`no screenshot of ${name}:`, error),
      );
    }
    await page.context().close();
  });

/**
 * Pages are drawn at a device scale of one unless asked (the sweep's photographed routes): every
 * check here is in CSS pixels (axe's styles, tap areas, overflow), and one device pixel per CSS pixel
 * leaves the software rasteriser far less to paint at every step of a dialog's motion.
 */
const openAnonymous = async (
  viewport: { width: number; height: number } = PHONE,
  finished: Finished = onTestFinished,
  deviceScaleFactor = 1,
) => {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    locale: "ko-KR",
    baseURL,
    ...AXE_CONTEXT,
  });
  const page = await context.newPage();
  closeAtEnd(page, finished);
  return { page, errors: collectErrors(page) };
};

const openAs = async (session: SessionTokens, options = {}, finished: Finished = onTestFinished) => {
  const opened = await openLoggedInPage(browser, baseURL, session, {
    deviceScaleFactor: 1,
    ...AXE_CONTEXT,
    ...options,
  });
  closeAtEnd(opened.page, finished);
  return opened;
};

/**
 * The route sweep's tabs, reused: a route loaded in a tab that already showed the app costs Chromium
 * a fraction of a fresh tab's CPU (a new renderer process is most of it; decision 018), and the sweep
 * only looks. Tabs are kept per kind (logged out or in, width, scale), one test at a time each; a
 * test that fails closes its tab after its screenshot, so what it left cannot reach the next.
 */
const idleTabs = new Map<string, Page[]>();
const sweepTab = async (kind: string, open: () => Promise<Page>, finished: Finished) => {
  const page = idleTabs.get(kind)?.pop() ?? (await open());
  finished(async ({ task }) => {
    if (task.result?.state === "fail") {
      const name = `a11y-failed-${slug(task.fullTestName ?? task.name)}`.slice(0, 180);
      await screenshot(page, name, { always: true }).catch((error: unknown) =>
        console.warn(`no screenshot of ${name}:`, error),
      );
      await page.context().close();
      return;
    }
    idleTabs.set(kind, [...(idleTabs.get(kind) ?? []), page]);
  });
  return page;
};

/** Logged in at 390 px, from the sweep's idle tabs: the dialogs' tests run after the sweep is done. */
const receiverTab = async (finished: Finished) => {
  const page = await sweepTab("in-1", async () => (await openAs(receiver, {}, () => {})).page, finished);
  await page.setViewportSize(PHONE); // a sweep's tab was left narrowed
  return page;
};
const senderTab = (finished: Finished) =>
  sweepTab("sender", async () => (await openAs(sender, {}, () => {})).page, finished);

/**
 * The page is the app's and nothing on it is still loading: React owns #root (a page the worker
 * drew is hydrated), no control or region is aria-busy, and no loading status ('…불러오는 중이에요',
 * the route's own fallback included) is left. `busyDemos`: the page shows a busy control on purpose
 * (the component guide's pending button), so aria-busy says nothing about its data.
 */
const loaded = (page: Page, { busyDemos = false } = {}) =>
  page.waitForFunction((busyDemos) => {
    const root = document.getElementById("root");
    if (!root || !Object.keys(root).some((key) => key.startsWith("__react"))) return false;
    if (!busyDemos && document.querySelector("[aria-busy='true']")) return false;
    return Array.from(document.querySelectorAll("[role='status']")).every(
      (status) => !`${status.getAttribute("aria-label") ?? ""} ${status.textContent}`.includes("불러오는 중"),
    );
  }, busyDemos);

/**
 * The page's entrance animations have ended (spinners loop forever) and its images arrived. Data is
 * awaited by each test: routes wait for their READY mark, dialogs for their own content.
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
 * Every problem of the settled page, one per line: serious or critical axe violations (unless
 * `axe` is false), touch targets under 44 px or with part of their grown area answered by another
 * control, and anything reaching past the viewport's edge.
 */
const audit = async (page: Page, { axe = true } = {}) => {
  await settle(page);
  const where = `${new URL(page.url()).pathname} at ${page.viewportSize()?.width} px`;
  const targets = await measureTargets(page);
  return [
    ...(axe ? await axeViolations(page) : []).map((line) => `axe on ${where}: ${line}`),
    ...[...under(targets, GOOD_TARGET), ...lost(targets)].map((line) => `touch target on ${where}: ${line}`),
    ...(await horizontalOverflow(page)).map((line) => `overflow on ${where}: ${line}`),
  ];
};

const VIEWPORTS = [PHONE, SMALL_PHONE];
const shotName = (prefix: string, width: number, route: string) => `a11y-${width}-${prefix}-${slug(route) || "home"}`;

/** The routes whose look matters most: a screenshot of each at both widths. */
const SCREENSHOT_ROUTES = new Set([
  "/login",
  "/compliment/{praise}",
  "/",
  "/group/{group}?tab=receive",
  "/compliment/send/content",
  "/badge",
  "/team",
  "/jar/{jar}",
  "/jar/{day}",
  "/jar/{day}/open#key={dayKey}",
]);

/**
 * The phone's device scale of 2 for the routes photographed, in the runs that keep screenshots
 * (support/browser.ts); 1 for the rest, whose checks are all in CSS pixels (axe's styles, tap areas,
 * overflow) and which then cost the software rasteriser a quarter of the pixels.
 */
const scaleFor = (route: string) => (SCREENSHOT_ROUTES.has(route) ? SCREENSHOT_SCALE : 1);

/**
 * A route loaded at 390 px, audited at each width: axe at 390 px only; touch targets and overflow
 * at both. The problems of both widths are listed together, each line naming its width.
 */
const auditRoute = async (page: Page, route: string, prefix: "in" | "out", { expect }: TestContext) => {
  const problems: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    problems.push(...(await audit(page, { axe: viewport.width === PHONE.width })));
    if (SCREENSHOT_ROUTES.has(route)) await screenshot(page, shotName(prefix, viewport.width, route));
  }
  expect(problems).toEqual([]);
};

/** Waits for `mark` (the route's own data on screen), then for nothing to be loading any more. */
const ready = async (page: Page, mark: Locator, options?: { busyDemos?: boolean }) => {
  await mark.first().waitFor();
  await loaded(page, options);
};

// Each route's test has a context of its own and only reads, so the route tests run a few at a time
// (the e2e project's maxConcurrency): one page loads while another is audited.
describe.concurrent("axe on every route of SPEC's table", () => {
  /** What each route shows once its data has arrived, logged out. */
  const PUBLIC_ROUTES: Record<string, (page: Page) => Locator> = {
    "/login": (page) => page.getByRole("link", { name: "카카오로 시작하기" }),
    "/signup/agree": (page) => page.getByRole("checkbox", { name: /서비스 이용약관/ }),
    "/signup/name": (page) => page.getByRole("textbox", { name: "이름" }),
    "/signup/email": (page) => page.getByRole("textbox", { name: "이메일" }),
    "/signup/profile": (page) => page.getByRole("radio", { name: "벌집" }),
    "/signup/complete": (page) => page.getByText("환영해요!"),
    "/compliment/{praise}": (page) => page.getByRole("heading", { name: "이달콤님에게 꿀이 도착했어요!" }),
    "/compliment/{unknown}": (page) => page.getByRole("heading", { name: "꿀을 찾을 수 없어요" }),
    // The shared jar's writing page (drawn by the worker) and opening link (decision 024).
    "/jar/{jar}": (page) => page.getByRole("heading", { name: "김꿀벌님에게 편지 쓰기" }),
    "/jar/{jar}/open?key={key}": (page) => page.getByText("여는 날까지 조금만 기다려주세요!"),
    // A farewell's colours on its day: the writing page and the reveal with its letter (decision 044).
    "/jar/{day}": (page) => page.getByRole("radio", { name: "새 출발 응원" }),
    "/jar/{day}/open#key={dayKey}": (page) => page.getByText("새 팀에서도 응원할게요"),
  };

  it.for(Object.keys(PUBLIC_ROUTES))("logged out: %s at 390 and 320 px", async (route, test) => {
    const scale = scaleFor(route);
    // The welcome is for the moment after a sign-up (web/lib/drafts.ts): a tab of its own, marked
    // as the sign-up leaves it.
    const page =
      route === "/signup/complete"
        ? (await openAnonymous(PHONE, test.onTestFinished, scale)).page
        : await sweepTab(
            `out-${scale}`,
            async () => (await openAnonymous(PHONE, () => {}, scale)).page,
            test.onTestFinished,
          );
    if (route === "/signup/complete")
      await page.addInitScript(() => sessionStorage.setItem("kkul.just-signed-up", "1"));
    await page.setViewportSize(PHONE); // a reused tab was left narrowed
    const path = route.replace("{praise}", praiseUuid).replace("{unknown}", UNKNOWN_UUID);
    const jar = path.replace("{day}", dayJar.jarId).replace("{dayKey}", dayJar.keepKey);
    await page.goto(jar.replace("{jar}", jarId).replace("{key}", keepKey), {
      waitUntil: "commit", // READY waits for what matters
    });
    await ready(page, PUBLIC_ROUTES[route]!(page));
    await auditRoute(page, route, "out", test);
  });

  /** What each route shows once its data has arrived, logged in as the receiver. */
  const LOGGED_IN_ROUTES: Record<string, (page: Page) => Locator> = {
    "/": (page) => page.getByRole("button", { name: "꿀 모양으로 보기" }),
    "/group/{group}?tab=receive": (page) => page.getByTestId("praise-item"),
    "/group/{group}?tab=send": (page) => page.getByText("아직 보낸 꿀도장이 없어요"),
    "/group/management": (page) => page.getByRole("list", { name: "내 그룹 목록" }).getByText(RECEIVER_GROUP),
    "/badge": (page) => page.getByRole("button", { name: /^첫 꿀 받기/ }),
    "/recap": (page) => page.getByRole("navigation", { name: "달 고르기" }),
    "/announcement": (page) =>
      page.getByRole("list", { name: "공지사항 목록" }).or(page.getByText("새로운 공지사항이 없어요.")),
    "/profile": (page) => page.getByRole("link", { name: "프로필 수정" }),
    "/profile/update": (page) => page.getByRole("textbox", { name: "이름" }),
    "/email/update": (page) => page.getByRole("textbox", { name: "현재 이메일" }),
    "/setting/terms": (page) => page.getByRole("switch", { name: "마케팅 정보 수신 동의" }),
    "/team": (page) => page.getByRole("button", { name: "김꿀벌님에게 꿀 보내기" }),
    "/setting/export": (page) => page.getByRole("button", { name: "엑셀용 파일(CSV)로 받기" }),
    "/setting/leave": (page) => page.getByRole("button", { name: "탈퇴하기" }),
    "/guide": (page) => page.getByRole("navigation", { name: "컴포넌트 목록" }),
    "/compliment/send/target": (page) => page.getByRole("textbox", { name: "받는 사람" }),
    "/compliment/send/content": (page) => page.getByRole("radio", { name: "센스 만점" }),
    "/compliment/send/complete": (page) => page.getByRole("heading", { name: "김꿀벌님에게 꿀을 전달했어요!" }),
    "/compliment/receive": (page) => page.getByText("받은 꿀은 꿀단지에서 확인할 수 있어요."),
    "/compliment/{praise}": (page) => page.getByRole("group", { name: "김꿀벌님에게 꿀로 답하기" }),
    "/compliment/{unsaved}": (page) => page.getByRole("button", { name: "꿀 저장하기" }),
    "/jar/new": (page) => page.getByRole("radiogroup", { name: "어떤 날인가요?" }),
    "/jar/links/{jar}": (page) => page.getByRole("textbox", { name: "① 함께 쓰는 링크 주소" }),
    "/jar/{jar}": (page) => page.getByRole("button", { name: "편지 받기 마감하기" }),
  };

  /** The send steps after the first show a draft: without one they go back to the first step. */
  const DRAFTED = new Set(["/compliment/send/content", "/compliment/send/complete"]);
  const sentPraise = (): SentPraise => ({
    uuid: praiseUuid,
    receivers: ["김꿀벌"],
    content: "고마워요",
    honeyStampImage: "/images/stamps/stamp-2.svg",
  });
  const sendDraft = (): SendDraft => ({
    ...emptySendDraft(),
    receiverName: "김꿀벌",
    groupName: RECEIVER_GROUP,
    groupId: receiverGroupId,
    ongoing: true,
  });

  it.for(Object.keys(LOGGED_IN_ROUTES))("logged in: %s at 390 and 320 px", async (route, test) => {
    const options = { viewport: PHONE, deviceScaleFactor: scaleFor(route) };
    // A send step with its draft gets a tab of its own: the draft would stay for the next route.
    const page = DRAFTED.has(route)
      ? (await openAs(receiver, options, test.onTestFinished)).page
      : await sweepTab(
          `in-${options.deviceScaleFactor}`,
          async () => (await openAs(receiver, options, () => {})).page,
          test.onTestFinished,
        );
    if (DRAFTED.has(route)) {
      // The complete page shows the praise just sent (its draft became it the moment it was sent).
      const [key, value] =
        route === "/compliment/send/complete"
          ? [SENT_PRAISE_KEY, JSON.stringify(sentPraise())]
          : [SEND_DRAFT_KEY, JSON.stringify(sendDraft())];
      await page.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [key, value]);
    }
    await page.setViewportSize(PHONE); // a reused tab was left narrowed
    await page.goto(
      route
        .replace("{group}", String(receiverGroupId))
        .replace("{praise}", praiseUuid)
        .replace("{unsaved}", undeliveredUuid)
        .replace("{jar}", jarId),
      { waitUntil: "commit" }, // READY waits for what matters
    );
    await ready(page, LOGGED_IN_ROUTES[route]!(page), { busyDemos: route === "/guide" });
    await auditRoute(page, route, "in", test);
  });

  it("the sender's own praise (MYSELF)", async ({ expect, onTestFinished }) => {
    const page = await senderTab(onTestFinished);
    await page.goto(`/compliment/${praiseUuid}`);
    await ready(page, page.getByRole("button", { name: "내가 보낸 꿀이에요" }));
    expect(await audit(page)).toEqual([]);
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
  // One tab for both, one after the other (support/tabs.ts): each loads the screen it taps on.
  const tabs = sharedTabs();
  const receiverTab = () => tabs("receiver", async () => (await openAs(receiver, {}, () => {})).page);

  it("home: the view toggle above and left of its pill, a card's segment right of it", async ({ expect }) => {
    const { page, errors } = await receiverTab();
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
  });

  it("settings: the marketing switch below its track", async ({ expect }) => {
    const { page, errors } = await receiverTab();
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
  });
});

// Each takes a tab of its own (the sweep's, now idle, where it fits) and saves nothing: they run
// side by side.
describe.concurrent("axe on open dialogs and sheets", () => {
  it("home: the side menu, the list view and the create-group dialog", async ({ expect, onTestFinished }) => {
    const page = await receiverTab(onTestFinished);
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
  });

  it("group detail: the praise detail, the image viewer (in-app), rename, move and delete", async ({
    expect,
    onTestFinished,
  }) => {
    const [android] = KAKAOTALK_AGENTS;
    const { page } = await openAs(receiver, inAppContextOptions(android!), onTestFinished);
    await page.goto(`/group/${receiverGroupId}`);
    await page.getByTestId("praise-item").first().click();
    const detail = page.getByRole("dialog", { name: "받은 꿀" });
    // Decision 022: once answered, the detail offers the answer share, and the relay (read by its uuid).
    await detail.getByRole("radio", { name: "고마워요" }).check();
    await detail.getByRole("button", { name: "카카오톡으로도 알리기" }).waitFor();
    await detail.getByRole("link", { name: "릴레이 이어가기" }).waitFor();
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
  });

  it("send: the group picker sheet, the praise-style info and the message preview", async ({
    expect,
    onTestFinished,
  }) => {
    const page = await senderTab(onTestFinished);
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
  });

  it("landing: the save-to-group sheet, a stranger's question, the moment after keeping; badges: a badge's description; sign-up: the leave confirmation", async ({
    expect,
    onTestFinished,
  }) => {
    const page = await receiverTab(onTestFinished);
    await page.goto(`/compliment/${undeliveredUuid}`);
    await pageListens(page);
    await page.getByRole("button", { name: "꿀 저장하기" }).click();
    await page.getByRole("dialog", { name: "어느 그룹에 저장할까요?" }).waitFor();
    expect(await audit(page)).toEqual([]);

    await page.goto("/badge");
    await page.getByRole("button", { name: /^첫 꿀 받기/ }).click();
    await page.getByRole("dialog").waitFor();
    expect(await audit(page)).toEqual([]);

    // Decision 023: a member the praise does not name — the question, then the moment after keeping.
    const stranger = await openAs(await signUp(baseURL, `a11y-x-${run}`, `낯선${run.slice(-3)}`), {}, onTestFinished);
    await stranger.page.goto(`/compliment/${undeliveredUuid}`);
    await stranger.page.getByTestId("not-named-note").waitFor();
    await pageListens(stranger.page);
    await stranger.page.getByRole("button", { name: "꿀 저장하기" }).click();
    const ask = stranger.page.getByRole("dialog", { name: "내 이름이 없는 꿀이에요" });
    await ask.waitFor();
    expect(await audit(stranger.page)).toEqual([]);
    await ask.getByRole("button", { name: "그래도 담기" }).click();
    const sheet = stranger.page.getByRole("dialog", { name: "어느 그룹에 저장할까요?" });
    await sheet.getByRole("textbox").fill(`낯선단지-${run}`);
    await sheet.getByRole("button", { name: `‘낯선단지-${run}’ 그룹 추가하기` }).click();
    await sheet.getByRole("radio", { name: `낯선단지-${run}`, checked: true }).waitFor();
    await sheet.getByRole("button", { name: "이 그룹에 저장하기" }).click();
    await stranger.page.getByRole("group", { name: "김꿀벌님에게 꿀로 답하기" }).waitFor();
    expect(await audit(stranger.page)).toEqual([]);

    const anonymous = await sweepTab("out-1", async () => (await openAnonymous(PHONE, () => {})).page, onTestFinished);
    await anonymous.setViewportSize(PHONE); // a sweep's tab was left narrowed
    await anonymous.goto("/signup/agree");
    await anonymous.getByRole("checkbox", { name: /서비스 이용약관/ }).check();
    await anonymous.getByRole("button", { name: "뒤로 가기" }).click();
    await anonymous.getByRole("dialog").waitFor();
    expect(await audit(anonymous)).toEqual([]);
  });
});
