import { describe, expect, it } from "vitest";
import { jarPreviewMeta } from "../edge/pages/jar-preview";
import { honorific } from "./honorific";
import { type JarView, suggestedJarTitle } from "./jar";

describe("honorific", () => {
  it.each([
    ["이달콤", "이달콤님"],
    ["최고참선배님", "최고참선배님"],
    ["김님", "김님"],
    ["님", "님"],
    ["이달콤, 박성실", "이달콤, 박성실님"],
    ["", ""],
    ["익명", "익명"],
    ["탈퇴한 회원", "탈퇴한 회원"],
    ["익명의벌", "익명의벌님"],
  ])("%s → %s", (name, addressed) => {
    expect(honorific(name)).toBe(addressed);
  });
});

describe("님 once in the jar areas", () => {
  it("titles a jar for '최고참선배님' without '님님', and for '이달콤' with one 님", () => {
    expect(suggestedJarTitle("최고참선배님", "FAREWELL")).toBe("최고참선배님의 송별 꿀단지");
    expect(suggestedJarTitle("이달콤", "FAREWELL")).toBe("이달콤님의 송별 꿀단지");
  });

  it("writes the jar's chat preview to '최고참선배님' once", () => {
    const view = { recipientName: "최고참선배님", occasion: "FAREWELL", title: "잘 가요", kept: false, letterCount: 3 };
    const meta = jarPreviewMeta("https://kkul.example", "a".repeat(22), view as JarView);
    expect(meta).toContain("최고참선배님에게 전할 송별 편지");
    expect(meta).not.toContain("님님");
  });
});
