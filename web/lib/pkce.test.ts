import { describe, expect, it } from "vitest";
import {
  authorizeUrl,
  beginOAuthAttempt,
  codeChallengeFor,
  createCodeVerifier,
  createState,
  OAUTH_ATTEMPT_KEY,
  takeOAuthAttempt,
} from "./pkce";

describe("PKCE", () => {
  // RFC 7636 Appendix B, as published (rfc-editor.org/rfc/rfc7636#appendix-B).
  it("matches RFC 7636 Appendix B", async () => {
    expect(await codeChallengeFor("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });

  it("makes verifiers of 43–128 unreserved characters, different each time", () => {
    const verifiers = Array.from({ length: 50 }, createCodeVerifier);
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    expect(new Set(verifiers).size).toBe(verifiers.length);
    expect(createState()).not.toBe(createState());
  });

  it("keeps one attempt for exactly one callback", async () => {
    const { state, codeVerifier, codeChallenge, nonce } = await beginOAuthAttempt();
    expect(codeChallenge).toBe(await codeChallengeFor(codeVerifier));
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22,128}$/); // what the worker's contract takes (NonceSchema)
    expect(takeOAuthAttempt()).toEqual({ state, codeVerifier, nonce });
    expect(window.sessionStorage.getItem(OAUTH_ATTEMPT_KEY)).toBeNull();
    expect(takeOAuthAttempt()).toBeNull();
  });

  it("builds the authorize URL with S256, OpenID Connect's nonce and our callback", () => {
    const url = new URL(
      authorizeUrl(
        { kakaoAuthOrigin: "https://kauth.test", kakaoClientId: "abc" },
        { redirectUri: "https://kkul.test/login/kakao", state: "s1", codeChallenge: "c1", nonce: "n1" },
      ),
    );
    expect(url.origin + url.pathname).toBe("https://kauth.test/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "abc",
      redirect_uri: "https://kkul.test/login/kakao",
      response_type: "code",
      state: "s1",
      code_challenge: "c1",
      code_challenge_method: "S256",
      scope: "openid",
      nonce: "n1",
    });
  });
});
