// What only the browser knows (its address, its settings) is drawn once the page is live: never in
// the worker's drawing, nor in the hydration that must match it.
import { type ReactNode, useDeferredValue, useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * `children()` once the page is live. After a hydration only this part is drawn again, and it is
 * mounted as a transition, which yields to the browser between components: the store's change alone
 * is drawn at once, in one task, which had drawn the whole page around it again and the part with its
 * new style rules (the jar page's share links). A page the client draws itself (a navigation in the
 * app) has it in its first frame.
 */
export function WhenLive({ children }: { children: () => ReactNode }) {
  const live = useDeferredValue(
    useSyncExternalStore(
      never,
      () => true,
      () => false,
    ),
  );
  return live ? children() : null;
}
