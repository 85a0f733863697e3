// The side menu's open state, shared through context so a page (e.g. the home header) can open the
// menu without importing the menu feature. The app layout mounts the provider and the menu itself.
// Opening and closing are a context of their own that never changes, so a page that only opens the
// menu is not drawn again when it opens or closes (a tap on home's menu on a slow phone: `npm run
// bench -- --only drawn-taps`); only the menu reads whether it is open.
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

export type SideMenuApi = { open: () => void; close: () => void };
export type SideMenuState = SideMenuApi & { isOpen: boolean };

const SideMenuActions = createContext<SideMenuApi | null>(null);
const SideMenuOpen = createContext(false);

export function SideMenuProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const actions = useMemo(() => ({ open: () => setOpen(true), close: () => setOpen(false) }), []);
  return (
    <SideMenuActions.Provider value={actions}>
      <SideMenuOpen.Provider value={isOpen}>{children}</SideMenuOpen.Provider>
    </SideMenuActions.Provider>
  );
}

/** For pages: `useSideMenu().open()` from a menu button. */
export function useSideMenu(): SideMenuApi {
  const actions = useContext(SideMenuActions);
  if (!actions) throw new Error("the side menu needs <SideMenuProvider> above it (the app layout mounts it)");
  return actions;
}

/** For the menu itself. */
export function useSideMenuState(): SideMenuState {
  return { ...useSideMenu(), isOpen: useContext(SideMenuOpen) };
}
