// /email/update: a new address, verified as at sign-up; the current one is refused
// ('현재 이메일과 동일합니다.'). Saving goes through PATCH /api/member like the profile edit.
import { asciiEmail, EMAIL_MESSAGES } from "@contract/auth";
import { type MemberInfo, PROFILE_MESSAGES } from "@contract/member";
import { EMAIL_PATTERN } from "@contract/rules";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { checkVerificationCode, memberQueries, sendVerificationMail, useChangeEmail } from "../../api/member";
import { BackButton } from "../../ui/back-button";
import { BottomBar } from "../../ui/bottom-bar";
import { Button } from "../../ui/button";
import { EmailVerification, type EmailVerificationValue } from "../../ui/email-verification";
import { LOADING_LABEL } from "../../ui/messages";
import { PageHeader } from "../../ui/page-header";
import { TextInput } from "../../ui/text-input";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";
import { MEMBER_LOAD_FAILED } from "./profile-words";

const Page = styled("div", { flex: 1, display: "flex", flexDirection: "column" });
const Main = styled("main", { flex: 1, display: "flex", flexDirection: "column", gap: "$4", padding: "$4 $5 $6" });
const Footer = BottomBar;
const Skeleton = styled("div", { margin: "$4 $5", height: "180px", borderRadius: "$lg", backgroundColor: "$gray100" });

export function EmailUpdatePage() {
  const info = useQuery(memberQueries.info());
  return (
    <Page>
      <PageHeader title="이메일 변경" left={<BackButton />} />
      {info.data ? (
        <EmailForm member={info.data} />
      ) : info.isError ? (
        <Main role="alert">{MEMBER_LOAD_FAILED}</Main>
      ) : (
        <Skeleton role="status" aria-busy="true" aria-label={LOADING_LABEL} />
      )}
    </Page>
  );
}

function EmailForm({ member }: { member: MemberInfo }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [value, setValue] = useState<EmailVerificationValue>({ email: "", code: "", verified: false });

  const validateEmail = (email: string) => {
    const address = asciiEmail(email);
    if (!EMAIL_PATTERN.test(address)) return EMAIL_MESSAGES.invalid;
    if (address.toLowerCase() === member.email.toLowerCase()) return EMAIL_MESSAGES.sameAsCurrent;
    return null;
  };

  const save = useChangeEmail();
  const change = (email: string) =>
    save.mutateAsync({ name: member.name, email, profileImageUrl: member.imageUrl }).then(
      () => {
        toast.show(PROFILE_MESSAGES.saved, { carry: true });
        void navigate("/profile", { replace: true });
      },
      () => toast.show(PROFILE_MESSAGES.saveFailed),
    );

  return (
    <>
      <Main>
        <TextInput id="current-email" label="현재 이메일" value={member.email} onChange={() => undefined} readOnly />
        <EmailVerification
          emailLabel="새 이메일"
          value={value}
          onChange={setValue}
          validateEmail={validateEmail}
          sendCode={sendVerificationMail}
          checkCode={checkVerificationCode}
        />
      </Main>
      <Footer>
        <Button
          fullWidth
          disabled={!value.verified}
          pending={save.isPending}
          onClick={() => void change(value.email.trim())}
        >
          변경하기
        </Button>
      </Footer>
    </>
  );
}
