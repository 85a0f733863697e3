// The phone's back button closes what is open before it leaves the page (issue 25): an open dialog,
// sheet or the side menu takes the back press, as Escape does. Android KakaoTalk users live on that
// button.
//
// No history entry is pushed per panel (a panel closed by its own button would leave a dead entry
// behind, and taking it back races the navigation a panel's link starts). Instead the back press is
// caught: the trap's popstate listener runs before the router's (installBackTrap() is called by the
// entries before the router exists), hides the press from it, steps history back to where it was,
// and closes the top panel. A press that leaves the document (the first page of the session) cannot
// be caught; nothing can.
import { useEffect, useRef } from "react";

type Trap = { onBack: () => void; index: number | undefined };

const traps: Trap[] = [];
/** The popstate of our own step back to the page, not the member's. */
let restoring = false;

/** React Router's position in the session history, where it keeps one (the full app). */
const historyIndex = (): number | undefined => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : undefined;
};

let installed = false;

/** Listens before anything else does: call it before the router is created. */
export function installBackTrap() {
  if (installed) return;
  installed = true;
  window.addEventListener("popstate", (event) => {
    if (restoring) {
      restoring = false;
      event.stopImmediatePropagation();
      return;
    }
    const top = traps.at(-1);
    if (!top) return;
    // Only a step back from the panel's entry is the member's back press. The router's own steps
    // (a blocked navigation put back, web/features/groups' leave confirmation) and forward are its.
    const now = historyIndex();
    const known = top.index !== undefined && now !== undefined;
    if (known && now >= top.index!) return;
    event.stopImmediatePropagation();
    // Back to the entry the panel was opened on: forward by as many as the member went back.
    restoring = true;
    window.history.go(known ? top.index! - now : 1);
    top.onBack();
  });
}

/** While `open`, the back button calls `onBack` (the panel's own close) instead of leaving. */
export function useBackTrap(open: boolean, onBack: () => void) {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    if (!open) return;
    const trap: Trap = { onBack: () => latest.current(), index: historyIndex() };
    traps.push(trap);
    return () => {
      traps.splice(traps.indexOf(trap), 1);
    };
  }, [open]);
}
