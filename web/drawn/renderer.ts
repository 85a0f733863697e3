// What the worker's TypeScript sees of the drawn pages' renderer (web/drawn/render.tsx). package.json's
// "imports" maps "#drawn/render" once for every tool: the bundlers (wrangler, Vite, vitest) take the
// module, TypeScript's "types" condition takes this file, because the worker's program has no DOM or
// JSX to check React components with. render.tsx is checked against it (`satisfies`), so the two
// cannot drift apart: a change of shape fails `npm run typecheck`.
import type { LandingSeed } from "@contract/landing";

export type RenderedPage = { html: string; css: string };

/** The markup of a drawn page (the landing, /login) and the CSS it needs. */
export declare function renderPage(url: string, seed: LandingSeed | null): Promise<RenderedPage>;

/** The top of home (/) for the shell a returning member's document paints before the bundle. */
export declare function renderHomeShell(): Promise<RenderedPage>;

/** Where the member's stored name goes in the home shell. */
export declare const USER_NAME_SLOT: string;

/** The browser storage keys the home shell's boot script reads (the member's name: logged in). */
export declare const SESSION_KEYS: { readonly userName: string };
