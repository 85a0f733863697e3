// Thank back: the receiver answers one praise with one honey reaction from a fixed set.
// No free text, so an answer is kind and safe by construction. See docs/closing-the-loop.md.
import * as v from "valibot";

/** A praise that is not there, or not the caller's to see (404; also contract/praise.ts's). */
export const PRAISE_NOT_FOUND_MESSAGE = "칭찬을 찾을 수 없어요.";

export const REACTIONS = [
  { code: "THANKS", label: "고마워요", imageUrl: "/images/reactions/thanks.svg" },
  { code: "MOVED", label: "감동이에요", imageUrl: "/images/reactions/moved.svg" },
  { code: "CHEERED", label: "힘이 나요", imageUrl: "/images/reactions/cheered.svg" },
  { code: "SWEET", label: "달달해요", imageUrl: "/images/reactions/sweet.svg" },
] as const;

export type ReactionCode = (typeof REACTIONS)[number]["code"];
export const REACTION_CODES = REACTIONS.map((r) => r.code) as [ReactionCode, ...ReactionCode[]];
export const reactionOf = (code: ReactionCode) => REACTIONS.find((r) => r.code === code)!;

export const REACTION_MESSAGES = {
  pick: "꿀 답장을 골라주세요.",
  notFound: PRAISE_NOT_FOUND_MESSAGE,
} as const;

export const reactionCode = v.picklist(REACTION_CODES, REACTION_MESSAGES.pick);

/** Additive and optional on responses: a host without reactions leaves it out, read as null. */
export const reactionField = v.optional(v.nullable(reactionCode), null);

export const ReactionSchema = v.object({ reaction: reactionCode, reactedAt: v.string() });
export type Reaction = v.InferOutput<typeof ReactionSchema>;
