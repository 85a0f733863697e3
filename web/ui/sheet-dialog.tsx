// A modal bottom sheet: dims the page, slides up from the bottom of the 480 px column, traps focus,
// closes on Escape, the overlay or its close button (unless busy), and gives focus back when it closes.
import { type ReactNode, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { keyframes, styled } from "./theme";
import { useFocusTrap, useScrollLock } from "./use-focus-trap";

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({ from: { transform: "translateY(100%)" }, to: { transform: "translateY(0)" } });

const Overlay = styled("div", {
  position: "fixed",
  inset: 0,
  zIndex: 900,
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "center",
  backgroundColor: "rgba(0, 0, 0, 0.45)",
  animation: `${fade} 0.2s ease`,
});

const Panel = styled("div", {
  position: "relative",
  display: "flex",
  flexDirection: "column",
  width: "100%",
  maxWidth: "$column",
  maxHeight: "min(85dvh, 720px)",
  padding: "$2 $5 calc($5 + env(safe-area-inset-bottom, 0px))",
  borderRadius: "$xl $xl 0 0",
  backgroundColor: "$white",
  boxShadow: "0 -8px 32px rgba(0, 0, 0, 0.16)",
  animation: `${slideUp} 0.28s cubic-bezier(0.2, 0.8, 0.2, 1)`,
  outline: "none",
});

const Grabber = styled("div", {
  alignSelf: "center",
  width: "40px",
  height: "4px",
  margin: "$1 0 $3",
  borderRadius: "$pill",
  backgroundColor: "$gray200",
});

const Head = styled("div", { display: "flex", alignItems: "center", gap: "$2", minHeight: "44px" });
const Title = styled("h2", { flex: 1, fontSize: "$lg", fontWeight: "$bold", lineHeight: "$tight" });

const Close = styled("button", {
  all: "unset",
  display: "grid",
  placeItems: "center",
  width: "40px",
  height: "40px",
  marginRight: "-$2",
  borderRadius: "$pill",
  color: "$textSub",
  cursor: "pointer",
  "&:hover": { backgroundColor: "$gray100" },
  "&:focus-visible": { outline: "3px solid $focus" },
  "&:disabled": { cursor: "default", opacity: 0.4 },
});

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
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  useFocusTrap(ref, open, close);
  useScrollLock(open);
  if (!open) return null;

  return createPortal(
    <Overlay data-testid="sheet-overlay" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <Panel ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Grabber aria-hidden="true" />
        <Head>
          <Title id={titleId}>{title}</Title>
          <Close type="button" aria-label="닫기" onClick={close} disabled={busy}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Close>
        </Head>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Overlay>,
    document.body,
  );
}
