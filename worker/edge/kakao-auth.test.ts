import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { base64url, sha256 } from "../lib/crypto";
import { authorizeAs, call, kakaoTokenFor, postJson, REDIRECT_URI } from "../test/host-app";

const verifier = "dBjftJeZ4CvP-OAtGEvvXc0Uh-PlpsvHZMe0Fik1f0A";

describe("POST /auth/kakao/token (code exchange through the Kakao emulator)", () => {
  it("exchanges an authorization code for the provider's access token, which Kakao's user API accepts", async () => {
    const { code, state } = await authorizeAs("이달콤");
    expect(state).toBe("s-1");
    const res = await postJson("/auth/kakao/token", { code, redirectUri: REDIRECT_URI });
    expect(res.status).toBe(200);
    const body = await res.json<{ status: number; data: { accessToken: string } }>();
    expect(body.status).toBe(200);
    expect(Object.keys(body.data)).toEqual(["accessToken"]); // nothing else of Kakao's answer leaks

    const me = await fetch(`${env.KAKAO_API_ORIGIN}/v2/user/me`, {
      headers: { Authorization: `Bearer ${body.data.accessToken}` },
    });
    expect(await me.json()).toMatchObject({ id: 1002, properties: { nickname: "이달콤" } });
  });

  it("sends the client secret: with a wrong one Kakao refuses and the user gets a Korean 401", async () => {
    const { code } = await authorizeAs("김꿀벌");
    const res = await call(
      "/auth/kakao/token",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ code, redirectUri: REDIRECT_URI }),
      },
      { KAKAO_CLIENT_SECRET: "a-different-secret-value" },
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 401, message: "카카오 로그인에 실패했어요. 다시 시도해주세요." });
  });

  it("verifies PKCE: the right verifier passes, a wrong or missing one is refused", async () => {
    const challenge = base64url(await sha256(verifier));
    const pkce = { code_challenge: challenge, code_challenge_method: "S256" };

    const good = await authorizeAs("김꿀벌", pkce);
    expect(
      (await postJson("/auth/kakao/token", { code: good.code, redirectUri: REDIRECT_URI, codeVerifier: verifier }))
        .status,
    ).toBe(200);

    const wrong = await authorizeAs("김꿀벌", pkce);
    const wrongVerifier = "x".repeat(43);
    expect(
      (
        await postJson("/auth/kakao/token", {
          code: wrong.code,
          redirectUri: REDIRECT_URI,
          codeVerifier: wrongVerifier,
        })
      ).status,
    ).toBe(401);

    const missing = await authorizeAs("김꿀벌", pkce);
    expect((await postJson("/auth/kakao/token", { code: missing.code, redirectUri: REDIRECT_URI })).status).toBe(401);
  });

  it("refuses a forged code", async () => {
    const res = await postJson("/auth/kakao/token", { code: "forged.code", redirectUri: REDIRECT_URI });
    expect(res.status).toBe(401);
  });

  it("spends the secret only on our own callback page", async () => {
    const { code } = await authorizeAs("김꿀벌");
    for (const redirectUri of ["https://evil.example/login/kakao", "http://app.test/somewhere-else"]) {
      const res = await postJson("/auth/kakao/token", { code, redirectUri });
      expect(res.status).toBe(400);
      expect((await res.json<{ message: string }>()).message).toBe("redirectUri가 이 서비스의 로그인 주소가 아니에요.");
    }
  });

  it.each([
    [{}, "인가 코드 값이 필요해요."],
    [{ code: "   ", redirectUri: REDIRECT_URI }, "인가 코드 값이 필요해요."],
    [{ code: "abc" }, "redirectUri 값이 필요해요."],
    ["hello", "요청 형식이 올바르지 않아요."],
    [{ code: "abc", redirectUri: "not a url" }, "redirectUri 형식이 올바르지 않아요."],
    [{ code: "abc", redirectUri: REDIRECT_URI, codeVerifier: "short" }, "code_verifier 형식이 올바르지 않아요."],
  ])("answers 400 with a readable message for the bad body %j", async (body, message) => {
    const res = await postJson("/auth/kakao/token", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await call("/auth/kakao/token", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message: "요청 본문이 올바른 JSON 형식이 아니에요." });
  });
});

describe("GET /auth/config", () => {
  it("gives the client the public Kakao settings and never a secret", async () => {
    const res = await call("/auth/config");
    const text = await res.text();
    expect(JSON.parse(text).data).toEqual({
      kakaoAuthOrigin: env.KAKAO_AUTH_ORIGIN,
      kakaoClientId: "local-rest-api-key",
      kakaoJsKey: "local-js-key",
      kakaoSdkUrl: env.KAKAO_SDK_URL,
      kakaoSdkIntegrity: "",
      kakaoTemplateId: "100001",
      kakaoRecapTemplateId: "100002",
    });
    for (const secret of [env.KAKAO_CLIENT_SECRET, env.KAKAO_ADMIN_KEY, env.JWT_SECRET])
      expect(text).not.toContain(secret);
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

  it("answers a Korean 401 without a provider token or with a forged one", async () => {
    const none = await call("/auth/kakao/profile");
    expect(none.status).toBe(401);
    expect((await none.json<{ message: string }>()).message).toBe("카카오 로그인 정보가 없어요. 다시 로그인해주세요.");
    const forged = await call("/auth/kakao/profile", { headers: { Authorization: "Bearer forged" } });
    expect(forged.status).toBe(401);
  });
});
