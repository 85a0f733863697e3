// What the worker's TypeScript sees of the drawn pages' renderer (web/drawn/render.tsx). package.json's
// "imports" maps "#drawn/render" once for every tool: the bundlers (wrangler, Vite, vitest) take the
// module, TypeScript's "types" condition takes this file, because the worker's program has no DOM or
// JSX to check React components with. render.tsx is checked against it (`satisfies`), so the two
// cannot drift apart: a change of shape fails `npm run typecheck`.
import type { DrawnPageName, SeedOf } from "./pages";

export type RenderedPage = { html: string; css: string };

/** The markup of the drawn page `name` at `url` (./pages.ts), from what the worker read (`seed`). */
export declare function renderDrawn<Name extends DrawnPageName>(
  name: Name,
  url: string,
  seed: SeedOf<Name> | null,
): Promise<RenderedPage>;
