// The worker's view of web/ssr/render.tsx (wrangler.toml's [alias] "@ssr/render"). The worker's
// TypeScript program has no DOM or JSX; worker/edge/landing.test.ts renders the real module.
declare module "@ssr/render" {
  import type { LandingSeed } from "../contract/landing";

  export type RenderedPage = { html: string; css: string };
  export function renderPage(url: string, seed: LandingSeed | null): Promise<RenderedPage>;
  export const USER_NAME_SLOT: string;
  export const SESSION_KEYS: { readonly accessToken: string; readonly userName: string };
  export function renderHomeShell(): Promise<RenderedPage>;
}
