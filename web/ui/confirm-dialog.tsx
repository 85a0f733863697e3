// A confirmation dialog with warning styling (SPEC §2): used before irreversible or lossy actions.
import type { ReactNode } from "react";
import { Modal } from "./modal";
import { styled } from "./theme";

const Description = styled("p", { color: "$textSub", fontSize: "$sm", lineHeight: "$normal", whiteSpace: "pre-line" });
const Icon = styled("div", {
  display: "grid",
  placeItems: "center",
  width: "44px",
  height: "44px",
  marginBottom: "$3",
  borderRadius: "$pill",
  backgroundColor: "#FDECEA",
  color: "$danger",
});

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmText: string;
  cancelText?: string;
  onConfirm: () => void;
  onCancel: () => void;
  tone?: "warning" | "default";
  busy?: boolean;
};

export function ConfirmDialog({
  open,
  title,
  description,
  confirmText,
  cancelText = "취소",
  onConfirm,
  onCancel,
  tone = "warning",
  busy,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      onConfirm={onConfirm}
      confirmText={confirmText}
      cancelText={cancelText}
      tone={tone}
      busy={busy}
      icon={
        tone === "warning" ? (
          <Icon aria-hidden="true">
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
              <path d="M12 3l10 18H2L12 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              <path d="M12 10v5M12 18v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Icon>
        ) : undefined
      }
    >
      {description && <Description>{description}</Description>}
    </Modal>
  );
}
