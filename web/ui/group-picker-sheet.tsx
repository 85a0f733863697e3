// The group (honey jar) picker in a bottom sheet, shared by send step 1 and the received-praise save.
// The text field filters the list; with allowCreate it also offers to add the typed name as a new
// group, but only when that text is non-empty, at most 15 characters and not an existing name
// (SPEC §5). Presentational: the caller loads the groups and does the create and confirm calls.
import { GENERIC_ERROR } from "@contract/errors";
import { quotedGroupLabel } from "@contract/group-label";
import { useEffect, useId, useState } from "react";
import { GROUP_NAME_TOO_LONG, typeGroupName } from "../lib/group-name";
import { Button } from "./button";
import { CheckMark } from "./check-mark";
import { GROUPS_LOADING } from "./group-words";
import { OptionCard } from "./option-card";
import { SheetDialog } from "./sheet-dialog";
import { Spinner } from "./spinner";
import { type FieldMessage, TextInput } from "./text-input";
import { styled } from "./theme";
import { VisuallyHidden } from "./visually-hidden";

export type PickableGroup = { groupId: number; groupName: string };

/** SPEC §5: the add option shows only for non-empty, valid (≤ 15 after typing), new text. */
export const canAddGroup = (text: string, groups: readonly PickableGroup[]) => {
  const name = text.trim();
  return name.length > 0 && !groups.some((group) => group.groupName === name);
};

const Scroll = styled("div", {
  flex: 1,
  minHeight: "160px",
  overflowY: "auto",
  margin: "0 -$1",
  padding: "$1",
  display: "flex",
  flexDirection: "column",
  gap: "$2",
});

const Options = styled("div", { display: "flex", flexDirection: "column", gap: "$2" });

const Option = styled(OptionCard, {
  display: "flex",
  alignItems: "center",
  gap: "$3",
  minHeight: "52px",
  padding: "0 $4",
});

const Name = styled("span", {
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

const AddOption = styled("button", {
  all: "unset",
  boxSizing: "border-box",
  display: "flex",
  alignItems: "center",
  gap: "$3",
  minHeight: "52px",
  padding: "0 $4",
  borderRadius: "$md",
  border: "1.5px dashed $honeyDeep",
  color: "$honeyDark",
  fontWeight: "$bold",
  cursor: "pointer",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "&:disabled": { cursor: "progress", opacity: 0.7 },
});

const Empty = styled("p", { padding: "$6 0", color: "$textSub", fontSize: "$sm", textAlign: "center" });
const Center = styled("div", { display: "grid", placeItems: "center", gap: "$3", padding: "$6 0" });

export type GroupPickerSheetProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** undefined while the list is loading. */
  groups: readonly PickableGroup[] | undefined;
  /** Shown instead of the list when it could not be loaded. */
  loadError?: string | null;
  onRetry?: () => void;
  selectedId: number | null;
  onSelect: (group: PickableGroup) => void;
  onConfirm: () => void;
  confirmText: string;
  /** The confirm action is under way. */
  busy?: boolean;
  allowCreate?: boolean;
  /**
   * With allowCreate, a name to offer when the member has no group at all: the field opens filled
   * with it, so adding it is one tap ('‘…’ 그룹 추가하기').
   */
  suggestion?: string;
  /** Creates the group (and usually selects it); a rejection's message shows under the field. */
  // biome-ignore lint/suspicious/noConfusingVoidType: callers pass either a plain handler or an async one
  onCreate?: (groupName: string) => Promise<unknown> | void;
  creating?: boolean;
};

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : GENERIC_ERROR);

export function GroupPickerSheet({
  open,
  title,
  onClose,
  groups,
  loadError,
  onRetry,
  selectedId,
  onSelect,
  onConfirm,
  confirmText,
  busy = false,
  allowCreate = false,
  suggestion,
  onCreate,
  creating = false,
}: GroupPickerSheetProps) {
  const [text, setText] = useState("");
  const [message, setMessage] = useState<FieldMessage | null>(null);
  const listId = useId();
  const name = text.trim();
  // Whether the member has been in the field during this opening, and whether the suggestion was made.
  const [entered, setEntered] = useState(false);
  const [suggested, setSuggested] = useState(false);

  // Each opening starts from a clean field.
  useEffect(() => {
    if (!open) {
      setText("");
      setMessage(null);
      setEntered(false);
      setSuggested(false);
    }
  }, [open]);

  // Once per opening, and only for a member with no group yet: the suggestion, ready to add. Set while
  // rendering, so it comes in the same paint as the empty list; never once the member is in the field
  // (typed letters would be added to its end, or the suggestion would land under their caret).
  const noGroups = groups !== undefined && groups.length === 0;
  if (open && noGroups && !suggested) {
    setSuggested(true);
    if (allowCreate && suggestion && !entered && text === "") setText(suggestion);
  }

  const shown = (groups ?? []).filter((group) => group.groupName.includes(name));
  const showAdd = allowCreate && onCreate !== undefined && groups !== undefined && canAddGroup(text, groups);

  const create = async () => {
    if (!onCreate || creating) return;
    try {
      await onCreate(name);
      setText("");
      setMessage(null);
    } catch (error) {
      setMessage({ tone: "error", text: messageOf(error) });
    }
  };

  return (
    <SheetDialog
      open={open}
      title={title}
      onClose={onClose}
      busy={busy || creating}
      footer={
        <Button fullWidth onClick={onConfirm} disabled={selectedId === null || creating} pending={busy}>
          {confirmText}
        </Button>
      }
    >
      <TextInput
        label={allowCreate ? "그룹 검색 또는 새 그룹 이름" : "그룹 검색"}
        hideLabel
        value={text}
        placeholder={allowCreate ? "그룹을 검색하거나 새 그룹 이름을 입력해주세요" : "그룹 이름으로 검색해주세요"}
        autoComplete="off"
        enterKeyHint="done"
        aria-controls={listId}
        message={message}
        readOnly={creating}
        onFocus={() => setEntered(true)}
        onChange={(typed) => {
          const next = typeGroupName(text, typed);
          setText(next.value);
          setMessage(next.tooLong ? { tone: "error", text: GROUP_NAME_TOO_LONG } : null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && showAdd) {
            event.preventDefault();
            void create();
          }
        }}
      />
      <Scroll id={listId}>
        {showAdd && (
          <AddOption type="button" onClick={() => void create()} disabled={creating} aria-busy={creating || undefined}>
            {creating ? (
              <Spinner size="sm" />
            ) : (
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            )}
            <Name>{`${quotedGroupLabel(name, ["‘", "’"])} 추가하기`}</Name>
          </AddOption>
        )}
        {groups === undefined && !loadError && (
          <Center role="status">
            <Spinner />
            <VisuallyHidden>{GROUPS_LOADING}</VisuallyHidden>
          </Center>
        )}
        {loadError && (
          <Center role="alert">
            <Empty>{loadError}</Empty>
            {onRetry && (
              <Button variant="secondary" onClick={onRetry}>
                다시 시도
              </Button>
            )}
          </Center>
        )}
        {groups !== undefined && groups.length === 0 && !showAdd && (
          <Empty>
            {allowCreate ? "아직 그룹이 없어요. 새 그룹 이름을 입력해 추가해보세요." : "아직 그룹이 없어요."}
          </Empty>
        )}
        {groups !== undefined && groups.length > 0 && shown.length === 0 && !showAdd && (
          <Empty>검색 결과가 없어요.</Empty>
        )}
        {shown.length > 0 && (
          <Options role="radiogroup" aria-label="내 그룹">
            {shown.map((group) => (
              <Option key={group.groupId}>
                <input
                  type="radio"
                  name={`${listId}-group`}
                  value={group.groupId}
                  checked={group.groupId === selectedId}
                  onChange={() => onSelect(group)}
                />
                <Name>{group.groupName}</Name>
                <CheckMark on={group.groupId === selectedId} />
              </Option>
            ))}
          </Options>
        )}
      </Scroll>
    </SheetDialog>
  );
}
