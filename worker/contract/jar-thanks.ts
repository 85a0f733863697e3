// The jar people keep (docs/api.md "fifth round"): the keeper's one thank-you and a reaction per letter,
// and the opening read with the key in the body (out of URLs the server logs).
import * as v from "valibot";
import { requestBody } from "./body";
import { JAR_REACTIONS, THANKS_LINES_MAX } from "./jar";
import { PRAISE_MAX, WITHIN_CHARACTERS, WITHIN_LINES } from "./rules";
import { visibleText } from "./text";

export const THANKS_MESSAGES = {
  empty: "감사 인사를 입력해주세요.",
  tooLong: `감사 인사는 ${PRAISE_MAX}${WITHIN_CHARACTERS}`,
  tooManyLines: `감사 인사는 ${THANKS_LINES_MAX}${WITHIN_LINES}`,
  reaction: "반응을 골라주세요.",
} as const;

export const ThanksRequestSchema = requestBody(
  {
    content: v.pipe(
      visibleText({
        required: "감사 인사 값이 필요해요.",
        empty: THANKS_MESSAGES.empty,
        max: PRAISE_MAX,
        tooLong: THANKS_MESSAGES.tooLong,
        newlines: true,
      }),
      v.check((text) => text.split("\n").length <= THANKS_LINES_MAX, THANKS_MESSAGES.tooManyLines),
    ),
  },
  { content: "감사 인사" },
);
export type ThanksRequest = v.InferOutput<typeof ThanksRequestSchema>;

export const ReactionRequestSchema = requestBody(
  { reaction: v.nullable(v.picklist(JAR_REACTIONS, THANKS_MESSAGES.reaction)) },
  { reaction: "반응" },
);
export type ReactionRequest = v.InferOutput<typeof ReactionRequestSchema>;
