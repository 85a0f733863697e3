// KakaoTalk's in-app browser as the e2e tests play it: its Android and iOS user agents on a phone-sized
// touch context that refuses downloads (a WebView saves nothing), plus what each platform's WebView
// offers for sharing, and reading the PNG the app's image viewer shows.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";

export const KAKAOTALK_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-S921N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.200 Mobile Safari/537.36;KAKAOTALK 2410420";
export const KAKAOTALK_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.5";

export type InAppAgent = {
  name: string;
  /** For screenshot names. */
  tag: "kakao-android" | "kakao-ios";
  userAgent: string;
  /** iOS's WKWebView has Web Share (files included); Android's System WebView has none. */
  webShare: boolean;
};

export const KAKAOTALK_AGENTS: InAppAgent[] = [
  { name: "KakaoTalk Android", tag: "kakao-android", userAgent: KAKAOTALK_ANDROID, webShare: false },
  { name: "KakaoTalk iOS", tag: "kakao-ios", userAgent: KAKAOTALK_IOS, webShare: true },
];

/** Context options for a phone in `agent`'s in-app browser: its user agent, touch, downloads refused. */
export const inAppContextOptions = (agent: InAppAgent): BrowserContextOptions => ({
  userAgent: agent.userAgent,
  isMobile: true,
  hasTouch: true,
  acceptDownloads: false,
});

export type SharedFile = { name: string; type: string; size: number };

/**
 * Gives the page the platform's Web Share: none on Android's WebView; on iOS a share() that takes
 * files and records what it was given in window.__shared (headless Chromium on Linux has none).
 */
export const emulateWebShare = async (page: Page, agent: InAppAgent) => {
  await page.addInitScript((webShare) => {
    const nav = navigator as Navigator & { __shared?: unknown[] };
    if (!webShare) {
      for (const key of ["share", "canShare"]) delete (Navigator.prototype as unknown as Record<string, unknown>)[key];
      return;
    }
    const shared: { name: string; type: string; size: number }[] = [];
    (window as unknown as { __shared: typeof shared }).__shared = shared;
    Object.assign(nav, {
      canShare: (data?: ShareData) => Boolean(data?.files?.length),
      share: async (data?: ShareData) => {
        for (const file of data?.files ?? []) shared.push({ name: file.name, type: file.type, size: file.size });
      },
    });
  }, agent.webShare);
};

export const sharedFiles = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shared?: SharedFile[] }).__shared ?? []);

/** Counts the downloads a page starts (refused ones included), to show none was attempted. */
export const countDownloads = (page: Page) => {
  const downloads: string[] = [];
  page.on("download", (download) => downloads.push(download.suggestedFilename()));
  return downloads;
};

/** The app's image viewer ('이미지로 저장' dialog). */
export const imageViewer = (page: Page) => page.getByRole("dialog", { name: "이미지로 저장" });

type ViewerPng = { width: number; height: number; alt: string | null };

/** A viewer picture's PNG: a data: URL (so a long-press can save it), kept under test-results/screenshots. */
const pngOf = async (picture: Locator, name: string): Promise<ViewerPng> => {
  const src = (await picture.getAttribute("src")) ?? "";
  if (!src.startsWith("data:image/png;base64,")) throw new Error(`the viewer shows ${src.slice(0, 40)}, not a PNG`);
  const png = Buffer.from(src.slice(src.indexOf(",") + 1), "base64");
  if (png.subarray(1, 4).toString("latin1") !== "PNG") throw new Error("the viewer's image is not a PNG");
  const dir = join(process.cwd(), "test-results", "screenshots");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.png`), png);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), alt: await picture.getAttribute("alt") };
};

/** The one PNG the open viewer shows, checked as a PNG. Answers its pixel size and alt. */
export const viewerPng = async (page: Page, name: string) => {
  const picture = imageViewer(page).getByTestId("image-viewer-picture");
  await picture.waitFor();
  return pngOf(picture, name);
};

/** Every PNG the open viewer shows (a long page's, one a screenful), in order, named <name>-1, -2 … */
export const viewerPngs = async (page: Page, name: string) => {
  const pictures = imageViewer(page).getByTestId("image-viewer-picture");
  await pictures.first().waitFor();
  const all: ViewerPng[] = [];
  for (const [i, picture] of (await pictures.all()).entries()) all.push(await pngOf(picture, `${name}-${i + 1}`));
  return all;
};
