// SESSION_SECRET and JWT_SECRET are keyrings (decision 026): `kid:base64[,kid:base64…]`, newest
// first. The newest key seals and signs; every key listed still opens and verifies what it made, so a
// new key is added in front and the old one dropped once what it made has expired. Each key is at
// least 32 random bytes: anything shorter is refused.

export const MIN_KEY_BYTES = 32;
const KID = /^[A-Za-z0-9_-]{1,32}$/;

export type Key = { kid: string; bytes: Uint8Array<ArrayBuffer> };
export type Keyring = { current: Key; byKid: ReadonlyMap<string, Key> };

const decodeBase64 = (text: string): Uint8Array<ArrayBuffer> | null => {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
};

/** The keyring a secret holds, or why it is not one (in words for the log). */
export const parseKeyring = (value: string): Keyring | string => {
  const keys: Key[] = [];
  for (const entry of value.split(",")) {
    const at = entry.indexOf(":");
    const kid = entry.slice(0, at).trim();
    if (at < 0 || !KID.test(kid)) return "each key must be written kid:base64 (e.g. k1:…), newest first";
    const bytes = decodeBase64(entry.slice(at + 1).trim());
    if (!bytes) return `key ${kid} is not base64`;
    if (bytes.length < MIN_KEY_BYTES)
      return `key ${kid} has ${bytes.length} bytes; at least ${MIN_KEY_BYTES} random bytes are needed (openssl rand -base64 32)`;
    if (keys.some((key) => key.kid === kid)) return `key id ${kid} is listed twice`;
    keys.push({ kid, bytes });
  }
  const [current] = keys;
  if (!current) return "no key";
  return { current, byKid: new Map(keys.map((key) => [key.kid, key])) };
};

const parsed = new Map<string, Keyring | string>();

/** parseKeyring, once per secret value and isolate. */
export const keyringOf = (value: string): Keyring | string => {
  let ring = parsed.get(value);
  if (ring === undefined) {
    ring = parseKeyring(value);
    parsed.set(value, ring);
  }
  return ring;
};

/** The keyring of a secret that readSecret has already checked. */
export const checkedKeyring = (value: string): Keyring => {
  const ring = keyringOf(value);
  if (typeof ring === "string") throw new Error(`not a keyring: ${ring}`);
  return ring;
};
