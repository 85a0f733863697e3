// Sealing a cookie's content (decisions 021, 026): AES-256-GCM under the newest key of SESSION_SECRET,
// the key's id in front (`kid.sealed`), so an older key still opens what it sealed. The cookie's name
// and the environment are the associated data: a value sealed for one cookie or deployment does not
// open as another, even under the same secret.
import { base64url, fromBase64url } from "../../lib/crypto";
import { checkedKeyring, type Key } from "../../lib/keyring";

/** What a seal needs: SESSION_SECRET as readSecret gave it, and the deployment (ENVIRONMENT). */
export type SealKeys = { secret: string; environment: string };

const encoder = new TextEncoder();
const IV_BYTES = 12;
const aesKeys = new WeakMap<Key, Promise<CryptoKey>>();

/** AES-GCM key from a key's bytes (HKDF-SHA-256, bound to this use), once per isolate. */
const aesKeyFor = (key: Key) => {
  let aes = aesKeys.get(key);
  if (!aes) {
    aes = crypto.subtle
      .importKey("raw", key.bytes, "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: encoder.encode("kkul-session"), info: encoder.encode("v2") },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    aesKeys.set(key, aes);
  }
  return aes;
};

const associatedData = (cookieName: string, environment: string) => encoder.encode(`${cookieName}\n${environment}`);

export const seal = async (keys: SealKeys, cookieName: string, content: unknown): Promise<string> => {
  const key = checkedKeyring(keys.secret).current;
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: associatedData(cookieName, keys.environment) },
    await aesKeyFor(key),
    encoder.encode(JSON.stringify(content)),
  );
  const bytes = new Uint8Array(IV_BYTES + sealed.byteLength);
  bytes.set(iv);
  bytes.set(new Uint8Array(sealed), IV_BYTES);
  return `${key.kid}.${base64url(bytes)}`;
};

/** What a value holds; null for anything not sealed by us for this cookie here (tampered, dropped key, junk). */
export const unseal = async (keys: SealKeys, cookieName: string, value: string): Promise<unknown> => {
  try {
    const [kid = "", body = ""] = value.split(".");
    const key = checkedKeyring(keys.secret).byKid.get(kid);
    const bytes = fromBase64url(body);
    if (!key || bytes.length <= IV_BYTES) return null;
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, IV_BYTES), additionalData: associatedData(cookieName, keys.environment) },
      await aesKeyFor(key),
      bytes.slice(IV_BYTES),
    );
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return null;
  }
};
