// Opens the KakaoTalk share of a sent praise: template args sender, receiver, content and id, and
// the uuid back to our webhook as serverCallbackArgs (SPEC §7, DESIGN §3).
import type { ClientConfig } from "@contract/auth";
import { openKakaoShare, type ShareOutcome } from "../../lib/kakao-sdk";

export type ShareArgs = { uuid: string; sender: string; receiver: string; content: string };

export const sharePraise = (
  config: ClientConfig,
  { uuid, sender, receiver, content }: ShareArgs,
): Promise<ShareOutcome> =>
  openKakaoShare(config, {
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
