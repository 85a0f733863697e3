// Entry: global styles, providers and the router. A page the worker already drew (the praise
// landing, /login) is hydrated; every other page is rendered here.
import { LANDING_SEED_ID } from "@contract/landing";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router-dom";
import { AppProviders, createQueryClient } from "./app/providers";
import { routes } from "./app/router";
import { globalStyles } from "./ui/theme";

globalStyles();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

const app = (router: ReturnType<typeof createBrowserRouter>, client = createQueryClient()) => (
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

const hydrateLanding = async (root: HTMLElement) => {
  const client = createQueryClient();
  // The praise the worker drew the landing with (its module is among the landing's preloads).
  if (document.getElementById(LANDING_SEED_ID)) {
    const { applyLandingSeed, readLandingSeed } = await import("./features/receive/landing-seed");
    const seed = readLandingSeed();
    if (seed) applyLandingSeed(client, seed);
  }
  // The matched pages load before the router starts, so its first render is the page the server
  // drew, not the loading fallback (react-router's documented way to hydrate lazy routes).
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  // As a transition, hydration yields to the browser between components: the page the worker drew is
  // already readable, so nothing is gained by holding the main thread until it is interactive.
  startTransition(() => {
    hydrateRoot(root, app(createBrowserRouter(routes, { hydrationData: { loaderData: {} } }), client));
  });
};

if (container.hasChildNodes()) void hydrateLanding(container);
else createRoot(container).render(app(createBrowserRouter(routes)));
