// The create-group dialog (SPEC §2): '새 그룹 생성', 516 px, '저장'/'취소'. Cancel restores the text it
// had when opened; save creates, then clears and closes. A refusal (e.g. the server's duplicate
// message) shows under the field and keeps the text. The caller does the call (home and group
// management both open it), so this widget stays free of api code.

import { GENERIC_ERROR } from "@contract/errors";
import { GROUP_DUPLICATE_MESSAGE } from "@contract/group";
import { useEffect, useRef, useState } from "react";
import { GROUP_NAME_TOO_LONG, isTakenGroupName, typeGroupName } from "../lib/group-name";
import { GROUP_NAME_PLACEHOLDER } from "./group-words";
import { Modal } from "./modal";
import { type FieldMessage, TextInput } from "./text-input";
import { styled } from "./theme";

export const CREATE_GROUP_DIALOG_HEIGHT = 516;

const Form = styled("form", { display: "flex", flexDirection: "column", gap: "$5", height: "100%" });
// The jar fills the room the dialog has and gives it up first: with the keyboard open on a small
// phone (320×360) it shrinks, then goes, and never lies over the hint or the field. The picture is
// placed against the room itself (absolute, centred by inset and auto margins): a grid or flex
// item's percentage height resolved against its own content, which put the jar low and cut it off.
const Art = styled("div", {
  position: "relative",
  flex: 1,
  minHeight: 0,
  overflow: "hidden",
  "& img": {
    position: "absolute",
    inset: 0,
    margin: "auto",
    width: "auto",
    height: "min(120px, 100%)",
    maxWidth: "100%",
  },
  "@media (max-height: 480px)": { display: "none" },
});
const Hint = styled("p", { fontSize: "$sm", color: "$textSub", textAlign: "center" });

export type CreateGroupDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Creates the group; a rejection's message is shown under the field. */
  onSave: (groupName: string) => Promise<unknown>;
  /**
   * The member's group names, where known: a name among them is refused as it is typed, with the
   * server's own duplicate message, and 저장 stays disabled (the server's 409 remains the backstop).
   */
  takenNames?: readonly string[];
};

const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : GENERIC_ERROR);

export function CreateGroupDialog({ open, onClose, onSave, takenNames = [] }: CreateGroupDialogProps) {
  const [text, setText] = useState("");
  const [message, setMessage] = useState<FieldMessage | null>(null);
  const [saving, setSaving] = useState(false);
  const textWhenOpened = useRef("");

  // Remember the text at the moment of opening (not on later keystrokes), for cancel to restore.
  const textNow = useRef(text);
  textNow.current = text;
  useEffect(() => {
    if (open) textWhenOpened.current = textNow.current;
  }, [open]);

  const cancel = () => {
    setText(textWhenOpened.current);
    setMessage(null);
    onClose();
  };

  const taken = isTakenGroupName(text, takenNames);
  const shown: FieldMessage | null = message ?? (taken ? { tone: "error", text: GROUP_DUPLICATE_MESSAGE } : null);

  const save = async () => {
    const groupName = text.trim();
    if (!groupName || saving || taken) return;
    setSaving(true);
    try {
      await onSave(groupName);
      setText("");
      textWhenOpened.current = "";
      setMessage(null);
      onClose();
    } catch (error) {
      setMessage({ tone: "error", text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="새 그룹 생성"
      onClose={cancel}
      onConfirm={save}
      confirmText="저장"
      cancelText="취소"
      confirmDisabled={text.trim() === "" || taken}
      busy={saving}
      height={CREATE_GROUP_DIALOG_HEIGHT}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Art aria-hidden="true">
          <img src="/images/logo.svg" alt="" width={120} height={120} />
        </Art>
        <Hint>함께 꿀을 주고받을 그룹의 이름을 지어주세요.</Hint>
        <TextInput
          label="그룹명"
          value={text}
          placeholder={GROUP_NAME_PLACEHOLDER}
          autoComplete="off"
          enterKeyHint="done"
          data-autofocus
          readOnly={saving}
          message={shown}
          onChange={(typed) => {
            const next = typeGroupName(text, typed);
            setText(next.value);
            setMessage(next.tooLong ? { tone: "error", text: GROUP_NAME_TOO_LONG } : null);
          }}
        />
      </Form>
    </Modal>
  );
}
