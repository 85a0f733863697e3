// Guide sections for feedback and overlays: toast, modal, confirmation dialog, tooltip, success popup.
import { PROFILE_MESSAGES } from "@contract/member";
import { PRAISE_MESSAGES } from "@contract/praise";
import { useCallback, useState } from "react";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { MOVE_SUCCESS } from "../../ui/messages";
import { Modal } from "../../ui/modal";
import { SuccessPopup } from "../../ui/success-popup";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";
import { Tooltip } from "../../ui/tooltip";
import { GuideSection, State, States } from "./guide-layout";

const Text = styled("p", { fontSize: "$sm", color: "$textSub", lineHeight: "$normal" });
const TooltipRow = styled("div", {
  display: "flex",
  alignItems: "center",
  gap: "$1",
  fontSize: "$sm",
  fontWeight: "$medium",
});

export function ToastSection() {
  const toast = useToast();
  return (
    <GuideSection
      id="toast"
      ko="토스트"
      en="Toast"
      note="화면 아래 24px, 최대 430px, 0.5초 동안 나타나고 사라져요. 기본 3000ms."
    >
      <States>
        <State caption="기본 (plain)">
          <Button variant="secondary" onClick={() => toast.show(PROFILE_MESSAGES.saved)}>
            기본 토스트 보기
          </Button>
        </State>
        <State caption="링크 (link: '이동')">
          <Button variant="secondary" onClick={() => toast.show(MOVE_SUCCESS, { link: { to: "/compliment/receive" } })}>
            링크 토스트 보기
          </Button>
        </State>
      </States>
    </GuideSection>
  );
}

export function ModalSection() {
  const [open, setOpen] = useState(false);
  return (
    <GuideSection
      id="modal"
      ko="모달"
      en="Modal"
      note="닫기 버튼, 기본 문구 '취소'와 '완료'. Esc와 바깥 영역으로도 닫혀요."
    >
      <States>
        <State caption="기본 (default)">
          <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
            모달 열기
          </Button>
        </State>
      </States>
      <Modal open={open} title="모달 제목" onClose={() => setOpen(false)} onConfirm={() => setOpen(false)}>
        <Text>모달 본문이 여기에 들어가요. 내용이 길면 본문만 스크롤돼요.</Text>
      </Modal>
    </GuideSection>
  );
}

export function ConfirmDialogSection() {
  const [open, setOpen] = useState(false);
  return (
    <GuideSection id="confirm-dialog" ko="확인 대화상자" en="ConfirmDialog">
      <States>
        <State caption="경고 (warning)">
          <Button variant="danger" onClick={() => setOpen(true)} aria-haspopup="dialog">
            삭제 확인 열기
          </Button>
        </State>
      </States>
      <ConfirmDialog
        open={open}
        title="그룹을 삭제할까요?"
        description={"삭제한 그룹과 그 안의 꿀은\n되돌릴 수 없어요."}
        confirmText="삭제"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </GuideSection>
  );
}

export function TooltipSection() {
  return (
    <GuideSection
      id="tooltip"
      ko="툴팁"
      en="Tooltip"
      note="0.4초 동안 나타나고 사라져요. 바깥을 누르거나 Esc로 닫혀요."
    >
      <States>
        <State caption="왼쪽 정렬 (align start)">
          <TooltipRow>
            스탬프 안내
            <Tooltip label="스탬프 안내">이 그룹에서 받은 스탬프 수 / 모든 그룹에서 받은 스탬프 수예요.</Tooltip>
          </TooltipRow>
        </State>
        <State caption="오른쪽 정렬 (align end)">
          <TooltipRow>
            배지 안내
            <Tooltip label="배지 안내" align="end">
              꿀을 주고받으면 배지를 모을 수 있어요.
            </Tooltip>
          </TooltipRow>
        </State>
      </States>
    </GuideSection>
  );
}

export function SuccessPopupSection() {
  const [open, setOpen] = useState(false);
  const hide = useCallback(() => setOpen(false), []);
  return (
    <GuideSection id="success-popup" ko="성공 팝업" en="SuccessPopup" note="2.5초 뒤에 스스로 사라져요.">
      <States>
        <State caption="기본 (default)">
          <Button variant="secondary" onClick={() => setOpen(true)}>
            성공 팝업 보기
          </Button>
        </State>
      </States>
      <SuccessPopup open={open} message={PRAISE_MESSAGES.saved} onHide={hide} />
    </GuideSection>
  );
}
