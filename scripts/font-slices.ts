// The Korean font the worker draws praise cards with (Noto Sans KR, from @fontsource): its woff
// slices, each covering a unicode-range, copied into the built client at /fonts/, and a table of
// which slice covers which code points (/fonts/slices.json), so the worker loads only the slices
// a card's text needs, like a browser does with unicode-range.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const WEIGHTS = [400, 700];

export type FontSlice = { file: string; weight: number; ranges: [number, number][] };

/** A unicode-range ("U+AC00-D7A3, U+3131") as [from, to] code points. */
const parseRanges = (range: string): [number, number][] =>
  range.split(",").map((part) => {
    const [from = "", to = from] = part.trim().slice(2).split("-");
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });

/** Each @font-face of the weights the cards use: its woff file, its weight and its code point ranges. */
const fontFaces = () => {
  const root = dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans-kr/package.json"));
  const faces: FontSlice[] = [];
  for (const weight of WEIGHTS) {
    const css = readFileSync(join(root, `${weight}.css`), "utf8");
    for (const [, face = ""] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
      const woff = /url\(\.\/files\/([^)]+\.woff)\)/.exec(face)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
      if (woff && range) faces.push({ file: woff, weight, ranges: parseRanges(range) });
    }
  }
  return { root, faces };
};

/** The slices table alone ([{ file, weight, ranges: [[from, to]] }]), as /fonts/slices.json holds it. */
export const fontSliceTable = (): FontSlice[] => fontFaces().faces;

/** [{ fileName, source }] to emit and the slices table: [{ file, weight, ranges: [[from, to]] }]. */
export const fontSlices = (): { files: { fileName: string; source: Buffer }[]; slices: FontSlice[] } => {
  const { root, faces } = fontFaces();
  const files = faces.map(({ file }) => ({
    fileName: `fonts/${file}`,
    source: readFileSync(join(root, "files", file)),
  }));
  return { files, slices: faces };
};

// The emoji a card may hold, drawn as images (Twemoji's SVGs, from @twemoji/svg): one file per
// emoji at /emoji/<code points>.svg, read by the worker only for the emoji a card's text has.
export const emojiImages = (): { fileName: string; source: Buffer | string }[] => {
  const root = dirname(createRequire(import.meta.url).resolve("@twemoji/svg/package.json"));
  const files: { fileName: string; source: Buffer | string }[] = readdirSync(root)
    .filter((name) => name.endsWith(".svg"))
    .map((name) => ({ fileName: `emoji/${name}`, source: readFileSync(join(root, name)) }));
  // The graphics' licence (CC-BY 4.0) travels with them.
  files.push({
    fileName: "emoji/LICENSE.txt",
    source:
      "Emoji graphics: Twemoji by Twitter, Inc. and other contributors (https://github.com/jdecked/twemoji), CC-BY 4.0 (https://creativecommons.org/licenses/by/4.0/).\n",
  });
  return files;
};
