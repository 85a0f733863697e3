// After 회원 탈퇴 the page loads /login afresh (nothing of the old session stays in memory); this one
// mark, in the tab's sessionStorage, lets /login say goodbye once instead of greeting a stranger.
import { webStorage } from "./storage";

const LEFT_KEY = "kkul.left";

export const FAREWELL_TITLE = "탈퇴가 완료되었어요.";
export const FAREWELL_TEXT = "그동안 꿀단지와 함께해줘서 고마워요. 언제든 다시 찾아와 주세요.";

export const markLeft = () => {
  try {
    webStorage("session").setItem(LEFT_KEY, "1");
  } catch {} // storage blocked: /login just says nothing
};

/** Whether the member has just left; true once, then the mark is gone. */
export const takeLeft = () => {
  try {
    const left = webStorage("session").getItem(LEFT_KEY) === "1";
    webStorage("session").removeItem(LEFT_KEY);
    return left;
  } catch {
    return false;
  }
};
