// A control whose drawing is smaller than a fingertip still answers a 44 × 44 px touch (WCAG 2.5.5):
// a transparent ::after around it takes the taps, so the look stays as designed. Each side grows
// only as far as 44 px needs, never shrinks, and only on the sides it is told to, so two controls
// that sit side by side (a segmented toggle) grow away from each other instead of into each other.
// tests/e2e/support/targets.ts measures the grown area and fails where two of them overlap.
import type { CSS } from "./theme";

const TOUCH = "44px";
/** How far one side grows: half of what is missing on that axis, or all of it when one side grows alone. */
const grow = (axis: "100%", share: 1 | 2) => `min(0px, calc((${axis} - ${TOUCH}) / ${share}))`;
const NONE = "0px";

export type HitAreaSides = {
  /** Which horizontal sides may grow: both (default), only the start (left) or only the end (right). */
  x?: "both" | "start" | "end";
  /** The pseudo-element that takes the taps: ::after (default), or ::before where ::after draws something. */
  on?: "after" | "before";
};

/** Spread into a control's styles, after any `all: "unset"`. The control becomes a containing block. */
export const hitArea = ({ x = "both", on = "after" }: HitAreaSides = {}): CSS => ({
  position: "relative",
  [`&::${on}`]: {
    content: '""',
    position: "absolute",
    // Percentages of top/bottom are of the control's height, of left/right of its width.
    top: grow("100%", 2),
    bottom: grow("100%", 2),
    left: x === "both" ? grow("100%", 2) : x === "start" ? grow("100%", 1) : NONE,
    right: x === "both" ? grow("100%", 2) : x === "end" ? grow("100%", 1) : NONE,
  },
});

/**
 * For the buttons of a segmented control laid out in a row: each grows up and down, the first to
 * the left, the last to the right, and the ones between not sideways, so no two share a tap.
 */
export const segmentHitArea = (): CSS => ({
  ...hitArea({ x: "start" }),
  "&:last-child::after": { left: NONE, right: grow("100%", 1) },
  "&:not(:first-child):not(:last-child)::after": { left: NONE, right: NONE },
});
