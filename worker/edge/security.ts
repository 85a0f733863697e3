// Security headers, built once from the configuration. Every HTML document is served through the
// worker (wrangler.toml's run_worker_first covers every path but the hashed bundles and images), so
// one policy, with this environment's Kakao origins, reaches the page; `dist/_headers` carries only
// the headers that do not depend on configuration.

// html2canvas 1.4.1 injects one fixed <style> into its capture clone; its hash is allowed, nothing else.
const HTML2CANVAS_STYLE_HASH = "'sha256-UP0QZg7irvSMvOBz9mH2PIIE28+57UiavRfeVea0l3g='";

/**
 * The configuration a policy depends on (the worker's vars; local runs point them at the emulators).
 * DEV_SCRIPT_HASHES: `npm run dev` only (decision 030), the hash of Vite's inline React-refresh
 * preamble; the worker passes it on only in the local environment (`cspConfig`).
 */
export type CspConfig = { KAKAO_SDK_URL: string; KAKAO_API_ORIGIN: string; DEV_SCRIPT_HASHES?: string };
/** The headers' inputs: the policy's, and whether this is the local environment (emulators, http). */
export type HeaderConfig = CspConfig & { DEV_EMULATORS: string };

/** The worker's vars a policy is built from (its env; the build's configuration imports this module too). */
type CspVars = { KAKAO_SDK_URL?: string; KAKAO_API_ORIGIN?: string; DEV_EMULATORS?: string };

/** The policy's inputs, with production's API origin where a var is missing (the config check reports
 * it); no SDK URL allows no SDK. DEV_SCRIPT_HASHES (set by `npm run dev` alone, never in
 * wrangler.toml) counts only in the local environment, so no deployment's policy ever carries it
 * (decision 030). */
export const cspConfig = (env: CspVars): CspConfig => {
  const dev = (env as { DEV_SCRIPT_HASHES?: unknown }).DEV_SCRIPT_HASHES;
  return {
    KAKAO_SDK_URL: env.KAKAO_SDK_URL || "",
    KAKAO_API_ORIGIN: env.KAKAO_API_ORIGIN || "https://kapi.kakao.com",
    ...(env.DEV_EMULATORS === "1" && typeof dev === "string" && dev ? { DEV_SCRIPT_HASHES: dev } : {}),
  };
};

/** A URL's origin; nothing for a malformed one (the config check reports it, the page stays strict). */
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
};

/**
 * A URL as a CSP source naming that one file: its origin and path, no query or fragment (a source has
 * none), and `;` `,` escaped (they would end the directive or the source); CSP matches the path
 * percent-decoded. Nothing for a malformed URL.
 */
const fileSource = (url: string) => {
  try {
    const { origin, pathname } = new URL(url);
    return `${origin}${pathname.replaceAll(";", "%3B").replaceAll(",", "%2C")}`;
  } catch {
    return "";
  }
};

/** The hashes of a drawn document's inline CSS and inline script (worker/edge/pages/documents.ts). */
export type InlineHashes = { styleHashes?: readonly string[]; scriptHashes?: readonly string[] };

/** A hash source and nothing else: a dev var can allow one known inline script, never widen the policy. */
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;
const devScriptHashes = (config: CspConfig) =>
  (config.DEV_SCRIPT_HASHES ?? "").split(/\s+/).filter((source) => HASH_SOURCE.test(source));

/**
 * Each source and why:
 * - script-src: our bundle, and Kakao's JavaScript SDK: the one pinned file (loaded with SRI), not its
 *   CDN's whole origin, where every other file and version of anything Kakao hosts lives.
 * - connect-src: our API, and Kakao's API origin: SDK 2.x calls kapi.kakao.com from the page with
 *   CORS (sharing first validates the template there). Locally both are the emulators' origin, so
 *   the stand-in's cross-origin share call is checked by this same rule.
 * - style-src: our stylesheets (stitches inserts through the CSSOM into /sxs.css) and html2canvas's
 *   one fixed <style>; a server-rendered page adds the hash of its own inline critical CSS
 *   (worker/edge/pages/documents.ts). img-src data:/blob: for the image export. Nothing eval'd; the
 *   one inline script is a drawn page's tap holder, allowed by its hash (decision 029).
 *   Under `npm run dev` alone (local environment, Vite's dev server), script-src also allows the
 *   hash of Vite's one inline script, the React-refresh preamble (decision 030).
 * The share itself opens sharer.kakao.com in a popup or hands over to KakaoTalk by a navigation;
 * neither is governed by CSP (COOP same-origin-allow-popups keeps the popup working).
 */
export const contentSecurityPolicy = (
  config: CspConfig,
  { styleHashes = [], scriptHashes = [] }: InlineHashes = {},
): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, fileSource(config.KAKAO_SDK_URL), ...devScriptHashes(config)]
      .filter(Boolean)
      .join(" "),
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

/**
 * HTTPS only, remembered for a year, for this host and every name under it: production and previews
 * (no emulators) are only ever served over HTTPS. The local environment is http, where the header
 * means nothing, and `localhost` must never be pinned to HTTPS in a developer's browser.
 */
const HSTS = "max-age=31536000; includeSubDomains";

export const securityHeaders = (config: HeaderConfig): Record<string, string> => ({
  "Content-Security-Policy": contentSecurityPolicy(config),
  ...STATIC_SECURITY_HEADERS,
  ...(config.DEV_EMULATORS === "1" ? {} : { "Strict-Transport-Security": HSTS }),
});

/** The `_headers` file for the assets router: no CSP (documents get theirs from the worker). */
export const staticHeaders = (): string => {
  const lines = Object.entries(STATIC_SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`);
  return ["/*", ...lines, "/assets/*", "  Cache-Control: public, max-age=31536000, immutable", ""].join("\n");
};
