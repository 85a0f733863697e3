// Decision 023: a praise that does not name the member viewing it (their member name is not among the
// names it was sent to, compared without spaces: the host's viewerNamed). The landing says who it
// was for before saving, and saving asks first; the sender's list then marks them as not named.
import { honorific } from "@contract/honorific";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { styled } from "../../ui/theme";

const Note = styled("p", {
  padding: "$3 $4",
  borderRadius: "$md",
  backgroundColor: "$creamDeep",
  fontSize: "$sm",
  color: "$text",
  lineHeight: "$normal",
  wordBreak: "keep-all",
  "& strong": { fontWeight: "$bold" },
});

/** Said on the landing before saving: who the praise is for. */
export function NotNamedNote({ receivers }: { receivers: string }) {
  return (
    <Note data-testid="not-named-note">
      이 꿀은 <strong>{receivers}</strong>님에게 보낸 꿀이에요. 받는 사람에 내 이름은 없어요.
    </Note>
  );
}

/** Asked when the member taps save: keep it anyway, or not. */
export function NotNamedConfirm({
  open,
  receivers,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  receivers: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      tone="default"
      title="내 이름이 없는 꿀이에요"
      description={`${honorific(receivers)}에게 보낸 꿀이에요.\n그래도 내 꿀단지에 담을까요? 보낸 사람에게는 ‘받는 사람 아님’으로 표시돼요.`}
      confirmText="그래도 담기"
      cancelText="취소"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
