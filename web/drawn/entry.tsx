// Entry of the pages the worker draws (./pages.ts; worker/edge/pages/documents.ts): hydrates the
// drawn page with only what it needs — React, the styles, the query cache and the page itself.
// The router and the other pages load on the first navigation, which hands over to the full app
// (web/app/full-app.tsx) in the same root. Keeps these pages' first load small (decision 016).
import { type ReactNode, StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { AppProviders, createQueryClient } from "../app/providers";
import type { NavigateTo } from "../lib/nav";
import { DrawnViewer } from "../lib/use-logged-in";
import { installBackTrap } from "../ui/back-trap";
import { globalStyles } from "../ui/theme";
import { type DrawnPageName, type DrawnPath, drawnPath } from "./pages";
import { holdSubmitsWhileHydrating, releaseHeldTaps } from "./release-taps";
import { DrawnRoot } from "./root";

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

type Drawn = { element: ReactNode; member: boolean } | null;

/** Each drawn page (./pages.ts), and whether the worker drew it for a member (the hydration must match that). */
const PAGES: { [Name in DrawnPageName]: (path: Extract<DrawnPath, { page: Name }>) => Promise<Drawn> } = {
  login: async () => {
    const { LoginPage } = await import("../features/auth/login-page");
    return { element: <LoginPage />, member: false };
  },
  home: async () => {
    const [{ Home }, { applyHomeSeed, readHomeSeed }, { DrawnHomeViews }, { saveUserName }] = await Promise.all([
      import("../features/home/home-page"),
      import("../features/home/home-seed"),
      import("../features/home/home-views"),
      import("../api/session"),
    ]);
    const seed = readHomeSeed();
    if (!seed) return null;
    applyHomeSeed(client, seed);
    saveUserName(seed.memberName); // the full app's sign of a session, once it takes over
    return {
      element: (
        <DrawnHomeViews value={seed.views}>
          <Home userName={seed.memberName} />
        </DrawnHomeViews>
      ),
      member: true,
    };
  },
  landing: async ({ id }) => {
    const [{ ReceivedPraisePage }, { applyLandingSeed, readLandingSeed }] = await Promise.all([
      import("../features/receive/received-praise-page"),
      import("../features/receive/landing-seed"),
    ]);
    // The praise the worker drew the page with: the first render matches its HTML.
    const seed = readLandingSeed();
    if (seed) applyLandingSeed(client, seed);
    return {
      element: <ReceivedPraisePage id={id} relayOffered={seed?.relay === true} />,
      member: seed?.viewer === "member",
    };
  },
  jar: async ({ id }) => (await import("../features/jar/jar-drawn")).drawnJar(client, id),
};

/** The drawn page at this address, if it is one. */
const page = (): Promise<Drawn> => {
  const path = drawnPath(window.location.pathname);
  if (!path) return Promise.resolve(null);
  return (PAGES[path.page] as (path: DrawnPath) => Promise<Drawn>)(path);
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
