// What the worker's TypeScript sees of the drawn pages' renderer (web/drawn/render.tsx). package.json's
// "imports" maps "#drawn/render" once for every tool: the bundlers (wrangler, Vite, vitest) take the
// module, TypeScript's "types" condition takes this file, because the worker's program has no DOM or
// JSX to check React components with. render.tsx is checked against it (`satisfies`), so the two
// cannot drift apart: a change of shape fails `npm run typecheck`.
import type { HomeSeed } from "@contract/home";
import type { JarSeed } from "@contract/jar";
import type { LandingSeed } from "@contract/landing";

export type RenderedPage = { html: string; css: string };

/** The markup of the landing or /login (the landing as anyone, or as the member the seed was read for). */
export declare function renderPage(url: string, seed: LandingSeed | null): Promise<RenderedPage>;

/** The markup of a member's home (/), from what the worker read for them. */
export declare function renderHome(seed: HomeSeed): Promise<RenderedPage>;

/** The markup of a shared jar's writing page (/jar/<jarId>), from what the worker read. */
export declare function renderJar(url: string, seed: JarSeed): Promise<RenderedPage>;
