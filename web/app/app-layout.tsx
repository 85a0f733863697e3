// The single centred column (at most 480 px wide, full height) every page renders in, and the side
// menu any page can open through useSideMenu() without importing the menu feature.
import { lazy, type ReactNode, Suspense } from "react";
import { SideMenuProvider, useSideMenuState } from "../lib/menu-state";
import { styled } from "../ui/theme";

const Column = styled("div", {
  position: "relative",
  display: "flex",
  flexDirection: "column",
  width: "100%",
  maxWidth: "$column",
  minHeight: "100dvh",
  margin: "0 auto",
  backgroundColor: "$white",
  // clip, not hidden: hidden makes the column a scroll container and breaks position: sticky headers.
  overflowX: "clip",
});

export function AppColumn({ children }: { children: ReactNode }) {
  return <Column>{children}</Column>;
}

// Loaded when first opened: most visits (a praise's landing, the login page) never open it.
const SideMenu = lazy(() => import("../features/menu/side-menu").then(({ SideMenu }) => ({ default: SideMenu })));

function OpenSideMenu() {
  const { isOpen } = useSideMenuState();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SideMenu />
    </Suspense>
  );
}

/** The column and the side menu around the page (the router's outlet, or a page the worker drew). */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SideMenuProvider>
      <Column>{children}</Column>
      <OpenSideMenu />
    </SideMenuProvider>
  );
}
