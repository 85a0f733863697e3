// Back (SPEC §2): to a given target, else back one step, or two when route state has `double`.
import { useLocation, useNavigate } from "react-router-dom";
import { IconButton as Base } from "./icon-button";

export function BackButton({ to, onClick }: { to?: string; onClick?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (onClick) return onClick();
    if (to) return navigate(to);
    const double = (location.state as { double?: boolean } | null)?.double;
    void navigate(double ? -2 : -1);
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
