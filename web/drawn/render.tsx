// The drawn pages' server side (./pages.ts declares them): each page's view (./view.ts) rendered
// before any JavaScript runs, with the same frame (./root.tsx) and query defaults the drawn entry
// hydrates with (./entry.tsx). The worker (worker/edge/pages/documents.ts) wraps the markup and the
// CSS in the document; it imports this module as "#drawn/render" and its TypeScript sees
// ./renderer.ts, which this module is checked against at the end.
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { AppProviders, createQueryClient } from "../app/providers";
import { DrawnViewer } from "../lib/use-logged-in";
import { getCssText, globalStyles } from "../ui/theme";
import { type DrawnPageName, type DrawnPathOf, drawnPath, type SeedOf } from "./pages";
import type * as Declared from "./renderer";
import type { RenderedPage } from "./renderer";
import { DrawnRoot } from "./root";
import { loadView } from "./view";

// The server never navigates: the markup is all it makes.
const stay = () => {};

/**
 * The markup of the drawn page `name` at `url`, drawn from `seed` (what the worker read for anyone, or
 * for the member or writer it was read for), and the CSS it needs.
 */
export async function renderDrawn<Name extends DrawnPageName>(
  name: Name,
  url: string,
  seed: SeedOf<Name> | null,
): Promise<RenderedPage> {
  const path = drawnPath(new URL(url).pathname);
  if (path?.page !== name) throw new Error(`${url} is not the drawn page ${name}`);
  const client = createQueryClient();
  const view = await loadView(path as DrawnPathOf<Name>);
  const drawn = await view({ client, path: path as DrawnPathOf<Name>, seed, hydrating: false });
  if (!drawn) throw new Error(`${url}: ${name} draws nothing from this seed`);
  const element = (
    <StrictMode>
      <AppProviders client={client}>
        <DrawnViewer value={drawn.member}>
          <DrawnRoot navigate={stay}>{drawn.element}</DrawnRoot>
        </DrawnViewer>
      </AppProviders>
    </StrictMode>
  );
  globalStyles();
  const stream = await renderToReadableStream(element, {
    onError: (error) => console.error(`[drawn] ${url}:`, error),
  });
  await stream.allReady;
  // Everything stitches has injected in this isolate: these pages' rules and the global styles.
  return { html: await new Response(stream).text(), css: getCssText() };
}

// What the worker is told this module exports (./renderer.ts) is what it exports.
({ renderDrawn }) satisfies typeof Declared;
