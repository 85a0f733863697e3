// Praise for the whole team (decision 022): several receivers in one praise, every keeper named, and
// what a host declares it offers beyond SPEC §7 (API.md "Host features").
import * as v from "valibot";
import { reactionField } from "./reaction";

/** (ours) One praise to several people: 1 to RECEIVERS_MAX names, each within NAME_MAX. */
export const RECEIVERS_MAX = 5;
export const RECEIVER_MESSAGES = {
  none: "받는 사람을 한 명 이상 추가해주세요.",
  tooMany: `받는 사람은 ${RECEIVERS_MAX}명까지 추가할 수 있어요.`,
  repeated: "이미 추가한 이름이에요.",
  both: "receiverName과 receiverNames 중 하나만 보내주세요.",
} as const;

/**
 * (ours) GET /api/features: what the host offers beyond SPEC §7. A host that predates it
 * (an external one that speaks SPEC alone) answers 404, read as none of them: one receiver.
 */
export const HostFeaturesSchema = v.object({
  receiversMax: v.optional(v.number(), 1),
  /** The praise relay: `relayOf` on POST /api/send-praise, `relay` on GET /api/receive-praise. */
  relay: v.optional(v.boolean(), false),
});
export type HostFeatures = v.InferOutput<typeof HostFeaturesSchema>;
/** What a host that declares nothing offers: SPEC §7's one receiver, no relay. */
export const SPEC_FEATURES: HostFeatures = v.parse(HostFeaturesSchema, {});
/** What the built-in praise host offers (its GET /api/features). */
export const BUILT_IN_FEATURES: HostFeatures = { receiversMax: RECEIVERS_MAX, relay: true };

/**
 * (ours) Everyone who kept a praise, first saver first: each by their own member name
 * (never the typed name), with their date and their answer. Only the sender's own calls carry it.
 */
export const KeeperSchema = v.object({
  name: v.string(),
  savedAt: v.string(),
  reaction: reactionField,
  // (ours, decision 023) Whether their member name is one the praise was typed with (without spaces);
  // left out for a keeper who has left, and by a host that predates it.
  named: v.optional(v.boolean()),
});
export type Keeper = v.InferOutput<typeof KeeperSchema>;
export const keepersField = v.optional(v.array(KeeperSchema), []);

/**
 * The keepers of a praise as the sender's views show them: the host's list, or, from a host that
 * predates it (SPEC's, or one with only the first saver's savedAt and reaction), the one first save
 * under the typed name.
 */
export const keepersOf = (praise: {
  keepers?: readonly v.InferInput<typeof KeeperSchema>[] | undefined;
  savedAt?: string | null | undefined;
  reaction?: Keeper["reaction"] | undefined;
  receiverName: string;
}): readonly Keeper[] => {
  if (praise.keepers && praise.keepers.length > 0)
    return praise.keepers.map((keeper) => ({ ...keeper, reaction: keeper.reaction ?? null }));
  return praise.savedAt
    ? [{ name: praise.receiverName, savedAt: praise.savedAt, reaction: praise.reaction ?? null }]
    : [];
};

// ---- The praise relay (칭찬 릴레이, decision 022) ----

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
