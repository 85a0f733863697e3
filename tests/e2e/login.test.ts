// The first journey: logging in with Kakao (the local emulator) in Chromium.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { collectErrors, launchBrowser, PHONE, SMALL_PHONE, screenshot } from "./support/browser";

const baseURL = inject("baseURL");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openPage = async (viewport: { width: number; height: number } = PHONE) => {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 2, locale: "ko-KR", baseURL });
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
};

/**
 * Everything a script on the page can read — localStorage, sessionStorage, document.cookie — with
 * anything shaped like a token in it: our JWTs, the refresh token and Kakao's sealed provider token
 * all start with a base64url JSON header ("eyJ").
 */
const readableTokens = (page: Page) =>
  page.evaluate(() => {
    const stores = [localStorage, sessionStorage].flatMap((store) =>
      Array.from({ length: store.length }, (_, i) => `${store.key(i)}=${store.getItem(store.key(i)!)}`),
    );
    return [...stores, document.cookie].filter((item) => /eyJ|token/i.test(item));
  });

/** The session cookie as the browser keeps it (Playwright sees HttpOnly cookies; the page does not). */
const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "__Host-kkul-session");

describe("Kakao login in Chromium", () => {
  it("shows the login page (screenshots at 390×844 and 320×640)", async () => {
    // One page narrowed in place: the login page lays itself out in CSS alone.
    const { page, errors } = await openPage();
    await page.goto("/login");
    for (const [viewport, name] of [
      [PHONE, "login-390x844"],
      [SMALL_PHONE, "login-320x640"],
    ] as const) {
      await page.setViewportSize(viewport);
      await expect.poll(() => page.getByText("1분 만에 가입하고 칭찬 보내기").isVisible()).toBe(true);
      await expect.poll(() => page.getByRole("link", { name: "카카오로 시작하기" }).isEnabled()).toBe(true);
      expect(await page.title()).toBe("꿀단지");
      // Nothing overflows sideways on a small phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, name);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // One phone: refused first, then the member's own login and logout. Every page here is opened from
  // the address `npm start` prints (localhost, while the emulators answer on 127.0.0.1), as in every file.
  it("a forged callback logs nobody in and says why; a member then logs in through the worker's /auth/kakao/start (state, verifier and nonce out of the page's reach), is greeted on / and logs out", async () => {
    const { page, errors } = await openPage();
    await page.goto("/login/kakao?code=forged&state=not-ours");
    await page.waitForURL(`${baseURL}/login`);
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("카카오 로그인에 실패했어요. 다시 시도해주세요.");
    expect(await sessionCookie(page)).toBeUndefined();
    await page.setViewportSize(SMALL_PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, "login-refused-320x640");
    await page.setViewportSize(PHONE);
    // The refusal's own answers were the point above; from here on the page must stay clean.
    errors.splice(0);

    await page.goto("/");
    await page.waitForURL(`${baseURL}/login`); // anonymous → /login
    const started = page.waitForResponse((res) => new URL(res.url()).pathname === "/auth/kakao/start");
    await page.getByRole("link", { name: "카카오로 시작하기" }).click();
    expect((await started).status()).toBe(302);
    await page.waitForURL(/\/__dev\/kakao\/oauth\/authorize\?/);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get("response_type")).toBe("code");
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${baseURL}/login/kakao`);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    // OpenID Connect: the id_token the worker checks must carry this nonce back.
    expect(authorize.searchParams.get("scope")).toBe("openid");
    const [state, nonce] = [authorize.searchParams.get("state")!, authorize.searchParams.get("nonce")!];
    expect(state).toMatch(/.{16,}/);
    expect(nonce).toMatch(/^[\w-]{22,}$/);
    // The attempt waits in the worker's own cookie, which no script of ours can read.
    const attempt = (await page.context().cookies(baseURL)).find((cookie) => cookie.name === "__Host-kkul-login");
    expect(attempt).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    expect(attempt?.value).not.toContain(state);

    const callback = page.waitForRequest((request) => new URL(request.url()).pathname === "/auth/kakao/session");
    await page.getByLabel("김꿀벌").check();
    await page.getByRole("button", { name: "동의하고 계속하기" }).click();
    // The page hands the worker Kakao's code and state, nothing it made itself.
    expect(Object.keys((await callback).postDataJSON()).sort()).toEqual(["code", "state"]);
    await page.waitForURL(`${baseURL}/`);
    await expect.poll(() => page.getByText("안녕하세요, 김꿀벌님!").isVisible()).toBe(true);
    const readable = await page.evaluate(() =>
      [...Object.entries(localStorage), ...Object.entries(sessionStorage), document.cookie].join(" "),
    );
    expect(readable).not.toContain(state);
    expect(readable).not.toContain(nonce);
    expect(readable).not.toMatch(/verifier|nonce|oauth|pkce|kkul-login/i);
    // Used: the attempt's cookie is gone.
    expect((await page.context().cookies(baseURL)).map((cookie) => cookie.name)).not.toContain("__Host-kkul-login");
    // Decision 021: no token within any script's reach; the session is an HttpOnly __Host- cookie.
    expect(await readableTokens(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("userName"))).toBe("김꿀벌");
    expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("kkul-session");
    await screenshot(page, "home-after-login-390x844");
    expect(errors).toEqual([]);

    // Logging out (from the side menu) ends the session and returns to /login.
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await page.getByRole("button", { name: "로그아웃" }).click();
    await page.waitForURL(`${baseURL}/login`);
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem("userName"))).toBeNull();
    await page.context().close();
  });

  it("an unknown Kakao user lands on /signup/agree, keeping the pending praise uuid", async () => {
    const { page, errors } = await openPage();
    const uuid = "5f0c8d1e-2b7a-4c1e-9d3f-6a2b8c4d0e11";
    await page.goto(`/compliment/${uuid}`);
    await page.getByRole("link", { name: "로그인하고 꿀 저장하기" }).click(); // straight to Kakao
    await page.waitForURL(/\/__dev\/kakao\/oauth\/authorize\?/);
    await page.getByLabel("박새내기").check();
    await page.getByRole("button", { name: "동의하고 계속하기" }).click();
    await page.waitForURL(`${baseURL}/signup/agree`);
    expect(await page.evaluate(() => localStorage.getItem("uuid"))).toBe(uuid);
    // The name step starts from the Kakao nickname, which fits SPEC's 8 characters.
    await page.getByRole("checkbox", { name: "약관 전체 동의" }).check();
    await page.getByRole("button", { name: "다음" }).click();
    await page.waitForURL(`${baseURL}/signup/name`);
    expect(await page.getByLabel("이름").inputValue()).toBe("박새내기");
    // Kakao's provider token waits in the worker's cookie for the register call, never in the page.
    expect(await readableTokens(page)).toEqual([]);
    expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, secure: true });
    // The worker drew the landing's "not found" already (the page asks the host nothing more).
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
