import { describe, expect, it } from "vitest";
import { honorific } from "./honorific";

describe("honorific", () => {
  it.each([
    ["이달콤", "이달콤님"],
    ["최고참선배님", "최고참선배님"],
    ["김님", "김님"],
    ["님", "님"],
    ["이달콤, 박성실", "이달콤, 박성실님"],
    ["", ""],
  ])("%s → %s", (name, addressed) => {
    expect(honorific(name)).toBe(addressed);
  });
});
