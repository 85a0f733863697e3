// Security headers. The same CSP goes on worker responses (middleware) and on static files
// (dist/_headers, written at build time from staticHeaders()), so there is one source of truth.

// html2canvas 1.4.1 injects one fixed <style> into its capture clone; its hash is allowed, nothing else.
const HTML2CANVAS_STYLE_HASH = "'sha256-UP0QZg7irvSMvOBz9mH2PIIE28+57UiavRfeVea0l3g='";

export const contentSecurityPolicy = (kakaoSdkOrigin: string): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${kakaoSdkOrigin}`,
    `style-src 'self' ${HTML2CANVAS_STYLE_HASH}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");

export const securityHeaders = (kakaoSdkOrigin: string): Record<string, string> => ({
  "Content-Security-Policy": contentSecurityPolicy(kakaoSdkOrigin),
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
});

/** The `_headers` file for the assets router (wrangler honours it for static responses). */
export const staticHeaders = (kakaoSdkOrigin: string): string => {
  const lines = Object.entries(securityHeaders(kakaoSdkOrigin)).map(([k, v]) => `  ${k}: ${v}`);
  return ["/*", ...lines, "/assets/*", "  Cache-Control: public, max-age=31536000, immutable", ""].join("\n");
};
