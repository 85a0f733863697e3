// The pages the worker draws before any JavaScript runs — the praise landing (/compliment/<uuid>)
// and /login — from the same components, frame (web/app/drawn-root.tsx) and query defaults the light
// client hydrates with (web/drawn.tsx). The worker (worker/edge/landing.ts) wraps the markup and the
// CSS in the document.
import { type ReactNode, StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { AppColumn } from "../app/app-layout";
import { DrawnRoot, drawnPath } from "../app/drawn-root";
import { AppProviders, createQueryClient } from "../app/providers";
import { LoginPage } from "../features/auth/login-page";
import { HomeFrame, HomeTop } from "../features/home/home-top";
import { applyLandingSeed, type LandingSeed } from "../features/receive/landing-seed";
import { ReceivedPraisePage } from "../features/receive/received-praise-page";
import { getCssText, globalStyles } from "../ui/theme";

export type RenderedPage = { html: string; css: string };

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

export { SESSION_KEYS } from "../api/session";

/** Where the member's stored name goes in the home shell (filled in by the document's boot script). */
export const USER_NAME_SLOT = "{{userName}}";

/**
 * The top of home (/) as the full app's first render draws it, for the shell a returning member's
 * document paints before the bundle (worker/edge/landing.ts): the same column, frame and top.
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
    onError: (error) => console.error(`[ssr] ${what}:`, error),
  });
  await stream.allReady;
  // Everything stitches has injected in this isolate: these pages' rules and the global styles.
  return { html: await new Response(stream).text(), css: getCssText() };
}
