// The bar of a screen's main actions, kept at the bottom of the viewport while the page scrolls
// and clear of the phone's home indicator (safe-area inset). Side by side buttons share its width.
import { styled } from "./theme";

export const BottomBar = styled("div", {
  position: "sticky",
  bottom: 0,
  zIndex: 20,
  display: "flex",
  gap: "$2",
  padding: "$3 $5 calc($5 + env(safe-area-inset-bottom, 0px))",
  backgroundColor: "$white",
  // Beats the buttons' own `all: unset` (same specificity otherwise, and injected later).
  "& > button, & > a, & > form": { flex: "1 1 0" },
  variants: {
    /** A hairline above it: for a bar over content that scrolls beneath. */
    divided: { true: { boxShadow: "0 -1px 0 $colors$gray100" } },
    /** Content fades out under it instead of a hard edge, over the page's own background. */
    fade: {
      white: { background: "linear-gradient(180deg, rgba(255, 255, 255, 0) 0%, $white 24%)" },
      gray: { background: "linear-gradient(180deg, rgba(250, 250, 250, 0) 0%, $gray50 30%)" },
    },
  },
});
