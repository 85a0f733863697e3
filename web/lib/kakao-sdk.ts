// Loads Kakao's JS SDK (or the local stand-in) on demand — only the send and recap pages need it — once per
// page, pinned by SRI when the config gives an integrity, and initialises it with the JS key.
import type { ClientConfig } from "@contract/client-config";

export type KakaoShareSettings = {
  templateId: number;
  templateArgs?: Record<string, string>;
  serverCallbackArgs?: Record<string, string>;
};

/** The part of Kakao's SDK (v2) this app uses. */
export type KakaoSdk = {
  VERSION?: string;
  init: (jsKey: string) => void;
  isInitialized: () => boolean;
  Share: {
    /** Kakao's SDK returns nothing on some platforms and a promise on others (the stand-in rejects on cancel). */
    // biome-ignore lint/suspicious/noConfusingVoidType: the SDK's own signature: it may return nothing at all
    sendCustom: (settings: KakaoShareSettings) => Promise<unknown> | void;
  };
};

declare global {
  interface Window {
    Kakao?: KakaoSdk;
  }
}

export type KakaoSdkConfig = Pick<ClientConfig, "kakaoSdkUrl" | "kakaoSdkIntegrity" | "kakaoJsKey">;

let loading: Promise<KakaoSdk> | null = null;

const injectScript = (config: KakaoSdkConfig) =>
  new Promise<KakaoSdk>((resolve, reject) => {
    if (window.Kakao) return resolve(window.Kakao);
    const script = document.createElement("script");
    script.src = config.kakaoSdkUrl;
    script.async = true;
    if (config.kakaoSdkIntegrity) {
      script.integrity = config.kakaoSdkIntegrity;
      script.crossOrigin = "anonymous";
    }
    script.dataset.kakaoSdk = "";
    script.onload = () =>
      window.Kakao ? resolve(window.Kakao) : reject(new Error("Kakao SDK loaded without window.Kakao"));
    script.onerror = () => {
      script.remove();
      reject(new Error(`Kakao SDK failed to load: ${config.kakaoSdkUrl}`));
    };
    document.head.appendChild(script);
  });

/** The initialised SDK. One script per page; a failed load may be tried again. */
export function loadKakaoSdk(config: KakaoSdkConfig): Promise<KakaoSdk> {
  loading ??= injectScript(config).then(
    (kakao) => {
      if (!kakao.isInitialized()) kakao.init(config.kakaoJsKey);
      return kakao;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * 'opened': the share sheet was handed the message; 'unavailable': the SDK could not load;
 * 'refused': the SDK loaded but would not share (Kakao's daily quota, an old KakaoTalk, the network
 * failing during the send); 'dismissed': the person closed the sheet.
 */
export type ShareOutcome = "opened" | "unavailable" | "refused" | "dismissed";

/**
 * Why a share that threw did not go through. Only a cancel is the person's own choice, and only the
 * sheet can say so: the local stand-in rejects with an AbortError, the Web Share API's word for it.
 * Kakao's SDK never reports a cancel; what it throws is a refusal: a KakaoError (its SDK reference:
 * `name` 'KakaoError', a `message`), or the share API's `{ code, msg }` (4006: the free quota used
 * up; 4005: an unsupported browser; Kakao's "카카오톡 공유 문제 해결"), as is a failed fetch.
 */
export const shareFailureOf = (error: unknown): "refused" | "dismissed" =>
  typeof error === "object" && error !== null && "name" in error && error.name === "AbortError"
    ? "dismissed"
    : "refused";

/** The share did not reach KakaoTalk for a reason the person did not choose: the page offers another way. */
export const shareFailed = (outcome: ShareOutcome | null) => outcome === "unavailable" || outcome === "refused";

/** What every page says when the share is 'unavailable' or 'refused' (web/ui/use-kakao-share.ts). */
export const SHARE_FAILED_MESSAGE = "카카오톡 공유를 열지 못했어요. 잠시 후 다시 시도해주세요.";

/** Loads the SDK and opens KakaoTalk's share sheet with `settings`; says how it went, never throws. */
export async function openKakaoShare(config: KakaoSdkConfig, settings: KakaoShareSettings): Promise<ShareOutcome> {
  let kakao: KakaoSdk;
  try {
    kakao = await loadKakaoSdk(config);
  } catch (error) {
    console.error(error);
    return "unavailable";
  }
  try {
    await kakao.Share.sendCustom(settings);
    return "opened";
  } catch (error) {
    const outcome = shareFailureOf(error);
    console.info(`KakaoTalk share ${outcome}`, error);
    return outcome;
  }
}

/** Tests only: forget the memoised load. */
export const resetKakaoSdkForTests = () => {
  loading = null;
};
