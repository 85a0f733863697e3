// Renders an element as a PNG (SPEC §1: scale 2, light cream background, 15 s image timeout) and
// downloads it; in an in-app WebView, where nothing downloads, web/ui/image-save shows it instead.
// html2canvas loads only when used. Three work-arounds make its picture match the page:
// - under our strict CSP it cannot copy stitches' styles into its clone as <style> text, so the clone
//   adopts a constructed sheet holding the page's rules (docs/architecture.md "Strict CSP with
//   stitches and html2canvas"), and the page's own <style> elements are left out of the copy;
// - it draws SVG <img>s wrongly (blank or a cropped sliver), so the clone gets them as PNGs first;
// - it measures text baselines with a 1×1 <img> in the page, which the app's `img { display: block }`
//   reset pushes below the text, so every line landed 5–7 px low; a rule restores it during a capture.
// The caller logs failures; they are never shown (SPEC §8).

export const IMAGE_EXPORT_SCALE = 2;
export const IMAGE_EXPORT_BACKGROUND = "#FFF8E1";
export const IMAGE_LOAD_TIMEOUT_MS = 15_000;

/** Every rule of the page's readable style sheets, as text. */
export const collectPageCss = (source: Document = document): string => {
  const rules: string[] = [];
  for (const sheet of Array.from(source.styleSheets)) {
    let cssRules: CSSRuleList;
    try {
      cssRules = sheet.cssRules;
    } catch {
      continue; // a cross-origin sheet: its rules are not readable
    }
    for (const rule of Array.from(cssRules)) rules.push(rule.cssText);
  }
  for (const sheet of source.adoptedStyleSheets ?? []) {
    for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText);
  }
  return rules.join("\n");
};

/** Gives a cloned document the page's styles through a constructed sheet (no <style> tag for CSP to block). */
export const adoptPageStyles = (clone: Document, source: Document = document) => {
  // A constructed sheet may only be adopted by documents of the window that built it.
  const Sheet = (clone.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet ?? CSSStyleSheet;
  const sheet = new Sheet();
  // html2canvas's copy starts every CSS animation over; a capture must show the settled page.
  sheet.replaceSync(
    `${collectPageCss(source)}\n*, *::before, *::after { animation: none !important; transition: none !important; }`,
  );
  clone.adoptedStyleSheets = [sheet];
};

/** Replaces the clone's SVG images by PNGs drawn at their box size × scale (object-fit cover honoured). */
export const rasterizeSvgImages = async (clone: Document, scale: number) => {
  const images = Array.from(clone.images).filter((img) => /\.svg([?#]|$)/i.test(img.currentSrc || img.src));
  await Promise.all(
    images.map(async (img) => {
      const width = img.offsetWidth;
      const height = img.offsetHeight;
      if (!width || !height) return;
      const source = new Image();
      source.src = img.currentSrc || img.src;
      await source.decode();
      const canvas = clone.createElement("canvas");
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const context = canvas.getContext("2d");
      if (!context) return;
      const { naturalWidth: sw, naturalHeight: sh } = source;
      if (clone.defaultView?.getComputedStyle(img).objectFit === "cover" && sw && sh) {
        const k = Math.max(canvas.width / sw, canvas.height / sh);
        context.drawImage(source, (canvas.width - sw * k) / 2, (canvas.height - sh * k) / 2, sw * k, sh * k);
      } else {
        context.drawImage(source, 0, 0, canvas.width, canvas.height);
      }
      img.src = canvas.toDataURL("image/png");
      await img.decode();
    }),
  );
};

// html2canvas 1.4.1's font-metrics probe: a 1×1 transparent GIF placed after a text span.
const BASELINE_PROBE_FIX = 'img[src^="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP"] { display: inline; }';

/** Runs `capture` with html2canvas's baseline probe laid out inline again; the page is left as it was. */
const withBaselineProbeFix = async <T>(capture: () => Promise<T>): Promise<T> => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(BASELINE_PROBE_FIX);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  try {
    return await capture();
  } finally {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  }
};

/** Offers `blob` as a download named `fileName` (an ordinary browser's "save as image"). */
export const downloadImage = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * The image as a data: URL, for an <img> a WebView user long-presses: the app around the WebView
 * saves the image from its address, and unlike a blob: URL a data: URL carries the bytes with it.
 */
export const imageDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error("FileReader failed"));
    reader.readAsDataURL(blob);
  });

/** A band of the element, from `top` (px below the element's top) and `height` px tall. */
export type ImageBand = { top: number; height: number };
export type RenderImageOptions = { backgroundColor?: string; band?: ImageBand };

/** Renders `element` (or one band of it) at scale 2 as a PNG. Rejects when html2canvas or the canvas fails. */
export async function renderElementAsImage(element: HTMLElement, options: RenderImageOptions = {}): Promise<Blob> {
  const { default: html2canvas } = await import("html2canvas");
  // html2canvas's y is counted from the element's own top.
  const band = options.band && { y: options.band.top, height: options.band.height };
  const canvas = await withBaselineProbeFix(() =>
    html2canvas(element, {
      scale: IMAGE_EXPORT_SCALE,
      backgroundColor: options.backgroundColor ?? IMAGE_EXPORT_BACKGROUND,
      imageTimeout: IMAGE_LOAD_TIMEOUT_MS,
      useCORS: true,
      logging: false,
      ...band,
      // A drawn page's inline <style>: html2canvas would copy it as new text, which the
      // page's hash-pinned CSP refuses. Its rules reach the clone with the adopted sheet instead.
      ignoreElements: (node) => node instanceof HTMLStyleElement,
      onclone: async (clone) => {
        adoptPageStyles(clone);
        await rasterizeSvgImages(clone, IMAGE_EXPORT_SCALE);
      },
    }),
  );
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("canvas.toBlob gave no image");
  return blob;
}
