// /compliment/<uuid> as a finished page: the SPA's index.html with the praise already drawn in it by
// React's server renderer (web/ssr/landing.tsx, the same components the client hydrates), its CSS
// inline, the preview meta tags, and the praise handed to the client in a JSON data block. The
// inline CSS is allowed by its hash, per response; scripts stay 'self' only.
import { renderLanding } from "@ssr/landing";
import { LANDING_SEED_ID, type LandingSeed, serializeLandingSeed } from "../contract/landing";
import { escapeHtml, injectMeta, type PraiseRead, previewMeta } from "./og-preview";

/** Written by the client build (vite.config.ts): the landing's own chunks, to preload with the entry. */
export const LANDING_CHUNKS_FILE = "/ssr/landing.json";
export type LandingChunks = { modules: string[] };

const SXS_LINK = /<link rel="stylesheet" href="\/sxs\.css"[^>]*>/;
const ROOT = '<div id="root"></div>';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** The CSP source that allows exactly this inline style element's text. */
export const styleHash = async (css: string) =>
  `'sha256-${base64(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(css)))}'`;

export type LandingPage = { html: string; styleHashes: string[] };

/**
 * The landing document for `url` from the built index.html. The praise's 4xx answer renders SPEC's
 * "not found" state; a host that could not answer renders the loading state and the client asks.
 */
export async function landingDocument(
  indexHtml: string,
  url: URL,
  read: PraiseRead,
  chunks: LandingChunks,
): Promise<LandingPage> {
  const uuid = decodeURIComponent(url.pathname.split("/")[2] ?? "");
  const seed: LandingSeed | null =
    "praise" in read ? { uuid, praise: read.praise } : "missing" in read ? { uuid, missing: read.missing } : null;
  const page = await renderLanding(url.href, seed);
  // No rule of ours contains it; were one ever to, it could not end the element early.
  const css = page.css.replace(/<\/style/gi, "<\\/style");

  // In place of the empty stitches sheet: stitches adopts the first sheet holding its markers.
  const head = [previewMeta(url.origin, url.pathname, "praise" in read ? read.praise : null), `<style>${css}</style>`];
  for (const href of chunks.modules) {
    if (!indexHtml.includes(href)) head.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);
  }
  // The stamp is the card's one image: fetched with the document, not after the CSS is parsed.
  if ("praise" in read && read.praise.imageUrl.startsWith("/")) {
    head.push(`<link rel="preload" as="image" href="${escapeHtml(read.praise.imageUrl)}" />`);
  }
  const data = seed
    ? `<script type="application/json" id="${LANDING_SEED_ID}">${serializeLandingSeed(seed)}</script>`
    : "";
  const html = injectMeta(indexHtml.replace(SXS_LINK, ""), head.join("\n    "))
    .replace(ROOT, () => `<div id="root">${page.html}</div>`)
    .replace(NOSCRIPT, () => data);
  return { html, styleHashes: [await styleHash(css)] };
}
