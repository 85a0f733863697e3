// The on/off switch's track and knob (a <button role="switch" aria-checked>): 52 × 32 drawn, 52 × 44
// to the finger (hit-area.ts, on ::before: ::after is the knob). `tone` is the colour when on.
import { hitArea } from "./hit-area";
import { styled } from "./theme";

export const SwitchTrack = styled("button", {
  all: "unset",
  ...hitArea({ on: "before" }),
  flexShrink: 0,
  width: "52px",
  height: "32px",
  borderRadius: "$pill",
  backgroundColor: "$gray300",
  cursor: "pointer",
  transition: "background-color 0.2s ease",
  "&::after": {
    content: '""',
    position: "absolute",
    top: "3px",
    left: "3px",
    width: "26px",
    height: "26px",
    borderRadius: "$pill",
    backgroundColor: "$white",
    boxShadow: "0 1px 3px rgba(0, 0, 0, 0.2)",
    transition: "transform 0.2s ease",
  },
  "&[aria-checked='true']::after": { transform: "translateX(20px)" },
  "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
  "&[aria-busy='true']": { cursor: "progress" },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "@media (prefers-reduced-motion: reduce)": { transition: "none", "&::after": { transition: "none" } },
  variants: {
    tone: {
      green: { "&[aria-checked='true']": { backgroundColor: "$green" } },
      honey: { "&[aria-checked='true']": { backgroundColor: "$honeyDark" } },
    },
  },
  defaultVariants: { tone: "green" },
});
