// A jar letter's photo, as the host stores it (docs/api.md fifth round, decision 039): the type read from the
// bytes themselves, the size in pixels, and the same image without metadata. Pure: bytes in, bytes out.
// Whatever the phone wrote into the file (EXIF with GPS, XMP, ICC profiles, IPTC, comments, text chunks,
// anything after the image's end) is left behind; only what a decoder needs to draw the picture stays.
//
// - JPEG: every APPn segment but APP0 JFIF (and APP14 Adobe, 12 bytes that say how to read the colour
//   channels, no metadata), every COM segment, and anything after EOI are dropped. Scans are copied as
//   they are (a progressive JPEG's later tables and scans included).
// - PNG: only the chunks a decoder draws from are kept (IHDR, PLTE, IDAT, IEND, tRNS, gAMA, cHRM, sRGB,
//   sBIT, bKGD, pHYs, hIST, cICP, and APNG's acTL/fcTL/fdAT): tEXt, zTXt, iTXt, eXIf, iCCP, tIME and any
//   private chunk go, and so does anything after IEND.
// - WebP: only VP8X, VP8, VP8L, ALPH, ANIM and ANMF are kept (EXIF, XMP and ICCP go), VP8X's ICC, EXIF
//   and XMP flags are cleared, and the RIFF size says the new length.

export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

export type CleanPhoto = { type: PhotoType; width: number; height: number; bytes: Uint8Array };

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32le = (b: Uint8Array, at: number) => u24le(b, at) + b[at + 3]! * 0x1000000;

const join = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** The image type the bytes begin with (their magic numbers), whatever the request said. */
export const sniffPhotoType = (b: Uint8Array): PhotoType | null => {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (b.length >= 8 && ascii(b, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return "image/webp";
  return null;
};

// SOFn markers: C0–CF but DHT (C4), JPG (C8) and DAC (CC).
const isFrameStart = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

const stripJpeg = (b: Uint8Array): CleanPhoto | null => {
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let at = 2;
  let width = 0;
  let height = 0;
  let inScan = false;
  while (at < b.length) {
    // Entropy-coded data (after a scan's header): up to the next marker that is not a stuffed 00 or RSTn.
    // Stray bytes between segments outside a scan are not the image, and stay behind.
    let start = at;
    while (at < b.length && !(b[at] === 0xff && b[at + 1] !== 0x00 && !(b[at + 1]! >= 0xd0 && b[at + 1]! <= 0xd7)))
      at += 1;
    if (inScan && at > start) parts.push(b.subarray(start, at));
    while (b[at + 1] === 0xff) at += 1; // fill bytes before a marker
    if (at + 1 >= b.length) return null; // no EOI
    const marker = b[at + 1]!;
    if (marker === 0xd9) {
      parts.push(b.subarray(at, at + 2)); // EOI: whatever follows it is not the image
      return width > 0 && height > 0 ? { type: "image/jpeg", width, height, bytes: join(parts) } : null;
    }
    if (marker === 0xd8 || marker === 0x01) return null; // a second SOI, TEM: not a photo we keep
    start = at;
    if (at + 4 > b.length) return null;
    const length = u16be(b, at + 2);
    at += 2 + length;
    if (length < 2 || at > b.length) return null;
    inScan = marker === 0xda;
    if (isFrameStart(marker)) {
      if (length < 8) return null;
      height = u16be(b, start + 5);
      width = u16be(b, start + 7);
    }
    const app0Jfif = marker === 0xe0 && ascii(b, start + 4, 5) === "JFIF\0";
    const app14Adobe = marker === 0xee && ascii(b, start + 4, 5) === "Adobe";
    const metadata = (marker >= 0xe0 && marker <= 0xef && !app0Jfif && !app14Adobe) || marker === 0xfe;
    if (!metadata) parts.push(b.subarray(start, at));
  }
  return null;
};

const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "sBIT",
  "bKGD",
  "pHYs",
  "hIST",
  "cICP",
  "acTL",
  "fcTL",
  "fdAT",
]);

const stripPng = (b: Uint8Array): CleanPhoto | null => {
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let at = 8;
  let width = 0;
  let height = 0;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (end > b.length) return null;
    if (at === 8) {
      if (type !== "IHDR" || length !== 13) return null;
      width = u32be(b, at + 8);
      height = u32be(b, at + 12);
    }
    if (PNG_KEPT.has(type)) parts.push(b.subarray(at, end));
    at = end;
    if (type === "IEND")
      return width > 0 && height > 0 ? { type: "image/png", width, height, bytes: join(parts) } : null;
  }
  return null;
};

const WEBP_KEPT = new Set(["VP8X", "VP8 ", "VP8L", "ALPH", "ANIM", "ANMF"]);
const VP8X_METADATA_FLAGS = 0x20 | 0x08 | 0x04; // ICC profile, EXIF, XMP

const webpSize = (type: string, b: Uint8Array, data: number, length: number): [number, number] | null => {
  if (type === "VP8X" && length >= 10) return [u24le(b, data + 4) + 1, u24le(b, data + 7) + 1];
  if (type === "VP8 " && length >= 10 && b[data + 3] === 0x9d && b[data + 4] === 0x01 && b[data + 5] === 0x2a)
    return [(b[data + 6]! | (b[data + 7]! << 8)) & 0x3fff, (b[data + 8]! | (b[data + 9]! << 8)) & 0x3fff];
  if (type === "VP8L" && length >= 5 && b[data] === 0x2f) {
    const bits = u32le(b, data + 1);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  return null;
};

const stripWebp = (b: Uint8Array): CleanPhoto | null => {
  const riffEnd = 8 + u32le(b, 4);
  if (riffEnd > b.length) return null;
  const parts: Uint8Array[] = [];
  let at = 12;
  let size: [number, number] | null = null;
  while (at + 8 <= riffEnd) {
    const type = ascii(b, at, 4);
    const length = u32le(b, at + 4);
    const end = at + 8 + length + (length % 2);
    if (at + 8 + length > riffEnd) return null;
    if (WEBP_KEPT.has(type)) {
      const chunk = b.slice(at, Math.min(end, riffEnd));
      if (type === "VP8X") chunk[8] = chunk[8]! & ~VP8X_METADATA_FLAGS;
      parts.push(chunk);
      if (at === 12) size = webpSize(type, b, at + 8, length);
    }
    at = end;
  }
  if (!size || size[0] <= 0 || size[1] <= 0) return null;
  const body = join(parts);
  const header = new Uint8Array(12);
  header.set(b.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return { type: "image/webp", width: size[0], height: size[1], bytes: join([header, body]) };
};

/** The image without its metadata, with its type and size read from the bytes; null if it is not one. */
export const stripPhoto = (bytes: Uint8Array): CleanPhoto | null => {
  const type = sniffPhotoType(bytes);
  if (type === "image/jpeg") return stripJpeg(bytes);
  if (type === "image/png") return stripPng(bytes);
  if (type === "image/webp") return stripWebp(bytes);
  return null;
};
