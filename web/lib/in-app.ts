// Where the app is running: KakaoTalk's in-app browser (where most praise links are opened) or another
// app's WebView, and what that changes. A WebView cannot download a file (KakaoTalk's iOS one ignores
// <a download>, Android ones drop blob: downloads), so a saved image is shown to be long-pressed or
// shared instead; KakaoTalk opens links in itself, so an external page goes to the phone's browser
// through KakaoTalk's own scheme; a page opened from a chat has no history, so back goes home.

/** The in-app browsers we recognise; "webview" is any other app's WebView. */
export type InAppBrowser = "kakaotalk" | "instagram" | "facebook" | "line" | "naver" | "webview";

// Most specific first: KakaoTalk's and the others' Android user agents also carry "; wv)".
const IN_APP_PATTERNS: readonly (readonly [InAppBrowser, RegExp])[] = [
  ["kakaotalk", /KAKAOTALK/i],
  ["instagram", /\bInstagram\b/i],
  ["facebook", /\bFB(AN|AV|_IAB)\b/],
  ["line", /\bLine\/\d/i],
  ["naver", /\bNAVER\(inapp/i],
  // Android System WebView marks itself "; wv)"; an iOS WKWebView leaves out Safari's "Safari/" token.
  ["webview", /; wv\)/],
  ["webview", /\b(iPhone|iPad|iPod)\b.*AppleWebKit\/[\d.]+(?!.*\bSafari\/)/],
];

const currentUserAgent = () => (typeof navigator === "undefined" ? "" : navigator.userAgent);

/** The in-app browser `userAgent` belongs to, or null for an ordinary browser. */
export function detectInAppBrowser(userAgent: string = currentUserAgent()): InAppBrowser | null {
  for (const [browser, pattern] of IN_APP_PATTERNS) if (pattern.test(userAgent)) return browser;
  return null;
}

export const isKakaoTalk = (userAgent?: string) => detectInAppBrowser(userAgent) === "kakaotalk";
export const isInAppBrowser = (userAgent?: string) => detectInAppBrowser(userAgent) !== null;

// -- External links ---------------------------------------------------------------------------------

/** KakaoTalk's scheme for "open this address in the phone's default browser". */
export const KAKAOTALK_OPEN_EXTERNAL = "kakaotalk://web/openExternal?url=";

export type ExternalLinkProps = { href: string; target?: "_blank"; rel?: string };

/**
 * The <a> attributes for a page outside the app: inside KakaoTalk its openExternal scheme (a new tab
 * there would stay inside KakaoTalk); elsewhere a new tab without an opener.
 */
export function externalLinkProps(url: string, userAgent?: string): ExternalLinkProps {
  if (isKakaoTalk(userAgent)) return { href: `${KAKAOTALK_OPEN_EXTERNAL}${encodeURIComponent(url)}` };
  return { href: url, target: "_blank", rel: "noopener noreferrer" };
}

// -- Saving an image --------------------------------------------------------------------------------

/** "download" a file in an ordinary browser; in a WebView show it in a "viewer" to long-press or share. */
export type ImageSavePath = "download" | "viewer";

export const imageSavePath = (userAgent?: string): ImageSavePath => (isInAppBrowser(userAgent) ? "viewer" : "download");

type ShareNavigator = Pick<Navigator, "canShare" | "share">;

/** Whether the system share sheet takes this file (Web Share Level 2); false where there is none. */
export function canShareFile(file: File, nav: Partial<ShareNavigator> = navigator): boolean {
  if (typeof nav.share !== "function" || typeof nav.canShare !== "function") return false;
  try {
    return nav.canShare({ files: [file] });
  } catch {
    return false;
  }
}

// -- Back on the first page -------------------------------------------------------------------------

const historyIndex = (historyState: unknown) => (historyState as { idx?: unknown } | null)?.idx;

/**
 * Whether going back `steps` entries would leave the app, or land on a blank WebView when the page was
 * opened from a chat. React Router's browser history keys the session's first entry "default" and
 * numbers entries in history.state.idx from 0 (still there after a reload); an index of 0 also covers
 * a history of length 1.
 */
export function backLeavesApp(
  location: { key: string },
  steps = 1,
  historyState: unknown = typeof window === "undefined" ? null : window.history.state,
): boolean {
  if (location.key === "default") return true;
  const idx = historyIndex(historyState);
  return typeof idx === "number" && idx < steps;
}

/** The first page of the session in this tab: nothing of the app to go back to. */
export const isFirstPageOfSession = (location: { key: string }, historyState?: unknown) =>
  backLeavesApp(location, 1, historyState); // undefined takes the default: this tab's history state
