// Praise calls (docs/api.md "Praise"): what they answer, which the pages parse, and the words both sides
// say. What they take, which only the host checks, is ./praise-requests.ts.
import * as v from "valibot";
import { keepersField } from "./keepers";
import { reactionField } from "./reaction";
import { RelayStepSchema } from "./relay";

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

export { type Stamp, StampListSchema, StampSchema } from "./stamp";

// ---- Group detail: paged lists, stamp cards, move and delete (SPEC §2) ----

export const PAGE_SIZE_MAX = 50;
/** The last page a list may be asked for (0-based): 10,001 pages of up to 50 reach past any jar. */
export const PAGE_MAX = 10_000;

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

export const StampCardSchema = v.object({
  imageUrl: v.string(),
  stampName: v.string(),
  count: v.number(),
  totalCount: v.number(),
});
export type StampCard = v.InferOutput<typeof StampCardSchema>;
export const StampCardListSchema = v.object({ stampInfoByGroupDtos: v.array(StampCardSchema) });
