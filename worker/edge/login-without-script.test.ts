// The login without script (decision 042): /login's '카카오로 시작하기' is a link to the edge's start;
// Kakao sends the browser back to the callback page, whose <noscript> refresh hands the code and state
// to GET /auth/kakao/finish, which makes the page's own call (POST /auth/kakao/session, every check of
// decisions 021 and 026) and sends the browser on with the session cookie.
import { describe, expect, it } from "vitest";
import { kakaoIdForNickname } from "../dev/test-users";
import { type KakaoRedirect, kakaoRedirect, sessionCookieSet } from "../test/browser";
import { built } from "../test/built-client";
import { ORIGIN } from "../test/client";
import { call, registerMember } from "../test/helpers";

const finish = ({ code, state, loginCookie }: KakaoRedirect, headers: Record<string, string> = {}) =>
  call(`/auth/kakao/finish?${new URLSearchParams({ code, state })}`, {
    redirect: "manual",
    headers: { Cookie: loginCookie, "Sec-Fetch-Site": "same-origin", ...headers },
  });

describe("the login callback page without script", () => {
  it("carries a <noscript> refresh to the worker's finish with Kakao's code and state", async () => {
    const res = await call("/login/kakao?code=a%2Bb&state=s1", undefined, built);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain(
      '<noscript><meta http-equiv="refresh" content="0; url=/auth/kakao/finish?code=a%2Bb&amp;state=s1"></noscript></head>',
    );
    expect(html).toContain('<div id="root"></div>'); // the full app still finishes it where script runs
  });
});

describe("GET /auth/kakao/finish", () => {
  it("logs a member in and goes back where the login started, the session cookie set", async () => {
    await registerMember("링크로그인", kakaoIdForNickname("링크로그인"));
    const res = await finish(await kakaoRedirect("링크로그인", {}, "/compliment/abc"));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/compliment/abc");
    expect(sessionCookieSet(res)?.value).toBeTruthy();
    expect(res.headers.getSetCookie().some((line) => line.startsWith("__Host-kkul-login=;"))).toBe(true);
  });

  it("goes home after a login that named no page, and to the sign-up for a new Kakao user", async () => {
    await registerMember("링크홈", kakaoIdForNickname("링크홈"));
    const home = await finish(await kakaoRedirect("링크홈"));
    expect(home.headers.get("Location")).toBe("/");
    const newcomer = await finish(await kakaoRedirect("링크새내기"));
    expect(newcomer.status).toBe(303);
    expect(newcomer.headers.get("Location")).toBe("/signup/agree");
    expect(sessionCookieSet(newcomer)?.value).toBeTruthy(); // the sign-up's provider token, sealed
  });

  it("refuses a code from another site's page, and a state this browser did not start: no session", async () => {
    await registerMember("링크거절", kakaoIdForNickname("링크거절"));
    const crossSite = await finish(await kakaoRedirect("링크거절"), { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(sessionCookieSet(crossSite)).toBeNull();

    const redirect = await kakaoRedirect("링크거절");
    const forged = await finish({ ...redirect, state: "not-this-browsers" });
    expect(forged.status).toBe(401);
    expect(sessionCookieSet(forged)?.value ?? "").toBe("");
    const page = await forged.text();
    expect(page).toContain("카카오 로그인에 실패했어요. 다시 시도해주세요.");
    expect(page).toContain('<a href="/login">');
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="/images/logo.svg">');
  });

  it("sends a callback without a code back to /login", async () => {
    const res = await call("/auth/kakao/finish?error=access_denied&state=x", {
      redirect: "manual",
      headers: { "Sec-Fetch-Site": "same-origin", Origin: ORIGIN },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/login");
  });
});
