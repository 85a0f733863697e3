// The app's toast (SPEC §2, §9): bottom centre, 24 px from the bottom, at most 430 px wide, fading in
// and out over 0.5 s, 3000 ms by default; the link variant adds '이동'. One at a time: a new one
// replaces the current one.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useNavigateTo } from "../lib/nav";
import { keyframes, styled } from "./theme";

export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = 500;

export type ToastOptions = { duration?: number; link?: { to: string; label?: string } };
type ToastApi = { show: (message: string, options?: ToastOptions) => void; hide: () => void };
type ToastState = { id: number; message: string; link?: ToastOptions["link"]; open: boolean };

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs <ToastProvider> above it");
  return api;
}

const Region = styled("div", {
  position: "fixed",
  left: "50%",
  bottom: "calc(24px + env(safe-area-inset-bottom, 0px))",
  transform: "translateX(-50%)",
  width: "calc(100% - 40px)",
  maxWidth: "430px",
  zIndex: 1000,
  pointerEvents: "none",
});

const fadeIn = keyframes({
  from: { opacity: 0, transform: "translateY(8px)" },
  to: { opacity: 1, transform: "translateY(0)" },
});

const Bubble = styled("div", {
  display: "flex",
  alignItems: "center",
  gap: "$3",
  minHeight: "48px",
  padding: "$3 $4",
  borderRadius: "$md",
  backgroundColor: "rgba(31, 31, 31, 0.92)",
  color: "$white",
  fontSize: "$sm",
  fontWeight: "$medium",
  lineHeight: "$normal",
  boxShadow: "0 6px 20px rgba(0, 0, 0, 0.18)",
  // A plain toast never swallows a tap meant for the button beneath it (e.g. a bottom '다음').
  pointerEvents: "none",
  "&[data-link]": { pointerEvents: "auto" },
  transition: `opacity ${TOAST_FADE_MS}ms ease, transform ${TOAST_FADE_MS}ms ease`,
  '&[data-state="open"]': { opacity: 1, transform: "translateY(0)", animation: `${fadeIn} ${TOAST_FADE_MS}ms ease` },
  '&[data-state="closed"]': { opacity: 0, transform: "translateY(8px)" },
});

const Message = styled("p", { flex: 1 });

const LinkButton = styled("button", {
  all: "unset",
  flexShrink: 0,
  padding: "$1 $2",
  borderRadius: "$sm",
  color: "$honey",
  fontWeight: "$bold",
  cursor: "pointer",
  "&:focus-visible": { outline: "2px solid $honey", outlineOffset: "2px" },
});

export function ToastProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigateTo();
  const [toast, setToast] = useState<ToastState | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clearTimers = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, []);

  const hide = useCallback(() => {
    clearTimers();
    setToast((current) => (current ? { ...current, open: false } : null));
    timers.current.push(setTimeout(() => setToast(null), TOAST_FADE_MS));
  }, [clearTimers]);

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      clearTimers();
      setToast((current) => ({ id: (current?.id ?? 0) + 1, message, link: options.link, open: true }));
      timers.current.push(setTimeout(hide, options.duration ?? TOAST_DURATION_MS));
    },
    [hide, clearTimers],
  );

  useEffect(() => clearTimers, [clearTimers]);
  const api = useMemo(() => ({ show, hide }), [show, hide]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="status" aria-live="polite" aria-atomic="true">
        {toast && (
          <Bubble
            key={toast.id}
            data-state={toast.open ? "open" : "closed"}
            data-link={toast.link ? "" : undefined}
            data-testid="toast"
          >
            <Message>{toast.message}</Message>
            {toast.link && (
              <LinkButton
                type="button"
                onClick={() => {
                  hide();
                  navigate(toast.link!.to);
                }}
              >
                {toast.link.label ?? "이동"}
              </LinkButton>
            )}
          </Bubble>
        )}
      </Region>
    </ToastContext.Provider>
  );
}
