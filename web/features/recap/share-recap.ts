// The recap through KakaoTalk's share, with its own template (KAKAO_RECAP_TEMPLATE_ID) and
// its own arguments. No server callback: a recap is not a praise to be delivered.
import type { ClientConfig } from "@contract/client-config";
import type { Recap } from "@contract/recap";
import { openKakaoShare, type ShareOutcome } from "../../lib/kakao-sdk";
import { monthLabel, recapSummary } from "./recap-text";

/** The template's arguments: who, which month, the counts and the top stamp and jar. */
export const recapTemplateArgs = (name: string, recap: Recap) => ({
  name,
  month: monthLabel(recap.month),
  received: String(recap.received),
  sent: String(recap.sent),
  topStamp: recap.topStamps[0]?.stampName ?? "",
  topJar: recap.topJar?.groupName ?? "",
  summary: recapSummary(recap),
});

export const shareRecap = (config: ClientConfig, name: string, recap: Recap): Promise<ShareOutcome> =>
  openKakaoShare(config, {
    templateId: Number(config.kakaoRecapTemplateId),
    templateArgs: recapTemplateArgs(name, recap),
  });
