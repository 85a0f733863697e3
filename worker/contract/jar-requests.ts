// What the jar calls take (docs/api.md, the jar's rounds): the host validates every request with these,
// and the create form checks itself with its schema. Apart from the answers' schemas and the words
// (./jar.ts), which the drawn pages load: a page's code carries none of what only the host checks.
import * as v from "valibot";
import { NOT_VALID, requestBody, required } from "./body";
import {
  JAR_LETTER_LINES_MAX,
  JAR_LETTER_MAX,
  JAR_TITLE_MAX,
  JAR_TOO_LONG,
  JAR_TOO_MANY_LINES,
  JAR_WRITER_NAME,
  LETTER_EMPTY,
  PhotoIdSchema,
} from "./jar";
import { JAR_OCCASIONS } from "./occasion";
import { KOREAN_MESSAGES, NAME_MAX, WITHIN_CHARACTERS } from "./rules";
import { STAMP_REQUIRED } from "./stamp";
import { visibleText } from "./text";

/** ≥ 128 random bits, URL-safe (22 base64url characters carry 132). */
const token = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.pipe(v.string(required(label)), v.regex(/^[A-Za-z0-9_-]{22,64}$/, `${label} ${NOT_VALID}`));

export const JarIdSchema = token("jarId");
export const JarParamsSchema = requestBody({ jarId: JarIdSchema }, { jarId: "jarId" });
export const LetterParamsSchema = requestBody(
  {
    jarId: JarIdSchema,
    letterId: v.pipe(
      v.string(required("letterId")),
      v.regex(/^[1-9]\d{0,8}$/, "letterId 값이 올바르지 않아요."),
      v.transform(Number),
    ),
  },
  { jarId: "jarId", letterId: "letterId" },
);

/** A KST calendar day, YYYY-MM-DD, that exists. */
export const KstDaySchema = v.pipe(v.string(required("여는 날")), v.isoDate("여는 날 형식이 올바르지 않아요."));

const personName = /* @__NO_SIDE_EFFECTS__ */ (label: string, emptyMessage: string) =>
  visibleText({ required: required(label), empty: emptyMessage, max: NAME_MAX, tooLong: KOREAN_MESSAGES.nameTooLong });

export const CreateJarRequestSchema = requestBody(
  {
    recipientName: personName("받는 사람 이름", "받는 사람 이름을 입력해주세요."),
    occasion: v.picklist(JAR_OCCASIONS, "어떤 날인지 골라주세요."),
    title: v.optional(
      visibleText({
        required: required("제목"),
        empty: "제목을 입력해주세요.",
        max: JAR_TITLE_MAX,
        tooLong: `제목은 ${JAR_TITLE_MAX}${WITHIN_CHARACTERS}`,
      }),
    ),
    opensOn: KstDaySchema,
    /** (fifth round) Letters without a name are allowed in this jar. */
    anonymousAllowed: v.optional(v.boolean("익명 허용 여부를 골라주세요."), false),
  },
  { recipientName: "받는 사람 이름", occasion: "어떤 날", opensOn: "여는 날" },
);
export type CreateJarRequest = v.InferOutput<typeof CreateJarRequestSchema>;

const letterContent = v.pipe(
  visibleText({
    required: required("편지 내용"),
    empty: LETTER_EMPTY,
    max: JAR_LETTER_MAX,
    tooLong: JAR_TOO_LONG,
    newlines: true,
  }),
  v.check((text) => text.split("\n").length <= JAR_LETTER_LINES_MAX, JAR_TOO_MANY_LINES),
);
const stampId = v.pipe(
  v.number(required("꿀도장")),
  v.safeInteger("꿀도장 값이 올바르지 않아요."),
  v.minValue(1, "꿀도장 값이 올바르지 않아요."),
);

export const WriteLetterRequestSchema = requestBody(
  {
    content: letterContent,
    honeyStampId: stampId,
    writerName: v.optional(personName("닉네임", JAR_WRITER_NAME)),
    /** (fifth round) Only where the jar allows it. */
    anonymous: v.optional(v.boolean("익명 여부를 골라주세요.")),
    /** (fifth round) A photo this writer uploaded to this jar (POST …/photos), one a letter. */
    photoId: v.optional(PhotoIdSchema),
  },
  { content: "편지 내용", honeyStampId: "꿀도장" },
  { honeyStampId: STAMP_REQUIRED },
);
export type WriteLetterRequest = v.InferOutput<typeof WriteLetterRequestSchema>;

export const EditLetterRequestSchema = requestBody(
  // (fifth round) photoId: left out keeps the letter's photo, null removes it, another one replaces it.
  { content: letterContent, honeyStampId: stampId, photoId: v.optional(v.nullable(PhotoIdSchema)) },
  { content: "편지 내용", honeyStampId: "꿀도장" },
  { honeyStampId: STAMP_REQUIRED },
);
export type EditLetterRequest = v.InferOutput<typeof EditLetterRequestSchema>;

export const CloseJarRequestSchema = requestBody(
  { closed: v.boolean("마감 여부를 골라주세요.") },
  { closed: "마감 여부" },
);
export type CloseJarRequest = v.InferOutput<typeof CloseJarRequestSchema>;

export const OpeningQuerySchema = requestBody({ key: token("key") }, { key: "key" });
export const KeepJarRequestSchema = requestBody({ keepKey: token("keepKey") }, { keepKey: "keepKey" });
export type KeepJarRequest = v.InferOutput<typeof KeepJarRequestSchema>;
