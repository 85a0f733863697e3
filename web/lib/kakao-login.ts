// Starting Kakao Login (SPEC §4): to Kakao's authorize page with a fresh state and PKCE challenge, kept
// for the callback (web/lib/pkce.ts). /login's button and a praise landing's '꿀 저장하기' for someone
// not logged in both start here, so the landing goes to Kakao in one tap instead of through /login.
import type { QueryClient } from "@tanstack/react-query";
import { clientConfigQuery } from "../api/config";
import { authorizeUrl, beginOAuthAttempt, callbackUrl } from "./pkce";

/** Leaves for Kakao; rejects (the page stays) when the settings or the crypto are not available. */
export async function startKakaoLogin(queryClient: QueryClient): Promise<void> {
  const settings = await queryClient.fetchQuery(clientConfigQuery);
  const { state, codeChallenge, nonce } = await beginOAuthAttempt();
  window.location.assign(authorizeUrl(settings, { redirectUri: callbackUrl(), state, codeChallenge, nonce }));
}
