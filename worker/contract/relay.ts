// The praise relay (칭찬 릴레이, decision 022): a kept praise passed on, and the chain a landing shows.
import * as v from "valibot";

export const RELAY_MESSAGES = {
  notFound: "이어갈 칭찬을 찾을 수 없어요. 꿀단지에 담은 칭찬만 이어갈 수 있어요.",
  once: "이미 이어간 칭찬이에요. 칭찬 하나는 한 번만 이어갈 수 있어요.",
} as const;

/** How many praises of a chain an answer lists: the first, and the last ones up to this one. */
export const RELAY_SHOWN_MAX = 5;

/** One praise of a relay chain as a landing shows it: who sent it, to whom, when. */
export const RelayStepSchema = v.object({
  senderName: v.string(),
  receiverNames: v.array(v.string()),
  sentAt: v.string(),
});
export type RelayStep = v.InferOutput<typeof RelayStepSchema>;
