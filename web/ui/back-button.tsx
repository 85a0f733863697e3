// Back (SPEC §2): to a given target, else back one step, or two when route state has `double`.
import { useLocation, useNavigate } from "react-router-dom";
import { styled } from "./theme";

const Base = styled("button", {
  all: "unset",
  display: "grid",
  placeItems: "center",
  width: "44px",
  height: "44px",
  borderRadius: "$pill",
  color: "$text",
  cursor: "pointer",
  "&:hover": { backgroundColor: "rgba(0, 0, 0, 0.04)" },
  "&:focus-visible": { outline: "3px solid $focus" },
});

export function BackButton({ to, onClick }: { to?: string; onClick?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (onClick) return onClick();
    if (to) return navigate(to);
    const double = (location.state as { double?: boolean } | null)?.double;
    navigate(double ? -2 : -1);
  };
  return (
    <Base type="button" aria-label="뒤로 가기" onClick={goBack}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Base>
  );
}
