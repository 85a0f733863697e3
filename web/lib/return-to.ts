// A page to come back to after login or sign-up other than a praise (a shared jar's opening link,
// decision 024). Apart from web/api/session.ts, which the praise landing's first load carries.
import { browserStorage } from "../api/session";

const RETURN_TO_KEY = "returnTo";

/** Remembers `path` (a path of this app) for after login or sign-up. */
export const setReturnTo = (path: string, storage: Storage = browserStorage()) => storage.setItem(RETURN_TO_KEY, path);

/** The path to come back to, taken out of storage; only a path of this app (never another site). */
export const takeReturnTo = (storage: Storage = browserStorage()): string | null => {
  const path = storage.getItem(RETURN_TO_KEY);
  storage.removeItem(RETURN_TO_KEY);
  return path?.startsWith("/") && !path.startsWith("//") && !path.includes("\\") ? path : null;
};
