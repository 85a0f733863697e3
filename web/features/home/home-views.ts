// The member's choice of views on home (groups as cards or a list; stamps as honeycomb or a list),
// kept on this phone across visits in a cookie the worker reads too, so the home it draws (decision
// 021) already shows them. A drawn home hydrates with exactly the views it was drawn with.
import { DEFAULT_HOME_VIEWS, formatHomeViews, HOME_VIEWS_COOKIE, type HomeViews, parseHomeViews } from "@contract/home";
import { createContext, useCallback, useContext, useState } from "react";
import { readJson, webStorage, writeJson } from "../../lib/storage";

/** Where the version before the cookie kept them; still written, and read when there is no cookie. */
export const HOME_VIEWS_KEY = "kkul.homeViews";

/** The views the worker drew this home with (null: not a drawn home; the phone's own choice then). */
export const DrawnHomeViews = createContext<HomeViews | null>(null);

const cookieValue = () =>
  document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${HOME_VIEWS_COOKIE}=`))
    ?.slice(HOME_VIEWS_COOKIE.length + 1);

const storedViews = (): HomeViews => {
  const cookie = cookieValue();
  if (cookie) return parseHomeViews(cookie);
  try {
    const stored = readJson<Partial<HomeViews>>(webStorage("local"), HOME_VIEWS_KEY);
    return parseHomeViews(`${stored?.view ?? ""}.${stored?.stampView ?? ""}`);
  } catch {
    return DEFAULT_HOME_VIEWS;
  }
};

const storeViews = (views: HomeViews) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older iOS WebViews KakaoTalk runs in
  document.cookie = `${HOME_VIEWS_COOKIE}=${formatHomeViews(views)}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`;
  try {
    writeJson(webStorage("local"), HOME_VIEWS_KEY, views);
  } catch {
    // Storage full or refused: the cookie holds the choice.
  }
};

/** One of the views: the drawn one while hydrating, else the phone's; written back on every change. */
export function useHomeView<K extends keyof HomeViews>(key: K) {
  const drawn = useContext(DrawnHomeViews);
  const [value, setValue] = useState<HomeViews[K]>(() => (drawn ?? storedViews())[key]);
  const choose = useCallback(
    (next: HomeViews[K]) => {
      setValue(next);
      storeViews({ ...storedViews(), [key]: next });
    },
    [key],
  );
  return [value, choose] as const;
}
