// A round 44 px button for a single icon (give it an aria-label): header menus, back, edit, close.
import { styled } from "./theme";

export const IconButton = styled("button", {
  all: "unset",
  display: "grid",
  placeItems: "center",
  flexShrink: 0,
  width: "44px",
  height: "44px",
  borderRadius: "$pill",
  color: "$text",
  cursor: "pointer",
  "@media (hover: hover)": { "&:hover:not(:disabled)": { backgroundColor: "rgba(0, 0, 0, 0.05)" } },
  "&:focus-visible": { outline: "3px solid $focus" },
  "&:disabled": { color: "$gray300", cursor: "default" },
});
