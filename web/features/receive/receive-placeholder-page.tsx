// /compliment/receive: SPEC shows only placeholder text here (saved praise lives in the groups).
import { Screen } from "../../ui/screen";
import { styled } from "../../ui/theme";
import { VisuallyHidden } from "../../ui/visually-hidden";

export const RECEIVE_PLACEHOLDER_TEXT = "받은 꿀은 꿀단지에서 확인할 수 있어요.";

const Note = styled("p", { fontSize: "$md", color: "$textSub" });

export function ReceivePlaceholderPage() {
  return (
    <Screen centered>
      <h1>
        <VisuallyHidden>받은 꿀</VisuallyHidden>
      </h1>
      <Note>{RECEIVE_PLACEHOLDER_TEXT}</Note>
    </Screen>
  );
}
