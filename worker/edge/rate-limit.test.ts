// The limits as the local environment enforces them: the real rate-limit bindings of wrangler.toml's
// [env.local] (miniflare's simulation of Cloudflare's counter), with production's numbers.
import { env } from "cloudflare:workers";
import { decode } from "hono/jwt";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { NOT_FOUND } from "../lib/errors";
import { signToken } from "../lib/jwt";
import { kakaoRedirect, PAGE_HEADERS } from "../test/browser";
import { call, loginAs, REDIRECT_URI, registerMember } from "../test/helpers";
import { LIMITED_CALLS, LIMITS, type LimiterName, RATE_LIMITED } from "./rate-limit";

beforeAll(async () => {
  await registerMember("김꿀벌", "1001");
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A client address no other test (nor an earlier run within the same window) has used. */
const newClient = () => `198.51.100.${Math.floor(Math.random() * 254) + 1}-${crypto.randomUUID().slice(0, 8)}`;

/** One request of each limited call, as a client would send it (wrong enough to be cheap). */
const REQUESTS: Record<string, RequestInit & { path: string }> = {
  "POST /auth/kakao/session": {
    path: "/auth/kakao/session",
    method: "POST",
    headers: { "Content-Type": "application/json", ...PAGE_HEADERS },
    body: JSON.stringify({ code: "forged.code", state: "s".repeat(22) }),
  },
  "POST /auth/session": {
    path: "/auth/session",
    method: "POST",
    headers: { "Content-Type": "application/json", ...PAGE_HEADERS },
    body: JSON.stringify({ accessToken: "a.b.c", refreshToken: "forged" }),
  },
  "GET /auth/kakao/profile": { path: "/auth/kakao/profile" },
  "POST /api/auth/kakao-login": { path: "/api/auth/kakao-login", method: "POST" },
  "POST /api/auth/register": {
    path: "/api/auth/register",
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  },
  "GET /api/auth/check-mail": {
    path: `/api/auth/check-mail?${new URLSearchParams({ receiverMail: "kim@example.com", verificationNumber: "000000" })}`,
  },
  "POST /api/auth/send-mail": {
    path: "/api/auth/send-mail",
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ receiverMail: "not-an-address" }),
  },
  // Counted per member: the client below is a member of its own (see `send`).
  "POST /api/send-praise": {
    path: "/api/send-praise",
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  },
};

/** An access token signed with our secret naming member `sub` (of no live session: the host refuses it). */
const tokenOf = async (sub: string) => {
  const iat = Math.floor(Date.now() / 1000);
  const claims = { sub, fam: crypto.randomUUID(), typ: "access", iat, exp: iat + 600 };
  return `Bearer ${await signToken(env.JWT_SECRET!, claims)}`;
};
/** A token naming member `sub` whose signature is anyone's: what a forger sends. */
const forgedTokenOf = (sub: string) =>
  `Bearer e30.${btoa(JSON.stringify({ sub, typ: "access" })).replace(/=+$/, "")}.c2ln`;
const memberOf = (ip: string) => String([...ip].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 1_000_000_007, 7));

/** One call of `name` from `ip` (a per-member call as a member of that client's own). */
const send = async (name: string, ip: string, overrides: Partial<Env> = {}) => {
  const { path, ...init } = REQUESTS[name]!;
  const member: Record<string, string> =
    name === "POST /api/send-praise" ? { Authorization: await tokenOf(memberOf(ip)) } : {};
  return call(
    path,
    { ...init, headers: { ...(init.headers as Record<string, string>), ...member, "CF-Connecting-IP": ip } },
    overrides,
  );
};

const windowOf = (period: number) => Math.floor(Date.now() / (period * 1000));

/**
 * `limit` + 1 calls of `name` from one new client, inside one window of the fixed-window counter:
 * started at least 5 s before the window ends, and repeated (once) if the window turned anyway.
 */
const burst = async (name: string) => {
  const { limit, period } = LIMITS[LIMITED_CALLS[name]!];
  for (let attempt = 0; ; attempt++) {
    const left = period * 1000 - (Date.now() % (period * 1000));
    if (left < 5000) await new Promise((r) => setTimeout(r, left + 200));
    const window = windowOf(period);
    const ip = newClient();
    const answers: Response[] = [];
    for (let i = 0; i <= limit; i++) answers.push(await send(name, ip));
    if (windowOf(period) === window || attempt === 1) return { ip, answers, limit };
  }
};

// Bursts of 20-odd calls, each token now verified at the edge: seconds on a busy 2-core machine.
describe("rate limits in the local environment", { timeout: 30_000 }, () => {
  it("are production's: every environment in wrangler.toml has the limits of LIMITS", () => {
    // [[ratelimits]] blocks, each with the environment it belongs to ("" = production).
    const blocks = [...wranglerToml.matchAll(/^\[\[(?:env\.(\w+)\.)?ratelimits\]\]\n((?:[^[\n].*\n?)*)/gm)].map(
      ([, environment = "", body = ""]) => ({
        environment,
        name: /^name = "(\w+)"/m.exec(body)?.[1],
        limit: Number(/limit = (\d+)/.exec(body)?.[1]),
        period: Number(/period = (\d+)/.exec(body)?.[1]),
      }),
    );
    for (const environment of ["", "preview", "local"]) {
      const settings = Object.fromEntries(
        blocks.filter((b) => b.environment === environment).map((b) => [b.name, { limit: b.limit, period: b.period }]),
      );
      expect(settings, `wrangler.toml environment "${environment || "production"}"`).toEqual(LIMITS);
    }
    // Every limited call is counted by a binding the worker has.
    for (const name of Object.values(LIMITED_CALLS)) expect(env[name]).toBeDefined();
  });

  it.each(Object.keys(REQUESTS))(
    "%s: the call after the limit within the period is answered 429 in Korean",
    async (name) => {
      const { ip, answers, limit } = await burst(name);
      // Until the limit the call is handled as usual (these requests are wrong: 4xx, never 429).
      for (const res of answers.slice(0, limit)) expect(res.status, name).not.toBe(429);
      const limited = answers[limit]!;
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ status: 429, message: RATE_LIMITED });
      expect(RATE_LIMITED).toBe("요청이 너무 많아요. 잠시 후 다시 시도해주세요.");
      expect(limited.headers.get("Retry-After")).toBe(String(LIMITS[LIMITED_CALLS[name] as LimiterName].period));
      expect(limited.headers.get("Cache-Control")).toBe("no-store");
      expect(limited.headers.get("X-Request-Id")).toBeTruthy();
      // Still limited on the next try; another client (another address) is not.
      expect((await send(name, ip)).status).toBe(429);
      expect((await send(name, newClient())).status).not.toBe(429);
    },
  );

  // Every method the router would hand to a limited call's handler spends that call's budget: a
  // method is served there when its answer is not the not-found envelope.
  const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
  it.each(Object.keys(REQUESTS))("%s: every method routed to its handler is limited with it", async (name) => {
    const { path, ...init } = REQUESTS[name]!;
    const as = async (method: string, ip: string) =>
      call(path, {
        ...init,
        method,
        body: method === "GET" || method === "HEAD" ? undefined : init.body,
        headers: {
          ...(init.headers as Record<string, string>),
          ...(name === "POST /api/send-praise" ? { Authorization: await tokenOf(memberOf(ip)) } : {}),
          "CF-Connecting-IP": ip,
        },
      });
    // Served: not answered with the router's not-found envelope. A HEAD has no body to tell by, so
    // it is served where it answers as GET does.
    const served: string[] = [];
    const statusOf: Record<string, number> = {};
    for (const method of METHODS.filter((m) => m !== "HEAD")) {
      const res = await as(method, newClient());
      statusOf[method] = res.status;
      if (!(await res.text()).includes(NOT_FOUND)) served.push(method);
    }
    if (served.includes("GET") && (await as("HEAD", newClient())).status === statusOf.GET) served.push("HEAD");
    expect(served).toContain(name.split(" ")[0]);
    if (name.startsWith("GET ")) expect(served).toContain("HEAD");
    const { limit } = LIMITS[LIMITED_CALLS[name]!];
    for (const method of served) {
      // The budget spent by this method alone; then the call itself, by its own method, is refused too.
      const ip = newClient();
      const answers: number[] = [];
      for (let i = 0; i <= limit; i++) answers.push((await as(method, ip)).status);
      expect(answers.at(-1), `${method} ${path}`).toBe(429);
      expect((await send(name, ip)).status, `${name} after ${method}`).toBe(429);
    }
  });

  it("refuses even a good code once a client has used up the token exchange, before Kakao is asked; others log in", async () => {
    const { ip } = await burst("POST /auth/kakao/session");
    const good = { ...(await kakaoRedirect("김꿀벌")), redirectUri: REDIRECT_URI };
    const post = (from: string) =>
      call("/auth/kakao/session", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...PAGE_HEADERS,
          "CF-Connecting-IP": from,
          Cookie: good.loginCookie,
        },
        body: JSON.stringify(good),
      });
    expect((await post(ip)).status).toBe(429);
    expect((await post(newClient())).status).toBe(200); // the code was not spent by the refused call
  });

  it("gives each call its own budget per client, also where calls share a binding", async () => {
    const { ip } = await burst("POST /auth/kakao/session");
    expect((await send("POST /auth/kakao/session", ip)).status).toBe(429);
    for (const other of ["POST /api/auth/kakao-login", "POST /api/auth/register", "GET /api/auth/check-mail"])
      expect((await send(other, ip)).status, other).not.toBe(429);
  });

  it("never limits Kakao's share webhook, nor the public config, from one busy address", async () => {
    const ip = newClient();
    const { limit } = LIMITS.AUTH_RATE_LIMITER;
    for (let i = 0; i < limit * 2; i++) {
      const webhook = await call("/api/send-praise/check", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: "KakaoAK wrong", "CF-Connecting-IP": ip },
        body: "{}",
      });
      expect(webhook.status).toBe(401);
      expect((await call("/auth/config", { headers: { "CF-Connecting-IP": ip } })).status).toBe(200);
    }
    expect(Object.keys(LIMITED_CALLS)).not.toContain("POST /api/send-praise/check");
  });

  it("counts sending praise per member: a new address does not renew it, another member is not held", async () => {
    const { ip } = await burst("POST /api/send-praise");
    const member = { Authorization: await tokenOf(memberOf(ip)), "Content-Type": "application/json" };
    const from = (address: string, headers: Record<string, string>) =>
      call("/api/send-praise", { method: "POST", headers: { ...headers, "CF-Connecting-IP": address }, body: "{}" });
    expect((await from(newClient(), member)).status).toBe(429);
    const other = { Authorization: await tokenOf(`${memberOf(ip)}1`), "Content-Type": "application/json" };
    expect((await from(ip, other)).status).not.toBe(429);
  });

  it("never lets a forged token spend a real member's budget: an unverified caller is limited by address", async () => {
    const real = (await loginAs("김꿀벌")).accessToken;
    const forged = forgedTokenOf(String(decode(real).payload.sub));
    const post = (authorization: string, ip: string) =>
      call("/api/send-praise", {
        method: "POST",
        headers: { Authorization: authorization, "Content-Type": "application/json", "CF-Connecting-IP": ip },
        body: "{}",
      });
    const { limit, period } = LIMITS.SEND_RATE_LIMITER;
    const left = period * 1000 - (Date.now() % (period * 1000));
    if (left < 5000) await new Promise((r) => setTimeout(r, left + 200));
    const forger = newClient();
    const answers: number[] = [];
    for (let i = 0; i <= limit; i++) answers.push((await post(forged, forger)).status);
    expect(answers.at(-1)).toBe(429);
    expect((await post(`Bearer ${real}`, newClient())).status).not.toBe(429);
    expect((await post(forged, newClient())).status).not.toBe(429);
  });

  it("counts by address where the edge cannot check the token: an external praise host's", async () => {
    const keys: string[] = [];
    const counting: RateLimit = {
      limit: async ({ key }) => {
        keys.push(key);
        return { success: false };
      },
    };
    const real = `Bearer ${(await loginAs("김꿀벌")).accessToken}`;
    const ip = newClient();
    const post = (authorization: string, overrides: Partial<Env> = {}) =>
      call(
        "/api/send-praise",
        { method: "POST", headers: { Authorization: authorization, "CF-Connecting-IP": ip }, body: "{}" },
        { SEND_RATE_LIMITER: counting, ...overrides },
      );
    await post(real);
    await post(forgedTokenOf("42"));
    await post(real, { PRAISE_HOST: "http://upstream.test" });
    const sub = String(decode(real.slice(7)).payload.sub);
    expect(keys).toEqual([
      `POST /api/send-praise|member:${sub}`,
      `POST /api/send-praise|${ip}`,
      `POST /api/send-praise|${ip}`,
    ]);
  });

  it("applies before /api is forwarded to an external praise host", async () => {
    const refuseAll: RateLimit = { limit: async () => ({ success: false }) };
    const res = await send("POST /api/auth/send-mail", newClient(), {
      MAIL_RATE_LIMITER: refuseAll,
      PRAISE_HOST: "http://upstream.test",
    });
    expect(res.status).toBe(429);
  });

  it("lets everything through where no binding is configured", async () => {
    const none: Partial<Env> = { AUTH_RATE_LIMITER: undefined, MAIL_RATE_LIMITER: undefined };
    const ip = newClient();
    for (let i = 0; i <= LIMITS.AUTH_RATE_LIMITER.limit; i++)
      expect((await send("POST /auth/kakao/session", ip, none)).status).toBe(401);
  });

  it("lets requests through, with a log line, when the counter itself fails", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken: RateLimit = { limit: () => Promise.reject(new Error("rate limiter unavailable")) };
    const good = { ...(await kakaoRedirect("이달콤")), redirectUri: REDIRECT_URI };
    const res = await call(
      "/auth/kakao/session",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", ...PAGE_HEADERS, Cookie: good.loginCookie },
        body: JSON.stringify(good),
      },
      { AUTH_RATE_LIMITER: broken },
    );
    expect(res.status).toBe(200);
    expect(errors.mock.calls.flat().join(" ")).toContain("[rate-limit] AUTH_RATE_LIMITER failed");
  });
});
