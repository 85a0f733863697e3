import { describe, expect, it } from "vitest";
import { memberSummary } from "./member-summary";

const people = (...names: string[]) => names.map((name) => ({ name }));

describe("memberSummary", () => {
  it.each([
    [people(), null],
    [people("박철수"), "박철수"],
    [people("박철수", "최영희"), "박철수, 최영희"],
    [people("박철수", "최영희", "이달콤"), "박철수, 최영희 외 1명"],
    [people("가", "나", "다", "라", "마", "바"), "가, 나 외 4명"],
  ])("%j reads %s", (members, expected) => {
    expect(memberSummary(members)).toBe(expected);
  });
});
