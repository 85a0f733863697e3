// /setting/leave (회원 탈퇴, decision 020): says plainly what goes and what stays, offers 내 꿀
// 내려받기 first, and asks in SPEC's warning-styled confirmation. After DELETE /api/member the
// session is gone on both sides; the page says goodbye and a full load of /login starts afresh.
// Only right after a login (decision 028): on the host's 403 the page says why and sends the member
// through Kakao again, back to this page with the confirmation open.
import { LEAVE_MESSAGES, WITHDRAWN_MEMBER_NAME } from "@contract/member";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { ApiError } from "../../api/api-error";
import { useLeaveService } from "../../api/member";
import { FAREWELL_TITLE, markLeft } from "../../lib/farewell";
import { startKakaoLogin } from "../../lib/kakao-login";
import { BackButton } from "../../ui/back-button";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { PageHeader } from "../../ui/page-header";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";

export const LEAVE_FAILED = "탈퇴하지 못했어요. 잠시 후 다시 시도해주세요.";
/** Where the login for 회원 탈퇴 comes back to: this page, with the confirmation open. */
export const LEAVE_AFTER_LOGIN = "/setting/leave?confirm=1";

const Page = styled("div", { flex: 1, display: "flex", flexDirection: "column" });
const Main = styled("main", { display: "flex", flexDirection: "column", gap: "$5", padding: "$2 $5 $8" });
const Lead = styled("p", { fontSize: "$lg", fontWeight: "$bold", lineHeight: "$tight", wordBreak: "keep-all" });
const Box = styled("section", {
  padding: "$4 $5",
  borderRadius: "$lg",
  backgroundColor: "$gray50",
  "& h2": { fontSize: "$md", fontWeight: "$bold", marginBottom: "$2" },
  "& ul": { margin: 0, paddingLeft: "1.2em", fontSize: "$sm", color: "$textSub", lineHeight: "$normal" },
  "& li": { wordBreak: "keep-all" },
  "& li + li": { marginTop: "$1" },
});
const ExportLink = styled(Link, {
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  color: "$honeyDark",
  fontSize: "$sm",
  fontWeight: "$bold",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
const Done = styled("main", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "$4",
  padding: "$8 $5",
  textAlign: "center",
  "& p": { color: "$textSub", wordBreak: "keep-all" },
});

export function LeavePage() {
  const toast = useToast();
  const [search, setSearch] = useSearchParams();
  const [asking, setAsking] = useState(() => search.get("confirm") === "1");
  // Opened once: a reload or a return to this page later is the ordinary one.
  useEffect(() => {
    if (search.has("confirm")) setSearch({}, { replace: true });
  }, [search, setSearch]);
  const [loginAgain, setLoginAgain] = useState(false);
  const [left, setLeft] = useState(false);
  const leave = useLeaveService();
  const confirmLeave = () =>
    leave.mutateAsync().then(
      () => {
        markLeft();
        setAsking(false);
        setLeft(true);
      },
      (error: Error) => {
        setAsking(false);
        if (error instanceof ApiError && error.status === 403 && error.message === LEAVE_MESSAGES.loginAgain) {
          setLoginAgain(true);
        } else {
          toast.show(LEAVE_FAILED);
        }
      },
    );

  if (left) {
    return (
      <Page>
        <Done role="status">
          <Lead>{FAREWELL_TITLE}</Lead>
          <p>그동안 꿀단지와 함께해줘서 고마워요.</p>
          {/* A full load: nothing of the old session stays in memory. */}
          <Button onClick={() => window.location.replace("/login")}>처음으로</Button>
        </Done>
      </Page>
    );
  }

  return (
    <Page>
      <PageHeader title="회원 탈퇴" left={<BackButton to="/profile" />} />
      <Main>
        <Lead>탈퇴하기 전에 확인해주세요.</Lead>
        <Box aria-labelledby="leave-goes">
          <h2 id="leave-goes">지워지는 것</h2>
          <ul>
            <li>내 이름, 이메일, 프로필 이미지와 약관 동의</li>
            <li>내 꿀단지(그룹)와 그 안에 담은 꿀, 내가 남긴 꿀 답장</li>
            <li>내가 보냈지만 아직 아무도 담지 않은 꿀</li>
            <li>배지, 로그인 기록, 카카오 계정 연결</li>
          </ul>
        </Box>
        <Box aria-labelledby="leave-stays">
          <h2 id="leave-stays">남는 것</h2>
          <ul>
            <li>
              내가 보낸 꿀 중 이미 다른 사람이 담은 꿀은 그 사람의 꿀단지에 남아요. 보낸 사람은 ‘{WITHDRAWN_MEMBER_NAME}
              ’으로 보여요.
            </li>
          </ul>
        </Box>
        <ExportLink to="/setting/export">탈퇴하기 전에 내 꿀 내려받기</ExportLink>
        <Button variant="danger" fullWidth onClick={() => setAsking(true)}>
          탈퇴하기
        </Button>
      </Main>
      <ConfirmDialog
        open={asking}
        title="정말 탈퇴할까요?"
        description={"탈퇴하면 되돌릴 수 없어요.\n같은 카카오 계정으로 다시 가입하면 새 계정으로 시작해요."}
        confirmText="탈퇴"
        cancelText="취소"
        busy={leave.isPending}
        onConfirm={() => void confirmLeave()}
        onCancel={() => setAsking(false)}
      />
      <ConfirmDialog
        open={loginAgain}
        title="다시 로그인해주세요"
        description={LEAVE_MESSAGES.loginAgain}
        confirmText="다시 로그인"
        cancelText="취소"
        onConfirm={() => void startKakaoLogin(LEAVE_AFTER_LOGIN)}
        onCancel={() => setLoginAgain(false)}
      />
    </Page>
  );
}
