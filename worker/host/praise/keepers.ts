// The keepers of a praise (decision 022), everyone who saved it (migration 0011), as the sender's calls
// answer them: each by their own member name, first saver first, with their date and their answer.

import type { Keeper } from "../../contract/keepers";
import { receiverKey } from "../../contract/receiver-names";

/**
 * SQL for the keepers of the praise row `alias` as one JSON array. A keeper from before the keepers
 * were recorded, whose copy was already gone (member_id NULL), is named by the typed name, as then.
 */
export const keepersJson = (alias: string) => `(
  SELECT json_group_array(json_object('name', name, 'savedAt', saved_at, 'reaction', reaction, 'left', left_)) FROM (
    SELECT COALESCE(km.name, ${alias}.receiver_name) AS name, k.saved_at, k.reaction, k.member_id = -1 AS left_
      FROM praise_keepers k LEFT JOIN members km ON km.id = k.member_id
     WHERE k.praise_id = ${alias}.id
     ORDER BY k.saved_at, k.id))`;

/** SQL for SPEC's one `reaction` of a praise the sender sees: the newest answer any keeper gave. */
export const newestReaction = (alias: string) => `(
  SELECT k.reaction FROM praise_keepers k
   WHERE k.praise_id = ${alias}.id AND k.reaction IS NOT NULL
   ORDER BY k.reacted_at DESC, k.id DESC LIMIT 1)`;

/** SQL for every name a praise row `alias` names, as a JSON array. */
export const receiverNamesJson = (alias: string) =>
  `COALESCE(${alias}.receiver_names, json_array(${alias}.receiver_name))`;

/** Whether `name` is one of the names a praise was typed with, compared without spaces. */
export const isNamed = (name: string, receiverNames: readonly string[]) =>
  receiverNames.some((typed) => receiverKey(typed) === receiverKey(name));

/**
 * The keepers as the sender's calls answer them, each marked `named` when their member name is one
 * of the names the praise was typed with (compared without spaces, as the send form compares them).
 * A keeper who has left (탈퇴한 회원) is neither.
 */
export const parseKeepers = (json: string | null, receiverNames: readonly string[]): Keeper[] => {
  if (!json) return [];
  const typed = new Set(receiverNames.map(receiverKey));
  return (JSON.parse(json) as (Keeper & { left: number | null })[]).map(({ left, ...keeper }) =>
    left === 1 ? keeper : { ...keeper, named: typed.has(receiverKey(keeper.name)) },
  );
};
export const parseNames = (json: string): string[] => JSON.parse(json) as string[];

/** Whether the member holds a copy of the praise `uuid` (a relay may continue only such a praise). */
export const keeps = async (db: D1Database, memberId: number, uuid: string) =>
  (await db
    .prepare(
      `SELECT 1 AS kept FROM praise_keepers k JOIN praises p ON p.id = k.praise_id
        WHERE p.uuid = ? AND k.member_id = ? AND k.received_id IS NOT NULL`,
    )
    .bind(uuid, memberId)
    .first()) !== null;
