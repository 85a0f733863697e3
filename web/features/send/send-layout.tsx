// The frame both send steps share: header with back, the 2-step progress bar, a scrolling body and
// the action bar pinned to the bottom of the column.
import type { ReactNode } from "react";
import { BackButton } from "../../ui/back-button";
import { BottomBar } from "../../ui/bottom-bar";
import { PageHeader } from "../../ui/page-header";
import { ProgressBar } from "../../ui/progress-bar";
import { styled } from "../../ui/theme";

const Page = styled("div", {
  display: "flex",
  flexDirection: "column",
  minHeight: "100dvh",
  backgroundColor: "$white",
});
const Main = styled("main", { flex: 1, display: "flex", flexDirection: "column", gap: "$6", padding: "$4 $5 $6" });
const Actions = styled(BottomBar, {
  paddingBottom: "calc($4 + env(safe-area-inset-bottom, 0px))",
  defaultVariants: { divided: true },
});

export const Heading = styled("h2", {
  fontSize: "$xl",
  fontWeight: "$bold",
  lineHeight: "$tight",
  wordBreak: "keep-all",
});

export function SendLayout({
  step,
  onBack,
  actions,
  children,
}: {
  /** Leave out where the praise exists already: no step is left to take. */
  step?: 1 | 2;
  onBack: () => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page>
      <PageHeader left={<BackButton onClick={onBack} />} title="꿀 보내기" />
      {step && <ProgressBar step={step} total={2} label="꿀 보내기 단계" />}
      <Main>{children}</Main>
      <Actions>{actions}</Actions>
    </Page>
  );
}
