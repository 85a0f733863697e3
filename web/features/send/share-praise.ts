// Opens the KakaoTalk share of a sent praise: template args sender, receiver, content and id, and
// the uuid back to our webhook as serverCallbackArgs (SPEC §7, docs/api.md "Praise"), with the host's
// shareToken for it, without which the webhook marks nothing (decision 026).
import type { ClientConfig } from "@contract/client-config";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { clientConfigQuery } from "../../api/config";
import { openKakaoShare, type ShareOutcome } from "../../lib/kakao-sdk";
import { useKakaoShare } from "../../ui/use-kakao-share";

export type ShareArgs = { uuid: string; sender: string; receiver: string; content: string; shareToken?: string };

export const sharePraise = (
  config: ClientConfig,
  { uuid, sender, receiver, content, shareToken }: ShareArgs,
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
    serverCallbackArgs: { praiseUuid: uuid, ...(shareToken ? { shareToken } : {}) },
  });

/** The praise's share as a page offers it (web/ui/use-kakao-share.ts): how it went, or null for a second tap. */
export function useSharePraise() {
  const queryClient = useQueryClient();
  const { share: openShare, sharing } = useKakaoShare();
  const share = useCallback(
    (args: ShareArgs): Promise<ShareOutcome | null> =>
      openShare(async () => sharePraise(await queryClient.ensureQueryData(clientConfigQuery), args)),
    [queryClient, openShare],
  );
  return { share, sharing };
}
