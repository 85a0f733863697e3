// An info tooltip (SPEC §2, §9): a button toggles a short note that fades in and out over 0.4 s
// (SPEC: 0.3–0.5 s) and closes on a click outside it or on Escape. The note stays in the DOM (hidden)
// while closed, so the trigger's aria-controls always points at a real element.
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { keyframes, styled } from "./theme";

export const TOOLTIP_FADE_MS = 400;

const fadeIn = keyframes({
  from: { opacity: 0, transform: "translateY(-4px)" },
  to: { opacity: 1, transform: "translateY(0)" },
});

const Wrap = styled("span", { position: "relative", display: "inline-flex", verticalAlign: "middle" });

const Trigger = styled("button", {
  all: "unset",
  display: "grid",
  placeItems: "center",
  // 44 px to the finger (WCAG 2.5.5), laid out as the 40 px it was: the margin gives back the growth.
  width: "44px",
  height: "44px",
  margin: "-2px",
  borderRadius: "$pill",
  color: "$textMuted",
  cursor: "pointer",
  "@media (hover: hover)": { "&:hover": { color: "$text", backgroundColor: "rgba(0, 0, 0, 0.04)" } },
  "&[aria-expanded='true']": { color: "$honeyDark" },
  "&:focus-visible": { outline: "3px solid $focus" },
});

const Bubble = styled("div", {
  position: "absolute",
  top: "calc(100% + 8px)",
  zIndex: 60,
  width: "max-content",
  maxWidth: "min(280px, calc(100vw - 40px))",
  padding: "$3 $4",
  borderRadius: "$md",
  backgroundColor: "rgba(31, 31, 31, 0.94)",
  color: "$white",
  fontSize: "$sm",
  fontWeight: "$regular",
  lineHeight: "$normal",
  textAlign: "left",
  whiteSpace: "normal",
  boxShadow: "0 6px 20px rgba(0, 0, 0, 0.18)",
  transition: `opacity ${TOOLTIP_FADE_MS}ms ease, transform ${TOOLTIP_FADE_MS}ms ease`,
  "&::before": {
    content: "''",
    position: "absolute",
    top: "-5px",
    width: "10px",
    height: "10px",
    backgroundColor: "inherit",
    transform: "rotate(45deg)",
  },
  '&[data-state="open"]': { opacity: 1, transform: "translateY(0)", animation: `${fadeIn} ${TOOLTIP_FADE_MS}ms ease` },
  '&[data-state="closed"]': { opacity: 0, transform: "translateY(-4px)", pointerEvents: "none" },
  variants: {
    align: {
      // The arrow sits under the 40 px trigger's centre in every alignment.
      start: { left: 0, "&::before": { left: "15px" } },
      end: { right: 0, "&::before": { right: "15px" } },
    },
  },
  defaultVariants: { align: "start" },
});

const InfoIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="M10 9v5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    <circle cx="10" cy="6.2" r="1.1" fill="currentColor" />
  </svg>
);

export type TooltipProps = {
  /** The trigger's accessible name, e.g. '스탬프 안내'. */
  label: string;
  /** The note (text; a tooltip holds nothing interactive). */
  children: ReactNode;
  /** Which edge of the note lines up with the trigger; 'end' for triggers near the right edge. */
  align?: "start" | "end";
  /** The trigger's face; an (i) icon by default. */
  icon?: ReactNode;
  className?: string;
};

export function Tooltip({ label, children, align = "start", icon, className }: TooltipProps) {
  const [open, setOpen] = useState(false);
  // Still rendered while fading out.
  const [present, setPresent] = useState(false);
  const wrapRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const contentId = useId();

  const show = useCallback(() => {
    clearTimeout(fadeTimer.current);
    setPresent(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    clearTimeout(fadeTimer.current);
    fadeTimer.current = setTimeout(() => setPresent(false), TOOLTIP_FADE_MS);
  }, []);

  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Escape belongs to the tooltip here, not to a dialog it may sit in.
      event.stopPropagation();
      close();
      triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("keydown", onKeyDown, true);
    };
  }, [open, close]);

  return (
    <Wrap ref={wrapRef} className={className}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={contentId}
        aria-describedby={open ? contentId : undefined}
        onClick={() => (open ? close() : show())}
      >
        {icon ?? <InfoIcon />}
      </Trigger>
      <Bubble id={contentId} role="tooltip" align={align} data-state={open ? "open" : "closed"} hidden={!present}>
        {children}
      </Bubble>
    </Wrap>
  );
}
