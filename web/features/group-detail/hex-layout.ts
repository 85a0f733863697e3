// The honeycomb of the stamp view (SPEC §2, §9): rows alternate 2 and 3 tiles of 144×125, the rows of
// 2 shifted by half a tile so each tile sits in the notch between two tiles of the row above.

export const HEX_TILE_WIDTH = 144;
export const HEX_TILE_HEIGHT = 125;
/** The widest row (3 tiles) sets the grid's full width: 432 px. */
export const HEX_COLUMNS = 3;
/**
 * How far each row slides up under the one above, as a share of a tile's height: the flat-topped
 * hexagons of the stamp art then interlock with their edges just apart.
 */
export const HEX_ROW_OVERLAP = 0.26;

/** The row sizes for `count` tiles: 2, 3, 2, 3 … with the last row holding whatever is left. */
export const hexRowSizes = (count: number): number[] => {
  const sizes: number[] = [];
  let left = Math.max(0, Math.floor(count));
  while (left > 0) {
    const size = Math.min(left, sizes.length % 2 === 0 ? 2 : 3);
    sizes.push(size);
    left -= size;
  }
  return sizes;
};

/** `items` cut into honeycomb rows (see hexRowSizes). */
export const hexRows = <T>(items: readonly T[]): T[][] => {
  let start = 0;
  return hexRowSizes(items.length).map((size) => {
    const row = items.slice(start, start + size);
    start += size;
    return row;
  });
};

/** Rows of 2 (the even rows, counting from 0) start half a tile in. */
export const isShiftedRow = (rowIndex: number) => rowIndex % 2 === 0;
