// Security headers, built once from the configuration. Every HTML document is served through the
// worker (wrangler.toml's run_worker_first covers every path but the hashed bundles and images), so
// one policy, with this environment's Kakao origins, reaches the page; `dist/_headers` carries only
// the headers that do not depend on configuration.

// html2canvas 1.4.1 injects one fixed <style> into its capture clone; its hash is allowed, nothing else.
const HTML2CANVAS_STYLE_HASH = "'sha256-UP0QZg7irvSMvOBz9mH2PIIE28+57UiavRfeVea0l3g='";

/** The configuration a policy depends on (the worker's vars; local runs point them at the emulators). */
export type CspConfig = { KAKAO_SDK_URL: string; KAKAO_API_ORIGIN: string };

/** A URL's origin; nothing for a malformed one (the config check reports it, the page stays strict). */
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
};

/**
 * Each source and why:
 * - script-src: our bundle, and Kakao's JavaScript SDK (one pinned file, loaded with SRI) from its CDN.
 * - connect-src: our API, and Kakao's API origin: SDK 2.x calls kapi.kakao.com from the page with
 *   CORS (sharing first validates the template there). Locally both are the emulators' origin, so
 *   the stand-in's cross-origin share call is checked by this same rule.
 * - style-src: our stylesheets (stitches inserts through the CSSOM into /sxs.css) and html2canvas's
 *   one fixed <style>; a server-rendered page adds the hash of its own inline critical CSS, and home's
 *   document the hash of its one inline boot script (worker/edge/pages/documents.ts). img-src data:/blob: for the image export. Nothing inline, nothing eval'd.
 * The share itself opens sharer.kakao.com in a popup or hands over to KakaoTalk by a navigation;
 * neither is governed by CSP (COOP same-origin-allow-popups keeps the popup working).
 */
export const contentSecurityPolicy = (
  config: CspConfig,
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", originOf(config.KAKAO_SDK_URL), ...scriptHashes].filter(Boolean).join(" "),
    ["style-src 'self'", HTML2CANVAS_STYLE_HASH, ...styleHashes].join(" "),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${originOf(config.KAKAO_API_ORIGIN)}`.trim(),
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");

/** Headers that are the same in every environment (also written to dist/_headers for static files). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

export const securityHeaders = (config: CspConfig): Record<string, string> => ({
  "Content-Security-Policy": contentSecurityPolicy(config),
  ...STATIC_SECURITY_HEADERS,
});

/** The `_headers` file for the assets router: no CSP (documents get theirs from the worker). */
export const staticHeaders = (): string => {
  const lines = Object.entries(STATIC_SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`);
  return ["/*", ...lines, "/assets/*", "  Cache-Control: public, max-age=31536000, immutable", ""].join("\n");
};
