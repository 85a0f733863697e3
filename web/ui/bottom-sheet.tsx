// A bottom sheet pinned to the bottom of its positioned parent, collapsed (only `peek` px showing) or
// expanded (`height` px). A vertical drag of more than `dragThreshold` px (SPEC §9: 10) on its top
// area expands it (up) or collapses it (down); the caller's handle (a real button) toggles it for
// taps and keyboards. Collapsed content is inert, so focus and screen readers skip what is hidden.
import { type ReactNode, useMemo, useRef } from "react";
import { css, styled } from "./theme";

export const SHEET_DRAG_THRESHOLD = 10;

const Sheet = styled("section", {
  position: "absolute",
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 10,
  display: "flex",
  flexDirection: "column",
  borderRadius: "$xl $xl 0 0",
  backgroundColor: "$white",
  boxShadow: "0 -6px 24px rgba(185, 133, 0, 0.16)",
  transition: "transform 0.3s ease",
  willChange: "transform",
});

const DragArea = styled("div", {
  flexShrink: 0,
  touchAction: "none", // a drag here moves the sheet, not the page
  userSelect: "none",
  cursor: "grab",
});

const Content = styled("div", { flex: 1, minHeight: 0, display: "flex", flexDirection: "column" });

export type BottomSheetProps = {
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Full height: px, or a CSS length such as `calc(100dvh - 235px)` that follows the viewport. */
  height: number | string;
  /** A floor under a CSS `height`, in px. */
  minHeight?: number;
  /** Height in px still showing when collapsed. */
  peek: number;
  /** The sheet's accessible name. */
  label: string;
  /** Top area: the toggle handle and the sheet's title row; dragging here moves the sheet. */
  top: ReactNode;
  children: ReactNode;
  dragThreshold?: number;
  className?: string;
};

/**
 * Collapsed, the sheet moves down by its own height minus the peek (100 % is the sheet's height). A
 * viewport-sized sheet sits on the screen's bottom edge, so its peek also clears the home indicator.
 */
const collapsedShift = (height: number | string, peek: number) =>
  typeof height === "number"
    ? `translateY(${Math.max(height - peek, 0)}px)`
    : `translateY(calc(100% - ${peek}px - env(safe-area-inset-bottom, 0px)))`;

const px = (length: number | string) => (typeof length === "number" ? `${length}px` : length);

/**
 * The sheet's size and both positions as a class of their own (stitches writes it into its sheet),
 * not a style attribute: the CSP of a page the worker drew allows no inline style (decision 013).
 */
const sizing = (height: number | string, minHeight: number | undefined, peek: number) =>
  css({
    height: px(height),
    ...(minHeight === undefined ? {} : { minHeight: px(minHeight) }),
    transform: collapsedShift(height, peek),
    "&[data-expanded='true']": { transform: "translateY(0)" },
  })().className;

export function BottomSheet({
  expanded,
  onExpandedChange,
  height,
  minHeight,
  peek,
  label,
  top,
  children,
  dragThreshold = SHEET_DRAG_THRESHOLD,
  className,
}: BottomSheetProps) {
  const drag = useRef<{ pointerId: number; startY: number; moved: boolean } | null>(null);
  const swallowClick = useRef(false);
  const size = useMemo(() => sizing(height, minHeight, peek), [height, minHeight, peek]);

  const travelled = (clientY: number) => (drag.current ? clientY - drag.current.startY : 0);

  return (
    <Sheet aria-label={label} className={[size, className].filter(Boolean).join(" ")} data-expanded={expanded}>
      <DragArea
        data-testid="sheet-drag-area"
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          drag.current = { pointerId: event.pointerId, startY: event.clientY, moved: false };
        }}
        onPointerMove={(event) => {
          const current = drag.current;
          if (!current || current.pointerId !== event.pointerId || current.moved) return;
          if (Math.abs(travelled(event.clientY)) > dragThreshold) {
            current.moved = true;
            // Captured only once it is a drag, so a plain tap still clicks the button under it.
            event.currentTarget.setPointerCapture?.(event.pointerId);
          }
        }}
        onPointerUp={(event) => {
          const current = drag.current;
          if (!current || current.pointerId !== event.pointerId) return;
          const dy = travelled(event.clientY);
          drag.current = null;
          if (Math.abs(dy) <= dragThreshold) return;
          swallowClick.current = true; // the click that may follow a drag is not a tap
          setTimeout(() => (swallowClick.current = false), 0);
          onExpandedChange(dy < 0);
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onClickCapture={(event) => {
          if (!swallowClick.current) return;
          swallowClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {top}
      </DragArea>
      <Content inert={!expanded}>{children}</Content>
    </Sheet>
  );
}
