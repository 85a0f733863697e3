// The landing's way to keep a praise for a viewer not logged in: one tap to Kakao's authorize page (through
// the worker's start, decision 026), not through /login's button as well; the link's href, /login,
// is the way when JavaScript has not run. The code that starts the login loads on the tap, so the
// landing's first load does not carry it.
import { type MouseEvent, useEffect, useState } from "react";
import { isLoggedIn, setPendingUuid } from "../../api/session";
import { useNavigateTo } from "../../lib/nav";
import { useResumeAfterLogin } from "../../lib/resume-after-login";

/** The fragment the login started here comes back with: the save it was started for goes on. */
export const KEEP_ON_RETURN = "#keep";

/** `uuid`: the praise on the landing, kept as pending so login and sign-up come back to it. */
export function useLogInToKeep(uuid: string) {
  const navigate = useNavigateTo();
  const [leaving, setLeaving] = useState(false);

  const logInToKeep = (event: MouseEvent<HTMLAnchorElement>) => {
    setPendingUuid(uuid);
    event.preventDefault();
    setLeaving(true);
    // Back here from Kakao (or a sign-up) with the request to save; loaded with the tap, as the login.
    Promise.all([import("../../lib/return-to"), import("../../lib/kakao-login")])
      .then(([{ setReturnTo }, { startKakaoLogin }]) => {
        setReturnTo(`/compliment/${encodeURIComponent(uuid)}${KEEP_ON_RETURN}`);
        return startKakaoLogin();
      })
      .catch(() => {
        setLeaving(false);
        navigate("/login");
      });
  };

  // Back from Kakao restores this page from the bfcache: the link is idle again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  // Remembered for after login or sign-up (SPEC §3 session uuid), which come back here.
  // Asks the storage itself: the hydration pass renders logged out even when a session is stored.
  useEffect(() => {
    if (!isLoggedIn() && uuid) setPendingUuid(uuid);
  }, [uuid]);

  return { logInToKeep, leaving };
}

/**
 * Back from the login '로그인하고 꿀 저장하기' started (the address ends in #keep): once the member's own
 * view of the praise is in (`ready`), `keep` runs once — the choice of groups opens without a second
 * tap — and the address drops the request, so a reload asks nothing again. `keep` is null when there
 * is nothing to keep (the member's own praise, or one saved already).
 */
export function useKeepOnReturn(ready: boolean, keep: (() => void) | null) {
  const [asked] = useState(() => typeof window !== "undefined" && window.location.hash === KEEP_ON_RETURN);
  useResumeAfterLogin(asked, ready, keep, () =>
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`),
  );
}
