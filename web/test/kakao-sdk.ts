// A page's Kakao SDK as the share code sees it (window.Kakao), for the share tests: it records what
// would be handed to KakaoTalk's share sheet.
import { vi } from "vitest";

/** Installs an SDK that accepts every share; its `sendCustom` mock says what was shared. */
export const installKakaoSdk = () => {
  const sendCustom = vi.fn(async (_settings: unknown) => undefined);
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
