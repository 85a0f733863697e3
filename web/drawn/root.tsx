// The frame of the pages the worker draws (the praise landing, /login, a member's home): the same toast, column and
// side menu as the full app's root (app-root.tsx), without a router. The worker renders it
// (web/drawn/render.tsx) and the drawn entry hydrates it (web/drawn/entry.tsx), so both draw the same tree.
import { type ReactNode, useEffect } from "react";
import { AppLayout } from "../app/app-layout";
import { ErrorBoundary } from "../app/error-screen";
import { NavContext, type NavigateTo } from "../lib/nav";
import { ToastProvider } from "../ui/toast";
import { releaseHeldTaps } from "./release-taps";

// A malformed escape is left as typed: the host answers it as no such praise.
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export type DrawnPath =
  | { page: "login" }
  | { page: "home" }
  | { page: "landing"; id: string }
  | { page: "jar"; id: string };

/** Which drawn page `pathname` is, if any (the worker draws exactly these; home for a member only). */
export const drawnPath = (pathname: string): DrawnPath | null => {
  if (pathname === "/login") return { page: "login" };
  if (pathname === "/") return { page: "home" };
  // A shared jar's writing page (decision 024); /jar/new and /jar/<id>/open are the full app's.
  const jar = /^\/jar\/([A-Za-z0-9_-]{22,64})$/.exec(pathname);
  if (jar?.[1]) return { page: "jar", id: jar[1] };
  const landing = /^\/compliment\/([^/]+)$/.exec(pathname);
  // "send" and "receive" are the full app's own pages under /compliment/.
  if (landing?.[1] && landing[1] !== "send" && landing[1] !== "receive") {
    return { page: "landing", id: decoded(landing[1]) };
  }
  return null;
};

export function DrawnRoot({ navigate, children }: { navigate: NavigateTo; children: ReactNode }) {
  // Hydrated: React listens now, so the taps held until this moment are replayed (decision 029).
  useEffect(releaseHeldTaps, []);
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
