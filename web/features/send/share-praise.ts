// Opens the KakaoTalk share of a sent praise: template args sender, receiver, content and id, and
// the uuid back to our webhook as serverCallbackArgs (SPEC §7, docs/api.md "Praise"), with the host's
// shareToken for it, without which the webhook marks nothing (decision 026).
import type { ClientConfig } from "@contract/client-config";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { clientConfigQuery } from "../../api/config";
import { openKakaoShare, type ShareOutcome, shareFailed } from "../../lib/kakao-sdk";
import { useToast } from "../../ui/toast";
import { SEND_MESSAGES } from "./messages";

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

/**
 * The share as a page offers it: one sheet at a time (a second tap while one is open does nothing,
 * even before `sharing` reaches the button), and a toast when KakaoTalk's share cannot open or refuses.
 */
export function useSharePraise() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [sharing, setSharing] = useState(false);
  const open = useRef(false);
  const share = useCallback(
    /** Answers how the share went, or null for a tap while a sheet is open already. */
    async (args: ShareArgs): Promise<ShareOutcome | null> => {
      if (open.current) return null;
      open.current = true;
      setSharing(true);
      try {
        const config = await queryClient.ensureQueryData(clientConfigQuery);
        const outcome = await sharePraise(config, args);
        if (shareFailed(outcome)) toast.show(SEND_MESSAGES.shareFailed);
        return outcome;
      } catch (error) {
        console.error(error);
        toast.show(SEND_MESSAGES.shareFailed);
        return "unavailable";
      } finally {
        open.current = false;
        setSharing(false);
      }
    },
    [queryClient, toast],
  );
  return { share, sharing };
}
