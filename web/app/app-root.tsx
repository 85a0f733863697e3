// The root route's element (web/app/router.tsx): the frame every page of the full app renders in,
// with the router behind the navigation the shared parts use (web/lib/nav.tsx).
import { type ReactNode, useCallback } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { NavContext, type NavigateTo, PathContext } from "../lib/nav";
import { LOADING_LABEL } from "../ui/messages";
import { Spinner } from "../ui/spinner";
import { styled } from "../ui/theme";
import { ToastProvider } from "../ui/toast";
import { VisuallyHidden } from "../ui/visually-hidden";
import { AppLayout } from "./app-layout";

/** The router behind web/lib/nav.tsx: AppLink and a toast's '이동' navigate without a reload. */
export function RouterNav({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigateTo = useCallback<NavigateTo>((to, options) => void navigate(to, options), [navigate]);
  return (
    <NavContext value={navigateTo}>
      <PathContext value={pathname}>{children}</PathContext>
    </NavContext>
  );
}

export function AppRoot() {
  return (
    <RouterNav>
      <ToastProvider>
        <AppLayout>
          <Outlet />
        </AppLayout>
      </ToastProvider>
    </RouterNav>
  );
}

const Loading = styled("div", { display: "grid", placeItems: "center", minHeight: "100dvh" });

export function RouteLoading() {
  return (
    <Loading role="status">
      <Spinner size="lg" />
      <VisuallyHidden>{LOADING_LABEL}</VisuallyHidden>
    </Loading>
  );
}
