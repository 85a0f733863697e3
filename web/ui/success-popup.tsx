// A short success popup (SPEC §2, §9): a card with a check, centred at the top of the column so it
// never covers the page's own content, that hides itself after 2.5 s.
import { useEffect } from "react";
import { CheckMark } from "./check-mark";
import { keyframes, styled } from "./theme";

export const SUCCESS_POPUP_MS = 2500;

const pop = keyframes({
  "0%": { opacity: 0, transform: "translate(-50%, -12px)" },
  "12%": { opacity: 1, transform: "translate(-50%, 0)" },
  "88%": { opacity: 1, transform: "translate(-50%, 0)" },
  "100%": { opacity: 0, transform: "translate(-50%, -12px)" },
});

const Card = styled("div", {
  position: "fixed",
  top: "calc(16px + env(safe-area-inset-top, 0px))",
  left: "50%",
  zIndex: 950,
  display: "flex",
  alignItems: "center",
  gap: "$3",
  width: "max-content",
  maxWidth: "min(400px, calc(100% - 40px))",
  padding: "$3 $5 $3 $3",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "0 12px 40px rgba(0, 0, 0, 0.18)",
  pointerEvents: "none",
  transform: "translate(-50%, 0)",
  animation: `${pop} ${SUCCESS_POPUP_MS}ms ease forwards`,
  // The pop ends on a hidden frame, and the theme cuts motion to almost nothing: without motion the card
  // simply shows until its timer hides it.
  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
});

const Message = styled("p", { fontSize: "$md", fontWeight: "$bold", color: "$text", lineHeight: "$normal" });

export type SuccessPopupProps = { open: boolean; message: string; onHide: () => void };

export function SuccessPopup({ open, message, onHide }: SuccessPopupProps) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onHide, SUCCESS_POPUP_MS);
    return () => clearTimeout(timer);
  }, [open, onHide]);

  return (
    <div role="status" aria-live="polite">
      {open && (
        <Card>
          <CheckMark size="lg" tone="success" />
          <Message>{message}</Message>
        </Card>
      )}
    </div>
  );
}
