// Kakao Login at the edge (decision 021): the login callback's one call, checked the way Kakao's
// protocol asks (PKCE, client secret, the OpenID Connect id_token), and the session it leaves in the
// browser: a cookie no script can read, never a token in an answer.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  browserLogin,
  kakaoRedirect,
  LOGIN_COOKIE,
  PAGE_HEADERS,
  pageCall,
  postSession,
  SESSION_COOKIE,
  sessionCookieSet,
  startLogin,
} from "../test/browser";
import { authorizeAs, call, kakaoTokenFor, REDIRECT_URI, registerMember } from "../test/helpers";
import { latestCode } from "../test/mailbox";

const LOGIN_FAILED = "카카오 로그인에 실패했어요. 다시 시도해주세요.";

beforeAll(async () => {
  await registerMember("김꿀벌", "1001");
});

/** A sign-up's calls from the page: its cookie, the page's headers (test/browser.ts). */
const signUpCookie = async (nickname: string) => {
  const res = await postSession({ ...(await kakaoRedirect(nickname)), redirectUri: REDIRECT_URI });
  const cookie = sessionCookieSet(res)?.value;
  if (!cookie) throw new Error(`no sign-up cookie for ${nickname}: ${res.status}`);
  return cookie;
};

/** send-mail and check-mail as the sign-up page calls them, with the browser's cookie. */
const verifyInPage = async (cookie: string, email: string) => {
  const sent = await pageCall(cookie, "/api/auth/send-mail", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ receiverMail: email }),
  });
  expect(sent.status).toBe(201);
  const query = new URLSearchParams({ receiverMail: email, verificationNumber: await latestCode(email) });
  expect((await pageCall(cookie, `/api/auth/check-mail?${query}`)).status).toBe(200);
};

const registerInPage = (cookie: string, name: string, email: string) =>
  pageCall(cookie, "/api/auth/register", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      serviceTerm: 1,
      personalInfo: 1,
      emailMarketing: 0,
      name,
      email,
      imageUrl: "/images/profile/profile-2.svg",
      onboarding: 0,
    }),
  });

/** Kakao's token endpoint (the emulator) asked for `code`'s tokens, with the app's client secret. */
const redeemCode = (code: string) =>
  call("/__dev/kakao/oauth/token", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: env.KAKAO_REST_API_KEY,
      redirect_uri: REDIRECT_URI,
      code,
      client_secret: env.KAKAO_CLIENT_SECRET ?? "",
    }),
  });

describe("GET /auth/kakao/start (the edge starts the login)", () => {
  it("sends the browser to Kakao with a state, an S256 challenge, openid and a nonce, and keeps them in a sealed __Host- cookie of 10 minutes", async () => {
    const { res, loginCookie, authorize } = await startLogin();
    expect(res.status).toBe(302);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${env.KAKAO_AUTH_ORIGIN}/oauth/authorize`);
    const q = Object.fromEntries(authorize.searchParams);
    expect(q).toMatchObject({
      client_id: env.KAKAO_REST_API_KEY,
      redirect_uri: REDIRECT_URI, // always our own callback page
      response_type: "code",
      code_challenge_method: "S256",
      scope: "openid",
    });
    expect(q.state).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(q.nonce).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(q)).not.toContain("code_verifier");

    const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${LOGIN_COOKIE}=`))!;
    expect(line.split("; ").slice(1)).toEqual(["Max-Age=600", "Path=/", "Secure", "HttpOnly", "SameSite=Lax"]);
    // Sealed: neither the state nor the nonce can be read from it.
    expect(loginCookie).not.toContain(q.state);
    expect(loginCookie).not.toContain(q.nonce);
    expect(atob(loginCookie.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).not.toMatch(/state|nonce/);
  });

  it("starts a fresh attempt each time", async () => {
    const [a, b] = [await startLogin(), await startLogin()];
    expect(a.authorize.searchParams.get("state")).not.toBe(b.authorize.searchParams.get("state"));
    expect(a.loginCookie).not.toBe(b.loginCookie);
  });
});

describe("POST /auth/kakao/session (the login callback)", () => {
  it("logs a member in with a __Host- cookie (Secure, HttpOnly, Lax, 14 days) and answers only the name", async () => {
    const { res, cookie } = await browserLogin("김꿀벌");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 200, message: "성공", data: { memberName: "김꿀벌" } });
    expect(text).not.toMatch(/token/i);
    const set = sessionCookieSet(res)!;
    expect(set.attributes).toEqual(["Max-Age=1209600", "Path=/", "Secure", "HttpOnly", "SameSite=Lax"]);
    // The attempt is over: its cookie goes.
    expect(res.headers.getSetCookie()).toContain(`${LOGIN_COOKIE}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax`);
    // The sealed cookie carries no token a script or a proxy could read: the key's id, then the seal.
    const [kid, sealed = ""] = cookie.split(".");
    expect(kid).toBe("local-only-session-1");
    expect(sealed).not.toContain(".");
    expect(atob(sealed.replace(/-/g, "+").replace(/_/g, "/"))).not.toMatch(/"accessToken"|eyJ/);

    const info = await pageCall(cookie, "/api/member/info");
    expect(info.status).toBe(200);
    expect((await info.json<{ data: { name: string } }>()).data.name).toBe("김꿀벌");
  });

  it("starts a sign-up for a Kakao user who is not a member: the provider token waits in the cookie, not the page", async () => {
    const redirect = await kakaoRedirect("박브라우저");
    const res = await postSession({ ...redirect, redirectUri: REDIRECT_URI });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text).data).toEqual({ signup: true, nickname: "박브라우저" });
    expect(text).not.toMatch(/token/i);
    const signup = sessionCookieSet(res)!;
    expect(signup.attributes[0]).toBe("Max-Age=3600");

    // The name step's hint reads the provider token from the cookie.
    const profile = await pageCall(signup.value, "/auth/kakao/profile");
    expect((await profile.json<{ data: unknown }>()).data).toEqual({ nickname: "박브라우저" });

    await verifyInPage(signup.value, "browser.signup@example.com");
    const registered = await registerInPage(signup.value, "박브라우저", "browser.signup@example.com");
    expect(registered.status).toBe(201);
    const body = await registered.text();
    expect(JSON.parse(body).data).toEqual({ memberName: "박브라우저" });
    expect(body).not.toMatch(/token/i);
    const member = sessionCookieSet(registered)!;
    expect(member.attributes[0]).toBe("Max-Age=1209600");
    const info = await pageCall(member.value, "/api/member/info");
    expect((await info.json<{ data: { name: string } }>()).data.name).toBe("박브라우저");
  });

  it("keeps a sign-up's e-mail verification to its browser: another browser's sign-up cannot register with it (decision 027)", async () => {
    const mine = await signUpCookie("박인증꿀벌");
    const theirs = await signUpCookie("박가로채기");
    await verifyInPage(mine, "only.mine@example.com");

    const refused = await registerInPage(theirs, "박가로채기", "only.mine@example.com");
    expect(await refused.json()).toEqual({ status: 400, message: "이메일 인증을 먼저 완료해주세요." });
    expect(sessionCookieSet(refused)).toBeNull();

    expect((await registerInPage(mine, "박인증꿀벌", "only.mine@example.com")).status).toBe(201);
  });

  it("sends a sign-up's mail calls to an external praise host as SPEC §7 has them, without the provider token", async () => {
    const cookie = await signUpCookie("박바깥꿀벌");
    const upstream = "http://praise-host.test";
    const original = globalThis.fetch;
    const seen: Request[] = [];
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith(upstream)) return original(input, init);
      seen.push(request);
      return Response.json({ status: 201, message: "성공", data: null }, { status: 201 });
    };
    try {
      const res = await call(
        "/api/auth/send-mail",
        {
          method: "POST",
          headers: { Cookie: `${SESSION_COOKIE}=${cookie}`, ...PAGE_HEADERS, "Content-Type": "application/json" },
          body: JSON.stringify({ receiverMail: "outside@example.com" }),
        },
        { PRAISE_HOST: upstream },
      );
      expect(res.status).toBe(201);
    } finally {
      globalThis.fetch = original;
    }
    expect(seen.map((request) => new URL(request.url).pathname)).toEqual(["/api/auth/send-mail"]);
    expect(seen[0]!.headers.get("Authorization")).toBeNull();
  });

  it("sends the client secret: with a wrong one Kakao refuses and the user gets a Korean 401", async () => {
    const redirect = await kakaoRedirect("김꿀벌");
    const res = await postSession({ ...redirect, redirectUri: REDIRECT_URI }, PAGE_HEADERS, {
      KAKAO_CLIENT_SECRET: "a-different-secret-value",
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 401, message: LOGIN_FAILED });
    expect(sessionCookieSet(res)).toBeNull();
  });

  it("gives every consent a code of its own: two phones of one person consenting in the same millisecond each log in", async () => {
    // workerd's clock stands still between I/O, so two consents can read the same instant.
    const now = vi.spyOn(Date, "now").mockReturnValue(Date.now());
    const [first, second] = await Promise.all([authorizeAs("이달콤"), authorizeAs("이달콤")]);
    now.mockRestore();
    expect(first.code).not.toBe(second.code);
    expect((await redeemCode(first.code)).status).toBe(200);
    expect((await redeemCode(second.code)).status).toBe(200);
  });

  it("redeems a code once: the same callback replayed gets 401, and the emulator refuses a reused code as Kakao does (KOE320)", async () => {
    const redirect = await kakaoRedirect("김꿀벌");
    expect((await postSession(redirect)).status).toBe(200);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const replayed = await postSession(redirect);
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({ status: 401, message: LOGIN_FAILED });
    expect(sessionCookieSet(replayed)).toBeNull();
    // The worker's own memory refused it, before Kakao was asked.
    expect(warn.mock.calls.flat().join(" ")).toContain("login refused: the code was redeemed before");
    warn.mockRestore();

    const { code } = await authorizeAs("김꿀벌");
    const redeem = () => redeemCode(code);
    expect((await redeem()).status).toBe(200);
    const again = await redeem();
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "invalid_grant", error_code: "KOE320" });
  });

  it("checks Kakao's state against this browser's login cookie: another state, no cookie or another browser's cookie is 401", async () => {
    const redirect = await kakaoRedirect("김꿀벌");
    const other = await kakaoRedirect("김꿀벌");
    for (const attempt of [
      { ...redirect, state: other.state },
      { code: redirect.code, state: redirect.state },
      { ...redirect, loginCookie: other.loginCookie },
    ]) {
      const res = await postSession(attempt);
      expect(res.status).toBe(401);
      expect(sessionCookieSet(res)).toBeNull();
    }
    // Refused before Kakao was asked: the code is still good with its own browser's cookie.
    expect((await postSession(redirect)).status).toBe(200);
  });

  it("refuses a forged code, and a login whose id_token carries another nonce than the start made", async () => {
    const redirect = await kakaoRedirect("김꿀벌");
    expect((await postSession({ ...redirect, code: "forged.code" })).status).toBe(401);
    const swapped = await kakaoRedirect("김꿀벌", { nonce: "another-nonce-of-22-chars" });
    const res = await postSession(swapped);
    expect(res.status).toBe(401);
    expect(sessionCookieSet(res)).toBeNull();
  });

  it("refuses a login without OpenID Connect (no id_token to check)", async () => {
    const redirect = await kakaoRedirect("김꿀벌", { scope: "profile_nickname" });
    const res = await postSession(redirect);
    expect(res.status).toBe(401);
    expect((await res.json<{ message: string }>()).message).toBe(LOGIN_FAILED);
  });

  it("answers the path the login started with, a path of this app only", async () => {
    const back = "/jar/j1/open?key=abc";
    const res = await postSession(await kakaoRedirect("김꿀벌", {}, back));
    expect((await res.json<{ data: unknown }>()).data).toEqual({ memberName: "김꿀벌", returnTo: back });
    for (const elsewhere of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "/api/member"]) {
      const answer = await postSession(await kakaoRedirect("김꿀벌", {}, elsewhere));
      expect((await answer.json<{ data: unknown }>()).data).toEqual({ memberName: "김꿀벌" });
    }
  });

  it("is our page's call only: without our header or from another origin it is 403, before Kakao is asked", async () => {
    const redirect = await kakaoRedirect("김꿀벌");
    const body = { ...redirect, redirectUri: REDIRECT_URI };
    const attempts: Record<string, string>[] = [
      { Origin: "http://app.test" },
      { ...PAGE_HEADERS, Origin: "https://evil.example" },
      {},
    ];
    for (const headers of attempts) {
      const res = await postSession(body, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ status: 403, message: "이 요청은 꿀단지 화면에서만 보낼 수 있어요." });
    }
    // The code was not spent on those: it still logs in.
    expect((await postSession(body)).status).toBe(200);
  });

  const good = { code: "abc", state: "s".repeat(22) };
  it.each([
    [{}, "인가 코드 값이 필요해요."],
    [{ ...good, code: "   " }, "인가 코드 값이 필요해요."],
    [{ code: "abc" }, "state 값이 필요해요."],
    ["hello", "요청 형식이 올바르지 않아요."],
    [{ ...good, state: "short" }, "state 형식이 올바르지 않아요."],
  ])("answers 400 with a readable message for the bad body %j", async (body, message) => {
    const res = await postSession(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await call("/auth/kakao/session", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...PAGE_HEADERS },
      body: "{nope",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message: "요청 본문이 올바른 JSON 형식이 아니에요." });
  });

  it("the provider token endpoint of the previous version is gone: no page script can obtain a Kakao token", async () => {
    const res = await call("/auth/kakao/token", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...PAGE_HEADERS },
      body: JSON.stringify({ code: "abc", redirectUri: REDIRECT_URI }),
    });
    expect(res.status).toBe(404);
  });
});

describe("GET /auth/kakao/profile (the nickname a sign-up starts from)", () => {
  it("answers the provider token's own Kakao nickname, and nothing else of Kakao's answer", async () => {
    const token = await kakaoTokenFor("박새내기");
    const res = await call("/auth/kakao/profile", { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect((await res.json<{ data: unknown }>()).data).toEqual({ nickname: "박새내기" });
  });

  it("answers a Korean 401 without a provider token, with a forged one, or with a member's cookie", async () => {
    const none = await call("/auth/kakao/profile");
    expect(none.status).toBe(401);
    expect((await none.json<{ message: string }>()).message).toBe("카카오 로그인 정보가 없어요. 다시 로그인해주세요.");
    const forged = await call("/auth/kakao/profile", { headers: { Authorization: "Bearer forged" } });
    expect(forged.status).toBe(401);
    const { cookie } = await browserLogin("김꿀벌");
    expect((await pageCall(cookie, "/auth/kakao/profile")).status).toBe(401);
  });
});
