// The full app: the router over SPEC §2's routes, under the app's providers. The entry (web/main.tsx)
// starts it for every page the worker does not draw; a drawn page's drawn entry (web/drawn/entry.tsx)
// hands over to it on the first navigation, in the same React root and with the same query cache.
import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import type { NavigateOptions } from "../lib/nav";
import { AppProviders } from "./providers";
import { routes } from "./router";

type Router = ReturnType<typeof createBrowserRouter>;

const app = (router: Router, client?: QueryClient) => (
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/** Resolves once the router has loaded the page of its first address (its lazy route). */
const initialized = (router: Router) =>
  router.state.initialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      });

/** Starts the full app in `root`, an empty #root (the SPA shell, index.html). */
export function startFullApp(root: Root) {
  root.render(app(createBrowserRouter(routes)));
}

/**
 * From a drawn page to `to` in the full app. The drawn page stays on screen until the router has
 * loaded the next page, so the hand-over shows no loading state; Back then returns through the router.
 */
export async function handOver(root: Root, client: QueryClient, to: string, options?: NavigateOptions) {
  const router = createBrowserRouter(routes);
  await initialized(router);
  await router.navigate(to, options);
  root.render(app(router, client));
}
