// The answer (꿀 답장) as the picker and the landing's form say it: apart from reaction.ts, which the
// landing's first load carries, as only the answer's own chunks and the worker need these.

/** An answer not sent, for no reason the host gave. */
export const REACTION_FAILED = "꿀 답장을 보내지 못했어요. 다시 시도해주세요.";

/**
 * The landing's answer as a form the worker answers (decision 042): posted to this address with
 * `receivePraiseId` and `reaction`, before or without the page's script.
 */
export const reactionFormPath = (uuid: string) => `/compliment/${encodeURIComponent(uuid)}/reaction`;
