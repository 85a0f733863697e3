import { describe, expect, it } from "vitest";
import { nextPraisePage } from "./praise";

const info = (pageNum: number, totalPages: number) => ({
  pageNum,
  pageSize: 10,
  totalElements: totalPages * 10,
  totalPages,
});

describe("nextPraisePage (SPEC §4 paging)", () => {
  it("is pageNum + 1 while that is below totalPages", () => {
    expect(nextPraisePage(info(0, 3))).toBe(1);
    expect(nextPraisePage(info(1, 3))).toBe(2);
  });

  it("is none on the last page, and for an empty list", () => {
    expect(nextPraisePage(info(2, 3))).toBeUndefined();
    expect(nextPraisePage(info(0, 1))).toBeUndefined();
    expect(nextPraisePage({ pageNum: 0, pageSize: 10, totalElements: 0, totalPages: 0 })).toBeUndefined();
  });
});
