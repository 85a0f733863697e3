// A centred modal dialog (SPEC §2): title, close button, content, cancel/confirm footer (default
// texts '취소' and '완료'), on the shared dialog frame (focus trap, Escape, overlay, busy guard).
import type { ReactNode } from "react";
import { Button } from "./button";
import { DialogCloseButton, DialogFrame, DialogTitle, useDialogClose } from "./dialog-frame";
import { styled } from "./theme";

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
  return (
    <DialogFrame open={open} onClose={onClose} busy={busy} placement="center" tone={tone} css={{ height, maxWidth }}>
      {icon}
      <DialogTitle css={{ paddingRight: "$8", textAlign: "left" }}>{title}</DialogTitle>
      <DialogCloseButton css={{ position: "absolute", top: "$3", right: "$3" }} />
      <Body>{children}</Body>
      {!hideFooter && (
        <ModalFooter
          cancelText={cancelText}
          confirmText={confirmText}
          onConfirm={onConfirm}
          confirmDisabled={confirmDisabled}
          busy={busy}
          tone={tone}
        />
      )}
    </DialogFrame>
  );
}

type FooterProps = Pick<ModalProps, "onConfirm" | "confirmDisabled" | "tone"> & {
  cancelText: string;
  confirmText: string;
  busy: boolean;
};

function ModalFooter({ cancelText, confirmText, onConfirm, confirmDisabled, busy, tone }: FooterProps) {
  const close = useDialogClose();
  return (
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
  );
}
