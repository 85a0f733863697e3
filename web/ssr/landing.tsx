// The praise landing (/compliment/<uuid>) rendered in the worker, from the same components, route
// root and query defaults the client hydrates with (web/main.tsx). The worker
// (worker/edge/landing.ts) wraps the markup and the CSS in the document.
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from "react-router-dom";
import { AppRoot } from "../app/app-root";
import { ErrorPage } from "../app/error-page";
import { AppProviders, createQueryClient } from "../app/providers";
import { applyLandingSeed, type LandingSeed } from "../features/receive/landing-seed";
import { ReceivedPraisePage } from "../features/receive/received-praise-page";
import { getCssText, globalStyles } from "../ui/theme";

// Only the landing's branch of web/app/router.tsx: the markup of a matched route does not depend
// on its siblings, and the worker then bundles one page, not the whole app.
const routes: RouteObject[] = [
  {
    path: "/",
    element: <AppRoot />,
    errorElement: <ErrorPage />,
    children: [{ path: "compliment/:id", element: <ReceivedPraisePage />, errorElement: <ErrorPage /> }],
  },
];
const handler = createStaticHandler(routes);

export type RenderedPage = { html: string; css: string };

/**
 * The landing's markup for `url` and the CSS it needs. Without a seed (the host could not be asked)
 * it is the loading state, which the client's own request then fills in.
 */
export async function renderLanding(url: string, seed: LandingSeed | null): Promise<RenderedPage> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`the landing's routes answered ${context.status}`);
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
    { onError: (error) => console.error("[landing] render:", error) },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  // Everything stitches has injected in this isolate: the landing's rules and the global styles.
  return { html, css: getCssText() };
}
