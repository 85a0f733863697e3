// Decision 022: a keeper's answer sent back to the praise's sender as a KakaoTalk share, with its own
// template (KAKAO_ANSWER_TEMPLATE_ID). Kakao lets a service send only what its member chooses to
// share, so this is how an answer reaches the sender outside the app. The message's link opens the
// praise (`id`), where its sender sees every keeper's answer; its image is the answer's card.
import type { ClientConfig } from "@contract/client-config";
import { honorific } from "@contract/honorific";
import { type ReactionCode, reactionOf } from "@contract/reaction";
import { firstLineOf } from "@contract/rules";
import { useClientConfig } from "../api/config";
import { getSession } from "../api/session";
import { openKakaoShare, type ShareOutcome } from "./kakao-sdk";

export type AnswerShare = {
  /** The praise's uuid. */
  uuid: string;
  /** The member answering, by their own name. */
  keeper: string;
  sender: string;
  reaction: ReactionCode;
  content: string;
};

/** The template's arguments (README, Kakao console): who answered whom with which word, about what. */
export const answerTemplateArgs = ({ uuid, keeper, sender, reaction, content }: AnswerShare, origin: string) => ({
  keeper,
  sender,
  reaction: reactionOf(reaction).label,
  title: `${honorific(keeper)}이 ‘${reactionOf(reaction).label}’ 꿀 답장을 보냈어요`,
  content: firstLineOf(content),
  id: uuid,
  answerImageUrl: `${origin}/compliment/${uuid}/answer.png?reaction=${reaction}`,
});

export const shareAnswer = (config: ClientConfig, answer: AnswerShare): Promise<ShareOutcome> =>
  openKakaoShare(config, {
    templateId: Number(config.kakaoAnswerTemplateId),
    templateArgs: answerTemplateArgs(answer, location.origin),
  });

/**
 * The reaction picker's `shareAnswer` for the praise `uuid` (sender, letter), as the signed-in member;
 * undefined while the worker's settings load, where it offers no answer template, or without a uuid
 * or the member's name.
 */
export function useAnswerShare(praise: { uuid: string | undefined; sender: string; content: string }) {
  const config = useClientConfig();
  const { uuid } = praise;
  // Never while the worker draws or the page hydrates (no settings then): the session is the browser's.
  if (!config?.kakaoAnswerTemplateId || !uuid) return undefined;
  // The message names the keeper: without the member's name (not logged in here) there is none to send.
  const keeper = getSession().userName;
  if (!keeper) return undefined;
  return (reaction: ReactionCode) => shareAnswer(config, { ...praise, uuid, reaction, keeper });
}
