// /signup/complete: the welcome, a short success popup, and start → /.
import { honorific } from "@contract/honorific";
import { useCallback, useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { getSession } from "../../api/session";
import { clearJustSignedUp, justSignedUp } from "../../lib/drafts";
import { Button } from "../../ui/button";
import { SuccessPopup } from "../../ui/success-popup";
import { styled } from "../../ui/theme";
import { VisuallyHidden } from "../../ui/visually-hidden";

const Page = styled("main", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  padding: "$6 $5 calc($5 + env(safe-area-inset-bottom))",
  background: "linear-gradient(180deg, $cream 0%, $white 70%)",
});

const Hero = styled("div", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "$3",
  textAlign: "center",
});

const Welcome = styled("p", { fontSize: "$3xl", fontWeight: "$bold", lineHeight: "$tight", whiteSpace: "pre-line" });
const Sub = styled("p", { fontSize: "$md", color: "$textSub" });

export function SignupCompletePage() {
  const navigate = useNavigate();
  // Right after a sign-up only: opened later (history, a bookmark), it is home, without the popup.
  const [welcome] = useState(justSignedUp);
  const [popup, setPopup] = useState(true);
  const hidePopup = useCallback(() => setPopup(false), []);
  const name = getSession().userName;
  if (!welcome) return <Navigate to="/" replace />;

  return (
    <Page>
      <h1>
        <VisuallyHidden>가입 완료</VisuallyHidden>
      </h1>
      <Hero>
        <img src="/images/logo.svg" alt="" width={120} height={120} />
        <Welcome>{name ? `${honorific(name)},\n환영해요!` : "환영해요!"}</Welcome>
        <Sub>이제 팀원에게 달콤한 꿀을 보내볼까요?</Sub>
      </Hero>
      <Button
        fullWidth
        onClick={() => {
          clearJustSignedUp();
          void navigate("/", { replace: true });
        }}
      >
        시작하기
      </Button>
      <SuccessPopup open={popup} message="회원가입이 완료되었어요" onHide={hidePopup} />
    </Page>
  );
}
