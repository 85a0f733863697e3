import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { kakaoIdForNickname } from "./dev/test-users";
import { inlineHash } from "./edge/pages/documents";
import { browserLogin, pageCall, SESSION_COOKIE } from "./test/browser";
import { built } from "./test/built-client";
import { call, registerMember } from "./test/helpers";

describe("createApp middleware", () => {
  it("puts the strict CSP and security headers on worker responses", async () => {
    const res = await call("/auth/config");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await call("/api/auth/kakao-logout", { method: "POST" })).headers.get("Cache-Control")).toBe("no-store");
  });

  it("gives a client route this environment's policy, and only one", async () => {
    // Answered by the assets binding (an empty dist/ on a clean clone: a 404, with the same headers).
    const res = await call("/group/1?tab=send");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain(`script-src 'self' ${env.KAKAO_SDK_URL};`);
    expect(csp).toContain(`connect-src 'self' ${new URL(env.KAKAO_API_ORIGIN).origin}`);
    expect(csp).not.toContain(",");
  });

  it("gives every response a request id, echoing a caller's", async () => {
    expect((await call("/auth/config")).headers.get("X-Request-Id")).toMatch(/.{8,}/);
    const res = await call("/auth/config", { headers: { "X-Request-Id": "trace-123" } });
    expect(res.headers.get("X-Request-Id")).toBe("trace-123");
  });

  it("answers unknown /api and /auth paths with the JSON error envelope in Korean", async () => {
    for (const path of ["/api/nothing-here", "/auth/nothing-here"]) {
      const res = await call(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(await res.json()).toEqual({ status: 404, message: "요청한 주소를 찾을 수 없어요." });
    }
  });

  it("mounts the emulators only when DEV_EMULATORS is 1", async () => {
    expect((await call("/__dev/health")).status).toBe(200);
    const off = await call("/__dev/health", undefined, { DEV_EMULATORS: "0" });
    expect(off.status).toBe(404);
    const authorize = await call("/__dev/kakao/oauth/authorize?client_id=local-rest-api-key", undefined, {
      DEV_EMULATORS: "0",
    });
    expect(authorize.status).toBe(404);
  });

  it("never serves the emulators under a public host name, even with DEV_EMULATORS = 1", async () => {
    const res = await createApp().request("https://kkul-danji.example/__dev/health", undefined, env);
    expect(res.status).toBe(404);
  });

  it("refuses Kakao's CDN SDK without a pinned integrity value", async () => {
    const res = await call("/auth/config", undefined, {
      DEV_EMULATORS: "0",
      KAKAO_AUTH_ORIGIN: "https://kauth.kakao.com",
      KAKAO_API_ORIGIN: "https://kapi.kakao.com",
      KAKAO_SDK_URL: "https://t1.kakaocdn.net/kakao_js_sdk/2.8.1/kakao.min.js",
      KAKAO_SDK_INTEGRITY: "",
    });
    expect(res.status).toBe(500);
    const pinned = await call("/auth/config", undefined, {
      DEV_EMULATORS: "0",
      KAKAO_AUTH_ORIGIN: "https://kauth.kakao.com",
      KAKAO_API_ORIGIN: "https://kapi.kakao.com",
      KAKAO_SDK_URL: "https://t1.kakaocdn.net/kakao_js_sdk/2.8.1/kakao.min.js",
      KAKAO_SDK_INTEGRITY: "sha384-abc123",
      MAIL_API_URL: "https://mail.example/emails",
    });
    expect(pinned.status).toBe(200);
    // Production's configuration: HTTPS only, remembered by the browser; the local environment is http.
    expect(pinned.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect((await call("/auth/config")).headers.get("Strict-Transport-Security")).toBeNull();
    expect((await pinned.json<{ data: { kakaoSdkIntegrity: string } }>()).data.kakaoSdkIntegrity).toBe("sha384-abc123");
  });

  it("fails loudly, not silently, when a secret is missing", async () => {
    const res = await call(
      "/api/auth/reissue",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ accessToken: "a", refreshToken: "b" }),
      },
      { JWT_SECRET: undefined },
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ status: 500, message: "서버 설정 오류가 있어요. 잠시 후 다시 시도해주세요." });
  });
});

describe("Kakao emulator authorize page", () => {
  it("is a Korean page that lists the test users and keeps state and PKCE for the consent step", async () => {
    const res = await call(
      "/__dev/kakao/oauth/authorize?client_id=local-rest-api-key&redirect_uri=http%3A%2F%2Fapp.test%2Flogin%2Fkakao&response_type=code&state=xyz&code_challenge=abc&code_challenge_method=S256",
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain("동의하고 계속하기");
    for (const name of ["김꿀벌", "이달콤", "박새내기"]) expect(html).toContain(name);
    expect(html).toContain('name="state" value="xyz"');
    expect(html).toContain('name="code_challenge" value="abc"');
  });

  it("escapes what it echoes back", async () => {
    const res = await call(
      `/__dev/kakao/oauth/authorize?client_id=local-rest-api-key&redirect_uri=http%3A%2F%2Fapp.test%2Flogin%2Fkakao&response_type=code&state=${encodeURIComponent('"><script>alert(1)</script>')}`,
    );
    const html = await res.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("refuses an unknown client id like Kakao does", async () => {
    const res = await call(
      "/__dev/kakao/oauth/authorize?client_id=wrong&redirect_uri=http%3A%2F%2Fapp.test%2Flogin%2Fkakao&response_type=code",
    );
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("KOE101");
  });
});

describe("the pages the worker draws (their renderers loaded with the first one)", () => {
  /** The document's one inline style, and whether the policy allows exactly it. */
  const styleAllowed = async (res: Response, html: string) => {
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(css).not.toBe("");
    return (res.headers.get("Content-Security-Policy") ?? "").includes(await inlineHash(css));
  };

  it("draws /login with the drawn entry in place of the full app", async () => {
    const res = await call("/login", undefined, built);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("카카오로 시작하기");
    expect(html).toContain('<script type="application/json" id="drawn-chunks">{"entry":"/assets/drawn-abc.js"'); // loaded after the first frame
    expect(html).not.toContain("/assets/index-abc.js");
    expect(await styleAllowed(res, html)).toBe(true);
  });

  it("draws a member's home with their name and groups for their cookie alone; without one, the full app", async () => {
    await registerMember("홈주인", kakaoIdForNickname("홈주인"));
    const { cookie } = await browserLogin("홈주인");
    const created = await pageCall(cookie, "/api/group", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ groupName: "홈에 그려질 꿀단지" }),
    });
    expect(created.status).toBe(201);

    const res = await call("/", { headers: { Cookie: `${SESSION_COOKIE}=${cookie}` } }, built);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("안녕하세요, 홈주인님!");
    expect(html).toContain("홈에 그려질 꿀단지");
    // Home's week (decision 034), read with the groups and handed to the client in the seed; an empty
    // week is not drawn, but on a Friday, for its invitation.
    const week =
      /"week":\{"monday":"\d{4}-\d{2}-\d{2}","received":0,"sent":0,"kept":0,"jarsWaiting":0,"friday":(true|false)\}/.exec(
        html,
      );
    expect(week).not.toBeNull();
    expect(html.includes("금요일이에요")).toBe(week?.[1] === "true");
    expect(html).toContain('<script type="application/json" id="drawn-chunks">{"entry":"/assets/drawn-abc.js"'); // loaded after the first frame
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await styleAllowed(res, html)).toBe(true);

    const visitor = await call("/", undefined, built);
    const page = await visitor.text();
    expect(page).toContain("/assets/index-abc.js");
    expect(page).not.toContain("홈주인");
    expect(page).not.toContain("home-seed");
  });

  it("draws a praise's landing, here SPEC's not-found state for a praise nobody sent", async () => {
    const res = await call(`/compliment/${crypto.randomUUID()}`, undefined, built);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("꿀을 찾을 수 없어요");
    expect(html).toContain('<script type="application/json" id="drawn-chunks">{"entry":"/assets/drawn-abc.js"'); // loaded after the first frame
    expect(html).toContain('<meta property="og:image" content="http://app.test/images/og-default.png" />');
    expect(await styleAllowed(res, html)).toBe(true);
  });

  it("gives every answer its own request id, also one served again from the isolate's memory or cache", async () => {
    // A delivered praise: its landing is kept in memory and in the Cache API once drawn.
    const sender = await registerMember("김꿀벌", "1001");
    const group = (await env.DB.prepare(
      "INSERT INTO groups (member_id, name, order_idx) VALUES (?, '팀', 1) RETURNING id",
    )
      .bind(sender)
      .first<{ id: number }>())!.id;
    const uuid = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status)
       VALUES (?, ?, ?, '이달콤', '고마워요', 1, 0, 'DIRECT')`,
    )
      .bind(uuid, sender, group)
      .run();
    const ids = new Set<string | null>();
    const landing = `/compliment/${uuid}`;
    const app = createApp();
    for (const path of ["/login", "/login", landing, landing, landing, "/", "/"]) {
      // With an execution context, as in production: the landing is stored (waitUntil) once drawn.
      const ctx = createExecutionContext();
      const res = await app.request(path, undefined, { ...env, ...built }, ctx);
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(200);
      ids.add(res.headers.get("X-Request-Id"));
    }
    expect(ids.size).toBe(7);
    expect(ids.has(null)).toBe(false);
  });

  it("draws a praise's landing for the member who opens it, and never serves one member's view to anyone else", async () => {
    const sender = await registerMember("보낸이", kakaoIdForNickname("보낸이"));
    await registerMember("다른이", kakaoIdForNickname("다른이"));
    const group = (await env.DB.prepare(
      "INSERT INTO groups (member_id, name, order_idx) VALUES (?, '보낸 팀', 1) RETURNING id",
    )
      .bind(sender)
      .first<{ id: number }>())!.id;
    const uuid = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status)
       VALUES (?, ?, ?, '받는이', '덕분에 해냈어요', 1, 0, 'DIRECT')`,
    )
      .bind(uuid, sender, group)
      .run();
    const [senderSession, otherSession] = [await browserLogin("보낸이"), await browserLogin("다른이")];
    const app = createApp();
    const open = async (cookie?: string) => {
      const ctx = createExecutionContext(); // the anonymous page is stored (waitUntil), as in production
      const res = await app.request(
        `/compliment/${uuid}`,
        { headers: cookie ? { Cookie: `${SESSION_COOKIE}=${cookie}` } : {} },
        { ...env, ...built },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return { res, html: await res.text() };
    };
    const MINE = "내가 보낸 꿀이에요";

    const anonymous = await open(); // drawn for anyone, and kept in memory and in the Cache API
    expect(anonymous.html).toContain("로그인하고 꿀 저장하기");
    expect(anonymous.html).not.toContain(MINE);
    const mine = await open(senderSession.cookie);
    expect(mine.html).toContain(MINE);
    expect(mine.html).toContain('"viewer":"member"');
    expect(mine.res.headers.get("Cache-Control")).toBe("private, no-store");
    const other = await open(otherSession.cookie);
    expect(other.html).not.toContain(MINE);
    expect(other.html).toContain('"viewer":"member"');
    const again = await open();
    expect(again.html).not.toContain(MINE);
    expect(again.html).not.toContain('"viewer"');
    expect(again.res.headers.get("Cache-Control")).toBe("public, max-age=300");
  });
});
