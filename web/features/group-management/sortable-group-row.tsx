// One row of the group management list: drag handle (pointer, touch or keyboard), name, trash, arrow.

import type { GroupSummary } from "@contract/group";
import { groupLabel } from "@contract/group-label";
import { useSortable } from "@dnd-kit/sortable";
import { Link } from "react-router-dom";
import { ChevronRightIcon, DragHandleIcon, TrashIcon } from "../../ui/icons";
import { styled } from "../../ui/theme";

const Row = styled("li", {
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: "$1",
  height: "64px",
  padding: "0 $1",
  borderRadius: "$md",
  backgroundColor: "$white",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  listStyle: "none",
  "&[data-dragging='true']": {
    zIndex: 2,
    boxShadow: "0 8px 24px rgba(185, 133, 0, 0.25), inset 0 0 0 2px $colors$honeyDeep",
  },
});

const iconButton = {
  all: "unset",
  flexShrink: 0,
  display: "grid",
  placeItems: "center",
  width: "44px",
  height: "44px",
  borderRadius: "$pill",
  color: "$textSub",
  cursor: "pointer",
  "@media (hover: hover)": { "&:hover:not(:disabled)": { backgroundColor: "$gray100" } },
  "&:focus-visible": { outline: "3px solid $focus" },
  "&:disabled": { cursor: "default", color: "$gray300" },
} as const;

const Handle = styled("button", {
  ...iconButton,
  touchAction: "none",
  cursor: "grab",
  "&:active": { cursor: "grabbing" },
});
const Trash = styled("button", iconButton);
const Arrow = styled(Link, { ...iconButton, color: "$text" });

const Name = styled("span", {
  flex: 1,
  minWidth: 0,
  paddingLeft: "$1",
  fontSize: "$md",
  fontWeight: "$medium",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export type SortableGroupRowProps = {
  group: GroupSummary;
  /** While an order is being saved, nothing can be dragged. */
  locked: boolean;
  onDelete: (group: GroupSummary) => void;
};

export function SortableGroupRow({ group, locked, onDelete }: SortableGroupRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: group.groupId,
    disabled: locked,
  });
  return (
    <Row
      ref={setNodeRef}
      data-dragging={isDragging}
      data-testid="group-row"
      style={{
        transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
    >
      <Handle
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-roledescription="순서 변경 손잡이"
        aria-label={`${group.groupName} 순서 바꾸기`}
      >
        <DragHandleIcon />
      </Handle>
      <Name>{group.groupName}</Name>
      <Trash type="button" aria-label={`${group.groupName} 삭제`} onClick={() => onDelete(group)}>
        <TrashIcon />
      </Trash>
      <Arrow to={`/group/${group.groupId}`} aria-label={`${groupLabel(group.groupName)}으로 이동`}>
        <ChevronRightIcon size={22} />
      </Arrow>
    </Row>
  );
}
