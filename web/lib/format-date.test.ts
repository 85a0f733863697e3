import { describe, expect, it } from "vitest";
import { formatDotDate } from "./format-date";

describe("formatDotDate", () => {
  it("writes year.month.day with two-digit month and day, in local time", () => {
    expect(formatDotDate(new Date(2027, 0, 5, 9).toISOString())).toBe("2027.01.05");
    expect(formatDotDate(new Date(2026, 10, 22, 23, 59).toISOString())).toBe("2026.11.22");
  });

  it("gives an empty string for something that is not a date", () => {
    expect(formatDotDate("not a date")).toBe("");
  });
});
