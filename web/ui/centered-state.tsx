// The centred column a screen shows instead of its content while loading, empty or failed: a
// spinner or an illustration, a line or two of text, maybe a retry button. Size is the caller's.
import { styled } from "./theme";

export const CenteredState = styled("div", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "$3",
  textAlign: "center",
  color: "$textSub",
});
