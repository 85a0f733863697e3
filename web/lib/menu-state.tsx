// The side menu's open state, shared through context so a page (e.g. the home header) can open the
// menu without importing the menu feature. The app layout mounts the provider and the menu itself.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

export type SideMenuApi = { open: () => void };
export type SideMenuState = SideMenuApi & { isOpen: boolean; close: () => void };

const SideMenuContext = createContext<SideMenuState | null>(null);

export function SideMenuProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <SideMenuContext.Provider value={value}>{children}</SideMenuContext.Provider>;
}

const useSideMenuContext = () => {
  const value = useContext(SideMenuContext);
  if (!value) throw new Error("the side menu needs <SideMenuProvider> above it (the app layout mounts it)");
  return value;
};

/** For pages: `useSideMenu().open()` from a menu button. */
export function useSideMenu(): SideMenuApi {
  const { open } = useSideMenuContext();
  return useMemo(() => ({ open }), [open]);
}

/** For the menu itself. */
export function useSideMenuState(): SideMenuState {
  return useSideMenuContext();
}
