// Pages the worker draws before any JavaScript runs, one builder for every page web/drawn/pages.ts
// declares (decision 045): the SPA's index.html with the page's markup from React's server renderer
// (web/drawn/render.tsx, the same view the client hydrates), its CSS inline, the preview tags its
// route adds (the landing's, a jar's), its seed in the JSON data block it declares (read as anyone,
// or for the member whose session the request carried), and the drawn entry (web/drawn/entry.tsx) in
// place of the full app's, told which page it is and loaded with every chunk it needs after the first
// frame (decision 032). The inline CSS and the two inline scripts, one holding taps until the page
// listens (decision 029), the other loading the page's scripts, are allowed by their hashes.
import { DRAWN_PAGES, type DrawnPageName, drawnPath, type PageChunks, type SeedOf } from "#drawn/pages";
import { renderDrawn } from "#drawn/render";
import { DRAWN_CHUNKS_ID, type DrawnHandOver } from "../../contract/drawn";
import { EARLY_TAPS_SCRIPT } from "../../contract/early-taps";
import { serializeSeed } from "../../contract/home";
import { injectMeta } from "./preview";

const SXS_LINK = /<link rel="stylesheet" href="\/sxs\.css"[^>]*>/;
const ROOT = '<div id="root"></div>';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
// The full app's entry and what Vite preloads for it: a drawn page loads the drawn entry instead.
const APP_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** The CSP source that allows exactly this inline style's or script's text. */
export const inlineHash = async (text: string) =>
  `'sha256-${base64(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))}'`;

/** A drawn document and the hashes its policy allows (worker/edge/security.ts's `InlineHashes`). */
export type DrawnPage = { html: string; styleHashes: string[]; scriptHashes: string[] };

let earlyTapsHash: Promise<string> | undefined;
let loaderHash: Promise<string> | undefined;

// The drawn page's first frame is the whole page: rendering waits until the parser has reached the
// mark right after #root (`<link rel="expect" blocking="render">`). Without it a browser may paint
// a half-parsed page (it yields to paint on a slow phone or a slow network) whose centred column
// then jumps as the rest arrives: seen as a layout shift on /login on a throttled CPU. The documents are
// a few KiB, so waiting for the end of #root costs no visible time; browsers without rel=expect paint
// as before. The mark is outside #root, where hydration does not look.
const DRAWN_END_ID = "drawn-end";
const RENDER_AFTER_ROOT = `<link rel="expect" href="#${DRAWN_END_ID}" blocking="render" />`;

// The page's scripts are asked for after its first frame (decision 032): module preloads for every
// chunk the page needs, React's chunk and the core evaluated one task each, then the drawn entry,
// from the lists in a JSON block. Preloads in the head were fetched at high priority beside the
// document, sharing a slow network with the very bytes the first frame waits for (the end of #root,
// above); and the whole module graph evaluated in one task, long enough on a slow phone to block a
// tap. The preloads go in six to a task: home's all in one was a long task of its own. The page is
// readable without them, and taps are held until it listens (decision 029). A page opened hidden (a
// tab behind) renders no frame: it loads at once.
// "After the first frame" is when the browser says the frame is on screen (Paint Timing's first
// contentful paint), not the animation frame that draws it: a frame is drawn, then composited and
// shown, and scripts asked for in between shared its moment. Lighthouse then counted every chunk's
// download into the first paint and the largest one (home's LCP went over its budget in some runs;
// docs/performance.md, "From decision 032"). A browser without Paint Timing waits for the animation
// frame as before; one that never reports the paint loads after FIRST_PAINT_WAIT_MS all the same.
const FIRST_PAINT_WAIT_MS = 2000;
const DRAWN_LOADER_SCRIPT = `(() => {
  const { entry, first, chunks } = JSON.parse(document.getElementById("${DRAWN_CHUNKS_ID}").textContent);
  const add = (src, then) => {
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = src;
    if (then) script.onload = script.onerror = () => setTimeout(then);
    document.head.append(script);
  };
  const next = () => (first.length > 0 ? add(first.shift(), next) : add(entry));
  const preload = () => {
    const links = chunks.splice(0, 6).map((href) => '<link rel="modulepreload" crossorigin href="' + href + '">');
    document.head.insertAdjacentHTML("beforeend", links.join(""));
    if (chunks.length > 0) setTimeout(preload);
  };
  const load = () => {
    next();
    preload();
  };
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    load();
  };
  if (document.visibilityState !== "visible") once();
  else if (self.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      once();
    }).observe({ type: "paint", buffered: true });
    setTimeout(once, ${FIRST_PAINT_WAIT_MS});
  } else requestAnimationFrame(() => setTimeout(once));
})();`.replace(/\n\s*/g, " ");

/** No rule of ours contains it; were one ever to, it could not end the element early. */
const inlineCss = (css: string) => css.replace(/<\/style/gi, "<\\/style");

/**
 * The drawn page `name` at `url` (web/drawn/pages.ts): index.html with the page as its view draws it
 * from `seed`, `head` (its preview tags) in the head, the seed in the data block the page declares,
 * and the drawn entry in place of the full app's, loaded with the page's chunks from drawn/pages.json
 * after the first frame.
 */
export async function drawnDocument<Name extends DrawnPageName>(
  indexHtml: string,
  url: URL,
  name: Name,
  seed: SeedOf<Name> | null,
  chunks: PageChunks,
  head: string[] = [],
): Promise<DrawnPage> {
  const drawn = await renderDrawn(name, url.href, seed);
  const css = inlineCss(drawn.css);
  const block = DRAWN_PAGES[name].seed;
  const data = block && seed ? `<script type="application/json" id="${block.id}">${serializeSeed(seed)}</script>` : "";
  const path = drawnPath(url.pathname);
  if (path?.page !== name) throw new Error(`${url.pathname} is not the drawn page ${name}`);
  const handOver: DrawnHandOver = {
    entry: chunks.entry,
    first: chunks.first,
    chunks: chunks[name],
    path,
    seed: block && seed ? block.id : null,
  };
  // In place of the empty stitches sheet: stitches adopts the first sheet holding its markers.
  // The tap holder first: it listens before anything of the page can be tapped.
  const tags = [
    `<script>${EARLY_TAPS_SCRIPT}</script>`,
    RENDER_AFTER_ROOT,
    ...head,
    `<style>${css}</style>`,
    `<script type="application/json" id="${DRAWN_CHUNKS_ID}">${serializeSeed(handOver)}</script>`,
    `<script>${DRAWN_LOADER_SCRIPT}</script>`,
  ];
  // index.html's own <noscript> first: the page's markup may carry one of its own (a form's submit
  // button for a page without script).
  const html = injectMeta(indexHtml.replace(SXS_LINK, "").replace(APP_SCRIPTS, ""), tags.join("\n    "))
    .replace(NOSCRIPT, () => data)
    .replace(ROOT, () => `<div id="root">${drawn.html}</div><template id="${DRAWN_END_ID}"></template>`);
  earlyTapsHash ??= inlineHash(EARLY_TAPS_SCRIPT);
  loaderHash ??= inlineHash(DRAWN_LOADER_SCRIPT);
  return { html, styleHashes: [await inlineHash(css)], scriptHashes: [await earlyTapsHash, await loaderHash] };
}
