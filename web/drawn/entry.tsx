// Entry of the pages the worker draws (./pages.ts; worker/edge/pages/documents.ts): hydrates the
// drawn page with only what it needs — React, the styles, the query cache and the page's view.
// The router and the other pages load on the first navigation, which hands over to the full app
// (web/app/full-app.tsx) in the same root. Keeps these pages' first load small (decision 016).

import { DRAWN_CHUNKS_ID, type DrawnHandOver } from "@contract/drawn";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { AppProviders, createQueryClient } from "../app/providers";
import type { NavigateTo } from "../lib/nav";
import { DrawnViewer } from "../lib/use-logged-in";
import { installBackTrap } from "../ui/back-trap";
import { globalStyles } from "../ui/theme";
import type { DrawnPath } from "./pages";
import { holdSubmitsWhileHydrating, releaseHeldTaps } from "./release-taps";
import { DrawnRoot } from "./root";
import { type Drawn, loadView } from "./view";

globalStyles();
installBackTrap(); // before the full app's router listens to history (web/ui/back-trap.ts)

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from the document");

const client = createQueryClient();
let root: Root | undefined;
let leaving = false;

// What the next page needs, asked for together with the full app instead of after it: the full app
// would load the page's chunk only once its router runs, and /login would ask for the client
// settings only once it is on screen (three round trips in a row; `npm run bench -- --only tap`).
const warm = (to: string) => {
  const { pathname } = new URL(to, window.location.href);
  if (pathname === "/login") {
    void import("../features/auth/login-page");
    void import("../api/config").then(({ clientConfigQuery }) => client.prefetchQuery(clientConfigQuery));
  } else if (pathname === "/") {
    void import("../features/home/home-route");
  }
};

const navigate: NavigateTo = (to, options) => {
  if (leaving || !root) return;
  leaving = true;
  const from = root;
  warm(to);
  import("../app/full-app")
    .then(({ handOver }) => handOver(from, client, to, options))
    .catch(() => {
      // The full app could not load (offline, a new deploy): the browser's own navigation.
      if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
    });
};

/** A data block of the document, parsed; null when there is none. */
const block = <T,>(id: string): T | null => {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

/** The page the worker drew here (its hand-over), drawn by its view (./view.ts) from its seed. */
const page = async (): Promise<Drawn | null> => {
  const drawn = block<DrawnHandOver>(DRAWN_CHUNKS_ID);
  if (!drawn?.path) return null;
  const path = drawn.path as DrawnPath;
  const view = await loadView(path);
  return view({ client, path, seed: drawn.seed ? block<never>(drawn.seed) : null, hydrating: true });
};

const start = async () => {
  const drawn = await page();
  if (!drawn) {
    // Not a drawn page after all (the worker sent this entry by mistake): the full app draws it.
    const { startFullApp } = await import("../app/full-app");
    startFullApp(createRoot(container));
    releaseHeldTaps();
    return;
  }
  const tree = (
    <StrictMode>
      <AppProviders client={client}>
        <DrawnViewer value={drawn.member}>
          <DrawnRoot navigate={navigate}>{drawn.element}</DrawnRoot>
        </DrawnViewer>
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser between components: the drawn page is already
  // readable, so nothing is gained by holding the main thread until it is interactive.
  holdSubmitsWhileHydrating();
  startTransition(() => {
    root = hydrateRoot(container, tree);
  });
};

// The page could not start (a chunk failed to load): nothing will listen, so nothing is held any longer.
start().catch((error: unknown) => {
  releaseHeldTaps();
  throw error;
});
