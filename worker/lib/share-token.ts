// The share token (decision 026): a praise's uuid, MACed by the praise host when the praise is made,
// travels with the KakaoTalk share as serverCallbackArgs and comes back in Kakao's webhook, which
// marks only a praise the host itself prepared for sharing. HMAC-SHA-256 under a key derived from
// JWT_SECRET's keyring (HKDF, its own use), the key's id in front: `kid.mac`.
import { keyedMac } from "./keyed-mac";

const mac = keyedMac("kkul-share");
const message = (uuid: string) => `praise-share:${uuid.toLowerCase()}`;

export const shareTokenFor = (secret: string, uuid: string): Promise<string> => mac.sign(secret, message(uuid));

/** Whether `token` is the one the host made for this uuid (under any key still listed). */
export const isShareTokenOf = (secret: string, uuid: string, token: string): Promise<boolean> =>
  mac.verify(secret, message(uuid), token);
