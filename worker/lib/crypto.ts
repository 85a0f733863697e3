// Small Web Crypto helpers: random tokens, SHA-256 hex, base64url, HMAC.
const encoder = new TextEncoder();

export const base64url = (bytes: ArrayBuffer | Uint8Array): string => {
  const arr = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = "";
  for (const b of arr) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

export const fromBase64url = (s: string): Uint8Array<ArrayBuffer> => {
  const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
};

/**
 * Whether a secret someone sent equals ours, in time that does not depend on where they differ (a
 * keep key, a state, an admin key): never `===` on a secret. Only the length may show.
 */
export const sameSecret = (given: string, ours: string): boolean => {
  const [x, y] = [encoder.encode(given), encoder.encode(ours)];
  // Workers' own SubtleCrypto method (this file is also type-checked beside Node's scripts).
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean };
  return x.byteLength === y.byteLength && subtle.timingSafeEqual(x, y);
};

export const randomToken = (bytes = 32): string => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

export const sha256 = async (text: string): Promise<ArrayBuffer> =>
  crypto.subtle.digest("SHA-256", encoder.encode(text));

export const sha256Hex = async (text: string): Promise<string> =>
  [...new Uint8Array(await sha256(text))].map((b) => b.toString(16).padStart(2, "0")).join("");

const hmacKey = (secret: string) =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);

export const hmacSign = async (secret: string, text: string): Promise<string> =>
  base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(text)));

export const hmacVerify = async (secret: string, text: string, signature: string): Promise<boolean> => {
  try {
    return await crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64url(signature), encoder.encode(text));
  } catch {
    return false;
  }
};
