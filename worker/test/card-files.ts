// The static files a card is drawn from (worker/edge/pages/card.ts), as the built client serves them
// (vite.config.ts's card font, public/images), for tests that draw a card in the Workers runtime: the
// Noto Sans KR slices and their table (the build's own, scripts/font-slices.ts, given to the test
// runtime by vitest.config.ts), the logo, the jar's pictures (one per occasion) and the generic
// preview image. Read through Vite's imports, each file only when asked for.
import { env } from "cloudflare:workers";

const FONT_DIR = "/node_modules/@fontsource/noto-sans-kr";
const fontFiles = import.meta.glob<string>("/node_modules/@fontsource/noto-sans-kr/files/*-{400,700}-normal.woff", {
  query: "?inline",
  import: "default",
});
const images = import.meta.glob<string>(
  ["/public/images/{logo.svg,honey-jar.svg,og-default.png}", "/public/images/occasions/*.svg"],
  { query: "?inline", import: "default" },
);

/** A `data:` address (Vite's inlined file) as the response a static file would be. */
const fromDataUrl = (url: string) => {
  const [head = "", body = ""] = url.split(",", 2);
  const type = head.slice("data:".length).replace(/;base64$/, "");
  const bytes = head.endsWith(";base64")
    ? Uint8Array.from(atob(body), (ch) => ch.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(body));
  return new Response(bytes, { headers: { "Content-Type": type } });
};

/** `env` overrides: the assets binding with the card's files. */
export const cardFiles = {
  ASSETS: {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      if (path === "/fonts/slices.json") return Response.json(env.FONT_SLICES);
      const file = path.startsWith("/fonts/")
        ? fontFiles[`${FONT_DIR}/files${path.slice(6)}`]
        : images[`/public${path}`];
      return file ? fromDataUrl(await file()) : new Response("not found", { status: 404 });
    },
  } as unknown as Fetcher,
};

/** The generic preview image's bytes (public/images/og-default.png). */
export const genericImage = async () =>
  new Uint8Array(await fromDataUrl(await images["/public/images/og-default.png"]!()).arrayBuffer());
