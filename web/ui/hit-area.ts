// A control whose drawing is smaller than a fingertip still answers a 44 × 44 px touch (WCAG 2.5.5):
// a transparent ::after around it takes the taps, so the look stays as designed. Each side grows
// only as far as 44 px needs, never shrinks, and only on the sides it is told to, so two controls
// that sit side by side (a segmented toggle) grow away from each other instead of into each other.
// tests/e2e/support/targets.ts measures the grown area, and the a11y audit fails where a point of it
// does not take the tap (another control's, or clipped by a parent).
import type { CSS } from "./theme";

const TOUCH = "44px";
/**
 * How far one side grows (a negative inset): half of what the axis lacks of 44 px when both sides
 * grow, all of it when one does. An inset's percentage is of the control's own height (top, bottom)
 * or width (left, right), the control being the containing block.
 */
const grow = (share: 1 | 2) => `min(0px, calc((100% - ${TOUCH}) / ${share}))`;
const NONE = "0px";

export type HitAreaSides = {
  /** Which horizontal sides may grow: both (default) or only the start (left). */
  x?: "both" | "start";
  /** The pseudo-element that takes the taps: ::after (default), or ::before where ::after draws something. */
  on?: "after" | "before";
};

/** Spread into a control's styles, after any `all: "unset"`. The control becomes a containing block. */
export const hitArea = ({ x = "both", on = "after" }: HitAreaSides = {}): CSS => ({
  position: "relative",
  [`&::${on}`]: {
    content: '""',
    position: "absolute",
    top: grow(2),
    bottom: grow(2),
    left: x === "both" ? grow(2) : x === "start" ? grow(1) : NONE,
    right: x === "both" ? grow(2) : NONE,
  },
});

/**
 * For the buttons of a segmented control laid out in a row: each grows up and down, the first to
 * the left, the last to the right, and the ones between not sideways, so no two share a tap.
 */
export const segmentHitArea = (): CSS => ({
  ...hitArea({ x: "start" }),
  "&:last-child::after": { left: NONE, right: grow(1) },
  "&:not(:first-child):not(:last-child)::after": { left: NONE, right: NONE },
});
