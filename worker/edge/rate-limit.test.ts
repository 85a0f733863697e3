// The middleware against stand-ins for Cloudflare's rate-limit binding (the counting service
// itself only exists on Cloudflare): a counter with a limit per key, like a `simple` binding.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authorizeAs, call, kakaoTokenFor, REDIRECT_URI, registerMember } from "../test/helpers";
import { RATE_LIMITED } from "./rate-limit";

const counter = (limit: number) => {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  const binding: RateLimit = {
    limit: async ({ key }) => {
      keys.push(key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return { success: counts.get(key)! <= limit };
    },
  };
  return { binding, keys };
};

const post = (path: string, body: unknown, overrides: Partial<Env>, headers: Record<string, string> = {}) =>
  call(
    path,
    { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) },
    overrides,
  );

const fromIp = (ip: string) => ({ "CF-Connecting-IP": ip });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("rate limits on the abuse-prone calls", () => {
  it("answers 429 in Korean once a client has used up the token exchange, before Kakao is asked", async () => {
    const auth = counter(2);
    const bindings = { AUTH_RATE_LIMITER: auth.binding };
    for (let i = 0; i < 2; i++) {
      const res = await post(
        "/auth/kakao/token",
        { code: "forged.code", redirectUri: REDIRECT_URI },
        bindings,
        fromIp("203.0.113.7"),
      );
      expect(res.status).toBe(401); // counted, then handled as usual
    }
    const { code } = await authorizeAs("김꿀벌"); // even a good code is not exchanged now
    const limited = await post(
      "/auth/kakao/token",
      { code, redirectUri: REDIRECT_URI },
      bindings,
      fromIp("203.0.113.7"),
    );
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ status: 429, message: RATE_LIMITED });
    expect(RATE_LIMITED).toBe("요청이 너무 많아요. 잠시 후 다시 시도해주세요.");
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(limited.headers.get("Cache-Control")).toBe("no-store");
    expect(limited.headers.get("X-Request-Id")).toBeTruthy();

    // Another client (another IP) still gets through.
    const other = await post(
      "/auth/kakao/token",
      { code, redirectUri: REDIRECT_URI },
      bindings,
      fromIp("198.51.100.20"),
    );
    expect(other.status).toBe(200);
    expect(new Set(auth.keys)).toEqual(
      new Set(["POST /auth/kakao/token|203.0.113.7", "POST /auth/kakao/token|198.51.100.20"]),
    );
  });

  it("limits sign-up and verification mail, each with its own budget", async () => {
    const auth = counter(1);
    const mail = counter(1);
    const bindings = { AUTH_RATE_LIMITER: auth.binding, MAIL_RATE_LIMITER: mail.binding };
    const ip = fromIp("203.0.113.8");

    // The token exchange does not use up sign-up's budget (same binding, separate keys).
    expect((await post("/auth/kakao/token", {}, bindings, ip)).status).toBe(400);
    expect((await post("/api/auth/register", {}, bindings, ip)).status).not.toBe(429);
    expect((await post("/api/auth/register", {}, bindings, ip)).status).toBe(429);

    expect((await post("/api/auth/send-mail", { email: "kim@example.com" }, bindings, ip)).status).not.toBe(429);
    const limited = await post("/api/auth/send-mail", { email: "kim@example.com" }, bindings, ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ status: 429, message: RATE_LIMITED });
    expect(mail.keys).toEqual(["POST /api/auth/send-mail|203.0.113.8", "POST /api/auth/send-mail|203.0.113.8"]);
  });

  it("never limits Kakao's share webhook, the public config or logging in with a provider token", async () => {
    const refuseAll = counter(0);
    const bindings = { AUTH_RATE_LIMITER: refuseAll.binding, MAIL_RATE_LIMITER: refuseAll.binding };
    const webhook = await call(
      "/api/send-praise/check",
      { method: "POST", headers: { "Content-Type": "application/json", Authorization: "KakaoAK wrong" }, body: "{}" },
      bindings,
    );
    expect(webhook.status).not.toBe(429);
    expect((await call("/auth/config", undefined, bindings)).status).toBe(200);
    await registerMember("김꿀벌", "1001");
    const token = await kakaoTokenFor("김꿀벌");
    const login = await call(
      "/api/auth/kakao-login",
      { method: "POST", headers: { Authorization: `Bearer ${token}` } },
      bindings,
    );
    expect(login.status).toBe(200);
    expect(refuseAll.keys).toEqual([]);
  });

  it("applies before /api is forwarded to an external praise host", async () => {
    const bindings = { MAIL_RATE_LIMITER: counter(0).binding, PRAISE_HOST: "http://upstream.test" };
    const res = await post("/api/auth/send-mail", { email: "kim@example.com" }, bindings);
    expect(res.status).toBe(429);
  });

  it("with the local environment's own bindings (miniflare, generous limits) a busy session is never limited", async () => {
    expect(await env.AUTH_RATE_LIMITER.limit({ key: "probe" })).toEqual({ success: true }); // a real binding is there
    for (let i = 0; i < 25; i++) {
      expect((await post("/auth/kakao/token", { code: "forged.code", redirectUri: REDIRECT_URI }, {})).status).toBe(
        401,
      );
    }
  });

  it("lets everything through where no binding is configured", async () => {
    const none: Partial<Env> = { AUTH_RATE_LIMITER: undefined, MAIL_RATE_LIMITER: undefined };
    for (let i = 0; i < 25; i++) {
      expect((await post("/auth/kakao/token", { code: "forged.code", redirectUri: REDIRECT_URI }, none)).status).toBe(
        401,
      );
    }
  });

  it("lets requests through, with a log line, when the counter itself fails", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken: RateLimit = { limit: () => Promise.reject(new Error("rate limiter unavailable")) };
    const { code } = await authorizeAs("이달콤");
    const res = await post("/auth/kakao/token", { code, redirectUri: REDIRECT_URI }, { AUTH_RATE_LIMITER: broken });
    expect(res.status).toBe(200);
    expect(errors.mock.calls.flat().join(" ")).toContain("[rate-limit] AUTH_RATE_LIMITER failed");
  });
});
