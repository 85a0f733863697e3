// The static files a card is drawn from (worker/edge/pages/card.ts), as the built client serves them
// (vite.config.ts's card font, public/images), for tests that draw a card in the Workers runtime: the
// Noto Sans KR slices and their table (scripts/font-slices.mjs's, read here from @fontsource's
// unicode.json: Vitest reads CSS as empty), the logo, the jar's picture and the generic preview
// image. Read through Vite's imports, each file only when asked for.
import unicode from "@fontsource/noto-sans-kr/unicode.json";

const FONT_DIR = "/node_modules/@fontsource/noto-sans-kr";
const fontFiles = import.meta.glob<string>("/node_modules/@fontsource/noto-sans-kr/files/*-{400,700}-normal.woff", {
  query: "?inline",
  import: "default",
});
const images = import.meta.glob<string>("/public/images/{logo.svg,honey-jar.svg,og-default.png}", {
  query: "?inline",
  import: "default",
});

/** The slice table the build writes at /fonts/slices.json: each subset's woff, per weight, and its code points. */
const slices = () =>
  [400, 700].flatMap((weight) =>
    Object.entries(unicode).map(([subset, range]) => ({
      file: `noto-sans-kr-${subset.replace(/^\[(\d+)\]$/, "$1")}-${weight}-normal.woff`,
      weight,
      ranges: range.split(",").map((part) => {
        const [from = "", to = from] = part.trim().slice(2).split("-");
        return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
      }),
    })),
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
      if (path === "/fonts/slices.json") return Response.json(slices());
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
