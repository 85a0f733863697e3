import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installKakaoSdk, kakaoQuotaError } from "../test/kakao-sdk";
import { type KakaoSdk, loadKakaoSdk, openKakaoShare, resetKakaoSdkForTests, shareFailureOf } from "./kakao-sdk";

type HappyWindow = Window & { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } };
const happy = () => (window as unknown as HappyWindow).happyDOM.settings;

const CONFIG = {
  kakaoSdkUrl: "https://t1.kakaocdn.net/kakao_js_sdk/2.8.1/kakao.min.js",
  kakaoSdkIntegrity: "sha384-abc",
  kakaoJsKey: "js-key",
};

/** Plays the SDK file: when the script "loads", it defines window.Kakao (like Kakao's file does). */
const serveSdk = () => {
  let initialised: string | null = null;
  const sdk: KakaoSdk = {
    init: vi.fn((key: string) => {
      initialised = key;
    }),
    isInitialized: () => initialised !== null,
    Share: { sendCustom: vi.fn() },
  };
  const onLoad = (event: Event) => {
    if (event.target instanceof HTMLScriptElement && "kakaoSdk" in event.target.dataset) window.Kakao = sdk;
  };
  document.addEventListener("load", onLoad, true);
  return { sdk, stop: () => document.removeEventListener("load", onLoad, true) };
};

const scripts = () => document.head.querySelectorAll("script[data-kakao-sdk]");

beforeEach(() => {
  resetKakaoSdkForTests();
  delete window.Kakao;
  for (const script of document.head.querySelectorAll("script")) script.remove();
});
afterEach(() => {
  happy().handleDisabledFileLoadingAsSuccess = false;
});

describe("loadKakaoSdk", () => {
  it("adds one script with SRI and CORS, initialises with the JS key once, and memoises the load", async () => {
    happy().handleDisabledFileLoadingAsSuccess = true;
    const { sdk, stop } = serveSdk();
    const first = loadKakaoSdk(CONFIG);
    const second = loadKakaoSdk(CONFIG);
    expect(second).toBe(first);
    expect(await first).toBe(sdk);
    expect(scripts()).toHaveLength(1);
    const script = scripts()[0] as HTMLScriptElement;
    expect(script.src).toBe(CONFIG.kakaoSdkUrl);
    expect(script.getAttribute("integrity")).toBe("sha384-abc");
    expect(script.getAttribute("crossorigin")).toBe("anonymous");
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith("js-key");
    stop();
  });

  it("sets no integrity or crossorigin for the local stand-in (empty integrity)", async () => {
    happy().handleDisabledFileLoadingAsSuccess = true;
    const { stop } = serveSdk();
    await loadKakaoSdk({ ...CONFIG, kakaoSdkUrl: "http://127.0.0.1:8787/__dev/kakao-sdk.js", kakaoSdkIntegrity: "" });
    const script = scripts()[0] as HTMLScriptElement;
    expect(script.hasAttribute("integrity")).toBe(false);
    expect(script.hasAttribute("crossorigin")).toBe(false);
    stop();
  });

  it("rejects when the file fails to load, and a later call tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // happy-dom reports the blocked file
    await expect(loadKakaoSdk(CONFIG)).rejects.toThrow(/failed to load/);
    expect(scripts()).toHaveLength(0);

    happy().handleDisabledFileLoadingAsSuccess = true;
    const { sdk, stop } = serveSdk();
    expect(await loadKakaoSdk(CONFIG)).toBe(sdk);
    stop();
    vi.restoreAllMocks();
  });
});

describe("a share that does not go through", () => {
  const cancel = () => new DOMException("공유를 취소했어요.", "AbortError");

  it("is the person's cancel only when the sheet says so (an AbortError); anything else thrown is KakaoTalk's refusal", () => {
    expect(shareFailureOf(cancel())).toBe("dismissed");
    expect(shareFailureOf(Object.assign(new Error("공유를 취소했어요."), { name: "AbortError" }))).toBe("dismissed");
    // Kakao's SDK: a KakaoError (quota 4006, an old KakaoTalk), or the share API's { code, msg } answer.
    expect(shareFailureOf(kakaoQuotaError())).toBe("refused");
    expect(shareFailureOf({ code: 4006, msg: "quota exceeded" })).toBe("refused");
    expect(shareFailureOf(Object.assign(new Error("Illegal argument for templateId"), { name: "KakaoError" }))).toBe(
      "refused",
    );
    // The network failing during the send, or anything the SDK did not explain.
    expect(shareFailureOf(new TypeError("Failed to fetch"))).toBe("refused");
    expect(shareFailureOf(new Error("공유에 실패했어요 (500)"))).toBe("refused");
    expect(shareFailureOf(undefined)).toBe("refused");
  });

  it("openKakaoShare answers 'refused' for KakaoTalk's refusal and 'dismissed' for the cancel, never throwing", async () => {
    const settings = { templateId: 1, templateArgs: { id: "x" } };
    vi.spyOn(console, "info").mockImplementation(() => {});
    installKakaoSdk({ refuse: kakaoQuotaError() });
    expect(await openKakaoShare(CONFIG, settings)).toBe("refused");
    resetKakaoSdkForTests();
    installKakaoSdk({ refuse: cancel() });
    expect(await openKakaoShare(CONFIG, settings)).toBe("dismissed");
    resetKakaoSdkForTests();
    installKakaoSdk();
    expect(await openKakaoShare(CONFIG, settings)).toBe("opened");
    vi.restoreAllMocks();
  });
});
