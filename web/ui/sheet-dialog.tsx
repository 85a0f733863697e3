// A modal bottom sheet: slides up from the bottom of the 480 px column, on the shared dialog frame
// (dims the page, traps focus, closes on Escape, the overlay or its close button unless busy, and
// gives focus back when it closes).
import type { ReactNode } from "react";
import { DialogCloseButton, DialogFrame, DialogTitle } from "./dialog-frame";
import { styled } from "./theme";

const Grabber = styled("div", {
  alignSelf: "center",
  width: "40px",
  height: "4px",
  margin: "$1 0 $3",
  borderRadius: "$pill",
  backgroundColor: "$gray200",
});

const Head = styled("div", { display: "flex", alignItems: "center", gap: "$2", minHeight: "44px" });
const Body = styled("div", { flex: 1, minHeight: 0, display: "flex", flexDirection: "column", marginTop: "$3" });
const Footer = styled("div", { flexShrink: 0, paddingTop: "$4" });

export type SheetDialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** An action is under way: the sheet cannot be dismissed until it ends. */
  busy?: boolean;
  /** Pinned under the scrolling body (usually the confirm button). */
  footer?: ReactNode;
  children: ReactNode;
};

export function SheetDialog({ open, title, onClose, busy = false, footer, children }: SheetDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose} busy={busy} placement="bottom" overlayTestId="sheet-overlay">
      <Grabber aria-hidden="true" />
      <Head>
        <DialogTitle css={{ flex: 1 }}>{title}</DialogTitle>
        <DialogCloseButton css={{ marginRight: "-10px" }} />
      </Head>
      <Body>{children}</Body>
      {footer && <Footer>{footer}</Footer>}
    </DialogFrame>
  );
}
