// A shared jar's two links through KakaoTalk (decision 024): the writing link for the team chat
// (KAKAO_JAR_TEMPLATE_ID) and the opening link for the person it is for (KAKAO_JAR_OPEN_TEMPLATE_ID).
// Both templates are optional: without one the link is copied instead (web/ui/share-link.tsx).
import type { ClientConfig } from "@contract/client-config";
import { honorific } from "@contract/honorific";
import { type JarOccasion, OCCASION_LABELS } from "@contract/jar";
import { openKakaoShare, type ShareOutcome } from "./kakao-sdk";

export type JarShare = { jarId: string; title: string; recipientName: string; occasion: JarOccasion };

/** The writing template's arguments: its link is /jar/${id}, its image the jar's card. */
export const jarTemplateArgs = ({ jarId, title, recipientName, occasion }: JarShare, origin: string) => ({
  id: jarId,
  title,
  recipient: recipientName,
  occasion: OCCASION_LABELS[occasion],
  description: `${honorific(recipientName)}에게 전할 마음을 꿀단지에 담아주세요.`,
  jarImageUrl: `${origin}/jar/${jarId}/card.png`,
});

/** The opening template's arguments: its link is /jar/${id}/open?key=${key}. */
export const jarOpenTemplateArgs = ({ jarId, title, recipientName }: JarShare, keepKey: string, origin: string) => ({
  id: jarId,
  key: keepKey,
  title,
  recipient: recipientName,
  description: `${honorific(recipientName)}, 팀이 함께 채운 꿀단지가 기다리고 있어요.`,
  jarImageUrl: `${origin}/jar/${jarId}/card.png`,
});

/** Opens KakaoTalk's share of the writing link; undefined where the worker offers no template. */
export const jarShareOf = (config: ClientConfig | undefined, jar: JarShare) =>
  config?.kakaoJarTemplateId
    ? (): Promise<ShareOutcome> =>
        openKakaoShare(config, {
          templateId: Number(config.kakaoJarTemplateId),
          templateArgs: jarTemplateArgs(jar, location.origin),
        })
    : undefined;

/** Opens KakaoTalk's share of the opening link; undefined where the worker offers no template. */
export const jarOpenShareOf = (config: ClientConfig | undefined, jar: JarShare, keepKey: string) =>
  config?.kakaoJarOpenTemplateId
    ? (): Promise<ShareOutcome> =>
        openKakaoShare(config, {
          templateId: Number(config.kakaoJarOpenTemplateId),
          templateArgs: jarOpenTemplateArgs(jar, keepKey, location.origin),
        })
    : undefined;
