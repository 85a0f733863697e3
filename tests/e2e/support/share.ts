// Delivering a sent praise as KakaoTalk would: the share emulator (KakaoTalk's servers) records the
// share and calls our webhook, which marks the praise delivered. The share carries the host's token
// for the praise, as the client's share does (decision 026), made here with the local JWT_SECRET.
// Answers the webhook's status.
import { shareTokenFor } from "../../../worker/lib/share-token";
import { localVar } from "./session";

type ChatType = "MemoChat" | "DirectChat" | "MultiChat" | "OpenDirectChat" | "OpenMultiChat";

export const deliverShare = async (baseURL: string, uuid: string, chatType: ChatType = "DirectChat") => {
  const res = await fetch(`${baseURL}/__dev/kakao/share`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL },
    body: JSON.stringify({
      appKey: "local-js-key",
      templateId: 100001,
      templateArgs: { id: uuid },
      serverCallbackArgs: { praiseUuid: uuid, shareToken: await shareTokenFor(localVar("JWT_SECRET"), uuid) },
      chatType,
    }),
  });
  return (await res.json()) as { webhookStatus: number };
};
