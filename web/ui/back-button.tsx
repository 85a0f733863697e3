// Back (SPEC §2): to a given target, else back one step, or two when route state has `double`. Where
// that would leave the app — the first page of a session, e.g. a link opened from a KakaoTalk chat,
// whose WebView would go blank — it goes home instead (the route guard sends anonymous users on to
// /login), replacing the entry so the system back then closes the WebView.
import { useLocation, useNavigate } from "react-router-dom";
import { backLeavesApp } from "../lib/in-app";
import { IconButton as Base } from "./icon-button";

export const BACK_HOME = "/";

export function BackButton({ to, onClick }: { to?: string; onClick?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (onClick) return onClick();
    if (to) return navigate(to);
    const steps = (location.state as { double?: boolean } | null)?.double ? 2 : 1;
    if (backLeavesApp(location, steps)) return navigate(BACK_HOME, { replace: true });
    void navigate(-steps);
  };
  return (
    <Base type="button" aria-label="뒤로 가기" onClick={goBack}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Base>
  );
}
