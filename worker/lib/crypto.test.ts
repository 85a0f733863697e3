import { describe, expect, it } from "vitest";
import { sameSecret } from "./crypto";

describe("sameSecret", () => {
  it("is true only for the very secret, whatever differs and wherever", () => {
    const ours = "Xq3_9aZ-keepkey-0123456789";
    expect(sameSecret(ours, ours)).toBe(true);
    expect(sameSecret(`${ours.slice(0, -1)}8`, ours)).toBe(false); // the last character
    expect(sameSecret(`Y${ours.slice(1)}`, ours)).toBe(false); // the first
    expect(sameSecret(ours.slice(0, -1), ours)).toBe(false); // shorter
    expect(sameSecret(`${ours}=`, ours)).toBe(false); // longer
    expect(sameSecret("", ours)).toBe(false);
    expect(sameSecret("꿀단지", "꿀단지")).toBe(true);
  });
});
