// The frame every sign-up step shares: header with back and the step's name, the progress bar,
// the question, the step's fields, and the main button pinned to the bottom. A member registered
// already (back into the form after signing up) never sees a step again: home, or the praise opened.
import { type ReactNode, useState } from "react";
import { Navigate } from "react-router-dom";
import { getPendingUuid, isLoggedIn } from "../../api/session";
import { BackButton } from "../../ui/back-button";
import { BottomBar } from "../../ui/bottom-bar";
import { PageHeader } from "../../ui/page-header";
import { ProgressBar } from "../../ui/progress-bar";
import { styled } from "../../ui/theme";

export const SIGNUP_STEPS = 3;

const Page = styled("div", { flex: 1, display: "flex", flexDirection: "column", backgroundColor: "$white" });

const Main = styled("main", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  padding: "$4 $5 $6",
});

const Prompt = styled("h2", {
  fontSize: "$2xl",
  fontWeight: "$bold",
  lineHeight: "$tight",
  whiteSpace: "pre-line",
  color: "$text",
});

const Description = styled("p", { marginTop: "$2", fontSize: "$sm", color: "$textSub" });

const Body = styled("div", { marginTop: "$8", display: "flex", flexDirection: "column", gap: "$4" });

const Footer = styled(BottomBar, { defaultVariants: { fade: "white" } });

export type SignupFrameProps = {
  /** The page's h1 in the header. */
  title: string;
  /** 1..3 for name, email and profile; none on the terms and completion pages. */
  step?: number;
  /** Replaces "back one step" (the terms page asks before leaving). */
  onBack?: () => void;
  hideBack?: boolean;
  prompt: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer: ReactNode;
};

/** Where a registered member goes instead of a sign-up step: the praise they were opening, else home. */
const afterSignup = () => {
  const uuid = getPendingUuid();
  return uuid ? `/compliment/${encodeURIComponent(uuid)}` : "/";
};

export function SignupFrame({
  title,
  step,
  onBack,
  hideBack,
  prompt,
  description,
  children,
  footer,
}: SignupFrameProps) {
  // Read as the step opens: the finishing step itself logs the member in on its way out.
  const [registered] = useState(isLoggedIn);
  if (registered) return <Navigate to={afterSignup()} replace />;
  return (
    <Page>
      <PageHeader title={title} left={hideBack ? undefined : <BackButton onClick={onBack} />} />
      {step !== undefined && <ProgressBar step={step} total={SIGNUP_STEPS} label="회원가입 진행 단계" />}
      <Main>
        <Prompt>{prompt}</Prompt>
        {description && <Description>{description}</Description>}
        <Body>{children}</Body>
      </Main>
      <Footer>{footer}</Footer>
    </Page>
  );
}
