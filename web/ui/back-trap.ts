// The phone's back button closes what is open before it leaves the page: an open dialog,
// sheet or the side menu takes the back press, as Escape does. Android KakaoTalk users live on that
// button.
//
// No history entry is pushed per panel (a panel closed by its own button would leave a dead entry
// behind, and taking it back races the navigation a panel's link starts). Instead the back press is
// caught: the trap's popstate listener runs before the router's (installBackTrap() is called by the
// entries before the router exists), hides the press from it, steps history back to where it was,
// and closes the top panel. A press that leaves the document (the first page of the session) cannot
// be caught; nothing can.
import { useEffect, useLayoutEffect, useRef } from "react";

type Trap = { onBack: () => void; index: number | undefined; guard?: boolean };

/** Marks the history entry a leave guard keeps on top of its page's own (useLeaveGuard). */
const GUARD = "kkulGuard";
const onGuardEntry = () => (window.history.state as Record<string, unknown> | null)?.[GUARD] === true;

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
    if (top.guard) {
      // From the guard entry back to the page's own: ask, and stand on the guard again.
      if (onGuardEntry()) return;
      // Forward from the guard (back to the page, then forward to the step after it): the router's, so
      // the address and the page shown stay one (never the page under the next step's address).
      const now = historyIndex();
      if (top.index !== undefined && now !== undefined && now > top.index) return;
      event.stopImmediatePropagation();
      restoring = true;
      window.history.go(1);
      top.onBack();
      return;
    }
    // Only a step back from the panel's entry is the member's back press. The router's own steps
    // (a blocked navigation put back, web/features/group-detail's leave confirmation) and forward are its.
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

/**
 * Holds a trap on the stack while `active` (set up by `enter`, e.g. the guard entry), calling the
 * latest `onBack`. A layout effect: the trap is set before its panel is painted, so no back press
 * can come between.
 */
function useTrap(active: boolean, onBack: () => void, trapOf: () => Omit<Trap, "onBack">) {
  const latest = useRef(onBack);
  const describe = useRef(trapOf);
  useEffect(() => {
    latest.current = onBack;
  });
  useLayoutEffect(() => {
    if (!active) return;
    const trap: Trap = { ...describe.current(), onBack: () => latest.current() };
    traps.push(trap);
    return () => {
      traps.splice(traps.indexOf(trap), 1);
    };
  }, [active]);
}

/** While `open`, the back button calls `onBack` (the panel's own close) instead of leaving. */
export function useBackTrap(open: boolean, onBack: () => void) {
  useTrap(open, onBack, () => ({ index: historyIndex() }));
}

/**
 * While `active`, back asks before leaving the page (`onAttempt` opens its confirmation), also where
 * the entry before the page is another site's (Kakao's page before /signup/agree), which no popstate
 * can catch: the page keeps a guard entry (its own address again) on top of its own, and a back press
 * lands on its own entry, inside the document. Once inactive, the guard entry stays, an entry with
 * the page's own address (taking it back would race a navigation that ends the page).
 */
export function useLeaveGuard(active: boolean, onAttempt: () => void) {
  useTrap(active, onAttempt, () => {
    if (!onGuardEntry()) window.history.pushState({ ...window.history.state, [GUARD]: true }, "");
    // The guard entry shares the page's position (the router's idx): anything past it is forward.
    return { index: historyIndex(), guard: true };
  });
}
