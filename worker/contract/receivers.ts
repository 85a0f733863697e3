// Issue 29, praise for the whole team: several receivers in one praise, every keeper named, and
// what a host declares it offers beyond SPEC §7 (API.md "Host features").
import * as v from "valibot";
import { reactionField } from "./reaction";

/** (ours, issue 29) One praise to several people: 1 to RECEIVERS_MAX names, each within NAME_MAX. */
export const RECEIVERS_MAX = 5;
export const RECEIVER_MESSAGES = {
  none: "받는 사람을 한 명 이상 추가해주세요.",
  tooMany: `받는 사람은 ${RECEIVERS_MAX}명까지 추가할 수 있어요.`,
  repeated: "이미 추가한 이름이에요.",
  both: "receiverName과 receiverNames 중 하나만 보내주세요.",
} as const;

/** Two names are the same person's when they match without their spaces ('이 달콤' is '이달콤'). */
export const receiverKey = (name: string) => name.normalize("NFC").replace(/\s+/g, "");

/**
 * Everyone a praise names, as one line fits a 320 px screen: up to three names in full
 * ('이달콤, 박성실, 최열정'), more as the first two and a count ('이달콤, 박성실 외 3명').
 */
export const receiversLabel = (names: readonly string[]) =>
  names.length <= 3 ? names.join(", ") : `${names.slice(0, 2).join(", ")} 외 ${names.length - 2}명`;

/** The names of a praise as a host answers them: the list, or SPEC's one name. */
export const receiverNamesOf = (praise: { receiverName: string; receiverNames?: readonly string[] | undefined }) =>
  praise.receiverNames && praise.receiverNames.length > 0 ? praise.receiverNames : [praise.receiverName];

/**
 * (ours, issue 29) GET /api/features: what the host offers beyond SPEC §7. A host that predates it
 * (an external one that speaks SPEC alone) answers 404, read as none of them: one receiver.
 */
export const HostFeaturesSchema = v.object({
  receiversMax: v.optional(v.number(), 1),
  /** The praise relay: `relayOf` on POST /api/send-praise, `relay` on GET /api/receive-praise. */
  relay: v.optional(v.boolean(), false),
});
export type HostFeatures = v.InferOutput<typeof HostFeaturesSchema>;

/**
 * (ours, issue 29) Everyone who kept a praise, first saver first: each by their own member name
 * (never the typed name), with their date and their answer. Only the sender's own calls carry it.
 */
export const KeeperSchema = v.object({ name: v.string(), savedAt: v.string(), reaction: reactionField });
export type Keeper = v.InferOutput<typeof KeeperSchema>;
export const keepersField = v.optional(v.array(KeeperSchema), []);

/**
 * The keepers of a praise as the sender's views show them: the host's list, or, from a host that
 * predates it (SPEC's, issue 15's), the one first save under the typed name.
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

// ---- The praise relay (칭찬 릴레이, issue 29.3) ----

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

/**
 * The people of a chain in order, the first sender to this praise's receivers
 * ('김꿀벌 → 이달콤 → 박성실'); a chain shortened by the host shows '…' where praises were left out.
 */
export const relayPeople = (steps: readonly RelayStep[], length: number) => {
  const people = steps.map((step) => step.senderName);
  if (length > steps.length) people.splice(1, 0, "…");
  const last = steps.at(-1);
  return last ? [...people, receiversLabel(last.receiverNames)] : [];
};
