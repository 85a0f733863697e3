import { describe, expect, it } from "vitest";
import { formatDotDate, formatKoreanDate } from "./format-date";

describe("formatDotDate", () => {
  it("writes year.month.day with two-digit month and day, in local time", () => {
    expect(formatDotDate(new Date(2027, 0, 5, 9).toISOString())).toBe("2027.01.05");
    expect(formatDotDate(new Date(2026, 10, 22, 23, 59).toISOString())).toBe("2026.11.22");
  });

  it("gives an empty string for something that is not a date", () => {
    expect(formatDotDate("not a date")).toBe("");
  });
});

describe("formatKoreanDate", () => {
  const now = new Date(2026, 2, 10, 12).getTime();
  it("writes month and day in Korean, with the year only outside this year", () => {
    expect(formatKoreanDate(new Date(2026, 2, 2, 9).toISOString(), now)).toBe("3월 2일");
    expect(formatKoreanDate(new Date(2025, 11, 1, 9).toISOString(), now)).toBe("2025년 12월 1일");
    expect(formatKoreanDate("not a date", now)).toBe("");
  });
});
