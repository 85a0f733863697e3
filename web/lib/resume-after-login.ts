// A tap that asked for a login goes on once the member is back (SPEC §4, §11): the page the login
// returns to knows from its address that it was asked (each page its own mark in the fragment), and
// runs the tap's action once, as soon as what it needs is in; the mark leaves the address first, so
// a reload or going back and forth asks nothing again. No router: the praise landing is drawn without one.
import { useEffect, useRef } from "react";

/**
 * Once `asked` and `ready`: `drop` takes the request out of the address, then `resume` runs — null
 * when there is nothing left to do (kept meanwhile, or the member's own). Never again on this page.
 */
export function useResumeAfterLogin(asked: boolean, ready: boolean, resume: (() => void) | null, drop: () => void) {
  const done = useRef(false);
  // After every render, with that render's `resume`: a check until it has run once.
  useEffect(() => {
    if (!asked || done.current || !ready) return;
    done.current = true;
    drop();
    resume?.();
  });
}
