// The window's inner height, following resizes (the home sheet is window height minus 235).
import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
};

export const useWindowHeight = () => useSyncExternalStore(subscribe, () => window.innerHeight);
