// /signup/name (step 1/3): at most 8 characters; a longer input is not taken and says so.
import { NAME_MESSAGES } from "@contract/auth";
import { useNavigate } from "react-router-dom";
import { useNameLimit } from "../../lib/name-limit";
import { Button } from "../../ui/button";
import { TextInput } from "../../ui/text-input";
import { SignupFrame } from "./signup-frame";
import { useSignupDraft } from "./use-signup-draft";

export function SignupNamePage() {
  const navigate = useNavigate();
  const [draft, update] = useSignupDraft();
  const limit = useNameLimit();

  const change = (name: string) => {
    if (limit.fits(name)) update({ name });
  };

  return (
    <SignupFrame
      title="이름 입력"
      step={1}
      prompt={"꿀을 주고받을\n이름을 알려주세요"}
      description="팀원들에게 보여지는 이름이에요."
      footer={
        <Button fullWidth disabled={!draft.name.trim()} onClick={() => navigate("/signup/email")}>
          다음
        </Button>
      }
    >
      <TextInput
        id="signup-name"
        label="이름"
        placeholder="예: 김꿀벌"
        autoComplete="nickname"
        value={draft.name}
        onChange={change}
        onBlur={limit.settle}
        message={limit.refused ? { tone: "error", text: NAME_MESSAGES.tooLong } : null}
      />
    </SignupFrame>
  );
}
