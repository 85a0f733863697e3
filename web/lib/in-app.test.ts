import { describe, expect, it } from "vitest";
import {
  backLeavesApp,
  canShareFile,
  detectInAppBrowser,
  externalLinkProps,
  type InAppBrowser,
  imageSavePath,
  isFirstPageOfSession,
  isKakaoTalk,
} from "./in-app";

const KAKAOTALK_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-S921N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.200 Mobile Safari/537.36;KAKAOTALK 2410420";
const KAKAOTALK_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.5";
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const SAFARI_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const TABLE: [string, string, InAppBrowser | null][] = [
  ["KakaoTalk, Android", KAKAOTALK_ANDROID, "kakaotalk"],
  ["KakaoTalk, iOS", KAKAOTALK_IOS, "kakaotalk"],
  [
    "Instagram, Android",
    "Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36 Instagram 361.0.0.46.88 Android (34/14; 480dpi; 1080x2340; samsung; SM-S918N; dm3q; qcom; ko_KR; 674675155)",
    "instagram",
  ],
  [
    "Instagram, iOS",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 340.0.3.22.95 (iPhone15,2; iOS 17_5; ko_KR; ko; scale=3.00; 1179x2556; 624106426)",
    "instagram",
  ],
  [
    "Facebook, iOS (FBAN/FBAV)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.49.110;FBBV/641553521;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/ko_KR;FBOP/5]",
    "facebook",
  ],
  [
    "Facebook, Android (FB_IAB)",
    "Mozilla/5.0 (Linux; Android 14; SM-S921N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.200 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/489.0.0.66.81;]",
    "facebook",
  ],
  [
    "LINE, iOS",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.10.0",
    "line",
  ],
  [
    "LINE, Android",
    "Mozilla/5.0 (Linux; Android 14; SM-S921N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.200 Mobile Safari/537.36 Line/14.10.1/IAB",
    "line",
  ],
  [
    "NAVER app, Android",
    "Mozilla/5.0 (Linux; Android 14; SM-S921N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.200 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.10.3)",
    "naver",
  ],
  [
    "NAVER app, iOS",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.6.2; 15PRO)",
    "naver",
  ],
  [
    "another app's Android WebView (; wv))",
    "Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.200 Mobile Safari/537.36",
    "webview",
  ],
  [
    "another app's iOS WKWebView (no Safari/ token)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
    "webview",
  ],
  ["Chrome, Android", CHROME_ANDROID, null],
  [
    "Samsung Internet",
    "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
    null,
  ],
  [
    "Naver Whale, Android",
    "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Whale/3.27.0.0 Mobile Safari/537.36",
    null,
  ],
  ["Firefox, Android", "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0", null],
  ["Safari, iOS", SAFARI_IOS, null],
  [
    "Chrome, iOS",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
    null,
  ],
  [
    "Safari, iPadOS (desktop mode)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    null,
  ],
  [
    "Chrome, desktop",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    null,
  ],
  ["no user agent", "", null],
];

describe("detectInAppBrowser", () => {
  it.each(TABLE)("%s → %s", (_name, userAgent, expected) => {
    expect(detectInAppBrowser(userAgent)).toBe(expected);
    expect(isKakaoTalk(userAgent)).toBe(expected === "kakaotalk");
  });

  it("reads navigator.userAgent when none is given (happy-dom is an ordinary browser)", () => {
    expect(detectInAppBrowser()).toBeNull();
  });
});

describe("which path each action takes", () => {
  const URL = "https://kkul-danji.notion.site/about?from=menu&x=1#top";

  it("external links: KakaoTalk (both platforms) hands the page to the phone's browser through its scheme", () => {
    for (const userAgent of [KAKAOTALK_ANDROID, KAKAOTALK_IOS]) {
      const props = externalLinkProps(URL, userAgent);
      expect(props).toEqual({
        href: "kakaotalk://web/openExternal?url=https%3A%2F%2Fkkul-danji.notion.site%2Fabout%3Ffrom%3Dmenu%26x%3D1%23top",
      });
      expect(decodeURIComponent(props.href.split("?url=")[1]!)).toBe(URL);
    }
  });

  it.each([
    ["Chrome, Android", CHROME_ANDROID],
    ["Safari, iOS", SAFARI_IOS],
    ["Instagram's WebView", TABLE[2]![1]],
  ])("external links: %s opens a new tab without an opener", (_name, userAgent) => {
    expect(externalLinkProps(URL, userAgent)).toEqual({ href: URL, target: "_blank", rel: "noopener noreferrer" });
  });

  it.each(TABLE)("save as image: %s", (_name, userAgent, inApp) => {
    expect(imageSavePath(userAgent)).toBe(inApp ? "viewer" : "download");
  });

  describe("canShareFile", () => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], "칭찬 이미지.png", { type: "image/png" });

    it("is true only where share() exists and canShare() takes the file", () => {
      const share = async () => {};
      expect(canShareFile(png, { share, canShare: () => true })).toBe(true);
      expect(canShareFile(png, { share, canShare: () => false })).toBe(false);
      expect(canShareFile(png, { canShare: () => true })).toBe(false);
      expect(canShareFile(png, { share })).toBe(false); // Web Share level 1 only: no files
      expect(canShareFile(png, {})).toBe(false);
    });

    it("passes the file to canShare and treats its throwing as no", () => {
      const seen: ShareData[] = [];
      canShareFile(png, {
        share: async () => {},
        canShare: (data) => {
          seen.push(data!);
          return true;
        },
      });
      expect(seen[0]?.files?.[0]).toBe(png);
      const throws = () => {
        throw new TypeError("not allowed");
      };
      expect(canShareFile(png, { share: async () => {}, canShare: throws })).toBe(false);
    });
  });
});

describe("back on the first page of a session", () => {
  it("the first entry (React Router's key 'default') has nothing of the app behind it", () => {
    expect(isFirstPageOfSession({ key: "default" }, null)).toBe(true);
    expect(backLeavesApp({ key: "default" }, 1, null)).toBe(true);
  });

  it("history.state.idx 0 is the first entry too (a reload keeps the key, and so does a replace)", () => {
    expect(isFirstPageOfSession({ key: "abc123" }, { usr: null, key: "abc123", idx: 0 })).toBe(true);
    expect(isFirstPageOfSession({ key: "abc123" }, { usr: null, key: "abc123", idx: 1 })).toBe(false);
  });

  it("double back leaves the app from the second entry, single back does not", () => {
    const second = { usr: { double: true }, key: "k2", idx: 1 };
    expect(backLeavesApp({ key: "k2" }, 2, second)).toBe(true);
    expect(backLeavesApp({ key: "k2" }, 1, second)).toBe(false);
    expect(backLeavesApp({ key: "k3" }, 2, { ...second, idx: 2 })).toBe(false);
  });

  it("without a browser history index (a memory router) only the key decides", () => {
    expect(backLeavesApp({ key: "k2" }, 2, null)).toBe(false);
    expect(isFirstPageOfSession({ key: "k2" }, undefined)).toBe(false); // happy-dom's own history state
  });
});
