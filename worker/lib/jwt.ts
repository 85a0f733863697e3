// HS256 tokens under JWT_SECRET, a keyring (decision 026): tokens are signed with its newest key and name it in the
// header (`kid`); any key still listed verifies what it signed. Importing the HMAC key costs about as
// much as checking a signature with it: imported once per key and handed to hono as a CryptoKey.
import { decode, sign, verify } from "hono/jwt";
import { base64url } from "./crypto";
import { checkedKeyring, type Key } from "./keyring";

const keys = new WeakMap<Key, Promise<CryptoKey>>();
const verifyKey = (key: Key): Promise<CryptoKey> => {
  let imported = keys.get(key);
  if (!imported) {
    imported = crypto.subtle.importKey("raw", key.bytes, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
    keys.set(key, imported);
  }
  return imported;
};

/** Signs claims with the keyring's newest key, its id in the header. */
export const signToken = (secret: string, claims: Record<string, unknown>) => {
  const { kid, bytes } = checkedKeyring(secret).current;
  return sign(claims, { kty: "oct", k: base64url(bytes), alg: "HS256", kid }, "HS256");
};

/** Checks a token against the key its header names; throws as hono's verify does. */
export const verifyToken = async (secret: string, token: string, options: { alg: "HS256"; exp?: boolean }) => {
  const kid = (decode(token).header as { kid?: unknown }).kid;
  const key = typeof kid === "string" ? checkedKeyring(secret).byKid.get(kid) : undefined;
  if (!key) throw new Error("unknown key id");
  return verify(token, await verifyKey(key), options);
};
