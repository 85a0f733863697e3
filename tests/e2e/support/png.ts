// Reads the pixels of a PNG the worker drew (8-bit RGB or RGBA, not interlaced: what resvg writes),
// so a test can ask what a card shows without a browser.
import { inflateSync } from "node:zlib";

export type Pixels = { width: number; height: number; at: (x: number, y: number) => [number, number, number] };

const paeth = (left: number, up: number, upLeft: number) => {
  const p = left + up - upLeft;
  const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return a <= b && a <= c ? left : b <= c ? up : upLeft;
};

export const decodePng = (png: Uint8Array): Pixels => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Uint8Array[] = [];
  for (let at = 8; at < png.byteLength; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      if (depth !== 8 || interlace !== 0 || (colour !== 2 && colour !== 6))
        throw new Error(`unsupported PNG: depth ${depth}, colour ${colour}`);
      channels = colour === 6 ? 4 : 3;
    }
    if (type === "IDAT") data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  const byte = (bytes: Uint8Array, i: number) => bytes[i] ?? 0;
  for (let y = 0; y < height; y++) {
    const filter = byte(raw, y * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const value = byte(raw, y * (stride + 1) + 1 + x);
      const left = x >= channels ? byte(rows, y * stride + x - channels) : 0;
      const up = y > 0 ? byte(rows, (y - 1) * stride + x) : 0;
      const upLeft = x >= channels && y > 0 ? byte(rows, (y - 1) * stride + x - channels) : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter] ?? 0;
      rows[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  return {
    width,
    height,
    at: (x, y) => {
      const i = y * stride + x * channels;
      return [byte(rows, i), byte(rows, i + 1), byte(rows, i + 2)];
    },
  };
};
