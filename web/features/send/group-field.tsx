// Send step 1's group field: a read-only field (a button) that opens the group picker sheet, where
// the member picks one of their groups or adds a new one (SPEC §2, §5).
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { groupQueries, useCreateGroup } from "../../api/groups";
import { GroupPickerSheet, type PickableGroup } from "../../ui/group-picker-sheet";
import { styled } from "../../ui/theme";

const Field = styled("div", { display: "flex", flexDirection: "column", gap: "$2" });
const Label = styled("span", { fontSize: "$sm", fontWeight: "$medium", color: "$textSub" });

const Opener = styled("button", {
  all: "unset",
  boxSizing: "border-box",
  display: "flex",
  alignItems: "center",
  gap: "$2",
  minHeight: "52px",
  padding: "0 $3 0 $4",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  cursor: "pointer",
  "&:focus-visible": { boxShadow: "inset 0 0 0 2px $colors$honeyDeep", outline: "none" },
  "& > span": { flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  variants: { empty: { true: { "& > span": { color: "$textMuted" } } } }, // placeholder-like, but readable (4.5:1)
});

// Keeps the field's height the same as TextInput's (whose message line is reserved).
const Spacer = styled("span", { display: "block", minHeight: "1.25rem" });

export function GroupField({
  groupId,
  groupName,
  onChange,
}: {
  groupId: number | null;
  groupName: string;
  onChange: (group: PickableGroup) => void;
}) {
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const [pendingId, setPendingId] = useState<number | null>(groupId);
  const [created, setCreated] = useState<PickableGroup | null>(null);
  const list = useQuery(groupQueries.list());
  const createGroup = useCreateGroup();

  const groups: PickableGroup[] | undefined = list.data?.map(({ groupId, groupName }) => ({ groupId, groupName }));
  // A group just created shows at once, even before the refreshed list arrives.
  if (groups && created && !groups.some((group) => group.groupId === created.groupId)) groups.push(created);

  const openSheet = () => {
    setPendingId(groupId);
    setOpen(true);
  };

  return (
    <Field>
      <Label id={labelId}>그룹</Label>
      <Opener
        type="button"
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-haspopup="dialog"
        empty={!groupName}
        onClick={openSheet}
      >
        <span id={`${labelId}-value`}>{groupName || "그룹을 선택해주세요"}</span>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M5 8l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Opener>
      <Spacer />
      <GroupPickerSheet
        open={open}
        title="그룹 선택"
        onClose={() => setOpen(false)}
        groups={groups}
        loadError={list.isError && !groups ? list.error.message : null}
        onRetry={() => void list.refetch()}
        selectedId={pendingId}
        onSelect={(group) => setPendingId(group.groupId)}
        confirmText="선택하기"
        onConfirm={() => {
          const chosen = groups?.find((group) => group.groupId === pendingId);
          if (chosen) onChange(chosen);
          setOpen(false);
        }}
        allowCreate
        creating={createGroup.isPending}
        onCreate={async (name) => {
          const group = await createGroup.mutateAsync(name);
          setCreated({ groupId: group.groupId, groupName: group.groupName });
          setPendingId(group.groupId);
        }}
      />
    </Field>
  );
}
