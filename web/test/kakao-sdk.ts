// A page's Kakao SDK as the share code sees it (window.Kakao), for the share tests: it records what
// would be handed to KakaoTalk's share sheet, or refuses it as Kakao's SDK does.
import { vi } from "vitest";

/**
 * What Kakao's SDK throws when its share is refused: a `KakaoError` (its `name`, SDK reference) with
 * the share API's code, here 4006, the free daily quota used up (Kakao's "카카오톡 공유 문제 해결").
 */
export const kakaoQuotaError = () =>
  Object.assign(new Error("exceeded the free quota of KakaoTalk Share"), {
    name: "KakaoError",
    code: 4006,
    msg: "exceeded the free quota of KakaoTalk Share",
  });

/**
 * Installs an SDK that accepts every share, or with `refuse` rejects each with that error; its
 * `sendCustom` mock says what was shared.
 */
export const installKakaoSdk = ({ refuse }: { refuse?: unknown } = {}) => {
  const sendCustom = vi.fn(async (_settings: unknown) => {
    if (refuse !== undefined) throw refuse;
    return undefined;
  });
  let key: string | null = null;
  window.Kakao = {
    init: (k) => {
      key = k;
    },
    isInitialized: () => key !== null,
    Share: { sendCustom },
  };
  return sendCustom;
};
