// /signup/email (step 2/3): the address, then the mailed code (SPEC §4 Email verification).
import { asciiEmail, EMAIL_MESSAGES } from "@contract/auth";
import { EMAIL_PATTERN } from "@contract/rules";
import { useNavigate } from "react-router-dom";
import { checkVerificationCode, sendVerificationMail } from "../../api/member";
import { Button } from "../../ui/button";
import { EmailVerification } from "../../ui/email-verification";
import { SignupFrame } from "./signup-frame";
import { useSignupDraft } from "./use-signup-draft";

const validateEmail = (email: string) => (EMAIL_PATTERN.test(asciiEmail(email)) ? null : EMAIL_MESSAGES.invalid);

export function SignupEmailPage() {
  const navigate = useNavigate();
  const [draft, update] = useSignupDraft();

  return (
    <SignupFrame
      title="이메일 인증"
      step={2}
      prompt={"이메일을\n인증해주세요"}
      description="메일로 받은 인증번호 6자리를 입력해주세요."
      footer={
        <Button fullWidth disabled={!draft.isAuthCompleted} onClick={() => navigate("/signup/profile")}>
          다음
        </Button>
      }
    >
      <EmailVerification
        value={{ email: draft.email, code: draft.emailAuth, verified: draft.isAuthCompleted }}
        onChange={({ email, code, verified }) => update({ email, emailAuth: code, isAuthCompleted: verified })}
        validateEmail={validateEmail}
        sendCode={sendVerificationMail}
        checkCode={checkVerificationCode}
      />
    </SignupFrame>
  );
}
