// Issue 15: the recap through KakaoTalk's share, with its own template (KAKAO_RECAP_TEMPLATE_ID) and
// its own arguments. No server callback: a recap is not a praise to be delivered.
import type { ClientConfig } from "@contract/auth";
import type { Recap } from "@contract/recap";
import { type KakaoSdk, loadKakaoSdk } from "../../lib/kakao-sdk";
import { monthLabel, recapSummary } from "./recap-text";

export type RecapShareOutcome = "opened" | "unavailable" | "dismissed";

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

export async function shareRecap(config: ClientConfig, name: string, recap: Recap): Promise<RecapShareOutcome> {
  let kakao: KakaoSdk;
  try {
    kakao = await loadKakaoSdk(config);
  } catch (error) {
    console.error(error);
    return "unavailable";
  }
  try {
    await kakao.Share.sendCustom({
      templateId: Number(config.kakaoRecapTemplateId),
      templateArgs: recapTemplateArgs(name, recap),
    });
    return "opened";
  } catch (error) {
    console.info("KakaoTalk share not completed", error);
    return "dismissed";
  }
}
