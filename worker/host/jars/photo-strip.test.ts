// The photo's metadata stays on the phone (decision 039): what the host keeps of a JPEG, PNG or WebP
// is exactly the picture, with its type and size read from the bytes.
import { describe, expect, it } from "vitest";
import {
  bytes,
  cleanJpeg,
  cleanPng,
  cleanWebp,
  contains,
  GPS_MARK,
  jfif,
  phoneJpeg,
  phonePng,
  phoneWebp,
  segment,
  sof0,
} from "../../test/photo-bytes";
import { sniffPhotoType, stripPhoto } from "./photo-strip";

describe("stripPhoto: JPEG", () => {
  it("drops EXIF with its GPS position, XMP, ICC, IPTC, comments and what follows EOI, keeping the picture byte for byte", () => {
    const phone = phoneJpeg(4032, 3024);
    for (const mark of ["Exif", "http://ns.adobe.com/xap", "ICC_PROFILE", "Photoshop", "shot on my phone", "motion"])
      expect(contains(phone, mark), mark).toBe(true);
    const clean = stripPhoto(phone);
    expect(clean).toMatchObject({ type: "image/jpeg", width: 4032, height: 3024 });
    expect(clean?.bytes).toEqual(cleanJpeg(4032, 3024));
    for (const mark of ["Exif", "xap", "ICC_PROFILE", "Photoshop", "8BIM", "shot on my phone", "motion"])
      expect(contains(clean!.bytes, mark), mark).toBe(false);
    expect(contains(clean!.bytes, GPS_MARK)).toBe(false);
  });

  it("keeps a clean JPEG as it is (a stuffed FF 00 and restart markers in the scan included)", () => {
    expect(stripPhoto(cleanJpeg())?.bytes).toEqual(cleanJpeg());
  });

  it("drops an APP0 that is not JFIF (a JFXX thumbnail) and every other APPn", () => {
    const thumb = segment(0xe0, bytes("JFXX\0", [0x10], "thumbnail"));
    const app15 = segment(0xef, bytes("anything"));
    const withExtras = bytes([0xff, 0xd8], jfif, thumb, app15, cleanJpeg().subarray(2 + jfif.length));
    expect(stripPhoto(withExtras)?.bytes).toEqual(cleanJpeg());
  });

  it.each([
    ["no frame header", bytes([0xff, 0xd8], jfif, [0xff, 0xd9])],
    ["no end", cleanJpeg().subarray(0, 40)],
    ["a segment longer than the file", bytes([0xff, 0xd8], [0xff, 0xe1, 0x40, 0x00], "Exif")],
    ["a frame header too short", bytes([0xff, 0xd8], segment(0xc0, bytes([8, 0, 1])), [0xff, 0xd9])],
  ])("refuses a JPEG with %s", (_, file) => {
    expect(stripPhoto(file)).toBeNull();
  });

  it("reads the size from a progressive frame (SOF2) too", () => {
    const progressive = cleanJpeg(1280, 960);
    const sof = sof0(1280, 960);
    const at = progressive.findIndex((_, i) => progressive[i] === 0xff && progressive[i + 1] === 0xc0);
    progressive[at + 1] = 0xc2;
    expect(sof[1]).toBe(0xc0);
    expect(stripPhoto(progressive)).toMatchObject({ width: 1280, height: 960 });
  });
});

describe("stripPhoto: PNG", () => {
  it("drops tEXt, zTXt, iTXt, eXIf, iCCP, tIME and what follows IEND, keeping IHDR, sRGB, pHYs, IDAT, IEND", () => {
    const clean = stripPhoto(phonePng(1000, 750));
    expect(clean).toMatchObject({ type: "image/png", width: 1000, height: 750 });
    expect(clean?.bytes).toEqual(cleanPng(1000, 750));
    for (const mark of ["tEXt", "zTXt", "iTXt", "eXIf", "iCCP", "tIME", "GPSLatitude", "after the end"])
      expect(contains(clean!.bytes, mark), mark).toBe(false);
  });

  it("refuses a PNG whose first chunk is not IHDR, or that is cut short", () => {
    const png = cleanPng();
    expect(stripPhoto(bytes(png.subarray(0, 8), png.subarray(8 + 25)))).toBeNull();
    expect(stripPhoto(png.subarray(0, png.length - 12))).toBeNull();
  });
});

describe("stripPhoto: WebP", () => {
  it("drops EXIF, XMP and ICCP, clears VP8X's flags for them and fixes the RIFF size", () => {
    const phone = phoneWebp(800, 600);
    expect(phone[20]).toBe(0x2c);
    const clean = stripPhoto(phone);
    expect(clean).toMatchObject({ type: "image/webp", width: 800, height: 600 });
    expect(clean?.bytes).toEqual(cleanWebp(800, 600));
    expect(clean!.bytes[20]).toBe(0x00);
    const riffSize = new DataView(clean!.bytes.buffer).getUint32(4, true);
    expect(riffSize).toBe(clean!.bytes.length - 8);
    for (const mark of ["EXIF", "XMP ", "ICCP", "GPSLatitude"]) expect(contains(clean!.bytes, mark), mark).toBe(false);
  });

  it("reads a simple lossy WebP's size from its VP8 frame", () => {
    const simple = cleanWebp(320, 240);
    // Without the VP8X chunk: RIFF header, then the VP8 chunk alone.
    const vp8 = simple.subarray(12 + 18);
    const body = bytes("WEBP", vp8);
    const file = bytes("RIFF", [body.length & 0xff, body.length >> 8, 0, 0], body);
    expect(stripPhoto(file)).toMatchObject({ type: "image/webp", width: 320, height: 240 });
  });
});

describe("sniffPhotoType", () => {
  it.each([
    ["a text file", bytes("hello, this is not a photo")],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["a GIF", bytes("GIF89a", [1, 0, 1, 0])],
    ["nothing", new Uint8Array()],
  ])("finds no photo in %s", (_, file) => {
    expect(sniffPhotoType(file)).toBeNull();
    expect(stripPhoto(file)).toBeNull();
  });

  it("names the type the bytes are, whatever they were called", () => {
    expect(sniffPhotoType(cleanJpeg())).toBe("image/jpeg");
    expect(sniffPhotoType(cleanPng())).toBe("image/png");
    expect(sniffPhotoType(cleanWebp())).toBe("image/webp");
  });
});
