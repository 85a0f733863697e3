// Keeping a received praise: the shared group picker (with add-group) over the viewer's groups, then
// POST /api/receive-praise. A 409 ('이미 저장한 꿀이에요.') is reported separately from other errors.
// A member with no jar yet is offered the sender's group name as a new one: one tap to add it.
import { GENERIC_ERROR } from "@contract/errors";
import { KEEP_CONFIRM, KEEP_TITLE } from "@contract/keep";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "../../api/api-error";
import { groupQueries, useCreateGroup } from "../../api/groups";
import { useKeepPraise } from "../../api/praise";
import { GroupPickerSheet, type PickableGroup } from "../../ui/group-picker-sheet";

export type KeepToGroupSheetProps = {
  uuid: string;
  open: boolean;
  onClose: () => void;
  /** Kept in this group. */
  onKept: (groupId: number) => void;
  /** The sender's group name: the new jar offered to a member who has none. */
  suggestedName?: string | null;
  onConflict: (message: string) => void;
  onError: (message: string) => void;
};

export function KeepToGroupSheet({
  uuid,
  open,
  onClose,
  onKept,
  suggestedName,
  onConflict,
  onError,
}: KeepToGroupSheetProps) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [created, setCreated] = useState<PickableGroup | null>(null);
  const list = useQuery(groupQueries.list());
  const createGroup = useCreateGroup();
  const save = useKeepPraise(uuid);
  // A second tap lands before React re-renders the button busy: a save in flight, or done, ignores it
  // (one save, and no '이미 저장한 꿀이에요.' after a successful one).
  const saving = useRef(false);

  const groups: PickableGroup[] | undefined = list.data?.map(({ groupId, groupName }) => ({ groupId, groupName }));
  if (groups && created && !groups.some((group) => group.groupId === created.groupId)) groups.push(created);

  const confirm = async () => {
    if (selectedId === null || saving.current) return;
    saving.current = true;
    try {
      await save.mutateAsync(selectedId);
    } catch (error) {
      saving.current = false;
      const message = error instanceof ApiError ? error.message : GENERIC_ERROR;
      if (error instanceof ApiError && error.status === 409) onConflict(message);
      else onError(message);
      return;
    }
    onKept(selectedId);
  };

  return (
    <GroupPickerSheet
      open={open}
      title={KEEP_TITLE}
      onClose={onClose}
      groups={groups}
      loadError={list.isError && !groups ? list.error.message : null}
      onRetry={() => void list.refetch()}
      selectedId={selectedId}
      onSelect={(group) => setSelectedId(group.groupId)}
      confirmText={KEEP_CONFIRM}
      onConfirm={() => void confirm()}
      busy={save.isPending}
      allowCreate
      suggestion={suggestedName ?? undefined}
      creating={createGroup.isPending}
      onCreate={async (name) => {
        const group = await createGroup.mutateAsync(name);
        setCreated({ groupId: group.groupId, groupName: group.groupName });
        setSelectedId(group.groupId);
      }}
    />
  );
}
