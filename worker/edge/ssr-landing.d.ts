// The worker's view of web/ssr/landing.tsx (wrangler.toml's [alias] "@ssr/landing"). The worker's
// TypeScript program has no DOM or JSX; worker/edge/landing.test.ts renders the real module.
declare module "@ssr/landing" {
  import type { LandingSeed } from "../contract/landing";

  export type RenderedPage = { html: string; css: string };
  export function renderLanding(url: string, seed: LandingSeed | null): Promise<RenderedPage>;
}
