// Whether a session is stored, as a hook. The server renders every page logged out (it cannot see
// the browser's storage), so during hydration this answers false like the server did and React then
// re-renders with the stored answer: no hydration mismatch, and the logged-in state follows at once.
import { useSyncExternalStore } from "react";
import { isLoggedIn } from "../api/session";

const subscribe = (onChange: () => void) => {
  // Another tab logging in or out; this tab's own changes re-render through navigation.
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

export const useLoggedIn = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => isLoggedIn(),
    () => false,
  );
