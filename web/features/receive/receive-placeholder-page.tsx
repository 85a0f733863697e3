// /compliment/receive: SPEC shows only placeholder text here (saved praise lives in the groups). A
// header with the back arrow and a link to the jars keep it from being a dead end.
import { AppLink } from "../../lib/nav";
import { BackButton } from "../../ui/back-button";
import { PageHeader } from "../../ui/page-header";
import { Screen } from "../../ui/screen";
import { styled } from "../../ui/theme";

export const RECEIVE_PLACEHOLDER_TEXT = "받은 꿀은 꿀단지에서 확인할 수 있어요.";

const Page = styled("div", { flex: 1, display: "flex", flexDirection: "column", backgroundColor: "$white" });
const Note = styled("p", { fontSize: "$md", color: "$textSub" });
const JarsLink = styled(AppLink, {
  display: "inline-flex",
  alignItems: "center",
  minHeight: "$touch",
  padding: "0 $6",
  borderRadius: "$md",
  backgroundColor: "$honey",
  color: "$text",
  fontWeight: "$bold",
  textDecoration: "none",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

export function ReceivePlaceholderPage() {
  return (
    <Page>
      <PageHeader title="받은 꿀" left={<BackButton />} />
      <Screen centered>
        <Note>{RECEIVE_PLACEHOLDER_TEXT}</Note>
        <JarsLink to="/">내 꿀단지로 가기</JarsLink>
      </Screen>
    </Page>
  );
}
