// A previous/next pager with a position text between the arrows ('1 / 3', '2번째 그룹 / 5'). Pages are
// 1-based and clamped to 1..total, so it never points past either end.
import type { ReactNode } from "react";
import { css, styled } from "./theme";

/** 1..total (total below 1 counts as one page). */
export const clampPage = (page: number, total: number) =>
  Math.min(Math.max(Math.trunc(page) || 1, 1), Math.max(total, 1));

const Nav = styled("nav", { display: "inline-flex", alignItems: "center", gap: "$1" });

const Arrow = styled("button", {
  all: "unset",
  display: "grid",
  placeItems: "center",
  // 44 px to the finger (WCAG 2.5.5), laid out as the 36 px it was: the margin gives back the growth.
  width: "44px",
  height: "44px",
  margin: "-4px",
  borderRadius: "$pill",
  color: "$text",
  cursor: "pointer",
  "@media (hover: hover)": { "&:hover:not(:disabled)": { backgroundColor: "rgba(0, 0, 0, 0.05)" } },
  "&:focus-visible": { outline: "3px solid $focus" },
  "&:disabled": { color: "$gray300", cursor: "default" },
});

const Position = styled("span", {
  minWidth: "3.5em",
  fontSize: "$sm",
  fontWeight: "$medium",
  color: "$textSub",
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});

// A class, not a style attribute: a drawn page's CSP allows no inline style attributes (decision 013).
const flipped = css({ transform: "scaleX(-1)" });

const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" className={flip ? flipped() : undefined}>
    <path
      d="M12.5 4.5L7 10l5.5 5.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export type PagerProps = {
  /** 1-based; shown clamped. */
  page: number;
  total: number;
  /** Called with the clamped page the user moved to. */
  onChange: (page: number) => void;
  /** The landmark's name for screen readers, e.g. '그룹 페이지'. */
  label: string;
  /** The position text; defaults to 'page / total'. */
  format?: (page: number, total: number) => ReactNode;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
};

export function Pager({
  page,
  total,
  onChange,
  label,
  format,
  previousLabel = "이전",
  nextLabel = "다음",
  className,
}: PagerProps) {
  const pages = Math.max(total, 1);
  const current = clampPage(page, pages);
  return (
    <Nav aria-label={label} className={className}>
      <Arrow
        type="button"
        aria-label={previousLabel}
        disabled={current <= 1}
        onClick={() => onChange(clampPage(current - 1, pages))}
      >
        <Chevron />
      </Arrow>
      <Position aria-live="polite">{format ? format(current, pages) : `${current} / ${pages}`}</Position>
      <Arrow
        type="button"
        aria-label={nextLabel}
        disabled={current >= pages}
        onClick={() => onChange(clampPage(current + 1, pages))}
      >
        <Chevron flip />
      </Arrow>
    </Nav>
  );
}
