// Starting Kakao Login (SPEC §4, decision 026): the worker's GET /auth/kakao/start makes the state,
// PKCE verifier and nonce, keeps them in its own HttpOnly cookie and sends the browser on to Kakao,
// so the page holds none of them. /login's button, a praise landing's '꿀 저장하기' and a shared
// jar's opening page for someone not logged in all start here.

export const LOGIN_START_PATH = "/auth/kakao/start";

/** The start's address; `returnTo`, a path of this app, comes back in the login's answer. */
export const loginStartUrl = (returnTo?: string) =>
  returnTo ? `${LOGIN_START_PATH}?${new URLSearchParams({ returnTo })}` : LOGIN_START_PATH;

/** Leaves for Kakao through the worker. */
export async function startKakaoLogin(returnTo?: string): Promise<void> {
  window.location.assign(loginStartUrl(returnTo));
}
