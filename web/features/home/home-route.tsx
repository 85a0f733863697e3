// / in the full app (SPEC §2 Main home): `Home` (./home-page.tsx) with the member's name from storage.
// Arriving with state.showToast shows 'honey saved' for 3 s. Its own module because it reads the
// router: `Home`, which the worker draws and the drawn entry hydrates, imports none (decision 016).
import { PRAISE_MESSAGES } from "@contract/praise";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { getSession } from "../../api/session";
import { useToast } from "../../ui/toast";
import { Home } from "./home-page";

export const HONEY_SAVED_TOAST = PRAISE_MESSAGES.saved;
export const HONEY_SAVED_TOAST_MS = 3000;

export function HomePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const arrived = location.state as { showToast?: boolean; savedGroupId?: unknown } | null;
  const showToast = arrived?.showToast === true;
  const savedGroupId = typeof arrived?.savedGroupId === "number" ? arrived.savedGroupId : null;
  useEffect(() => {
    if (!showToast) return;
    // After a save from a praise's landing: '이동' opens the jar it went into.
    const link = savedGroupId === null ? undefined : { to: `/group/${savedGroupId}?tab=receive` };
    toast.show(HONEY_SAVED_TOAST, { duration: HONEY_SAVED_TOAST_MS, link });
    // Consumed: a reload or a later visit to this entry does not show it again. To this address
    // itself, not ".": from the index route the data router would make that "/?index".
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [showToast, savedGroupId, toast, navigate, location.pathname, location.search]);

  return <Home userName={getSession().userName ?? ""} />;
}
