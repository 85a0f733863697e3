// Navigation for the parts the worker draws (the praise landing, /login, the layout and the toast
// around them). They never import react-router: the drawn entry that hydrates them (web/drawn/entry.tsx)
// leaves the router out of the first load, and hands over to the full app on the first navigation.
// Inside the full app the router provides this context (web/app/app-root.tsx).
import { type ComponentProps, createContext, type MouseEvent, useContext } from "react";

export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateTo = (to: string, options?: NavigateOptions) => void;

// Without a provider (the server render never navigates): an ordinary page load.
const fullLoad: NavigateTo = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export const NavContext = createContext<NavigateTo>(fullLoad);

export const useNavigateTo = () => useContext(NavContext);

/** The page's path: the router's in the full app; a drawn page's own (it never changes in place). */
export const PathContext = createContext<string | null>(null);

// The worker draws pages with no window (web/drawn/render.tsx): no path there, and nothing drawn shows it.
export const usePathname = () =>
  useContext(PathContext) ?? (typeof window === "undefined" ? "" : window.location.pathname);

// A click the browser should handle itself: a new tab or window, a download, another button.
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  Boolean(event.currentTarget.target && event.currentTarget.target !== "_self");

/** An in-app link: a real `<a href>` (it works before JavaScript and in a new tab) that navigates in place. */
export function AppLink({
  to,
  replace,
  state,
  onClick,
  ...props
}: ComponentProps<"a"> & { to: string } & NavigateOptions) {
  const navigate = useNavigateTo();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}
