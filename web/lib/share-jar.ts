// A shared jar's two links through KakaoTalk (decision 024): the writing link for the team chat
// (KAKAO_JAR_TEMPLATE_ID) and the opening link for the person it is for (KAKAO_JAR_OPEN_TEMPLATE_ID).
// Both templates are optional: without one the link is copied instead (web/ui/share-link.tsx).
import type { ClientConfig } from "@contract/client-config";
import { honorific } from "@contract/honorific";
import { type JarOccasion, jarProgress, OCCASION_LABELS } from "@contract/jar";
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

/**
 * The writing template again, as the creator's nudge (SPEC's '진행 상황 공유'): the count and the days
 * left in its words, and the card drawn with them (the worker draws a count only up to the jar's own).
 */
export const jarProgressArgs = (jar: JarShare, progress: JarProgress, origin: string) => {
  const said = jarProgress(progress.count, progress.today, progress.opensOn);
  return {
    ...jarTemplateArgs(jar, origin),
    description: `지금 ${said}. 아직 쓰지 않았다면 ${honorific(jar.recipientName)}에게 마음을 담아주세요.`,
    jarImageUrl: `${origin}/jar/${jar.jarId}/card.png?drops=${progress.count}&on=${progress.today}`,
  };
};
export type JarProgress = { count: number; today: string; opensOn: string };

/** The opening template's arguments: its link is /jar/${id}/open?key=${key}. */
export const jarOpenTemplateArgs = ({ jarId, title, recipientName }: JarShare, keepKey: string, origin: string) => ({
  id: jarId,
  key: keepKey,
  title,
  recipient: recipientName,
  description: `${honorific(recipientName)}, 팀이 함께 채운 꿀단지가 기다리고 있어요.`,
  jarImageUrl: `${origin}/jar/${jarId}/card.png`,
});

/**
 * Opens KakaoTalk's share of the writing link (with the jar's progress, for its creator's nudge);
 * undefined where the worker offers no template.
 */
export const jarShareOf = (config: ClientConfig | undefined, jar: JarShare, progress?: JarProgress) =>
  config?.kakaoJarTemplateId
    ? (): Promise<ShareOutcome> =>
        openKakaoShare(config, {
          templateId: Number(config.kakaoJarTemplateId),
          templateArgs: progress
            ? jarProgressArgs(jar, progress, location.origin)
            : jarTemplateArgs(jar, location.origin),
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

/** Asked before the opening link is shared or copied: it reads every letter, so it goes to one person. */
export const JAR_OPEN_ASK = {
  title: "받는 사람에게만 보내주세요",
  description:
    "여는 링크로는 누구나 편지를 모두 열어볼 수 있어요. 단체 채팅방에는 올리지 말고 받는 사람에게만 보내주세요.",
} as const;
