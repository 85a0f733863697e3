// A drawn page's view (./pages.ts declares the pages): what the worker renders (./render.tsx) and the
// drawn entry hydrates (./entry.tsx) from the same seed, so both draw the same tree. Each page's view
// is the one export of ./views/<name>.tsx, found by the page's name (the bundlers take every file
// there: only views go in that folder, their tests beside this file).
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { DrawnPageName, DrawnPathOf, SeedOf } from "./pages";

/** The page drawn, and whether it was drawn for a member (the hydration must match that). */
export type Drawn = { element: ReactNode; member: boolean };

/**
 * Draws the page at `path` from what the worker read (`seed`, null when it read nothing), putting
 * the seed into `client`'s cache first, so the client's first render matches the worker's HTML; null
 * when there is nothing to draw (the full app takes the address then). `hydrating`: in the browser.
 */
export type DrawnView<Name extends DrawnPageName> = (page: {
  client: QueryClient;
  path: DrawnPathOf<Name>;
  seed: SeedOf<Name> | null;
  hydrating: boolean;
}) => Drawn | null | Promise<Drawn | null>;

/** The view of the page `path` names, loaded with its page's modules. */
export const loadView = async <Name extends DrawnPageName>(path: DrawnPathOf<Name>): Promise<DrawnView<Name>> => {
  const module: { view: DrawnView<Name> } = await import(`./views/${path.page}.tsx`);
  return module.view;
};
