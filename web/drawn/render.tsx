// The drawn pages' server side: the praise landing (/compliment/<uuid>), /login and a member's home,
// rendered before any JavaScript runs from the same components, frame (./root.tsx) and query defaults
// the drawn pages' client entry hydrates with (./entry.tsx). The worker (worker/edge/pages/documents.ts)
// wraps the markup and the CSS in the document; it imports this module as "#drawn/render" and its
// TypeScript sees ./renderer.ts, which this module is checked against at the end.
import { type ReactNode, StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { AppProviders, createQueryClient } from "../app/providers";
import { LoginPage } from "../features/auth/login-page";
import { Home } from "../features/home/home-page";
import { applyHomeSeed, type HomeSeed } from "../features/home/home-seed";
import { DrawnHomeViews } from "../features/home/home-views";
import { JarPage, loadLetterList } from "../features/jar/jar-page";
import { applyJarSeed, type JarSeed } from "../features/jar/jar-seed";
import { applyLandingSeed, type LandingSeed } from "../features/receive/landing-seed";
import { ReceivedPraisePage } from "../features/receive/received-praise-page";
import { DrawnViewer } from "../lib/use-logged-in";
import { getCssText, globalStyles } from "../ui/theme";
import { drawnPath } from "./pages";
import type * as Declared from "./renderer";
import type { RenderedPage } from "./renderer";
import { DrawnRoot } from "./root";

// The server never navigates: the markup is all it makes.
const stay = () => {};

const drawn = (client: ReturnType<typeof createQueryClient>, member: boolean, page: ReactNode) => (
  <StrictMode>
    <AppProviders client={client}>
      <DrawnViewer value={member}>
        <DrawnRoot navigate={stay}>{page}</DrawnRoot>
      </DrawnViewer>
    </AppProviders>
  </StrictMode>
);

/**
 * The markup of the landing or /login at `url` and the CSS it needs. The landing without a seed (the
 * host could not be asked) is its loading state, which the client's own request then fills in; with
 * a member's seed it is that member's view (MYSELF, already saved).
 */
export async function renderPage(url: string, seed: LandingSeed | null): Promise<RenderedPage> {
  const path = drawnPath(new URL(url).pathname);
  if (!path || path.page === "home" || path.page === "jar") throw new Error(`${url} is not a page renderPage draws`);
  const client = createQueryClient();
  if (seed) applyLandingSeed(client, seed);
  const page =
    path.page === "login" ? <LoginPage /> : <ReceivedPraisePage id={path.id} relayOffered={seed?.relay === true} />;
  return renderMarkup(url, drawn(client, seed?.viewer === "member", page));
}

/** A member's home (/) with their name, groups and views, as the full app's home draws it. */
export async function renderHome(seed: HomeSeed): Promise<RenderedPage> {
  const client = createQueryClient();
  applyHomeSeed(client, seed);
  const page = (
    <DrawnHomeViews value={seed.views}>
      <Home userName={seed.memberName} />
    </DrawnHomeViews>
  );
  return renderMarkup("/ (member)", drawn(client, true, page));
}

/** A shared jar's writing page (decision 024): as anyone sees it, or as the member the seed was read for. */
export async function renderJar(url: string, seed: JarSeed): Promise<RenderedPage> {
  const client = createQueryClient();
  applyJarSeed(client, seed);
  await loadLetterList(); // listed with no Suspense boundary, as the client hydrates them (jar-page.tsx)
  return renderMarkup(url, drawn(client, seed.viewer === "member", <JarPage id={seed.jarId} />));
}

async function renderMarkup(what: string, element: ReactNode): Promise<RenderedPage> {
  globalStyles();
  const stream = await renderToReadableStream(element, {
    onError: (error) => console.error(`[drawn] ${what}:`, error),
  });
  await stream.allReady;
  // Everything stitches has injected in this isolate: these pages' rules and the global styles.
  return { html: await new Response(stream).text(), css: getCssText() };
}

// What the worker is told this module exports (./renderer.ts) is what it exports.
({ renderPage, renderHome, renderJar }) satisfies typeof Declared;
