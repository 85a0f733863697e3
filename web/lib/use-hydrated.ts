// Whether the page is live in the browser: false while the worker draws it and while it hydrates, so
// what only the browser knows (its address, its settings) is shown after, never in the first render.
import { useSyncExternalStore } from "react";

const never = () => () => {};

export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
