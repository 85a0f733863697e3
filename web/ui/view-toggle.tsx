// A segmented icon toggle for how a list is shown (card | list, list | stamps): a labelled group of
// buttons whose aria-pressed marks the current view.
import { styled } from "./theme";

export const ViewToggle = styled("div", {
  marginLeft: "auto",
  display: "inline-flex",
  padding: "3px",
  borderRadius: "$pill",
  backgroundColor: "$gray100",
});

export const ViewButton = styled("button", {
  all: "unset",
  display: "grid",
  placeItems: "center",
  width: "36px",
  height: "32px",
  borderRadius: "$pill",
  color: "$textMuted",
  cursor: "pointer",
  "&[aria-pressed='true']": { backgroundColor: "$white", color: "$text", boxShadow: "0 1px 3px rgba(0, 0, 0, 0.12)" },
  "&:disabled": { cursor: "not-allowed", color: "$gray300", backgroundColor: "transparent", boxShadow: "none" },
  "&:focus-visible": { outline: "3px solid $focus" },
});
