// A centred modal dialog (SPEC §2): title, close button, content, cancel/confirm footer (default
// texts '취소' and '완료'). Focus is trapped inside; Escape and the overlay close it.
import { type ReactNode, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { Button } from "./button";
import { keyframes, styled } from "./theme";
import { useFocusTrap, useScrollLock } from "./use-focus-trap";

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: "translateY(12px) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

const Overlay = styled("div", {
  position: "fixed",
  inset: 0,
  zIndex: 900,
  display: "grid",
  placeItems: "center",
  padding: "$5",
  backgroundColor: "rgba(0, 0, 0, 0.45)",
  animation: `${fade} 0.2s ease`,
});

const Dialog = styled("div", {
  position: "relative",
  display: "flex",
  flexDirection: "column",
  width: "100%",
  maxHeight: "calc(100dvh - 40px)",
  padding: "$6 $5 $5",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "0 12px 40px rgba(0, 0, 0, 0.2)",
  animation: `${rise} 0.2s ease`,
  outline: "none",
  variants: {
    tone: {
      default: {},
      warning: { borderTop: "6px solid $danger" },
    },
  },
});

const Title = styled("h2", {
  fontSize: "$lg",
  fontWeight: "$bold",
  lineHeight: "$tight",
  paddingRight: "$8",
  textAlign: "left",
});

const Close = styled("button", {
  all: "unset",
  position: "absolute",
  top: "$3",
  right: "$3",
  display: "grid",
  placeItems: "center",
  width: "40px",
  height: "40px",
  borderRadius: "$pill",
  color: "$textSub",
  cursor: "pointer",
  "&:hover": { backgroundColor: "$gray100" },
  "&:focus-visible": { outline: "3px solid $focus" },
});

const Body = styled("div", { flex: 1, minHeight: 0, overflowY: "auto", marginTop: "$4" });
const Footer = styled("div", { display: "flex", gap: "$2", marginTop: "$5", "& > *": { flex: 1 } });

export type ModalProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  onConfirm?: () => void;
  confirmText?: string;
  cancelText?: string;
  confirmDisabled?: boolean;
  /** The confirm action is under way: its button shows a spinner and nothing can be pressed twice. */
  busy?: boolean;
  height?: number | string;
  maxWidth?: number | string;
  hideFooter?: boolean;
  tone?: "default" | "warning";
  /** Shown above the title (e.g. a warning icon). */
  icon?: ReactNode;
  children?: ReactNode;
};

export function Modal({
  open,
  title,
  onClose,
  onConfirm,
  confirmText = "완료",
  cancelText = "취소",
  confirmDisabled = false,
  busy = false,
  height,
  maxWidth = 400,
  hideFooter = false,
  tone = "default",
  icon,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  useFocusTrap(ref, open, close);
  useScrollLock(open);
  if (!open) return null;

  return createPortal(
    <Overlay onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <Dialog
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        tone={tone}
        css={{ height, maxWidth }}
      >
        {icon}
        <Title id={titleId}>{title}</Title>
        <Close type="button" aria-label="닫기" onClick={close} disabled={busy}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Close>
        <Body>{children}</Body>
        {!hideFooter && (
          <Footer>
            <Button variant="secondary" onClick={close} disabled={busy}>
              {cancelText}
            </Button>
            {onConfirm && (
              <Button
                onClick={onConfirm}
                disabled={confirmDisabled}
                pending={busy}
                variant={tone === "warning" ? "danger" : "primary"}
              >
                {confirmText}
              </Button>
            )}
          </Footer>
        )}
      </Dialog>
    </Overlay>,
    document.body,
  );
}
