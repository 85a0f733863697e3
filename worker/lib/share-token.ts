// The share token (decision 026): a praise's uuid, MACed by the praise host when the praise is made,
// travels with the KakaoTalk share as serverCallbackArgs and comes back in Kakao's webhook, which
// marks only a praise the host itself prepared for sharing. HMAC-SHA-256 under a key derived from
// JWT_SECRET's keyring (HKDF, its own use), the key's id in front: `kid.mac`.
import { base64url, fromBase64url } from "./crypto";
import { checkedKeyring, type Key } from "./keyring";

const encoder = new TextEncoder();
const macKeys = new WeakMap<Key, Promise<CryptoKey>>();

const macKeyFor = (key: Key) => {
  let mac = macKeys.get(key);
  if (!mac) {
    mac = crypto.subtle
      .importKey("raw", key.bytes, "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: encoder.encode("kkul-share"), info: encoder.encode("v1") },
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

const message = (uuid: string) => encoder.encode(`praise-share:${uuid.toLowerCase()}`);

export const shareTokenFor = async (secret: string, uuid: string): Promise<string> => {
  const key = checkedKeyring(secret).current;
  const mac = await crypto.subtle.sign("HMAC", await macKeyFor(key), message(uuid));
  return `${key.kid}.${base64url(mac)}`;
};

/** Whether `token` is the one the host made for this uuid (under any key still listed). */
export const isShareTokenOf = async (secret: string, uuid: string, token: string): Promise<boolean> => {
  const [kid = "", mac = ""] = token.split(".");
  const key = checkedKeyring(secret).byKid.get(kid);
  if (!key || !mac) return false;
  try {
    return await crypto.subtle.verify("HMAC", await macKeyFor(key), fromBase64url(mac), message(uuid));
  } catch {
    return false;
  }
};
