// Opens the KakaoTalk share of a sent praise: template args sender, receiver, content and id, and
// the uuid back to our webhook as serverCallbackArgs (SPEC §7, DESIGN §3).
import type { ClientConfig } from "@contract/auth";
import { type KakaoSdk, loadKakaoSdk } from "../../lib/kakao-sdk";

export type ShareArgs = { uuid: string; sender: string; receiver: string; content: string };

/**
 * 'opened': the share sheet was handed the message; 'unavailable': the SDK could not load;
 * 'dismissed': the sheet was closed or failed (the stand-in rejects on cancel; Kakao's may not say).
 */
export type ShareOutcome = "opened" | "unavailable" | "dismissed";

export async function sharePraise(
  config: ClientConfig,
  { uuid, sender, receiver, content }: ShareArgs,
): Promise<ShareOutcome> {
  let kakao: KakaoSdk;
  try {
    kakao = await loadKakaoSdk(config);
  } catch (error) {
    console.error(error);
    return "unavailable";
  }
  try {
    await kakao.Share.sendCustom({
      templateId: Number(config.kakaoTemplateId),
      // `cardImageUrl` fills the template's image (README, Kakao console): this praise's own card.
      templateArgs: {
        sender,
        receiver,
        content,
        id: uuid,
        cardImageUrl: `${location.origin}/compliment/${uuid}/card.png`,
      },
      serverCallbackArgs: { praiseUuid: uuid },
    });
    return "opened";
  } catch (error) {
    console.info("KakaoTalk share not completed", error);
    return "dismissed";
  }
}
