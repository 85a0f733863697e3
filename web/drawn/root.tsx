// The frame of the pages the worker draws (./pages.ts): the same toast, column and side menu as the
// full app's root (app-root.tsx), without a router. The worker renders it (web/drawn/render.tsx) and
// the drawn entry hydrates it (web/drawn/entry.tsx), so both draw the same tree.
import { type ReactNode, useEffect } from "react";
import { AppLayout } from "../app/app-layout";
import { ErrorBoundary } from "../app/error-screen";
import { NavContext, type NavigateTo } from "../lib/nav";
import { ToastProvider } from "../ui/toast";
import { releaseHeldTaps } from "./release-taps";

export function DrawnRoot({ navigate, children }: { navigate: NavigateTo; children: ReactNode }) {
  // Hydrated: React listens now, so the taps held until this moment are replayed (decision 029), in a
  // task of their own: text typed before is handed to React as input events, which React applies at
  // once only outside its own effects (decision 032).
  useEffect(() => {
    const release = setTimeout(releaseHeldTaps);
    return () => clearTimeout(release);
  }, []);
  return (
    <NavContext value={navigate}>
      <ToastProvider>
        <AppLayout>
          <ErrorBoundary>{children}</ErrorBoundary>
        </AppLayout>
      </ToastProvider>
    </NavContext>
  );
}
