// A MAC for one use of a keyring (decision 026): HMAC-SHA-256 under a key derived from the keyring's
// key by HKDF with the use's own salt, the key's id in front (`kid.mac`), so a token made for one use
// (a share, an unsubscribe link) never verifies as another, and keys rotate as the keyring does.
import { base64url, fromBase64url } from "./crypto";
import { checkedKeyring, type Key } from "./keyring";

const encoder = new TextEncoder();

export const keyedMac = (salt: string) => {
  const macKeys = new WeakMap<Key, Promise<CryptoKey>>();
  const macKeyFor = (key: Key) => {
    let mac = macKeys.get(key);
    if (!mac) {
      mac = crypto.subtle
        .importKey("raw", key.bytes, "HKDF", false, ["deriveKey"])
        .then((material) =>
          crypto.subtle.deriveKey(
            { name: "HKDF", hash: "SHA-256", salt: encoder.encode(salt), info: encoder.encode("v1") },
            material,
            { name: "HMAC", hash: "SHA-256", length: 256 },
            false,
            ["sign", "verify"],
          ),
        );
      macKeys.set(key, mac);
    }
    return mac;
  };
  return {
    /** `kid.mac` of the message under the keyring's current key. */
    sign: async (secret: string, message: string): Promise<string> => {
      const key = checkedKeyring(secret).current;
      const mac = await crypto.subtle.sign("HMAC", await macKeyFor(key), encoder.encode(message));
      return `${key.kid}.${base64url(mac)}`;
    },
    /** Whether `token` is the message's MAC under any key still listed. */
    verify: async (secret: string, message: string, token: string): Promise<boolean> => {
      const [kid = "", mac = "", ...rest] = token.split(".");
      const key = checkedKeyring(secret).byKid.get(kid);
      if (!key || !mac || rest.length > 0) return false;
      try {
        return await crypto.subtle.verify("HMAC", await macKeyFor(key), fromBase64url(mac), encoder.encode(message));
      } catch {
        return false;
      }
    },
  };
};
