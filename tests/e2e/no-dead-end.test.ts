// A new member's walk without a dead end (issue 25): a page whose code cannot arrive — a chunk the
// new deploy no longer has, a dropped connection — never leaves a blank screen. The document reloads
// once by itself; if the chunk still does not come, the fallback page says so in Korean and offers
// '다시 시도'. A missing hashed file is a 404, never the app's HTML.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openLoggedInPage, type SessionTokens, screenshot } from "./support/browser";
import { inAppContextOptions, KAKAOTALK_AGENTS } from "./support/in-app";
import { login } from "./support/session";

const baseURL = inject("baseURL");
let browser: Browser;
let member: SessionTokens;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await login(baseURL, "김꿀벌");
});

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
    const { page } = await openLoggedInPage(browser, baseURL, member);
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
    await page.context().close();
  });

  it("in KakaoTalk, a link to a page whose chunk fails reloads at that page, then shows the fallback", async () => {
    const [android] = KAKAOTALK_AGENTS;
    const { page } = await openLoggedInPage(
      browser,
      baseURL,
      member,
      inAppContextOptions(android!) as BrowserContextOptions,
    );
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
    await page.context().close();
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
