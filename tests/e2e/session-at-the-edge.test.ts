// The session at the edge in Chromium (decision 021), with two members of this file's own:
// a browser from before the cookie is carried over on its first load and forgets its tokens, and a
// form on another origin of the same site — which the browser does send the cookie with — cannot
// make the logged-in member's browser write anything.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { callApi } from "./support/api";
import { collectErrors, launchBrowser, openLoggedInPage, PHONE, type SessionTokens } from "./support/browser";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const emulatorURL = inject("emulatorURL");
const run = Date.now().toString(36).slice(-5);
let browser: Browser;
let carried: SessionTokens;
let target: SessionTokens;

beforeAll(async () => {
  [browser, carried, target] = await Promise.all([
    launchBrowser(),
    signUp(baseURL, `edge-carry-${run}`, `이월${run}`.slice(0, 8)),
    signUp(baseURL, `edge-csrf-${run}`, `표적${run}`.slice(0, 8)),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

const groupNames = async (session: SessionTokens) =>
  (
    (await callApi(baseURL, "/api/group", session.accessToken)).groupMembersPraiseCountInfos as { groupName: string }[]
  ).map((group) => group.groupName);

describe("the session at the edge in Chromium", () => {
  it("carries a session stored by the previous version over to the cookie on the first load, and clears the tokens", async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "ko-KR", baseURL });
    // What the previous version's login left in this origin's storage (once: not again after the move).
    await context.addInitScript((stored) => {
      if (localStorage.getItem("e2e-stored")) return;
      localStorage.setItem("e2e-stored", "1");
      localStorage.setItem("accessToken", stored.accessToken);
      localStorage.setItem("refreshToken", stored.refreshToken);
      localStorage.setItem("kakaoAccessToken", "the-old-versions-provider-token");
      localStorage.setItem("userName", stored.memberName);
    }, carried);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const traded = page.waitForResponse((res) => new URL(res.url()).pathname === "/auth/session");
    await page.goto("/");
    expect((await traded).status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: `안녕하세요, ${carried.memberName}님!` }).waitFor();
    await page.getByText("아직 꿀단지가 없어요").first().waitFor(); // home's own call answered through the cookie
    expect(
      await page.evaluate(() =>
        ["accessToken", "refreshToken", "kakaoAccessToken"].map((key) => localStorage.getItem(key)),
      ),
    ).toEqual([null, null, null]);
    const cookie = (await context.cookies()).find((c) => c.name === "__Host-kkul-session");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax" });

    // The next load is the cookie's alone: no second trade, still logged in.
    let tradedAgain = false;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/auth/session") tradedAgain = true;
    });
    await page.reload();
    await page.getByRole("heading", { level: 1, name: `안녕하세요, ${carried.memberName}님!` }).waitFor();
    await page.getByText("아직 꿀단지가 없어요").first().waitFor();
    expect(tradedAgain).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses a form posted from another origin of the same site, and a header-less fetch, though both carry the cookie", async () => {
    const { page } = await openLoggedInPage(browser, baseURL, target);
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: `안녕하세요, ${target.memberName}님!` }).waitFor();
    const before = await groupNames(target);

    // A page of another origin on the same site (localhost, another port), served by the test: the
    // browser sends the SameSite=Lax session cookie with its requests to us, so only the worker's own
    // checks stand in the way (a page of another site would not even get the cookie sent).
    const attacker = `${emulatorURL.replace("127.0.0.1", "localhost")}/a-page-of-another-origin`;
    await page.context().route(attacker, (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: `<!doctype html><meta charset="utf-8"><form method="post" action="${baseURL}/api/group" enctype="text/plain">
          <input name='{"groupName":"가로챈 그룹","x":"' value='"}' /><button>보내기</button></form>`,
      }),
    );
    await page.goto(attacker);
    const answered = page.waitForResponse((res) => res.url() === `${baseURL}/api/group`);
    await page.getByRole("button", { name: "보내기" }).click();
    const res = await answered;
    expect((await res.request().allHeaders()).cookie).toContain("__Host-kkul-session");
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({ status: 403, message: "이 요청은 꿀단지 화면에서만 보낼 수 있어요." });

    // A header-less fetch from that page (no preflight: a "simple" request) is refused the same way;
    // the browser also withholds our answer from that page (Cross-Origin-Resource-Policy).
    await page.goto(attacker);
    const statuses: number[] = [];
    page.on("response", (res) => {
      if (res.url() === `${baseURL}/api/group`) statuses.push(res.status());
    });
    const outcome = await page.evaluate(async (url) => {
      try {
        await fetch(url, {
          method: "POST",
          mode: "no-cors",
          credentials: "include",
          headers: { "Content-Type": "text/plain" },
          body: JSON.stringify({ groupName: "가로챈 그룹" }),
        });
        return "answered";
      } catch {
        return "withheld";
      }
    }, `${baseURL}/api/group`);
    expect(outcome).toBe("withheld");
    expect(statuses.every((status) => status === 403)).toBe(true);

    expect(await groupNames(target)).toEqual(before);
    await page.context().close();
  });
});
