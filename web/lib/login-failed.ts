// A Kakao login that came back refused lands on /login (SPEC §4 "Login callback"); this one mark, in
// the tab's sessionStorage, lets /login say why instead of starting over in silence.
import { LOGIN_FAILED_MESSAGE } from "@contract/auth";
import { webStorage } from "./storage";

const FAILED_KEY = "kkul.login-failed";

/** The worker's own words for a refused login (worker/edge/kakao-auth.ts), where none came back. */
export { LOGIN_FAILED_MESSAGE };
/** Kakao's `error=access_denied`: the person cancelled on Kakao's page. */
export const LOGIN_CANCELLED_MESSAGE = "카카오 로그인을 취소했어요. 다시 시작할 수 있어요.";

export const markLoginFailed = (message: string) => {
  try {
    webStorage("session").setItem(FAILED_KEY, message);
  } catch {} // storage blocked: /login just says nothing
};

/** Why the last login failed, once; null when it did not. */
export const takeLoginFailed = (): string | null => {
  try {
    const message = webStorage("session").getItem(FAILED_KEY);
    webStorage("session").removeItem(FAILED_KEY);
    return message;
  } catch {
    return null;
  }
};
