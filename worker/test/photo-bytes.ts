// Hand-built image files for the photo tests (decision 039): the parts a decoder needs, and the
// metadata a phone writes beside them (EXIF with a GPS position, XMP, ICC, IPTC, comments, text chunks).

export const bytes = (...parts: (number[] | Uint8Array | string)[]) => {
  const arrays = parts.map((part) =>
    typeof part === "string" ? Uint8Array.from(part, (ch) => ch.charCodeAt(0)) : Uint8Array.from(part),
  );
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
};

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

/** A JPEG segment: marker, length (itself included), payload. */
export const segment = (marker: number, payload: Uint8Array) =>
  bytes([0xff, marker], u16be(payload.length + 2), payload);

/** Latitude 37°33'59" N, longitude 126°58'40" E as EXIF rationals, and the tag that names the GPS IFD. */
export const GPS_MARK = bytes("GPSLatitude", [0x00, 0x00, 0x00, 37, 0x00, 0x00, 0x00, 1, 0x00, 0x00, 0x00, 33]);
const exif = bytes("Exif\0\0", "MM\0*", u32be(8), [0x00, 0x01, 0x88, 0x25, 0x00, 0x04], u32be(1), u32be(26), GPS_MARK);

export const jfif = segment(0xe0, bytes("JFIF\0", [1, 1, 0, 0, 72, 0, 72, 0, 0]));
const dqt = segment(0xdb, bytes([0x00], new Uint8Array(64).fill(1)));
export const sof0 = (width: number, height: number) =>
  segment(0xc0, bytes([8], u16be(height), u16be(width), [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]));
const dht = segment(0xc4, bytes([0x00], new Uint8Array(16).fill(0), [0]));
const sos = segment(0xda, bytes([3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]));
// Scan data with a stuffed FF 00 and a restart marker, as an encoder writes them.
const scan = bytes([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78, 0x9a]);
const EOI = [0xff, 0xd9];

/** What a decoder needs: SOI, JFIF, tables, the frame, a scan, EOI. */
export const cleanJpeg = (width = 640, height = 480) =>
  bytes([0xff, 0xd8], jfif, dqt, sof0(width, height), dht, sos, scan, EOI);

/** The same picture as a phone writes it: EXIF with GPS, XMP, ICC, IPTC, a comment, trailing bytes. */
export const phoneJpeg = (width = 640, height = 480) =>
  bytes(
    [0xff, 0xd8],
    jfif,
    segment(0xe1, exif),
    segment(0xe1, bytes("http://ns.adobe.com/xap/1.0/\0", "<x:xmpmeta><exif:GPSLatitude>37,33.98N</exif:GPSLatitude>")),
    segment(0xe2, bytes("ICC_PROFILE\0", [1, 1], "appl mntr RGB XYZ ")),
    segment(0xed, bytes("Photoshop 3.0\0", "8BIM", [0x04, 0x04], "IPTC city Seoul")),
    dqt,
    segment(0xfe, bytes("shot on my phone at home")),
    sof0(width, height),
    dht,
    sos,
    scan,
    EOI,
    "motion photo video bytes",
  );

const crc = [0, 0, 0, 0];
const chunk = (type: string, data: Uint8Array | number[]) =>
  bytes(u32be(data.length), type, Uint8Array.from(data), crc);
const ihdr = (width: number, height: number) => chunk("IHDR", bytes(u32be(width), u32be(height), [8, 6, 0, 0, 0]));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const cleanPng = (width = 300, height = 200) =>
  bytes(
    PNG_SIGNATURE,
    ihdr(width, height),
    chunk("sRGB", [0]),
    chunk("pHYs", [0, 0, 11, 19, 0, 0, 11, 19, 1]),
    chunk("IDAT", [0x78, 0x9c, 1, 2, 3]),
    chunk("IEND", []),
  );

export const phonePng = (width = 300, height = 200) =>
  bytes(
    PNG_SIGNATURE,
    ihdr(width, height),
    chunk("iCCP", bytes("Display P3\0\0", [1, 2, 3])),
    chunk("sRGB", [0]),
    chunk("eXIf", bytes("MM\0*", GPS_MARK)),
    chunk("tEXt", bytes("Comment\0", "GPSLatitude 37.56")),
    chunk("pHYs", [0, 0, 11, 19, 0, 0, 11, 19, 1]),
    chunk("tIME", [0x07, 0xea, 11, 29, 9, 0, 0]),
    chunk("IDAT", [0x78, 0x9c, 1, 2, 3]),
    chunk("zTXt", bytes("Author\0", [0], [1, 2])),
    chunk("iTXt", bytes("XML:com.adobe.xmp\0\0\0\0\0", "GPSLatitude")),
    chunk("IEND", []),
    "after the end",
  );

const riffChunk = (type: string, data: Uint8Array) => bytes(type, u32le(data.length), data, data.length % 2 ? [0] : []);
const riff = (...chunks: Uint8Array[]) => {
  const body = bytes("WEBP", ...chunks);
  return bytes("RIFF", u32le(body.length), body);
};
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
// A VP8 (lossy) frame header: frame tag, start code 9d 01 2a, 14-bit width and height, a little data.
const vp8 = (width: number, height: number) =>
  riffChunk(
    "VP8 ",
    bytes([0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a], [width & 0xff, width >> 8, height & 0xff, height >> 8], [1, 2, 3]),
  );

export const cleanWebp = (width = 400, height = 300) =>
  riff(riffChunk("VP8X", bytes([0x00, 0, 0, 0], u24le(width - 1), u24le(height - 1))), vp8(width, height));

export const phoneWebp = (width = 400, height = 300) =>
  riff(
    riffChunk("VP8X", bytes([0x20 | 0x08 | 0x04, 0, 0, 0], u24le(width - 1), u24le(height - 1))),
    riffChunk("ICCP", bytes("appl mntr RGB")),
    vp8(width, height),
    riffChunk("EXIF", bytes("MM\0*", GPS_MARK)),
    riffChunk("XMP ", bytes("<x:xmpmeta>GPSLatitude</x:xmpmeta>")),
  );

/** Whether `needle` occurs in `haystack`. */
export const contains = (haystack: Uint8Array, needle: Uint8Array | string) => {
  const n = typeof needle === "string" ? bytes(needle) : needle;
  outer: for (let i = 0; i + n.length <= haystack.length; i++) {
    for (let j = 0; j < n.length; j++) if (haystack[i + j] !== n[j]) continue outer;
    return true;
  }
  return false;
};
