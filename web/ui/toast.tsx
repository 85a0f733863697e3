// The app's toast (SPEC §2, §9): bottom centre, 24 px from the bottom, at most 430 px wide, fading in
// and out over 0.5 s, TOAST_DURATION_MS by default; the link variant adds '이동'. One at a time: a new one
// replaces the current one. Where the page has a bar of buttons at the bottom, it shows above it.
// A toast belongs to its page and never outlives it: a move to another page clears it (sign-up's mail
// toast never reaches the praise page the sign-up returns to, however fast the steps are walked). Only
// a toast shown with `carry`, a result whose caller moves on at once (a profile saved, then the
// profile), comes along onto that next page, and no further.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useNavigateTo, usePathname } from "../lib/nav";
import { keyframes, styled } from "./theme";

export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = 500;
/** How soon after a `carry` toast the next page must arrive for it to come along (a lazy page's chunk included). */
export const TOAST_CARRY_MS = 2000;

export type ToastOptions = {
  duration?: number;
  link?: { to: string; label?: string };
  /** The caller moves to another page right after: the toast is that page's too (and no further one's). */
  carry?: boolean;
};
type ToastApi = { show: (message: string, options?: ToastOptions) => void; hide: () => void };
type ToastState = { id: number; message: string; link?: ToastOptions["link"]; open: boolean; lift: number | null };

/** Taller than this, what sits at the bottom is a sheet or an overlay, not a bar of buttons. */
const BAR_MAX_HEIGHT = 160;
/** The toast's gap above a bar, as SPEC's 24 px is its gap above the screen's edge where there is none. */
const GAP_ABOVE_BAR = 12;

/**
 * Where the page keeps a bar of buttons at the bottom (a sticky or fixed bar: select mode's toolbar,
 * send's 미리보기 / 꿀 보내기), the distance from the viewport's bottom that clears it; null where
 * there is none, so SPEC's 24 px holds.
 */
const clearanceAboveBar = (region: HTMLElement | null): number | null => {
  if (typeof document.elementsFromPoint !== "function") return null; // no layout (happy-dom)
  const x = window.innerWidth / 2;
  const y = window.innerHeight - 8;
  for (const hit of document.elementsFromPoint(x, y)) {
    if (region?.contains(hit)) continue;
    for (let el: Element | null = hit; el && el !== document.body; el = el.parentElement) {
      const { position } = getComputedStyle(el);
      if (position !== "sticky" && position !== "fixed") continue;
      const rect = el.getBoundingClientRect();
      if (rect.height > BAR_MAX_HEIGHT || rect.bottom < window.innerHeight - 1) break;
      return window.innerHeight - rect.top + GAP_ABOVE_BAR;
    }
    return null; // the topmost thing there is not a bar
  }
  return null;
};

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
  const region = useRef<HTMLDivElement>(null);
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

  // The page the current toast belongs to (where it was shown, or carried to), when it was shown, and
  // whether it has already come along onto a new page.
  const shown = useRef<{ path: string; at: number; carry: boolean; carried: boolean } | null>(null);
  const pathname = usePathname();
  // The page being drawn: a toast its own effects show (home's, on arrival) is that page's.
  const page = useRef(pathname);
  page.current = pathname;
  useEffect(() => {
    const current = shown.current;
    if (!current || current.path === pathname) return;
    if (current.carry && !current.carried && Date.now() - current.at <= TOAST_CARRY_MS) {
      current.carried = true;
      current.path = pathname;
      return;
    }
    shown.current = null;
    clearTimers();
    setToast(null);
  }, [pathname, clearTimers]);

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      clearTimers();
      shown.current = { path: page.current, at: Date.now(), carry: options.carry === true, carried: false };
      const lift = clearanceAboveBar(region.current);
      setToast((current) => ({ id: (current?.id ?? 0) + 1, message, link: options.link, open: true, lift }));
      timers.current.push(setTimeout(hide, options.duration ?? TOAST_DURATION_MS));
    },
    [hide, clearTimers],
  );

  // A toast with '이동' waits while a finger, a pointer or the keyboard is on it (WCAG 2.2.1): its
  // button is never taken away from someone reaching for it; left, it runs its full time again.
  const hold = useCallback(() => {
    if (toast?.open) clearTimers();
  }, [toast?.open, clearTimers]);
  const letGo = useCallback(() => {
    if (!toast?.open) return;
    clearTimers();
    timers.current.push(setTimeout(hide, TOAST_DURATION_MS));
  }, [toast?.open, hide, clearTimers]);

  useEffect(() => clearTimers, [clearTimers]);
  const api = useMemo(() => ({ show, hide }), [show, hide]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region
        ref={region}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        // Above the page's bottom bar where it has one, so the toast never covers its buttons.
        style={toast?.lift ? { bottom: `${toast.lift}px` } : undefined}
      >
        {toast && (
          <Bubble
            key={toast.id}
            data-state={toast.open ? "open" : "closed"}
            data-link={toast.link ? "" : undefined}
            data-testid="toast"
            {...(toast.link ? { onPointerEnter: hold, onPointerLeave: letGo, onFocus: hold, onBlur: letGo } : {})}
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
