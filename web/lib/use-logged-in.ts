// Whether the member is logged in, as a hook. During hydration it answers what the worker drew the
// page for (DrawnViewer: a member's view when the request carried their session, else anonymous), so
// the first render matches the worker's HTML; React then re-renders with the browser's own answer.
import { createContext, useContext, useSyncExternalStore } from "react";
import { isLoggedIn } from "../api/session";

const subscribe = (onChange: () => void) => {
  // Another tab logging in or out; this tab's own changes re-render through navigation.
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/** Whether the page being drawn or hydrated was drawn for a member (false: anonymous, or not drawn). */
export const DrawnViewer = createContext(false);

export const useLoggedIn = (): boolean => {
  const drawnForMember = useContext(DrawnViewer);
  return useSyncExternalStore(
    subscribe,
    () => isLoggedIn(),
    () => drawnForMember,
  );
};
