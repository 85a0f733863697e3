// Pages the worker draws: /compliment/<uuid> and /login are readable with JavaScript off, then
// hydrated in place (no console error, no layout shift); on the landing a member's own state follows.
// A visitor's tests take turns in a tab with script and one without (support/tabs.ts), where a page
// loaded after another one tests the same. A test whose page must arrive as on a first visit (nothing
// cached: a hydration judged for layout shifts, a first frame) or as a member has a tab of its own.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { callApi } from "./support/api";
import {
  collectErrors,
  launchBrowser,
  openLoggedInPage,
  PHONE,
  pageListens,
  SCREENSHOT_SCALE,
  SMALL_PHONE,
  screenshot,
} from "./support/browser";
import { login } from "./support/session";
import { deliverShare } from "./support/share";
import { sharedTabs } from "./support/tabs";

const baseURL = inject("baseURL");
const letter = "발표 준비 고마워요!\n<b>덕분에</b> 잘 끝났어요.";
let browser: Browser;
let sender: Awaited<ReturnType<typeof login>>;
let uuid: string;

const api = (path: string, token: string, body?: unknown) => callApi(baseURL, path, token, body);

/** Sums layout shifts from the first paint on, as CLS does (none here is caused by input). */
const trackShifts = () => {
  const w = window as unknown as { shifts: number };
  w.shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifts += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
};

const letterOn = (page: Page) =>
  page
    .getByTestId("praise-card")
    .getByText(/발표 준비/)
    .innerText();

/** A mark on the current document: it survives only as long as no new document is loaded. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: true }).sameDocument === true);

const tabs = sharedTabs();
/** A visitor without a session, with or without script; the first test of a kind loads the first page. */
const visitorTab = (javaScriptEnabled: boolean) =>
  tabs(`visitor-${javaScriptEnabled}`, async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: SCREENSHOT_SCALE,
      locale: "ko-KR",
      baseURL,
      javaScriptEnabled,
    });
    await context.addInitScript(trackShifts);
    return context.newPage();
  });
/** A new tab logged in as `who`. */
const openAs = (who: typeof sender, options: BrowserContextOptions = {}) =>
  openLoggedInPage(browser, baseURL, who, { deviceScaleFactor: SCREENSHOT_SCALE, ...options });

/** React owns the nodes the worker drew. */
const hydrated = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById("root")!).some((k) => k.startsWith("__react"))))
    .toBe(true);

beforeAll(async () => {
  browser = await launchBrowser();
  sender = await login(baseURL, "김꿀벌");
  const group = await api("/api/group", sender.accessToken, { groupName: `랜딩-${Date.now() % 100000}` });
  uuid = (
    await api("/api/send-praise", sender.accessToken, {
      content: letter,
      projectStatus: false,
      receiverName: "이달콤",
      groupId: group.groupId,
      honeyStampId: 4,
    })
  ).uuid;
  expect(await deliverShare(baseURL, uuid)).toEqual({ webhookStatus: 200 });
});

afterAll(async () => {
  await browser?.close();
});

describe("the praise landing drawn by the worker", () => {
  it("shows the whole praise with JavaScript disabled, styled, under the strict CSP", async () => {
    const { page, errors } = await visitorTab(false);
    // One load for both widths: the page is narrowed in place (without script it is laid out by CSS alone).
    const res = await page.goto(`/compliment/${uuid}`);
    expect(res?.headers()["content-security-policy"]).toMatch(/style-src 'self' 'sha256-[^']+' 'sha256-[^']+'/);
    expect(res?.headers()["content-security-policy"]).not.toContain("unsafe-inline");
    for (const viewport of [PHONE, SMALL_PHONE]) {
      await page.setViewportSize(viewport);
      const card = page.getByTestId("praise-card");
      expect(await card.innerText()).toContain("From.김꿀벌");
      expect(await card.innerText()).toContain("To.이달콤");
      // The letter as typed, its markup as characters.
      expect(await card.getByText(/발표 준비/).innerText()).toBe(letter);
      expect(await page.getByRole("heading", { name: "이달콤님에게 꿀이 도착했어요!" }).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "로그인하고 꿀 저장하기" }).isVisible()).toBe(true);
      // Styled by the inline CSS: the card is a white rounded panel, not unstyled flow text.
      expect(await card.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe("0px");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `landing-ssr-no-js-${viewport.width}`);
    }
    expect(errors).toEqual([]);
    await page.setViewportSize(PHONE);
  });

  it("hydrates what the worker drew without a console error or a layout shift", async () => {
    const { page, errors } = await visitorTab(true);
    await page.goto(`/compliment/${uuid}`);
    // Hydrated, and a button of the page works.
    await hydrated(page);
    await page.getByRole("button", { name: "이미지로 저장" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    expect(errors).toEqual([]);
  });

  it("turns into the member's own state after hydration: the sender sees it as theirs", async () => {
    const { page, errors } = await openAs(sender);
    await page.goto(`/compliment/${uuid}`);
    await page.getByRole("button", { name: "내가 보낸 꿀이에요" }).waitFor();
    expect(await page.getByRole("link", { name: "홈으로" }).isVisible()).toBe(true);
    expect(await letterOn(page)).toBe(letter);
    // Once the page listens (before, a link is followed as a document load), '홈으로' leads home in
    // the same document, through the full app's router.
    await hydrated(page);
    await markDocument(page);
    await page.getByRole("link", { name: "홈으로" }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByText("안녕하세요, 김꿀벌님!").waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("takes an anonymous receiver's first tap straight to Kakao, without the full app, and Back returns to the praise", async () => {
    const { page, errors } = await visitorTab(true);
    await page.goto(`/compliment/${uuid}`);
    await hydrated(page);
    // The light client drew no router: the full app is fetched only when the receiver moves on.
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
    expect((await scripts()).filter((path) => path.includes("/full-app-"))).toEqual([]);

    // One tap to Kakao's authorize page (not through /login and its button); the login's
    // few lines load on the tap, the router and the other pages never.
    const login = page.getByRole("link", { name: "로그인하고 꿀 저장하기" });
    await login.click();
    await page.waitForURL(/\/__dev\/kakao\/oauth\/authorize\?/);

    await page.goBack();
    await page.getByRole("heading", { name: "이달콤님에게 꿀이 도착했어요!" }).waitFor();
    expect(await letterOn(page)).toBe(letter);
    expect(await login.getAttribute("aria-busy")).toBeNull(); // ready for another tap
    expect((await scripts()).filter((path) => path.includes("/full-app-"))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a member who opens the link saves it, stays to answer, then goes home to the toast, still in the same document", async () => {
    const receiver = await login(baseURL, "이달콤");
    const group = `받은-${Date.now() % 100000}`;
    await api("/api/group", receiver.accessToken, { groupName: group });
    const { page, errors } = await openAs(receiver);
    await page.goto(`/compliment/${uuid}`);
    await hydrated(page);
    await markDocument(page);
    await pageListens(page);
    await page.getByRole("button", { name: "꿀 저장하기" }).click();
    const sheet = page.getByRole("dialog", { name: "어느 그룹에 저장할까요?" });
    await sheet.getByRole("radio", { name: group }).check();
    await sheet.getByRole("button", { name: "이 그룹에 저장하기" }).click();
    // Decision 023: the landing stays, for the answer; a refused save shows a toast instead (say which,
    // with the answers the page got, not a timeout).
    await Promise.race([
      page.getByRole("heading", { name: "꿀단지에 담았어요!" }).waitFor(),
      page.getByTestId("toast").first().waitFor(),
    ]);
    expect(await page.getByTestId("toast").allTextContents(), String(errors)).toEqual([]);
    await page.getByRole("group", { name: /꿀로 답하기$/ }).waitFor();
    // The full app takes over with the page's state: home shows the saved toast.
    await page.getByRole("link", { name: "내 꿀단지로 가기" }).click();
    await expect
      .poll(() => page.url(), { message: `toast: ${await page.getByTestId("toast").allTextContents()}; ${errors}` })
      .toBe(`${baseURL}/`);
    await page.getByTestId("toast").filter({ hasText: "저장" }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("renders SPEC's not-found texts for an unknown praise without JavaScript", async () => {
    const { page } = await visitorTab(false);
    await page.goto("/compliment/00000000-0000-4000-8000-000000000000");
    expect(await page.getByRole("heading", { name: "꿀을 찾을 수 없어요" }).isVisible()).toBe(true);
    expect(await page.getByText("내용을 찾을 수 없어요.").isVisible()).toBe(true);
  });
});

describe("the first frame of a drawn page is the whole page", () => {
  // A slow phone on a slow network: the document's bytes arrive a few at a time and the CPU is slow,
  // so a browser would paint what it has parsed so far. Each page's first animation frame (the first
  // one rendered) must already hold everything up to the end of #root, and nothing may move after.
  // The page's JavaScript is asked for only after that frame: it never shares the slow network with
  // the document the first frame waits for.
  const firstFrame = () => {
    const w = window as unknown as { firstFrameWhole?: boolean; firstFrameAt?: number };
    requestAnimationFrame(() => {
      w.firstFrameWhole = document.getElementById("drawn-end") !== null;
      w.firstFrameAt = performance.now();
    });
  };

  it.each([
    ["/login", () => "/login"],
    ["the landing", () => `/compliment/${uuid}`],
  ])("%s, its bytes trickling in under 4× CPU", async (_, path) => {
    const context = await browser.newContext({ viewport: PHONE, locale: "ko-KR" });
    await context.addInitScript(trackShifts);
    await context.addInitScript(firstFrame);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    // A trickle after a slow round trip: the few KiB of the document take about a second.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 100,
      downloadThroughput: 4 * 1024,
      uploadThroughput: 16 * 1024,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${baseURL}${path()}`, { waitUntil: "commit" });
    const whole = () => page.evaluate(() => (window as unknown as { firstFrameWhole?: boolean }).firstFrameWhole);
    await expect.poll(whole, { timeout: 20_000 }).not.toBeUndefined();
    expect(await whole()).toBe(true);
    // The whole document is in (the JavaScript, still trickling in, is not waited for): nothing moved.
    await page.waitForFunction(() => document.getElementById("drawn-end"), undefined, { timeout: 20_000 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    // The network back to full speed: the scripts arrive, each asked for after the first frame.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const scriptsAskedAt = () =>
      page.evaluate(() =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.fetchStart - (window as unknown as { firstFrameAt: number }).firstFrameAt),
      );
    await expect.poll(async () => (await scriptsAskedAt()).length, { timeout: 20_000 }).toBeGreaterThan(3);
    expect(Math.min(...(await scriptsAskedAt()))).toBeGreaterThanOrEqual(0);
    // …and after the browser has shown it (Paint Timing), not only drawn it: what is asked for before
    // it is shown shares the moment of the first paint (decision 032).
    const askedAfterShown = await page.evaluate(() => {
      const [shown] = performance.getEntriesByName("first-contentful-paint");
      return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.fetchStart - (shown?.startTime ?? Number.POSITIVE_INFINITY));
    });
    expect(Math.min(...askedAfterShown)).toBeGreaterThanOrEqual(0);
    await context.close();
  });
});

describe("/login drawn by the worker", () => {
  it("paints the logo, taglines and the Kakao button before any JavaScript, then hydrates in place", async () => {
    const { page: bare } = await visitorTab(false);
    await bare.setViewportSize(SMALL_PHONE);
    await bare.goto("/login");
    expect(await bare.getByRole("heading", { name: "꿀단지" }).isVisible()).toBe(true);
    expect(await bare.getByText("1분 만에 가입하고 칭찬 보내기").isVisible()).toBe(true);
    expect(await bare.getByRole("link", { name: "카카오로 시작하기" }).isVisible()).toBe(true);
    await screenshot(bare, "login-no-js-320");
    await bare.setViewportSize(PHONE);

    const context = await browser.newContext({ viewport: PHONE, locale: "ko-KR" });
    await context.addInitScript(trackShifts);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/login`);
    await hydrated(page);
    // Once the client's settings arrive the button is ready, and it leads to Kakao's consent page.
    await expect.poll(() => page.getByRole("link", { name: "카카오로 시작하기" }).isEnabled()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await page.getByRole("link", { name: "카카오로 시작하기" }).click();
    await page.waitForURL(/\/__dev\/kakao\/oauth\/authorize/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the drawn pages' scripts", () => {
  // V8 compiles a function the first time it runs; on a drawn page that was the first tap, which paid
  // for compiling React's event and update paths (decision 032). The chunks every
  // drawn page runs at startup ask for all their functions compiled while they stream in; the
  // page's own chunks, partly needed only later, are left to compile lazily.
  it("ask V8 to compile React's and the core chunk eagerly, and only those", async () => {
    const html = await (await fetch(`${baseURL}/login`)).text();
    const block = /<script type="application\/json" id="drawn-chunks">(.*?)<\/script>/s.exec(html)?.[1];
    const { first, chunks } = JSON.parse(block ?? "null") as { first: string[]; chunks: string[] };
    const hinted = async (path: string) =>
      (await (await fetch(`${baseURL}${path}`)).text()).split("\n", 2).includes("//# allFunctionsCalledOnLoad");
    expect(first).toHaveLength(2);
    expect(await Promise.all(first.map(hinted))).toEqual([true, true]);
    const own = chunks.filter((chunk) => !first.includes(chunk));
    expect(own.length).toBeGreaterThan(0);
    expect(await Promise.all(own.map(hinted))).toEqual(own.map(() => false));
  });
});

describe("a member's home drawn by the worker (decision 021)", () => {
  it("shows the header, the greeting and the member's groups before any JavaScript", async () => {
    // One load for both widths: the page is narrowed in place (without script it is laid out by CSS alone).
    const { page } = await openAs(sender, { javaScriptEnabled: false });
    await page.goto("/");
    for (const [viewport, name] of [
      [PHONE, "home-drawn-no-js-390x844"],
      [SMALL_PHONE, "home-drawn-no-js-320x640"],
    ] as const) {
      await page.setViewportSize(viewport);
      expect(await page.getByRole("heading", { level: 1, name: "안녕하세요, 김꿀벌님!" }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "메뉴 열기" }).isVisible()).toBe(true);
      expect(await page.getByRole("region", { name: "내 꿀단지" }).isVisible()).toBe(true);
      // The first of 김꿀벌's groups, as the host lists them (other files add groups too).
      const [first] = (await api("/api/group", sender.accessToken)).groupMembersPraiseCountInfos;
      expect(await page.getByRole("heading", { name: `${first.groupName} 그룹` }).isVisible()).toBe(true);
      await screenshot(page, name);
    }
    await page.context().close();
  });

  it("hydrates in place without asking for the groups again, a layout shift or a console error; links hand over", async () => {
    const { page, errors } = await openAs(sender);
    await page.context().addInitScript(trackShifts);
    const asked: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/")) asked.push(`${request.method()} ${pathname}`);
    });
    // The shared jars, which the worker does not draw, are read once the page is live
    // (web/features/home/home-page.tsx), by an effect of the same first commit as the groups' query:
    // once that answer is in, a second read of the groups would have been asked too. (The network
    // going quiet is no such state: it can happen between the first paint and the scripts.)
    const jarsRead = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/jar");
    await page.goto("/");
    await hydrated(page);
    await jarsRead;
    // The document brought the groups and the name.
    expect(asked, JSON.stringify(asked)).toEqual(["GET /api/jar"]);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);

    // The menu opens in the drawn page itself; a link from home hands over to the full app in the
    // same document.
    await markDocument(page);
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await page
      .getByRole("link", { name: /그룹 상세 보기$/ })
      .first()
      .click();
    await page.waitForURL(/\/group\/\d+/);
    await page.getByRole("tab", { name: /받은 꿀/ }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows nothing of home to a visitor without a session", async () => {
    const { page } = await visitorTab(true);
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/");
    expect(await page.evaluate(() => document.getElementById("root")!.childElementCount)).toBe(0);
    await page.unroute("**/assets/*.js");
  });
});
