// The pages the worker draws before any JavaScript runs — the praise landing (/compliment/<uuid>)
// and /login — from the same components, route root and query defaults the client hydrates with
// (web/main.tsx). The worker (worker/edge/landing.ts) wraps the markup and the CSS in the document.
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from "react-router-dom";
import { AppRoot } from "../app/app-root";
import { ErrorPage } from "../app/error-page";
import { AppProviders, createQueryClient } from "../app/providers";
import { LoginPage } from "../features/auth/login-page";
import { applyLandingSeed, type LandingSeed } from "../features/receive/landing-seed";
import { ReceivedPraisePage } from "../features/receive/received-praise-page";
import { getCssText, globalStyles } from "../ui/theme";

// Only these pages' branches of web/app/router.tsx: the markup of a matched route does not depend
// on its siblings, and the worker then bundles two pages, not the whole app.
const routes: RouteObject[] = [
  {
    path: "/",
    element: <AppRoot />,
    errorElement: <ErrorPage />,
    children: [
      { path: "login", element: <LoginPage />, errorElement: <ErrorPage /> },
      { path: "compliment/:id", element: <ReceivedPraisePage />, errorElement: <ErrorPage /> },
    ],
  },
];
const handler = createStaticHandler(routes);

export type RenderedPage = { html: string; css: string };

/**
 * The markup of the page at `url` and the CSS it needs. The landing without a seed (the host could
 * not be asked) is its loading state, which the client's own request then fills in.
 */
export async function renderPage(url: string, seed: LandingSeed | null): Promise<RenderedPage> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`the server-drawn routes answered ${context.status}`);
  const client = createQueryClient();
  if (seed) applyLandingSeed(client, seed);
  globalStyles();
  const stream = await renderToReadableStream(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
    { onError: (error) => console.error(`[ssr] ${url}:`, error) },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  // Everything stitches has injected in this isolate: these pages' rules and the global styles.
  return { html, css: getCssText() };
}
