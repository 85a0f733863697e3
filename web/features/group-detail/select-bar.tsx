// The select-mode action bar (SPEC §2): how many are selected, 'move to another group' and the
// trash, both disabled while nothing is selected. Pinned to the bottom of the app column.
import { Button } from "../../ui/button";
import { TrashIcon } from "../../ui/icons";
import { styled } from "../../ui/theme";

const Bar = styled("div", {
  position: "fixed",
  left: "50%",
  bottom: 0,
  zIndex: 60,
  transform: "translateX(-50%)",
  width: "100%",
  maxWidth: "$column",
  display: "flex",
  alignItems: "center",
  gap: "$2",
  padding: "$3 $5 calc($3 + env(safe-area-inset-bottom, 0px))",
  backgroundColor: "$white",
  boxShadow: "0 -4px 16px rgba(0, 0, 0, 0.08)",
});

const Count = styled("p", {
  flexShrink: 0,
  minWidth: "4.5em",
  fontSize: "$sm",
  fontWeight: "$bold",
  color: "$textSub",
  fontVariantNumeric: "tabular-nums",
});

const Grow = styled("div", { flex: 1, minWidth: 0 });

const Trash = styled("button", {
  all: "unset",
  display: "grid",
  placeItems: "center",
  width: "48px",
  height: "48px",
  flexShrink: 0,
  borderRadius: "$md",
  color: "$danger",
  boxShadow: "inset 0 0 0 1px $colors$gray300",
  cursor: "pointer",
  "@media (hover: hover)": { "&:hover:not(:disabled)": { backgroundColor: "#FDECEA" } },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "&:disabled": { color: "$gray300", cursor: "not-allowed" },
});

export function SelectBar({ count, onMove, onDelete }: { count: number; onMove: () => void; onDelete: () => void }) {
  const none = count === 0;
  return (
    <Bar role="toolbar" aria-label="선택한 꿀">
      <Count aria-live="polite">{`${count}개 선택`}</Count>
      <Grow>
        <Button fullWidth disabled={none} onClick={onMove}>
          다른 그룹으로 옮기기
        </Button>
      </Grow>
      <Trash type="button" aria-label="선택한 꿀 삭제" disabled={none} onClick={onDelete}>
        <TrashIcon />
      </Trash>
    </Bar>
  );
}
