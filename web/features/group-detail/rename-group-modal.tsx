// The rename-group modal (SPEC §2, §5): '그룹명 변경' with a live duplicate check, and a delete link
// that swaps it for the warning-styled, irreversible delete confirmation. Deleting goes to
// /group/management replacing this entry, with state.double so its back button skips this group.

import { quotedGroupLabel } from "@contract/group-label";
import { groupNameKey } from "@contract/rules";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { groupQueries, useDeleteGroup, useRenameGroup } from "../../api/groups";
import { GROUP_MESSAGES } from "../../lib/group-messages";
import { GROUP_NAME_TOO_LONG, typeGroupName } from "../../lib/group-name";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { GROUP_NAME_PLACEHOLDER } from "../../ui/group-words";
import { hitArea } from "../../ui/hit-area";
import { Modal } from "../../ui/modal";
import { type FieldMessage, TextInput } from "../../ui/text-input";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";
import { useDebouncedValue } from "./use-debounced-value";

export const DUPLICATE_CHECK_DELAY_MS = 300;

const DeleteLink = styled("button", {
  all: "unset",
  ...hitArea(),
  alignSelf: "flex-end",
  marginTop: "$2",
  marginBottom: "$2", // room for its grown tap area: the modal's body clips what reaches past it
  padding: "$1 $2",
  borderRadius: "$sm",
  fontSize: "$sm",
  color: "$textMuted",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  cursor: "pointer",
  "@media (hover: hover)": { "&:hover": { color: "$danger" } },
  "&:focus-visible": { outline: "3px solid $focus" },
});
const Form = styled("form", { display: "flex", flexDirection: "column" });

export type RenameGroupModalProps = {
  open: boolean;
  group: { groupId: number; groupName: string };
  onClose: () => void;
};

export function RenameGroupModal({ open, group, onClose }: RenameGroupModalProps) {
  // Mounted only while open, so every opening starts from the current name.
  return open ? <RenameGroupDialogs group={group} onClose={onClose} /> : null;
}

function RenameGroupDialogs({ group, onClose }: Omit<RenameGroupModalProps, "open">) {
  const navigate = useNavigate();
  const toast = useToast();
  const rename = useRenameGroup();
  const deleteGroup = useDeleteGroup();
  const [step, setStep] = useState<"rename" | "delete">("rename");
  const [text, setText] = useState(group.groupName);
  const [tooLong, setTooLong] = useState(false);

  const name = text.trim();
  const changed = name !== "" && name !== group.groupName;
  // '우리팀' → '우리 팀' respaces this group's own name: nothing to check against the others.
  const asked = changed && groupNameKey(name) !== groupNameKey(group.groupName);
  const settledName = useDebouncedValue(name, DUPLICATE_CHECK_DELAY_MS);
  const check = useQuery({ ...groupQueries.check(settledName), enabled: asked && settledName === name });
  const duplicate = asked && settledName === name && check.data?.isDuplicate === true;
  // Until the server has answered for exactly this text, saving would be a guess.
  // (If the check itself fails, the server still refuses a duplicate on save.)
  const checking = asked && (settledName !== name || check.isFetching || (!check.data && !check.isError));

  const message: FieldMessage | null = tooLong
    ? { tone: "error", text: GROUP_NAME_TOO_LONG }
    : duplicate
      ? { tone: "error", text: GROUP_MESSAGES.duplicateName }
      : null;
  const canSave = changed && !message && !checking;

  const save = () => {
    if (!canSave || rename.isPending) return;
    rename.mutate(
      { groupId: group.groupId, groupName: name },
      {
        onSuccess: () => {
          toast.show(GROUP_MESSAGES.renameSuccess);
          onClose();
        },
        onError: () => toast.show(GROUP_MESSAGES.renameFailure),
      },
    );
  };

  const remove = () =>
    deleteGroup.mutate(group.groupId, {
      onSuccess: () => {
        toast.show(GROUP_MESSAGES.deleteSuccess, { carry: true });
        void navigate("/group/management", { replace: true, state: { double: true } });
      },
      onError: () => toast.show(GROUP_MESSAGES.deleteFailure),
    });

  if (step === "delete") {
    return (
      <ConfirmDialog
        open
        tone="warning"
        title={`${quotedGroupLabel(group.groupName)}을 삭제할까요?`}
        description={GROUP_MESSAGES.deleteWarning}
        confirmText="삭제"
        cancelText="취소"
        busy={deleteGroup.isPending}
        onConfirm={remove}
        onCancel={() => setStep("rename")}
      />
    );
  }

  return (
    <Modal
      open
      title="그룹명 변경"
      onClose={onClose}
      onConfirm={save}
      confirmText="저장"
      cancelText="취소"
      confirmDisabled={!canSave}
      busy={rename.isPending}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextInput
          label="새 그룹명"
          value={text}
          placeholder={GROUP_NAME_PLACEHOLDER}
          autoComplete="off"
          enterKeyHint="done"
          data-autofocus
          readOnly={rename.isPending}
          message={message}
          onChange={(typed) => {
            const next = typeGroupName(text, typed);
            setText(next.value);
            setTooLong(next.tooLong);
          }}
        />
        <DeleteLink type="button" onClick={() => setStep("delete")} disabled={rename.isPending}>
          그룹 삭제하기
        </DeleteLink>
      </Form>
    </Modal>
  );
}
