export type FontSlice = { file: string; weight: number; ranges: [number, number][] };
export function fontSliceTable(): FontSlice[];
export function fontSlices(): { files: { fileName: string; source: Buffer }[]; slices: FontSlice[] };
export function emojiImages(): { fileName: string; source: Buffer | string }[];
