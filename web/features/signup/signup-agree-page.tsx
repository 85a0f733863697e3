// /signup/agree (SPEC §2 Sign-up, §5 Terms): all-agree, two required terms and one optional, each
// with its document. Leaving after checking anything asks first, then returns to /login.

import { CONSENT_LABELS } from "@contract/auth";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { clearSignupDraft } from "../../lib/drafts";
import { TERMS_LINKS } from "../../lib/external-links";
import { useLeaveGuard } from "../../ui/back-trap";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ExternalLink } from "../../ui/external-link";
import { hitArea } from "../../ui/hit-area";
import { styled } from "../../ui/theme";
import { SignupFrame } from "./signup-frame";
import { useSignupDraft } from "./use-signup-draft";

const TERMS = [
  { label: CONSENT_LABELS.serviceTerm, required: true, href: TERMS_LINKS.serviceTerm },
  { label: CONSENT_LABELS.personalInfo, required: true, href: TERMS_LINKS.personalInfo },
  { label: CONSENT_LABELS.emailMarketing, required: false, href: TERMS_LINKS.emailMarketing },
] as const;

const AllAgree = styled("label", {
  display: "flex",
  alignItems: "center",
  gap: "$3",
  minHeight: "56px",
  padding: "0 $4",
  borderRadius: "$md",
  backgroundColor: "$cream",
  fontSize: "$md",
  fontWeight: "$bold",
  cursor: "pointer",
});

const List = styled("ul", { listStyle: "none", margin: 0, padding: "0 $1", display: "flex", flexDirection: "column" });

const Row = styled("li", { display: "flex", alignItems: "center", gap: "$2", minHeight: "48px" });

const Term = styled("label", {
  flex: 1,
  display: "flex",
  alignItems: "center",
  gap: "$3",
  minHeight: "44px",
  padding: "0 $3",
  fontSize: "$sm",
  color: "$text",
  cursor: "pointer",
});

const Tag = styled("span", {
  fontWeight: "$bold",
  variants: { required: { true: { color: "$honeyDark" }, false: { color: "$textMuted" } } },
});

const View = styled(ExternalLink, {
  ...hitArea(),
  flexShrink: 0,
  padding: "$2",
  fontSize: "$xs",
  color: "$textMuted",
  textDecoration: "underline",
  "&:focus-visible": { outline: "3px solid $focus", borderRadius: "$sm" },
});

// A real checkbox, drawn as a round honey tick.
const Check = styled("input", {
  appearance: "none",
  flexShrink: 0,
  width: "24px",
  height: "24px",
  margin: 0,
  borderRadius: "$pill",
  border: "2px solid $gray300",
  backgroundColor: "$white",
  backgroundPosition: "center",
  backgroundRepeat: "no-repeat",
  cursor: "pointer",
  transition: "background-color 0.15s ease, border-color 0.15s ease",
  "&:checked": {
    borderColor: "$honeyDeep",
    backgroundColor: "$honeyDeep",
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M6 12.5l4 4L18 8' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E\")",
  },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

export function SignupAgreePage() {
  const navigate = useNavigate();
  const [draft, update] = useSignupDraft();
  const [leaving, setLeaving] = useState(false);
  const checked = draft.isCheckedTerms;
  const all = checked.every(Boolean);
  const requiredDone = checked[0] && checked[1];

  const toggle = (index: number) => {
    const next = [...checked] as typeof checked;
    next[index] = !next[index];
    update({ isCheckedTerms: next });
  };

  const back = () => {
    if (checked.some(Boolean)) setLeaving(true);
    else void navigate("/login");
  };
  // The phone's back asks too once a consent is ticked: the page before this one is Kakao's.
  useLeaveGuard(checked.some(Boolean), () => setLeaving(true));

  const leave = () => {
    clearSignupDraft();
    void navigate("/login", { replace: true });
  };

  return (
    <SignupFrame
      title="약관 동의"
      onBack={back}
      prompt={"꿀단지 이용을 위해\n약관에 동의해주세요"}
      description="필수 약관에 동의해야 가입할 수 있어요."
      footer={
        <Button fullWidth disabled={!requiredDone} onClick={() => navigate("/signup/name")}>
          다음
        </Button>
      }
    >
      <AllAgree>
        <Check type="checkbox" checked={all} onChange={() => update({ isCheckedTerms: [!all, !all, !all] })} />
        약관 전체 동의
      </AllAgree>
      <List>
        {TERMS.map((term, index) => (
          <Row key={term.label}>
            <Term>
              <Check type="checkbox" checked={checked[index]} onChange={() => toggle(index)} />
              <span>
                <Tag required={term.required}>{term.required ? "[필수] " : "[선택] "}</Tag>
                {term.label}
              </span>
            </Term>
            <View href={term.href} aria-label={`${term.label} 내용 보기 (새 창)`}>
              보기
            </View>
          </Row>
        ))}
      </List>
      <ConfirmDialog
        open={leaving}
        title="회원가입을 그만둘까요?"
        description="지금까지 입력한 내용은 저장되지 않아요."
        confirmText="그만두기"
        cancelText="계속하기"
        onConfirm={leave}
        onCancel={() => setLeaving(false)}
      />
    </SignupFrame>
  );
}
