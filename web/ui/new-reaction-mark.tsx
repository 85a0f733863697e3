// Home's small 'new' mark on a group whose sent praise got a reaction the owner has not
// seen. Visible words ('새 답장'), so a screen reader and speech input get the same as the eye.
import { styled } from "./theme";

const Mark = styled("span", {
  display: "inline-flex",
  alignItems: "center",
  gap: "3px",
  flexShrink: 0,
  padding: "0 6px",
  borderRadius: "$pill",
  backgroundColor: "$honeyDark",
  color: "$white",
  fontSize: "11px",
  fontWeight: "$bold",
  lineHeight: "18px",
  "&::before": {
    content: "''",
    width: "5px",
    height: "5px",
    borderRadius: "$pill",
    backgroundColor: "$honey",
  },
});

export function NewReactionMark({ show }: { show: boolean | undefined }) {
  if (!show) return null;
  return <Mark data-testid="new-reaction-mark">새 답장</Mark>;
}
