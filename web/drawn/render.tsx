// The drawn pages' server side: the praise landing (/compliment/<uuid>), /login and home's shell,
// rendered before any JavaScript runs from the same components, frame (./root.tsx) and query defaults
// the drawn pages' client entry hydrates with (./entry.tsx). The worker (worker/edge/pages/documents.ts)
// wraps the markup and the CSS in the document; it imports this module as "#drawn/render" and its
// TypeScript sees ./renderer.ts, which this module is checked against at the end.
import { type ReactNode, StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { SESSION_KEYS } from "../api/session";
import { AppColumn } from "../app/app-layout";
import { AppProviders, createQueryClient } from "../app/providers";
import { LoginPage } from "../features/auth/login-page";
import { HomeFrame, HomeTop } from "../features/home/home-top";
import { applyLandingSeed, type LandingSeed } from "../features/receive/landing-seed";
import { ReceivedPraisePage } from "../features/receive/received-praise-page";
import { getCssText, globalStyles } from "../ui/theme";
import type * as Declared from "./renderer";
import type { RenderedPage } from "./renderer";
import { DrawnRoot, drawnPath } from "./root";

// The server never navigates: the markup is all it makes.
const stay = () => {};

/**
 * The markup of the page at `url` and the CSS it needs. The landing without a seed (the host could
 * not be asked) is its loading state, which the client's own request then fills in.
 */
export async function renderPage(url: string, seed: LandingSeed | null): Promise<RenderedPage> {
  const path = drawnPath(new URL(url).pathname);
  if (!path) throw new Error(`${url} is not a page the worker draws`);
  const client = createQueryClient();
  if (seed) applyLandingSeed(client, seed);
  return renderMarkup(
    url,
    <StrictMode>
      <AppProviders client={client}>
        <DrawnRoot navigate={stay}>
          {path.page === "login" ? <LoginPage /> : <ReceivedPraisePage id={path.id} />}
        </DrawnRoot>
      </AppProviders>
    </StrictMode>,
  );
}

export { SESSION_KEYS };

/** Where the member's stored name goes in the home shell (filled in by the document's boot script). */
export const USER_NAME_SLOT = "{{userName}}";

/**
 * The top of home (/) as the full app's first render draws it, for the shell a returning member's
 * document paints before the bundle (worker/edge/pages/documents.ts): the same column, frame and top.
 */
export const renderHomeShell = (): Promise<RenderedPage> =>
  renderMarkup(
    "/ (shell)",
    <AppColumn>
      <HomeFrame>
        <HomeTop userName={USER_NAME_SLOT} />
      </HomeFrame>
    </AppColumn>,
  );

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
({ renderPage, renderHomeShell, USER_NAME_SLOT, SESSION_KEYS }) satisfies typeof Declared;
