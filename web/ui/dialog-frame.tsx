// The one frame every modal surface builds on (Modal, SheetDialog): a dimmed overlay in a portal, a
// dialog panel with its ARIA wiring, focus trapped inside and given back on close, the page's
// scroll locked, and Escape, an overlay press or the close button closing it unless it is busy.

import { createContext, type ReactNode, useContext, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useBackTrap } from "./back-trap";
import { type CSS, keyframes, styled } from "./theme";
import { useFocusTrap, useScrollLock } from "./use-focus-trap";

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: "translateY(12px) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});
const slideUp = keyframes({ from: { transform: "translateY(100%)" }, to: { transform: "translateY(0)" } });

const Overlay = styled("div", {
  position: "fixed",
  inset: 0,
  zIndex: 900,
  display: "flex",
  justifyContent: "center",
  backgroundColor: "rgba(0, 0, 0, 0.45)",
  animation: `${fade} 0.2s ease`,
  variants: {
    placement: {
      center: {
        alignItems: "center",
        padding: "calc($5 + env(safe-area-inset-top, 0px)) $5 calc($5 + env(safe-area-inset-bottom, 0px))",
      },
      bottom: { alignItems: "flex-end" },
      full: { alignItems: "stretch", backgroundColor: "rgba(0, 0, 0, 0.88)" },
    },
  },
});

const Panel = styled("div", {
  position: "relative",
  display: "flex",
  flexDirection: "column",
  width: "100%",
  backgroundColor: "$white",
  outline: "none",
  variants: {
    placement: {
      center: {
        maxHeight: "calc(100dvh - 40px - env(safe-area-inset-top, 0px) - env(safe-area-inset-bottom, 0px))",
        padding: "$6 $5 $5",
        borderRadius: "$lg",
        boxShadow: "0 12px 40px rgba(0, 0, 0, 0.2)",
        animation: `${rise} 0.2s ease`,
      },
      bottom: {
        maxWidth: "$column",
        maxHeight: "min(85dvh, 720px)",
        padding: "$2 $5 calc($5 + env(safe-area-inset-bottom, 0px))",
        borderRadius: "$xl $xl 0 0",
        boxShadow: "0 -8px 32px rgba(0, 0, 0, 0.16)",
        animation: `${slideUp} 0.28s cubic-bezier(0.2, 0.8, 0.2, 1)`,
      },
      // The whole screen (the column's width), clear of notches and the home indicator.
      full: {
        maxWidth: "$column",
        padding:
          "calc($2 + env(safe-area-inset-top, 0px)) calc($4 + env(safe-area-inset-right, 0px)) calc($4 + env(safe-area-inset-bottom, 0px)) calc($4 + env(safe-area-inset-left, 0px))",
        backgroundColor: "#141414",
        color: "$white",
        animation: `${fade} 0.2s ease`,
      },
    },
    tone: {
      default: {},
      // A red band painted inside the panel, its lower edge straight: a top border on a rounded panel
      // follows the corners down and reads as a second, red layer behind the dialog.
      warning: {
        backgroundImage: "linear-gradient($colors$danger, $colors$danger)",
        backgroundSize: "100% 6px",
        backgroundRepeat: "no-repeat",
      },
    },
  },
  defaultVariants: { tone: "default" },
});

const Title = styled("h2", { fontSize: "$lg", fontWeight: "$bold", lineHeight: "$tight" });

const Close = styled("button", {
  all: "unset",
  display: "grid",
  placeItems: "center",
  // 44 px to the finger (WCAG 2.5.5), laid out as the 40 px it was: the margin gives back the growth.
  width: "44px",
  height: "44px",
  margin: "-2px",
  flexShrink: 0,
  borderRadius: "$pill",
  color: "$textSub",
  cursor: "pointer",
  "&:hover": { backgroundColor: "$gray100" },
  "&:focus-visible": { outline: "3px solid $focus" },
  "&:disabled": { cursor: "default", opacity: 0.4 },
});

type FrameContext = { titleId: string; close: () => void; busy: boolean };
const Context = createContext<FrameContext | null>(null);

const useFrame = () => {
  const frame = useContext(Context);
  if (!frame) throw new Error("DialogTitle and DialogCloseButton belong inside a DialogFrame");
  return frame;
};

export type DialogFrameProps = {
  open: boolean;
  onClose: () => void;
  /** An action is under way: the dialog cannot be dismissed until it ends. */
  busy?: boolean;
  placement: "center" | "bottom" | "full";
  tone?: "default" | "warning";
  /** Size overrides for the panel (e.g. SPEC's 516 px create-group height, 424 px detail width). */
  css?: CSS;
  overlayTestId?: string;
  /** The panel's content; it names the dialog with a DialogTitle. */
  children: ReactNode;
};

export function DialogFrame({
  open,
  onClose,
  busy = false,
  placement,
  tone,
  css,
  overlayTestId,
  children,
}: DialogFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  useFocusTrap(ref, open, close);
  useBackTrap(open, close);
  useScrollLock(open);
  if (!open) return null;

  return createPortal(
    <Overlay
      placement={placement}
      data-testid={overlayTestId}
      onMouseDown={(event) => event.target === event.currentTarget && close()}
    >
      <Panel
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        placement={placement}
        tone={tone}
        css={css}
      >
        <Context.Provider value={{ titleId, close, busy }}>{children}</Context.Provider>
      </Panel>
    </Overlay>,
    document.body,
  );
}

/** The dialog's name (its aria-labelledby target). */
export function DialogTitle({ css, children }: { css?: CSS; children: ReactNode }) {
  const { titleId } = useFrame();
  return (
    <Title id={titleId} css={css}>
      {children}
    </Title>
  );
}

/** The ✕ button: closes the dialog, disabled while it is busy. */
export function DialogCloseButton({ css }: { css?: CSS }) {
  const { close, busy } = useFrame();
  return (
    <Close type="button" aria-label="닫기" onClick={close} disabled={busy} css={css}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Close>
  );
}

/** The frame's guarded close (does nothing while busy), for a footer's cancel button. */
export const useDialogClose = () => useFrame().close;
