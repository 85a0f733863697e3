// The landing's way to keep a praise for a viewer not logged in: one tap to Kakao's authorize page (through
// the worker's start, decision 026), not through /login's button as well; the link's href, /login,
// is the way when JavaScript has not run. The code that starts the login loads on the tap, so the
// landing's first load does not carry it.
import { type MouseEvent, useEffect, useState } from "react";
import { isLoggedIn, setPendingUuid } from "../../api/session";
import { useNavigateTo } from "../../lib/nav";

/** `uuid`: the praise on the landing, kept as pending so login and sign-up come back to it. */
export function useLogInToKeep(uuid: string) {
  const navigate = useNavigateTo();
  const [leaving, setLeaving] = useState(false);

  const logInToKeep = (event: MouseEvent<HTMLAnchorElement>) => {
    setPendingUuid(uuid);
    event.preventDefault();
    setLeaving(true);
    import("../../lib/kakao-login")
      .then(({ startKakaoLogin }) => startKakaoLogin())
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
