import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { kakaoRedirect, PAGE_HEADERS, postSession } from "../test/browser";
import { call, REDIRECT_URI } from "../test/helpers";
import { configProblems, devPollIntervalMs, emulatorsAllowed, isLoopbackHost, readConfig } from "./config";

const CONFIG_ERROR = { status: 500, message: "서버 설정 오류가 있어요. 잠시 후 다시 시도해주세요." };

/** What wrangler.toml's production [vars] plus `wrangler secret put` give the worker. */
const production: Partial<Env> = {
  DEV_EMULATORS: "0",
  ENVIRONMENT: "production",
  KAKAO_AUTH_ORIGIN: "https://kauth.kakao.com",
  KAKAO_API_ORIGIN: "https://kapi.kakao.com",
  KAKAO_SDK_URL: "https://t1.kakaocdn.net/kakao_js_sdk/2.8.1/kakao.min.js",
  KAKAO_SDK_INTEGRITY: "sha384-3aKx0bUcAXnqGPTP0gWyJP8+2wd6Ft4f2Id9gGpEmOiFEUiVi1Na3l5hO8hOXkpu",
  KAKAO_REST_API_KEY: "0123456789abcdef0123456789abcdef",
  KAKAO_JS_KEY: "fedcba9876543210fedcba9876543210",
  KAKAO_TEMPLATE_ID: "112233",
  MAIL_API_URL: "https://api.resend.com/emails",
  KAKAO_CLIENT_SECRET: "production-client-secret-value",
  KAKAO_ADMIN_KEY: "production-admin-key-value",
  JWT_SECRET: `k1:${btoa("production-jwt-key-".padEnd(32, "0"))}`,
  MAIL_API_KEY: "re_production_mail_api_key",
};

const logged = () => {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  return () => spy.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("readConfig: the worker's settings are checked on every request that uses them", () => {
  it("accepts the production settings and gives the client Kakao's real origins", async () => {
    const res = await call("/auth/config", undefined, production);
    expect(res.status).toBe(200);
    expect((await res.json<{ data: Record<string, string> }>()).data).toMatchObject({
      kakaoAuthOrigin: "https://kauth.kakao.com",
      kakaoClientId: production.KAKAO_REST_API_KEY,
      kakaoSdkUrl: production.KAKAO_SDK_URL,
      kakaoSdkIntegrity: production.KAKAO_SDK_INTEGRITY,
    });
  });

  it("refuses the emulators next to Kakao's real origins, with a log line that says why", async () => {
    const log = logged();
    const res = await call("/auth/config", undefined, { ...production, DEV_EMULATORS: "1" });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual(CONFIG_ERROR);
    expect(log()).toContain(
      '[config] invalid worker configuration: DEV_EMULATORS: DEV_EMULATORS is "1" while the Kakao origins are Kakao\'s real ones',
    );
  });

  it("refuses emulator addresses when the emulators are off, instead of failing later at Kakao's step", async () => {
    const log = logged();
    const res = await call("/auth/config", undefined, { DEV_EMULATORS: "0" }); // the local origins, emulators off
    expect(res.status).toBe(500);
    expect(log()).toContain("point at the local emulators (/__dev/)");

    // The same goes for every /api call (the praise host reads the config too).
    const api = await call(
      "/api/auth/kakao-login",
      { method: "POST", headers: { Authorization: "Bearer x" } },
      { DEV_EMULATORS: "0" },
    );
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual(CONFIG_ERROR);
  });

  it.each(["KAKAO_REST_API_KEY", "KAKAO_JS_KEY", "KAKAO_TEMPLATE_ID"] as const)(
    "fails loudly when the public Kakao setting %s is left empty (as in a fresh wrangler.toml)",
    async (name) => {
      const log = logged();
      const res = await call("/auth/config", undefined, { ...production, [name]: "" });
      expect(res.status).toBe(500);
      expect(log()).toMatch(new RegExp(`invalid worker configuration: ${name}: .* is empty`));
    },
  );

  it("refuses an origin with a trailing slash (it would miss Kakao's paths)", async () => {
    const log = logged();
    const res = await call("/auth/config", undefined, { ...production, KAKAO_AUTH_ORIGIN: "https://kauth.kakao.com/" });
    expect(res.status).toBe(500);
    expect(log()).toContain("KAKAO_AUTH_ORIGIN: an origin must not end with '/'");
  });
});

describe("configProblems: what npm run predeploy names before a deploy", () => {
  it("names each empty Kakao setting of a first deploy, and nothing for a complete one", () => {
    const complete = { ...env, ...production };
    const firstDeploy = {
      ...complete,
      KAKAO_REST_API_KEY: "",
      KAKAO_JS_KEY: "",
      KAKAO_TEMPLATE_ID: "",
      KAKAO_SDK_INTEGRITY: "",
    };
    const problems = configProblems(firstDeploy).join("\n");
    for (const name of ["KAKAO_REST_API_KEY", "KAKAO_JS_KEY", "KAKAO_TEMPLATE_ID", "KAKAO_SDK_INTEGRITY"])
      expect(problems).toContain(`${name}:`);
    expect(configProblems(complete)).toEqual([]);
  });
});

describe("readSecret: a missing secret fails the request, never falls back", () => {
  it("a missing client secret stops the token exchange before anything is sent to Kakao", async () => {
    const log = logged();
    const res = await postSession({ ...(await kakaoRedirect("김꿀벌")), redirectUri: REDIRECT_URI });
    expect(res.status).toBe(200); // the local settings work…

    const second = { ...(await kakaoRedirect("김꿀벌")), redirectUri: REDIRECT_URI };
    const missing = await postSession(second, PAGE_HEADERS, { KAKAO_CLIENT_SECRET: undefined });
    expect(missing.status).toBe(500); // …and without the secret it is a configuration error, not a Kakao refusal (401)
    expect(await missing.json()).toEqual(CONFIG_ERROR);
    expect(log()).toContain("[config] secret KAKAO_CLIENT_SECRET is not set (wrangler secret put KAKAO_CLIENT_SECRET)");
  });

  it("a missing session secret stops a login before Kakao is asked: no session without its key", async () => {
    const log = logged();
    const redirect = { ...(await kakaoRedirect("김꿀벌")), redirectUri: REDIRECT_URI };
    const missing = await postSession(redirect, PAGE_HEADERS, { SESSION_SECRET: undefined });
    expect(missing.status).toBe(500);
    expect(await missing.json()).toEqual(CONFIG_ERROR);
    expect(log()).toContain("[config] secret SESSION_SECRET is not set (wrangler secret put SESSION_SECRET)");
    expect((await postSession(redirect)).status).toBe(200); // the code was not spent
  });

  it("refuses the local environment's dummy secrets once the emulators are off", async () => {
    const log = logged();
    const res = await call(
      "/api/auth/reissue",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ accessToken: "a", refreshToken: "b" }),
      },
      { ...production, JWT_SECRET: env.JWT_SECRET },
    );
    expect(env.JWT_SECRET).toMatch(/^local-only-/);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual(CONFIG_ERROR);
    expect(log()).toContain("[config] secret JWT_SECRET holds the local environment's dummy value");
  });

  it("accepts real secrets in production (the request gets as far as checking the tokens)", async () => {
    const res = await call(
      "/api/auth/reissue",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ accessToken: "a", refreshToken: "b" }),
      },
      production,
    );
    expect(res.status).toBe(401);
  });
});

describe("JWT_SECRET and SESSION_SECRET are keyrings of strong keys (decision 026)", () => {
  const strong = `k1:${btoa("s".repeat(32))}`;
  const reissue = (overrides: Partial<Env>) =>
    call(
      "/api/auth/reissue",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ accessToken: "a", refreshToken: "b" }),
      },
      { ...production, ...overrides },
    );
  // A cookie makes the edge open the session, so it needs SESSION_SECRET.
  const withCookie = (overrides: Partial<Env>) =>
    call(
      "/api/member/info",
      { headers: { Cookie: "__Host-kkul-session=k1.AAAA" } },
      { ...production, SESSION_SECRET: strong, ...overrides },
    );

  it.each([
    ["a 16-character secret", "0123456789abcdef"],
    ["a 31-byte key", `k1:${btoa("x".repeat(31))}`],
    ["a strong key without its id", btoa("x".repeat(32))],
    ["a key that is not base64", `k1:${"!".repeat(44)}`],
    ["a rotation whose older key is weak", `k2:${btoa("x".repeat(32))},k1:${btoa("short")}`],
  ])("refuses %s, saying why", async (_, value) => {
    for (const [name, answer] of [
      ["JWT_SECRET", () => reissue({ JWT_SECRET: value })],
      ["SESSION_SECRET", () => withCookie({ SESSION_SECRET: value })],
    ] as const) {
      const log = logged();
      const res = await answer();
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual(CONFIG_ERROR);
      expect(log()).toContain(`[config] secret ${name} is not a keyring of strong keys`);
      vi.restoreAllMocks();
    }
  });

  it("refuses a local-only key anywhere in a production keyring", async () => {
    const log = logged();
    const res = await reissue({ JWT_SECRET: `k9:${btoa("n".repeat(32))},${env.JWT_SECRET}` });
    expect(res.status).toBe(500);
    expect(log()).toContain("[config] secret JWT_SECRET holds the local environment's dummy value");
  });

  it("accepts keyrings of 32-byte keys, newest first", async () => {
    expect((await reissue({ JWT_SECRET: `k2:${btoa("n".repeat(48))},${strong}` })).status).toBe(401);
    expect((await withCookie({})).status).toBe(401); // the cookie is not ours: forgotten, the call anonymous
  });
});

describe("emulatorsAllowed: defence in depth against shipping the emulators", () => {
  const local = { ...env, DEV_EMULATORS: "1" } as Env;

  it.each([
    "http://127.0.0.1:8787/__dev/kakao/oauth/authorize",
    "http://127.1.2.3/__dev/health",
    "http://localhost:8787/__dev/health",
    "http://kkul.localhost/__dev/health",
    "http://[::1]:8787/__dev/health",
    "http://app.test/__dev/health",
  ])("allows them on the loopback/test address %s", (url) => {
    expect(emulatorsAllowed(local, url)).toBe(true);
  });

  it.each([
    "https://kkul-danji.example.workers.dev/__dev/health",
    "https://pr-12-kkul-danji-preview.example.workers.dev/__dev/kakao/oauth/authorize",
    "https://kkul-danji.app/__dev/health",
    "http://127.0.0.1.nip.io/__dev/health",
    "http://localhost.example.com/__dev/health",
    "http://10.0.0.5/__dev/health",
  ])("refuses them, with a log line, on the public address %s", (url) => {
    const log = logged();
    expect(emulatorsAllowed(local, url)).toBe(false);
    expect(log()).toContain("is not a loopback host: the emulators stay off");
  });

  it("refuses them next to Kakao's real origins, even on localhost", () => {
    const log = logged();
    expect(
      emulatorsAllowed(
        { ...local, KAKAO_AUTH_ORIGIN: "https://kauth.kakao.com" },
        "http://localhost:8787/__dev/health",
      ),
    ).toBe(false);
    expect(log()).toContain("KAKAO_AUTH_ORIGIN are Kakao's real origins");
  });

  it("keeps them off when DEV_EMULATORS is not 1", () => {
    expect(emulatorsAllowed({ ...local, DEV_EMULATORS: "0" }, "http://127.0.0.1:8787/__dev/health")).toBe(false);
  });

  it("knows loopback names case- and trailing-dot-insensitively", () => {
    expect(isLoopbackHost("LOCALHOST.")).toBe(true);
    expect(isLoopbackHost("127.0.0.1")).toBe(true);
    expect(isLoopbackHost("128.0.0.1")).toBe(false);
    expect(isLoopbackHost("testing.com")).toBe(false);
  });
});

describe("DEV_POLL_INTERVAL_MS: the local tests' shorter polls never reach a deployed worker's clients", () => {
  /** The var as tests/e2e/support/worker-vars.ts gives the run's `wrangler dev` (not in Env's generated type). */
  const shortPoll = (ms: string) => ({ DEV_EMULATORS: "1", DEV_POLL_INTERVAL_MS: ms }) as Partial<Env>;
  const clientConfig = async (overrides: Partial<Env>) => {
    const res = await call("/auth/config", undefined, overrides);
    expect(res.status).toBe(200);
    return (await res.json<{ data: Record<string, unknown> }>()).data;
  };

  it("the local environment with the var set tells the client the interval", async () => {
    expect(await clientConfig(shortPoll("200"))).toMatchObject({ devPollIntervalMs: 200 });
  });

  it("without the var (npm start, the worker tests) the client gets no interval and keeps 3 s and 5 s", async () => {
    expect(await clientConfig({})).not.toHaveProperty("devPollIntervalMs");
    expect(await clientConfig(production)).not.toHaveProperty("devPollIntervalMs");
  });

  it("refuses the var with the emulators off (production, previews): a loud config error, named before a deploy", async () => {
    const log = logged();
    const res = await call("/auth/config", undefined, { ...production, DEV_POLL_INTERVAL_MS: "200" } as Partial<Env>);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual(CONFIG_ERROR);
    expect(log()).toContain('DEV_POLL_INTERVAL_MS: DEV_POLL_INTERVAL_MS is set but DEV_EMULATORS is "0"');
    expect(configProblems({ ...env, ...production, DEV_POLL_INTERVAL_MS: "200" }).join("\n")).toContain(
      "DEV_POLL_INTERVAL_MS:",
    );
  });

  it.each(["0", "-5", "1.5", "soon"])("refuses the interval %s", (ms) => {
    expect(configProblems({ ...env, DEV_POLL_INTERVAL_MS: ms }).join("\n")).toContain("DEV_POLL_INTERVAL_MS:");
  });

  it("is honoured only where the emulators may answer: not on a public host, even with DEV_EMULATORS on", () => {
    const local = { ...env, ...shortPoll("200") } as Env;
    const config = readConfig(local);
    expect(devPollIntervalMs(config, local, "http://localhost:8787/auth/config")).toBe(200);
    const log = logged();
    expect(devPollIntervalMs(config, local, "https://kkul-danji.app/auth/config")).toBeUndefined();
    expect(log()).toContain("is not a loopback host");
    expect(devPollIntervalMs(readConfig(env), env, "http://localhost:8787/auth/config")).toBeUndefined();
  });
});

describe("DEV_SCRIPT_HASHES: `npm run dev`'s CSP exception never reaches a deployed worker (decision 030)", () => {
  const preamble = "'sha256-Z2/iFzh9VMlVkEOar1f/oSHWwQk3ve1qk/C2WdsC4Xk='";

  it("is accepted in the local environment", () => {
    expect(configProblems({ ...env, DEV_EMULATORS: "1", DEV_SCRIPT_HASHES: preamble })).toEqual([]);
  });

  it("is refused with the emulators off: a loud config error, named before a deploy", () => {
    expect(configProblems({ ...env, ...production, DEV_SCRIPT_HASHES: preamble }).join("\n")).toContain(
      'DEV_SCRIPT_HASHES: DEV_SCRIPT_HASHES is set but DEV_EMULATORS is "0"',
    );
  });
});
