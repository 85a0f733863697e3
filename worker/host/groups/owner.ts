// The product's main security rule, written once: a group is answered only to the member who owns
// it, and another member's group is indistinguishable from none (404, the contract's message).
// Three shapes of the same SQL: a statement for a batch, a lookup, and a condition for a write or
// for a read that answers the group's rows only to its owner.
import { GROUP_NOT_FOUND_MESSAGE } from "../../contract/group";
import { fail } from "../../lib/errors";

export type GroupRow = { id: number; name: string; order_idx: number };

/** The caller's group `groupId` (no row for anyone else's), for a batch beside the route's reads. */
export const ownGroupStatement = (db: D1Database, memberId: number, groupId: number) =>
  db.prepare("SELECT id, name, order_idx FROM groups WHERE id = ? AND member_id = ?").bind(groupId, memberId);

/** That statement's answer in a batch: the group, or 404. */
export const ownGroupOr404 = (owned: D1Result<unknown> | undefined): GroupRow =>
  (owned?.results[0] as GroupRow | undefined) ?? fail(404, GROUP_NOT_FOUND_MESSAGE);

/** One of the caller's groups, or 404. */
export const ownGroup = async (db: D1Database, memberId: number, groupId: number) =>
  ownGroupOr404(await ownGroupStatement(db, memberId, groupId).all<GroupRow>());

/** The caller's group or null (for a route that decides what its absence means). */
export const findOwnGroup = (db: D1Database, memberId: number, groupId: number) =>
  ownGroupStatement(db, memberId, groupId).first<GroupRow>();

/** SQL: the group named by `group` (a parameter or column) belongs to the member `member`. */
export const ownsGroup = (group: string, member: string) =>
  `EXISTS (SELECT 1 FROM groups WHERE id = ${group} AND member_id = ${member})`;

/** The rows of a read whose WHERE is `ownsGroup`: none means the group is not the caller's, 404. */
export const ownedRowsOr404 = <T>(rows: T[]): [T, ...T[]] =>
  rows.length > 0 ? (rows as [T, ...T[]]) : fail(404, GROUP_NOT_FOUND_MESSAGE);
