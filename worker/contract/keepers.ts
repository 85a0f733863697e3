// Everyone who kept a praise (decision 022): each keeper named to the sender, with their date and answer.
import * as v from "valibot";
import { reactionField } from "./reaction";

/**
 * (ours) Everyone who kept a praise, first keeper first: each by their own member name
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
 * predates it (SPEC's, or one with only the first keeper's savedAt and reaction), the one first keep
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
