// Praise calls: sending, Kakao's share webhook, receiving and saving, stamps (docs/api.md "Praise").
import * as v from "valibot";
import { NOT_VALID, requestBody, required } from "./body";
import { keepersField } from "./keepers";
import { reactionField } from "./reaction";
import { RECEIVER_MESSAGES, RECEIVERS_MAX, receiverKey } from "./receiver-names";
import { RelayStepSchema } from "./relay";
import { KOREAN_MESSAGES, NAME_MAX, PRAISE_MAX, WITHIN_CHARACTERS } from "./rules";
import { visibleText } from "./text";

/** The send form's empty content (the host's schema answers it too) and the toast after a praise is saved (SPEC §9). */
export const PRAISE_MESSAGES = {
  contentEmpty: "칭찬 내용을 입력해주세요.",
  saved: "꿀을 저장했어요",
} as const;

export const SEND_STATUSES = ["FAIL", "DIRECT", "GROUP", "MYSELF"] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** Not-found answers (404) of the praise calls: a praise, or a selection, that is not the caller's. */
export { PRAISE_NOT_FOUND_MESSAGE } from "./reaction";
export const SELECTION_NOT_FOUND_MESSAGE = "선택한 꿀이나 그룹을 찾을 수 없어요.";
/** The sender cannot keep their own praise (403), and the landing says so before they try. */
export const OWN_PRAISE_NOT_KEPT_MESSAGE = "내가 보낸 꿀은 저장할 수 없어요.";

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

/**
 * (ours) POST /api/send-praise takes an optional Idempotency-Key. The client keeps one per draft, in
 * the draft itself (SPEC §3's send draft, kept locally until cleared): every send of it (a retry, after
 * a reload or the back button) carries the same key, and a new one comes only when what it sends
 * changes or once it became a praise. The same key from the same member within 24 h answers the same
 * uuid (201 again, with `Idempotent-Replayed: true`) and creates one praise; with another body, 422.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
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
/**
 * (ours, docs/closing-the-loop.md) When the praise was first saved into a receiver's honey jar: ISO 8601, or null while
 * nobody has saved it. Additive and optional: a host that predates it (SPEC's) simply leaves it out,
 * which reads as null. Only the sender's own calls carry it (the send check and the sent list).
 */
export const savedAtField = v.optional(v.nullable(v.string()), null);

/** (ours) Whether the viewer may answer this praise: every keeper may, once each (decision 022). */
const canReactField = v.optional(v.boolean(), false);

export const SendCheckSchema = v.object({
  sendStatus: v.picklist(SEND_STATUSES),
  savedAt: savedAtField,
  reaction: reactionField,
  keepers: keepersField,
});
// Input, not output: our added fields are optional, so a host's answer without them (SPEC's) is typed too.
export type SendCheck = v.InferInput<typeof SendCheckSchema>;

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
export const ReceivedPraiseSchema = v.object({
  content: v.string(),
  // (fifth round) A kept jar letter's photo, to the member who kept it.
  photoUrl: v.optional(v.string()),
  senderName: v.string(),
  // (ours, decision 023) The sender's chosen profile image; a host without it shows image 1 (SPEC §2).
  senderImageUrl: v.optional(v.string()),
  receiverName: v.string(),
  // (ours, decision 023) To a member viewer only: whether their member name is one of receiverNames
  // (compared without spaces). A stranger is asked before saving; a host without it asks nobody.
  viewerNamed: v.optional(v.boolean()),
  // (ours, decision 022) Everyone it names; a host that predates it names receiverName alone.
  receiverNames: v.optional(v.array(v.string())),
  // (ours, decision 022) The relay chain, its first praise to this one (empty: not a relay), shortened
  // to the first and the last ones; relayLength counts them all (this one's place in the chain).
  relay: v.optional(v.array(RelayStepSchema), []),
  relayLength: v.optional(v.number(), 0),
  // (ours, decision 022) To its sender alone: everyone who kept it, with their answers.
  keepers: keepersField,
  groupName: v.nullable(v.string()),
  groupId: v.number(),
  sendStatus: v.picklist(SEND_STATUSES),
  imageUrl: v.string(),
  stampName: v.string(),
  // (ours) The viewer's own saved copy, its reaction, and whether they may react.
  receivePraiseId: v.optional(v.nullable(v.number()), null),
  reaction: reactionField,
  canReact: canReactField,
});
// Input, not output: our added fields are optional, so a host's answer without them (SPEC's) is typed too.
export type ReceivedPraise = v.InferInput<typeof ReceivedPraiseSchema>;

export const KeepPraiseRequestSchema = requestBody(
  { praiseUuid: uuid("praiseUuid"), groupId: id("그룹") },
  { praiseUuid: "praiseUuid", groupId: "그룹" },
);
export type KeepPraiseRequest = v.InferOutput<typeof KeepPraiseRequestSchema>;

export { type Stamp, StampListSchema, StampSchema } from "./stamp";

// ---- Group detail: paged lists, stamp cards, move and delete (SPEC §2) ----

export const PAGE_SIZE_MAX = 50;
/** The last page a list may be asked for (0-based): 10,001 pages of up to 50 reach past any jar. */
export const PAGE_MAX = 10_000;

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

export const PageInfoSchema = v.object({
  pageNum: v.number(),
  pageSize: v.number(),
  totalElements: v.number(),
  totalPages: v.number(),
});
export type PageInfo = v.InferOutput<typeof PageInfoSchema>;

export const ReceivedPraiseItemSchema = v.object({
  receivePraiseId: v.number(),
  name: v.string(),
  content: v.string(),
  stampUrl: v.string(),
  profileImageUrl: v.string(),
  receiveDate: v.string(),
  reaction: reactionField,
  canReact: canReactField,
  // (ours, decision 022) The praise's own uuid: its relay and its answer share start from it.
  uuid: v.optional(v.string()),
});
export type ReceivedPraiseItem = v.InferOutput<typeof ReceivedPraiseItemSchema>;
export const ReceivedPraisePageSchema = v.object({
  receivePraiseInfos: v.array(ReceivedPraiseItemSchema),
  pageInfo: PageInfoSchema,
});

export const SentPraiseItemSchema = v.object({
  sendPraiseId: v.number(),
  name: v.string(),
  content: v.string(),
  stampUrl: v.string(),
  profileImageUrl: v.string(),
  sendDate: v.string(),
  savedAt: savedAtField,
  reaction: reactionField,
  // (ours, decision 022) name is receiverName; these are every name and every keeper.
  receiverNames: v.optional(v.array(v.string())),
  keepers: keepersField,
});
export type SentPraiseItem = v.InferOutput<typeof SentPraiseItemSchema>;
export const SentPraisePageSchema = v.object({
  sendPraiseInfos: v.array(SentPraiseItemSchema),
  pageInfo: PageInfoSchema,
});

export const StampCardQuerySchema = requestBody({ group: intFromQuery("group", 1) }, { group: "group" });
export const StampCardSchema = v.object({
  imageUrl: v.string(),
  stampName: v.string(),
  count: v.number(),
  totalCount: v.number(),
});
export type StampCard = v.InferOutput<typeof StampCardSchema>;
export const StampCardListSchema = v.object({ stampInfoByGroupDtos: v.array(StampCardSchema) });

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
