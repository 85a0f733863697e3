// The root route's element, shared by the browser router (web/app/router.tsx) and the worker's
// server render of the praise landing (web/ssr/landing.tsx), so both draw the same tree.
import { Spinner } from "../ui/spinner";
import { styled } from "../ui/theme";
import { ToastProvider } from "../ui/toast";
import { VisuallyHidden } from "../ui/visually-hidden";
import { AppLayout } from "./app-layout";

/** Inside the router, so a toast's '이동' link navigates without a reload. */
export function AppRoot() {
  return (
    <ToastProvider>
      <AppLayout />
    </ToastProvider>
  );
}

const Loading = styled("div", { display: "grid", placeItems: "center", minHeight: "100dvh" });

export function RouteLoading() {
  return (
    <Loading role="status">
      <Spinner size="lg" />
      <VisuallyHidden>불러오는 중이에요</VisuallyHidden>
    </Loading>
  );
}
