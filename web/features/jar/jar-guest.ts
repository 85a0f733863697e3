// Whether this browser has written in a shared jar as a guest. The writer cookie itself is HttpOnly
// (the worker's, docs/api.md fourth round): this mark only tells a drawn jar page to ask for the guest's own
// letters after hydration, which an anonymous reader never needs.
import { webStorage } from "../../lib/storage";

const KEY = "kkul-jar-guest";

export const markJarWriter = () => {
  try {
    webStorage("local").setItem(KEY, "1");
  } catch {
    // Storage blocked (a private window): the letters are still the guest's; the page shows them on reload.
  }
};

export const wroteAsGuest = () => {
  try {
    return webStorage("local").getItem(KEY) === "1";
  } catch {
    return false;
  }
};
