// What the praise calls take (docs/api.md "Praise"): the host validates every request with these. Apart
// from the answers' schemas (./praise.ts), which the pages parse with: a page's code carries none of
// what only the host checks.
import * as v from "valibot";
import { NOT_VALID, requestBody, required } from "./body";
import { PAGE_MAX, PAGE_SIZE_MAX, PRAISE_MESSAGES } from "./praise";
import { reactionCode } from "./reaction";
import { RECEIVER_MESSAGES, RECEIVERS_MAX, receiverKey } from "./receiver-names";
import { KOREAN_MESSAGES, NAME_MAX, PRAISE_MAX, WITHIN_CHARACTERS } from "./rules";
import { STAMP_REQUIRED } from "./stamp";
import { visibleText } from "./text";

const id = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.pipe(
    v.number(`${label} 값이 필요해요.`),
    v.safeInteger(`${label} ${NOT_VALID}`), // beyond 2^53 a number is no row's id (and D1 refuses it)
    v.minValue(1, `${label} ${NOT_VALID}`),
  );
const uuid = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.pipe(v.string(`${label} 값이 필요해요.`), v.uuid(`${label} 형식이 올바르지 않아요.`));

const receiverName = visibleText({
  required: required("받는 사람 이름"),
  empty: required("받는 사람 이름"),
  max: NAME_MAX,
  tooLong: KOREAN_MESSAGES.nameTooLong,
});

export const SendPraiseRequestSchema = v.pipe(
  requestBody(
    {
      content: visibleText({
        required: required("칭찬 내용"),
        empty: PRAISE_MESSAGES.contentEmpty,
        max: PRAISE_MAX,
        tooLong: `칭찬은 ${PRAISE_MAX}${WITHIN_CHARACTERS}`,
        newlines: true,
      }),
      projectStatus: v.boolean("진행 중인 활동 여부를 선택해주세요."),
      // SPEC §7's one name; or (ours, decision 022) the list, in the order they are named.
      receiverName: v.optional(receiverName),
      receiverNames: v.optional(
        v.pipe(
          v.array(receiverName, RECEIVER_MESSAGES.none),
          v.minLength(1, RECEIVER_MESSAGES.none),
          v.maxLength(RECEIVERS_MAX, RECEIVER_MESSAGES.tooMany),
          v.check((names) => new Set(names.map(receiverKey)).size === names.length, RECEIVER_MESSAGES.repeated),
        ),
      ),
      groupId: id("그룹"),
      honeyStampId: id("꿀도장"),
      // (ours, the relay; decision 022) The praise this one continues: one the caller kept, once per kept copy.
      relayOf: v.optional(uuid("relayOf")),
    },
    {
      content: "칭찬 내용",
      projectStatus: "진행 중인 활동 여부",
      groupId: "그룹",
      honeyStampId: "꿀도장",
    },
    { honeyStampId: STAMP_REQUIRED },
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { receiverName: one, receiverNames: many, ...rest } = dataset.value;
    if (one !== undefined && many !== undefined) {
      addIssue({ message: RECEIVER_MESSAGES.both });
      return NEVER;
    }
    const names = many ?? (one === undefined ? [] : [one]);
    if (names.length === 0) {
      addIssue({ message: required("받는 사람 이름") });
      return NEVER;
    }
    return { ...rest, receiverNames: names };
  }),
);
export type SendPraiseRequest = v.InferOutput<typeof SendPraiseRequestSchema>;
/** What a client sends: SPEC's `receiverName`, or `receiverNames` (never both). */
export type SendPraiseRequestInput = v.InferInput<typeof SendPraiseRequestSchema>;

export const IDEMPOTENCY_MESSAGES = {
  invalid: "Idempotency-Key 형식이 올바르지 않아요.",
  reused: "같은 요청 키로 다른 칭찬을 보낼 수 없어요.",
} as const;
export const IdempotencyKeySchema = v.optional(
  v.pipe(v.string(IDEMPOTENCY_MESSAGES.invalid), v.regex(/^[A-Za-z0-9._:-]{8,128}$/, IDEMPOTENCY_MESSAGES.invalid)),
);

export const SendCheckQuerySchema = requestBody(
  { "praise-uuid": uuid("praise-uuid") },
  { "praise-uuid": "praise-uuid" },
);
/** Kakao's share webhook fields (JSON, form or query); the server callback args ride along. */
export const ShareWebhookSchema = requestBody(
  {
    CHAT_TYPE: v.string("CHAT_TYPE 값이 필요해요."),
    HASH_CHAT_ID: v.optional(v.string("HASH_CHAT_ID 형식이 올바르지 않아요.")),
    TEMPLATE_ID: v.optional(v.union([v.string(), v.number()], "TEMPLATE_ID 형식이 올바르지 않아요.")),
    praiseUuid: uuid("praiseUuid"),
    shareToken: v.optional(v.string("shareToken 형식이 올바르지 않아요.")),
  },
  { CHAT_TYPE: "CHAT_TYPE", praiseUuid: "praiseUuid" },
);

export const ReceivedPraiseQuerySchema = requestBody({ uuid: uuid("uuid") }, { uuid: "uuid" });
export const KeepPraiseRequestSchema = requestBody(
  { praiseUuid: uuid("praiseUuid"), groupId: id("그룹") },
  { praiseUuid: "praiseUuid", groupId: "그룹" },
);
export type KeepPraiseRequest = v.InferOutput<typeof KeepPraiseRequestSchema>;

/** A whole number in a query string, from `min` to `max` (a safe integer: D1 refuses larger ones). */
const intFromQuery = /* @__NO_SIDE_EFFECTS__ */ (label: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.string(`${label} 값이 필요해요.`),
    v.regex(/^\d{1,16}$/, `${label} ${NOT_VALID}`),
    v.transform(Number),
    v.minValue(min, `${label} ${NOT_VALID}`),
    v.maxValue(max, `${label} ${NOT_VALID}`),
  );

export const PraisePageQuerySchema = requestBody(
  {
    groupId: intFromQuery("groupId", 1),
    page: v.optional(intFromQuery("page", 0, PAGE_MAX), "0"),
    size: v.optional(
      v.pipe(intFromQuery("size", 1), v.maxValue(PAGE_SIZE_MAX, `size는 ${PAGE_SIZE_MAX} 이하로 보내주세요.`)),
      "10",
    ),
  },
  { groupId: "groupId" },
);

export const StampCardQuerySchema = requestBody({ group: intFromQuery("group", 1) }, { group: "group" });
const idList = v.pipe(
  v.array(id("칭찬"), "옮길 꿀을 선택해주세요."),
  v.minLength(1, "옮길 꿀을 선택해주세요."),
  v.maxLength(100, "한 번에 100개까지 옮길 수 있어요."),
  v.check((ids) => new Set(ids).size === ids.length, "같은 꿀이 두 번 들어 있어요."),
);
export const MovePraiseRequestSchema = requestBody(
  { praiseIdList: idList, groupId: id("그룹") },
  { praiseIdList: "옮길 꿀", groupId: "그룹" },
);
export type MovePraiseRequest = v.InferOutput<typeof MovePraiseRequestSchema>;

export const DeleteReceivedQuerySchema = requestBody(
  {
    id: v.pipe(
      v.string("삭제할 꿀을 선택해주세요."),
      v.regex(/^\d{1,16}(,\d{1,16}){0,99}$/, "삭제할 꿀 목록이 올바르지 않아요."),
      v.transform((s) => s.split(",").map(Number)),
      v.check(
        (ids) => ids.every((n) => Number.isSafeInteger(n) && n > 0) && new Set(ids).size === ids.length,
        "삭제할 꿀 목록이 올바르지 않아요.",
      ),
    ),
  },
  { id: "삭제할 꿀" },
);

/** PUT /api/receive-praise/reaction: the member's own saved praise (its receivePraiseId). */
export const ReactRequestSchema = requestBody(
  {
    receivePraiseId: v.pipe(
      v.number("receivePraiseId 값이 필요해요."),
      v.safeInteger("receivePraiseId 값이 올바르지 않아요."),
      v.minValue(1, "receivePraiseId 값이 올바르지 않아요."),
    ),
    reaction: reactionCode,
  },
  { receivePraiseId: "receivePraiseId", reaction: "꿀 답장" },
);
export type ReactRequest = v.InferOutput<typeof ReactRequestSchema>;
