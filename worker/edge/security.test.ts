import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, staticHeaders } from "./security";

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
    expect(directive(policy, "script-src")).toEqual(["'self'", "https://t1.kakaocdn.net"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://kapi.kakao.com"]);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-|\*/);
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
