// The id_token check, against the keys the emulator publishes the way Kakao does: only a token signed
// by that key, for us, not expired, with the login's nonce, counts.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { base64url } from "../../lib/crypto";
import { emulatorSigningKey } from "../../test/browser";
import { IdTokenError, verifyIdToken } from "./id-token";

const RSA = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;
const encode = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));

const signWith = async (privateJwk: JsonWebKey, header: Record<string, unknown>, claims: Record<string, unknown>) => {
  const key = await crypto.subtle.importKey("jwk", privateJwk, RSA, false, ["sign"]);
  const body = `${encode(header)}.${encode(claims)}`;
  return `${body}.${base64url(await crypto.subtle.sign(RSA.name, key, new TextEncoder().encode(body)))}`;
};

const NONCE = "a-nonce-of-twenty-two-chars";
const now = () => Math.floor(Date.now() / 1000);
const expected = () => ({ authOrigin: env.KAKAO_AUTH_ORIGIN, clientId: env.KAKAO_REST_API_KEY, nonce: NONCE });

/** A token as Kakao would sign it for this login, with `changes` made to its claims. */
const kakaoToken = async (changes: Record<string, unknown> = {}, header: Record<string, unknown> = {}) => {
  const { kid, private_jwk } = await emulatorSigningKey();
  const claims = {
    iss: env.KAKAO_AUTH_ORIGIN,
    aud: env.KAKAO_REST_API_KEY,
    sub: "1001",
    iat: now(),
    exp: now() + 600,
    nonce: NONCE,
  };
  return signWith(
    JSON.parse(private_jwk) as JsonWebKey,
    { alg: "RS256", typ: "JWT", kid, ...header },
    { ...claims, ...changes },
  );
};

const refusal = async (token: string) => {
  try {
    await verifyIdToken(token, expected());
    return "accepted";
  } catch (error) {
    expect(error).toBeInstanceOf(IdTokenError);
    return (error as Error).message;
  }
};

describe("verifyIdToken (OpenID Connect, RS256 against the published keys)", () => {
  it("accepts Kakao's token for this login", async () => {
    const claims = await verifyIdToken(await kakaoToken(), expected());
    expect(claims.sub).toBe("1001");
  });

  it("refuses a token signed by another key, even under the published key's id", async () => {
    const { kid } = await emulatorSigningKey();
    const other = (await crypto.subtle.generateKey(
      { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ["sign", "verify"],
    )) as CryptoKeyPair;
    const forged = await signWith(
      (await crypto.subtle.exportKey("jwk", other.privateKey)) as JsonWebKey,
      { alg: "RS256", kid },
      {
        iss: env.KAKAO_AUTH_ORIGIN,
        aud: env.KAKAO_REST_API_KEY,
        sub: "1001",
        iat: now(),
        exp: now() + 600,
        nonce: NONCE,
      },
    );
    expect(await refusal(forged)).toBe("bad signature");
  });

  it("refuses a token for another app (aud), from another issuer, expired, or with another nonce", async () => {
    expect(await refusal(await kakaoToken({ aud: "someone-elses-app-key" }))).toBe("aud is not us");
    expect(await refusal(await kakaoToken({ iss: "https://evil.example" }))).toMatch(/^iss /);
    expect(await refusal(await kakaoToken({ exp: now() - 120 }))).toBe("expired");
    expect(await refusal(await kakaoToken({ nonce: "another-nonce-of-22-chars" }))).toBe("nonce mismatch");
    expect(await refusal(await kakaoToken({ nonce: undefined }))).toBe("nonce mismatch");
  });

  it("with several audiences, takes it only when azp names us; refuses one issued in the future, or with no iat", async () => {
    const both = [env.KAKAO_REST_API_KEY, "another-app-key"];
    expect(await refusal(await kakaoToken({ aud: both }))).toBe("azp missing");
    expect(await refusal(await kakaoToken({ aud: both, azp: "another-app-key" }))).toBe("azp is not us");
    expect(await refusal(await kakaoToken({ aud: both, azp: env.KAKAO_REST_API_KEY }))).toBe("accepted");
    expect(await refusal(await kakaoToken({ azp: "another-app-key" }))).toBe("azp is not us");
    expect(await refusal(await kakaoToken({ iat: now() + 300 }))).toBe("issued in the future");
    expect(await refusal(await kakaoToken({ iat: now() + 30 }))).toBe("accepted"); // within the clocks' skew
    expect(await refusal(await kakaoToken({ iat: undefined }))).toBe("unreadable token");
  });

  it("refuses an unsigned token, a key id nobody published, and what is not a JWS at all", async () => {
    const unsigned = await kakaoToken();
    const [header, payload] = unsigned.split(".");
    const none = `${encode({ alg: "none", kid: JSON.parse(atob(header!)).kid })}.${payload}.`;
    expect(await refusal(none)).not.toBe("accepted");
    expect(await refusal(await kakaoToken({}, { kid: "not-published" }))).toBe("no published key not-published");
    expect(await refusal("not.a.jws.at-all")).toBe("not a JWS");
    expect(await refusal("e30.e30.e30")).toBe("unreadable token");
  });

  describe("the published keys", () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    /** The requests for the key set while `run` goes (the real fetch, watched, not replaced). */
    const keyFetches = async (run: () => Promise<unknown>) => {
      const watched = vi.spyOn(globalThis, "fetch");
      await run();
      const asked = watched.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).endsWith("/jwks.json"),
      );
      watched.mockRestore();
      return asked.length;
    };

    it("are asked again once they are six hours old, even for a key id already known; not before", async () => {
      await verifyIdToken(await kakaoToken(), expected()); // the set in hand, whatever came before
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      vi.setSystemTime(Date.now() + 5 * 60 * 60 * 1000);
      expect(await keyFetches(async () => verifyIdToken(await kakaoToken(), expected()))).toBe(0);
      vi.setSystemTime(Date.now() + 61 * 60 * 1000); // past six hours since the set was fetched
      expect(await keyFetches(async () => verifyIdToken(await kakaoToken(), expected()))).toBe(1);
      expect(await keyFetches(async () => verifyIdToken(await kakaoToken(), expected()))).toBe(0);
    });
  });
});
