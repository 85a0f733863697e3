import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, cspConfig, securityHeaders, staticHeaders } from "./security";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("the production Content-Security-Policy", () => {
  const policy = contentSecurityPolicy({
    KAKAO_SDK_URL: "https://t1.kakaocdn.net/kakao_js_sdk/2.8.1/kakao.min.js",
    KAKAO_API_ORIGIN: "https://kapi.kakao.com",
  });

  it("allows what Kakao's SDK 2.x needs and nothing more", () => {
    // The one pinned file, not the CDN's whole origin (where every other file and version lives).
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "https://t1.kakaocdn.net/kakao_js_sdk/2.8.1/kakao.min.js",
    ]);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://kapi.kakao.com"]);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-|\*/);
  });

  it("names the SDK's file without its query, and escapes what would end a source or a directive", () => {
    const odd = contentSecurityPolicy({
      KAKAO_SDK_URL: "https://cdn.example/sdk;v=1,2/kakao.min.js?cache=1#x",
      KAKAO_API_ORIGIN: "https://kapi.kakao.com",
    });
    expect(directive(odd, "script-src")).toEqual(["'self'", "https://cdn.example/sdk%3Bv=1%2C2/kakao.min.js"]);
  });

  it("stays strict when a Kakao URL is malformed (the config check reports it)", () => {
    const broken = contentSecurityPolicy({ KAKAO_SDK_URL: "not a url", KAKAO_API_ORIGIN: "" });
    expect(directive(broken, "script-src")).toEqual(["'self'"]);
    expect(directive(broken, "connect-src")).toEqual(["'self'"]);
  });

  it("is never written to the static _headers file, which holds only configuration-free headers", () => {
    const file = staticHeaders();
    expect(file).not.toContain("Content-Security-Policy");
    expect(file).toContain("X-Content-Type-Options: nosniff");
  });
});

describe("Strict-Transport-Security", () => {
  const kakao = { KAKAO_SDK_URL: "https://t1.kakaocdn.net/kakao_js_sdk/2.8.1/kakao.min.js", KAKAO_API_ORIGIN: "" };

  it("is sent by production and previews (no emulators), for a year and every subdomain", () => {
    expect(securityHeaders({ ...kakao, DEV_EMULATORS: "0" })["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("is never sent by the local environment, served over http", () => {
    expect(securityHeaders({ ...kakao, DEV_EMULATORS: "1" })).not.toHaveProperty("Strict-Transport-Security");
    expect(staticHeaders()).not.toContain("Strict-Transport-Security");
  });
});

describe("DEV_SCRIPT_HASHES: `npm run dev`'s one inline script (decision 030)", () => {
  const preamble = "'sha256-Z2/iFzh9VMlVkEOar1f/oSHWwQk3ve1qk/C2WdsC4Xk='";
  const local = {
    DEV_EMULATORS: "1",
    KAKAO_SDK_URL: "http://127.0.0.1:5174/__dev/kakao-sdk.js",
    KAKAO_API_ORIGIN: "http://127.0.0.1:5174",
  };

  it("adds that hash to script-src in the local environment, and nothing else", () => {
    const policy = contentSecurityPolicy(cspConfig({ ...local, DEV_SCRIPT_HASHES: preamble } as unknown as Env));
    expect(directive(policy, "script-src")).toEqual(["'self'", "http://127.0.0.1:5174/__dev/kakao-sdk.js", preamble]);
    expect(policy).not.toMatch(/unsafe-|\*/);
  });

  it("never reaches a policy with the emulators off (production, previews)", () => {
    const env = { ...local, DEV_EMULATORS: "0", DEV_SCRIPT_HASHES: preamble } as unknown as Env;
    expect(cspConfig(env)).not.toHaveProperty("DEV_SCRIPT_HASHES");
    expect(contentSecurityPolicy(cspConfig(env))).not.toContain("sha256-Z2");
  });

  it("cannot widen the policy: anything but a sha256 source is dropped", () => {
    const widened = contentSecurityPolicy({ ...local, DEV_SCRIPT_HASHES: `'unsafe-inline' * https: ${preamble}` });
    expect(directive(widened, "script-src")).toEqual(["'self'", "http://127.0.0.1:5174/__dev/kakao-sdk.js", preamble]);
  });

  it("is absent from `npm start`'s and the tests' policy, which set no such var", () => {
    expect(directive(contentSecurityPolicy(cspConfig(local as unknown as Env)), "script-src")).toEqual([
      "'self'",
      "http://127.0.0.1:5174/__dev/kakao-sdk.js",
    ]);
  });
});
