// The worker as the browser's backend (decision 021), through the whole worker: the cookie stands for
// the member, cross-site writes are refused, an expired token is renewed at the edge (once for a
// page's many calls), a session that cannot be renewed ends, and API clients keep their bearer.
import { env } from "cloudflare:workers";
import { decode } from "hono/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { kakaoIdForNickname } from "../../dev/test-users";
import { signToken } from "../../lib/jwt";
import { browserLogin, PAGE_HEADERS, pageCall, SESSION_COOKIE, sessionCookieSet } from "../../test/browser";
import { bearer, call, loginAs, registerMember } from "../../test/helpers";
import { sealSession } from "./cookie";

const keys = { secret: env.SESSION_SECRET!, environment: env.ENVIRONMENT };
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  await registerMember("김꿀벌", "1001");
  await registerMember("이달콤", "1002");
});

const groupCount = async (name: string) =>
  (
    await env.DB.prepare("SELECT COUNT(*) AS n FROM groups g JOIN members m ON m.id = g.member_id WHERE m.name = ?")
      .bind(name)
      .first<{ n: number }>()
  )?.n ?? 0;

const expired = async (accessToken: string) => {
  const claims = decode(accessToken).payload;
  const past = Math.floor(Date.now() / 1000) - 60;
  return signToken(env.JWT_SECRET!, { ...claims, iat: past - 1800, exp: past });
};

/** A browser whose cookie holds a session with an access token that has just expired. */
const expiredSession = async (nickname: string) => {
  const tokens = await loginAs(nickname);
  const session = {
    kind: "member" as const,
    accessToken: await expired(tokens.accessToken),
    refreshToken: tokens.refreshToken,
    loginAt: nowSeconds(),
  };
  const cookie = await sealSession(keys, session);
  /** The same tokens sealed again: a copy of the session that is not this browser's cookie. */
  const copy = () => sealSession(keys, session);
  return { tokens, cookie, copy };
};

/** When the session (token family) of `accessToken` was ended; null while it is live. */
const revokedAt = async (accessToken: string) =>
  (
    await env.DB.prepare("SELECT revoked_at FROM sessions WHERE family_id = ?")
      .bind(decode(accessToken).payload.fam)
      .first<{ revoked_at: number | null }>()
  )?.revoked_at ?? null;

const createGroup = (cookie: string, groupName: string, headers: Record<string, string> = {}) =>
  pageCall(cookie, "/api/group", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ groupName }),
  });

describe("the session cookie at the edge", () => {
  it("stands for its member on every /api call, and no cookie is no member", async () => {
    const { cookie } = await browserLogin("이달콤");
    const info = await pageCall(cookie, "/api/member/info");
    expect((await info.json<{ data: { name: string } }>()).data.name).toBe("이달콤");
    const created = await createGroup(cookie, "쿠키로 만든 그룹");
    expect(created.status).toBe(201);
    expect((await call("/api/member/info")).status).toBe(401);
  });

  it("refuses a cross-site form POST carrying the cookie, and a header-less fetch: 403, nothing written", async () => {
    const { cookie } = await browserLogin("김꿀벌");
    const before = await groupCount("김꿀벌");
    const form = await call("/api/group", {
      method: "POST",
      headers: {
        Cookie: `${SESSION_COOKIE}=${cookie}`,
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "groupName=%EA%B0%80%EC%A7%9C",
    });
    expect(form.status).toBe(403);
    expect(await form.json()).toEqual({ status: 403, message: "이 요청은 꿀단지 화면에서만 보낼 수 있어요." });
    const headerless = await call("/api/group", {
      method: "POST",
      headers: { Cookie: `${SESSION_COOKIE}=${cookie}`, Origin: "http://app.test", "Content-Type": "application/json" },
      body: JSON.stringify({ groupName: "가짜" }),
    });
    expect(headerless.status).toBe(403);
    const noOrigin = await createGroup(cookie, "가짜", { Origin: "" });
    expect(noOrigin.status).toBe(403);
    expect(await groupCount("김꿀벌")).toBe(before);
  });

  it("answers a CORS preflight with 403 and no Access-Control header", async () => {
    const res = await call("/api/group", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("leaves an API client's bearer call as it was: no cookie, no page header needed", async () => {
    const tokens = await loginAs("김꿀벌");
    const res = await call("/api/group", {
      method: "POST",
      headers: { ...bearer(tokens.accessToken), "Content-Type": "application/json" },
      body: JSON.stringify({ groupName: "스크립트 그룹" }),
    });
    expect(res.status).toBe(201);
    expect(sessionCookieSet(res)).toBeNull();
  });

  it("renews an expired access token at the edge: five calls of one page share one reissue and all succeed", async () => {
    const { tokens, cookie } = await expiredSession("김꿀벌");
    const answers = await Promise.all(Array.from({ length: 5 }, () => pageCall(cookie, "/api/member/info")));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const renewed = answers.map((res) => sessionCookieSet(res)?.value);
    expect(renewed.every(Boolean)).toBe(true);
    // One reissue: had a second one spent the old refresh token again, the host would have taken it
    // for a stolen token and ended the session (decision 020), and every renewed cookie would be refused.
    for (const value of new Set(renewed)) expect((await pageCall(value!, "/api/member/info")).status).toBe(200);
    // The old refresh token is spent: the page cannot go back to it.
    const reused = await call("/api/auth/reissue", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
    });
    expect(reused.status).toBe(401);
  });

  it("counts a call renewed at the edge once against the member's send limit, not again for its retry", {
    timeout: 60_000,
  }, async () => {
    // 32 calls in one window of the minute's counter: started well inside one (a busy machine takes
    // seconds for them; a window turning during them would start the count afresh).
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
    await registerMember("박한번", kakaoIdForNickname("박한번"));
    const { cookie } = await expiredSession("박한번");
    const send = (value: string) =>
      pageCall(value, "/api/send-praise", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}", // refused as a bad body (400), and counted all the same
      });
    const first = await send(cookie);
    expect(first.status).toBe(400);
    const renewed = sessionCookieSet(first)?.value;
    expect(renewed).toBeTruthy();
    // Its first try carried the expired token, which the edge cannot verify, so it was counted by the
    // address; its retry after the renewal is the same call and spends none of the member's 30 a
    // minute: 30 more are served, the next is refused.
    const rest: number[] = [];
    for (let i = 0; i < 30; i++) rest.push((await send(renewed!)).status);
    expect(rest.filter((status) => status === 429)).toEqual([]);
    expect((await send(renewed!)).status).toBe(429);
  });

  it("ends a session that cannot be renewed: 401, the cookie cleared", async () => {
    const { tokens, cookie } = await expiredSession("김꿀벌");
    await call("/api/auth/kakao-logout", { method: "POST", headers: bearer(tokens.accessToken) });
    const res = await pageCall(cookie, "/api/member/info");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 401, message: "로그인이 만료되었어요. 다시 로그인해주세요." });
    expect(sessionCookieSet(res)).toMatchObject({ value: "", attributes: expect.arrayContaining(["Max-Age=0"]) });
  });

  it("logging out clears the cookie and ends the session for every copy of it", async () => {
    const { cookie } = await browserLogin("김꿀벌");
    const out = await pageCall(cookie, "/api/auth/kakao-logout", { method: "POST" });
    expect(out.status).toBe(200);
    expect(sessionCookieSet(out)?.value).toBe("");
    // And the pages the browser kept for going back (a refused form's, decision 042) go with it.
    expect(out.headers.get("Clear-Site-Data")).toBe('"cache"');
    const replayed = await pageCall(cookie, "/api/member/info");
    expect(replayed.status).toBe(401);
  });

  it("leaving clears the cookie and the pages the browser kept", async () => {
    await registerMember("떠나는쿠키", kakaoIdForNickname("떠나는쿠키"));
    const { cookie } = await browserLogin("떠나는쿠키");
    const out = await pageCall(cookie, "/api/member", { method: "DELETE" });
    expect(out.status).toBe(200);
    expect(sessionCookieSet(out)?.value).toBe("");
    expect(out.headers.get("Clear-Site-Data")).toBe('"cache"');
  });

  it("logging out ends the session even when the access token is past its 30 minutes", async () => {
    const { tokens, cookie } = await expiredSession("이달콤");
    const out = await pageCall(cookie, "/api/auth/kakao-logout", { method: "POST" });
    expect(out.status).toBe(200);
    expect(sessionCookieSet(out)?.value).toBe("");
    expect(out.headers.get("Clear-Site-Data")).toBe('"cache"');
    expect(await revokedAt(tokens.accessToken)).not.toBeNull();
    // A copy of the cookie taken before the logout renews nothing.
    expect((await pageCall(cookie, "/api/member/info")).status).toBe(401);
    const reissued = await call("/api/auth/reissue", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
    });
    expect(reissued.status).toBe(401);
  });

  it("gives a renewal's result to the cookie that asked alone: another copy with the rotated token is reuse", async () => {
    const { tokens, cookie, copy } = await expiredSession("이달콤");
    const renewed = await pageCall(cookie, "/api/member/info");
    expect(renewed.status).toBe(200);
    const fresh = sessionCookieSet(renewed)!.value;
    // Inside the 30 s the renewal is kept: the same cookie's late call shares it, with the same new cookie.
    const late = await pageCall(cookie, "/api/member/info");
    expect(late.status).toBe(200);
    expect(sessionCookieSet(late)?.value).toBe(fresh);
    // A copy holding the same, now rotated, refresh token is not that cookie: the host sees the reuse
    // and ends the whole session, the thief's copy and the browser's renewed cookie alike.
    const stolen = await pageCall(await copy(), "/api/member/info");
    expect(stolen.status).toBe(401);
    expect(sessionCookieSet(stolen)?.value).toBe("");
    expect(await revokedAt(tokens.accessToken)).not.toBeNull();
    expect((await pageCall(fresh, "/api/member/info")).status).toBe(401);
  });

  it("treats a cookie it did not seal as no session, and clears it", async () => {
    const { cookie } = await browserLogin("김꿀벌");
    const tampered = `${cookie.slice(0, -4)}AAAA`;
    const res = await pageCall(tampered, "/api/member/info");
    expect(res.status).toBe(401);
    expect(sessionCookieSet(res)?.value).toBe("");
  });

  it("keeps the cookie from an external praise host: the host sees the bearer token only", async () => {
    const { cookie } = await browserLogin("김꿀벌");
    const seen: Headers[] = [];
    const upstream = "http://praise-host.test";
    const original = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.startsWith(upstream)) {
        seen.push(request.headers);
        return Response.json({ status: 200, message: "성공", data: { ok: true } });
      }
      return original(input, init);
    };
    try {
      const res = await call(
        "/api/member/info",
        { headers: { Cookie: `${SESSION_COOKIE}=${cookie}`, ...PAGE_HEADERS } },
        { PRAISE_HOST: upstream },
      );
      expect(res.status).toBe(200);
    } finally {
      globalThis.fetch = original;
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]!.get("Authorization")).toMatch(/^Bearer ey/);
    expect(seen[0]!.get("Cookie")).toBeNull();
  });
});

describe("POST /auth/session (carrying a stored session over to the cookie)", () => {
  it("trades the stored refresh token for the cookie once; the traded token is spent", async () => {
    const tokens = await loginAs("이달콤");
    const trade = (body: unknown) =>
      call("/auth/session", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...PAGE_HEADERS },
        body: JSON.stringify(body),
      });
    const res = await trade({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toMatch(/token/i);
    const cookie = sessionCookieSet(res)!.value;
    expect((await pageCall(cookie, "/api/member/info")).status).toBe(200);

    const again = await trade({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    expect(again.status).toBe(401);
    expect(sessionCookieSet(again)?.value).toBe("");
  });
});
