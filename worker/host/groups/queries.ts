// Reads over a member's groups: the groups themselves, their praise counts and their members
// (docs/api.md "The host's rules": the distinct names on a group's praise).
import type { GroupMember } from "../../contract/group";
import { senderNameSql } from "../praise/sender-name";
import type { GroupRow } from "./owner";

/** The caller's groups by order (ids breaking ties, though order_idx is kept 1..N). */
export const listGroups = async (db: D1Database, memberId: number) =>
  (
    await db
      .prepare("SELECT id, name, order_idx FROM groups WHERE member_id = ? ORDER BY order_idx, id")
      .bind(memberId)
      .all<GroupRow>()
  ).results;

type CountRow = { id: number; receive_count: number; send_count: number };

// Sent praise counts once Kakao confirmed delivery; saved praise counts as soon as it is saved.
const GROUPS_WITH_COUNTS_SQL = `
  SELECT g.id, g.name, g.order_idx,
         (SELECT COUNT(*) FROM received_praises r WHERE r.group_id = g.id) AS receive_count,
         (SELECT COUNT(*) FROM praises p WHERE p.sender_group_id = g.id AND p.send_status <> 'FAIL') AS send_count,
         EXISTS (SELECT 1 FROM praises p JOIN praise_keepers x ON x.praise_id = p.id
                  WHERE p.sender_group_id = g.id AND x.sender_seen = 0) AS new_reaction
    FROM groups g
   WHERE g.member_id = ?1
   ORDER BY g.order_idx, g.id`;

// Receiver names of delivered praise sent from the group (every name of a praise to several, issue
// 29), and sender names of praise saved into it; each name once, in the order it first appeared (the
// names of one praise in the order typed: its date with the name's place, '#0', '#1', after it).
const MEMBERS_SQL = `
  SELECT group_id, name, MIN(at) AS first_at FROM (
    SELECT p.sender_group_id AS group_id, n.value AS name, p.created_at || printf('#%d', n.key) AS at
      FROM praises p JOIN groups g ON g.id = p.sender_group_id,
           json_each(COALESCE(p.receiver_names, json_array(p.receiver_name))) n
     WHERE g.member_id = ?1 AND p.send_status <> 'FAIL'
    UNION ALL
    SELECT r.group_id AS group_id, ${senderNameSql("p", "m")} AS name, r.saved_at AS at
      FROM received_praises r
      JOIN groups g ON g.id = r.group_id
      JOIN praises p ON p.id = r.praise_id
      JOIN members m ON m.id = p.sender_id
     WHERE g.member_id = ?1
  )
   WHERE ?2 IS NULL OR group_id IN (SELECT value FROM json_each(?2))
   GROUP BY group_id, name
   ORDER BY group_id, first_at, name`;

type MemberRow = { group_id: number; name: string };

export const groupMembers = async (db: D1Database, memberId: number, groupIds: number[] | null = null) => {
  const { results } = await db
    .prepare(MEMBERS_SQL)
    .bind(memberId, groupIds === null ? null : JSON.stringify(groupIds))
    .all<MemberRow>();
  return membersByGroup(results);
};

/** Home's group list in one D1 round trip: the groups with their counts, and their members. */
export const groupOverview = async (db: D1Database, memberId: number) => {
  const [groups, members] = await db.batch<GroupRow & CountRow & MemberRow & { new_reaction: number }>([
    db.prepare(GROUPS_WITH_COUNTS_SQL).bind(memberId),
    db.prepare(MEMBERS_SQL).bind(memberId, null),
  ]);
  return {
    groups: (groups?.results ?? []) as (GroupRow & Omit<CountRow, "id"> & { new_reaction: number })[],
    members: membersByGroup((members?.results ?? []) as MemberRow[]),
  };
};

const membersByGroup = (results: MemberRow[]) => {
  const byGroup = new Map<number, GroupMember[]>();
  for (const row of results) {
    const list = byGroup.get(row.group_id) ?? [];
    list.push({ name: row.name });
    byGroup.set(row.group_id, list);
  }
  return byGroup;
};
