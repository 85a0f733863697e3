// The selectable card every single-choice list uses (stamps, groups, yes/no): a <label> around a
// visually hidden radio, so the whole card is the hit area and the native input keeps keyboard and
// screen-reader behaviour. Layout (tile, row, cell) is the caller's: extend it with styled().
import { styled } from "./theme";

export const OptionCard = styled("label", {
  position: "relative",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  fontWeight: "$medium",
  cursor: "pointer",
  transition: "background-color 0.15s ease, box-shadow 0.15s ease",
  "&:has(input:checked)": {
    backgroundColor: "$cream",
    boxShadow: "inset 0 0 0 2px $colors$honeyDeep",
    fontWeight: "$bold",
  },
  "&:has(input:focus-visible)": { outline: "3px solid $focus", outlineOffset: "2px" },
  "& input": { position: "absolute", opacity: 0, width: "1px", height: "1px", margin: 0 },
});
