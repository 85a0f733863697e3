import { describe, expect, it } from "vitest";
import { hexRowSizes, hexRows, isShiftedRow } from "./hex-layout";

describe("honeycomb rows", () => {
  it("alternate 2 and 3 tiles, starting with 2", () => {
    expect(hexRowSizes(10)).toEqual([2, 3, 2, 3]);
    expect(hexRowSizes(15)).toEqual([2, 3, 2, 3, 2, 3]);
  });

  it("end with a partial row holding what is left", () => {
    expect(hexRowSizes(1)).toEqual([1]);
    expect(hexRowSizes(2)).toEqual([2]);
    expect(hexRowSizes(3)).toEqual([2, 1]);
    expect(hexRowSizes(4)).toEqual([2, 2]);
    expect(hexRowSizes(6)).toEqual([2, 3, 1]);
    expect(hexRowSizes(23)).toEqual([2, 3, 2, 3, 2, 3, 2, 3, 2, 1]);
  });

  it("has no rows for no tiles", () => {
    expect(hexRowSizes(0)).toEqual([]);
    expect(hexRows([])).toEqual([]);
  });

  it("keeps every item once, in order", () => {
    const items = Array.from({ length: 8 }, (_, i) => i + 1);
    expect(hexRows(items)).toEqual([[1, 2], [3, 4, 5], [6, 7], [8]]);
    expect(hexRows(items).flat()).toEqual(items);
  });

  it("shifts the rows of 2 by half a tile (even rows), not the rows of 3", () => {
    expect([0, 1, 2, 3].map(isShiftedRow)).toEqual([true, false, true, false]);
  });
});
