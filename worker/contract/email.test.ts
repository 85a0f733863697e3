// Which addresses the contract takes (decision 035): every deliverable address of the usual form,
// SPEC §5's message for the malformed. The host and the client both parse with EmailSchema.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EmailSchema } from "./auth-requests";

const issue = (value: string) => {
  const parsed = v.safeParse(EmailSchema, value);
  return parsed.success ? null : parsed.issues[0].message;
};

describe("EmailSchema", () => {
  it.each([
    "jiwoo.han@honeycorp.kr",
    "jiwoo.han+kkul@honeycorp.kr",
    "dev_ops-1@startup.io",
    "founder@lab.ai",
    "a@b.co",
    "team@mail.honeycorp.co.kr",
    "Kim.Ggul@Example.COM",
    "hi@xn--3v0bx3djz2a.xn--3e0b707e", // 꿀단지.한국 in punycode
    "hello@xn--bj0bj06e.com",
    "new.bee@example.org",
    "  padded@example.com  ",
    "jiwoo@꿀단지.한국", // an IDN as it is typed: taken in punycode
    "hello@회사.com",
  ])("takes %s", (email) => {
    expect(issue(email)).toBeNull();
  });

  it.each([
    "not-an-address",
    "@honeycorp.kr",
    "jiwoo@",
    "jiwoo@honeycorp", // no TLD
    "jiwoo@honeycorp.k", // a one-letter TLD
    "jiwoo@honeycorp.123", // a numeric TLD
    "jiwoo..han@honeycorp.kr",
    ".jiwoo@honeycorp.kr",
    "jiwoo.@honeycorp.kr",
    "jiwoo han@honeycorp.kr",
    "jiwoo@@honeycorp.kr",
    "jiwoo@-honeycorp.kr",
    "jiwoo@honeycorp-.kr",
    "jiwoo@honeycorp..kr",
    '"jiwoo"@honeycorp.kr', // quoted local parts
    "jiwoo@[127.0.0.1]", // address literals
    "지우@honeycorp.kr", // unicode local part (SMTPUTF8)
    "지우@꿀단지.한국",
    "jiwoo@꿀 단지.한국", // a space in the domain
    "jiwoo@꿀단지.한국/편지", // nothing a URL would read past the host is dropped
    "jiwoo@꿀단지.한국:25",
    "jiwoo@꿀단지", // no TLD
    `${"a".repeat(65)}@honeycorp.kr`,
    `jiwoo@${"a".repeat(250)}.kr`,
  ])("refuses %s with SPEC §5's message", (email) => {
    expect(issue(email)).toBe("올바른 이메일 형식으로 입력해주세요.");
  });

  // Mail goes to one form of the address: the verification code, the member's e-mail and the
  // comparison with the current one all see the domain as a browser's address bar writes it.
  it("keeps a Hangul domain in punycode, typed either way, and leaves an ASCII address as it was", () => {
    expect(v.parse(EmailSchema, " jiwoo@꿀단지.한국 ")).toBe("jiwoo@xn--3v0bx3djz2a.xn--3e0b707e");
    expect(v.parse(EmailSchema, "jiwoo@xn--3v0bx3djz2a.xn--3e0b707e")).toBe("jiwoo@xn--3v0bx3djz2a.xn--3e0b707e");
    expect(v.parse(EmailSchema, "Kim.Ggul@Example.COM")).toBe("Kim.Ggul@Example.COM");
  });
});
