// What a drawn document hands its scripts (decisions 016, 032; web/drawn/pages.ts declares the pages):
// in a JSON data block, the files the loader adds after the first frame, and which page the worker
// drew at this address with the data block its seed is in, which the drawn entry hydrates.

export const DRAWN_CHUNKS_ID = "drawn-chunks";

export type DrawnHandOver = {
  entry: string;
  first: string[];
  chunks: string[];
  /** The page's name and what its address names (web/drawn/pages.ts's `DrawnPath`). */
  path: { page: string } & Record<string, string>;
  /** The id of the data block the page's seed is in, or null: drawn from the address alone. */
  seed: string | null;
};
