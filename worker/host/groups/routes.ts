// /api/group: the caller's own groups (honey jars) — list, create, check, search, info, members,
// rename, delete, reorder (docs/api.md "Groups", "The host's rules"). Another member's group answers 404.
import { Hono } from "hono";
import {
  type CreatedGroup,
  GROUP_DUPLICATE_MESSAGE,
  GROUP_NOT_FOUND_MESSAGE,
  GROUP_ORDER_MESSAGE,
  type GroupCheck,
  type GroupInfo,
  type GroupList,
  type GroupMembers,
  type GroupSearch,
} from "../../contract/group";
import {
  CreateGroupRequestSchema,
  GroupIdParamSchema,
  GroupIdQuerySchema,
  GroupIdsQuerySchema,
  GroupNameQuerySchema,
  GroupOrderRequestSchema,
  GroupSearchQuerySchema,
  RenameGroupRequestSchema,
} from "../../contract/group-requests";
import { groupNameKey } from "../../contract/rules";
import { fail, ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { jsonBody, params, query } from "../../lib/validate";
import { requireMember } from "../auth/require-member";
import { type KeptPhotoRow, letKeptPhotosGo } from "../jars/kept-photos";
import { type GroupRow, ownGroup } from "./owner";
import { groupMembers, groupOverview, listGroups } from "./queries";

const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/i.test(error.message);

/** Runs a write that may hit UNIQUE(member_id, name_key) (migration 0007); a clash becomes the 409 the client shows. */
const unlessDuplicate = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return fail(409, GROUP_DUPLICATE_MESSAGE);
    throw error;
  }
};

export const groupRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get("/", async (c) => {
    const { groups, members } = await groupOverview(c.env.DB, c.get("memberId"));
    return ok<GroupList>(c, {
      groupMembersPraiseCountInfos: groups.map((group) => ({
        groupId: group.id,
        groupName: group.name,
        orderIdx: group.order_idx,
        receiveCount: group.receive_count,
        sendCount: group.send_count,
        groupMembers: members.get(group.id) ?? [],
        hasNewReaction: group.new_reaction === 1,
      })),
    });
  })
  .post("/", jsonBody(CreateGroupRequestSchema), async (c) => {
    const memberId = c.get("memberId");
    const { groupName } = c.req.valid("json");
    // One statement, so the new group's place (last) and its insert cannot interleave with another create.
    const row = await unlessDuplicate(() =>
      c.env.DB.prepare(
        `INSERT INTO groups (member_id, name, order_idx)
         SELECT ?1, ?2, COALESCE(MAX(order_idx), 0) + 1 FROM groups WHERE member_id = ?1
         RETURNING id, name, order_idx`,
      )
        .bind(memberId, groupName)
        .first<GroupRow>(),
    );
    if (!row) return fail(500, "그룹을 만들지 못했어요.");
    return ok<CreatedGroup>(c, { groupId: row.id, groupName: row.name, orderIdx: row.order_idx }, 201);
  })
  .get("/check", query(GroupNameQuerySchema), async (c) => {
    const { groupName } = c.req.valid("query");
    const row = await c.env.DB.prepare("SELECT 1 AS found FROM groups WHERE member_id = ? AND name_key = ?")
      .bind(c.get("memberId"), groupNameKey(groupName))
      .first();
    return ok<GroupCheck>(c, { isDuplicate: row !== null });
  })
  .get("/search", query(GroupSearchQuerySchema), async (c) => {
    const { groupName } = c.req.valid("query");
    // instr, not LIKE: a typed % or _ is just a character.
    const { results } = await c.env.DB.prepare(
      "SELECT id, name FROM groups WHERE member_id = ? AND instr(lower(name), lower(?)) > 0 ORDER BY order_idx, id",
    )
      .bind(c.get("memberId"), groupName)
      .all<{ id: number; name: string }>();
    return ok<GroupSearch>(c, { groupInfos: results.map((row) => ({ groupId: row.id, groupName: row.name })) });
  })
  .get("/info", query(GroupIdQuerySchema), async (c) => {
    // One statement: the owner rule (no row for another member's group), both tabs' counts and
    // whether a reaction to praise sent from it is new.
    const row = await c.env.DB.prepare(
      `SELECT g.id, g.name,
              (SELECT COUNT(*) FROM received_praises r WHERE r.group_id = g.id) AS receive_count,
              (SELECT COUNT(*) FROM praises p WHERE p.sender_group_id = g.id AND p.send_status <> 'FAIL') AS send_count,
              EXISTS (SELECT 1 FROM praises p JOIN praise_keepers x ON x.praise_id = p.id
                       WHERE p.sender_group_id = g.id AND x.sender_seen = 0) AS new_reaction
         FROM groups g WHERE g.id = ?1 AND g.member_id = ?2`,
    )
      .bind(c.req.valid("query").groupId, c.get("memberId"))
      .first<{ id: number; name: string; receive_count: number; send_count: number; new_reaction: number }>();
    if (!row) return fail(404, GROUP_NOT_FOUND_MESSAGE);
    return ok<GroupInfo>(c, {
      groupId: row.id,
      groupName: row.name,
      praiseCount: row.receive_count + row.send_count,
      receiveCount: row.receive_count,
      sendCount: row.send_count,
      hasNewReaction: row.new_reaction === 1,
    });
  })
  .get("/members", query(GroupIdsQuerySchema), async (c) => {
    const memberId = c.get("memberId");
    const ids = c.req.valid("query").groupId;
    const groups = (await listGroups(c.env.DB, memberId)).filter((group) => ids.includes(group.id));
    if (groups.length !== ids.length) return fail(404, GROUP_NOT_FOUND_MESSAGE);
    const members = await groupMembers(c.env.DB, memberId, ids);
    return ok<GroupMembers>(c, {
      groupMembersInfos: groups.map((group) => ({
        groupId: group.id,
        groupName: group.name,
        orderIdx: group.order_idx,
        groupMembers: members.get(group.id) ?? [],
      })),
    });
  })
  .patch("/name", jsonBody(RenameGroupRequestSchema), async (c) => {
    const memberId = c.get("memberId");
    const { groupId, groupName } = c.req.valid("json");
    await ownGroup(c.env.DB, memberId, groupId);
    await unlessDuplicate(() =>
      c.env.DB.prepare("UPDATE groups SET name = ? WHERE id = ? AND member_id = ?")
        .bind(groupName, groupId, memberId)
        .run(),
    );
    return ok(c, null);
  })
  .patch("/order", jsonBody(GroupOrderRequestSchema), async (c) => {
    const memberId = c.get("memberId");
    const { groupOrderList } = c.req.valid("json");
    const checkAgainst = (own: Set<number>) => {
      // A group that is not the caller's is a 404 whatever else is wrong with the list.
      if (groupOrderList.some(({ groupId }) => !own.has(groupId))) return fail(404, GROUP_NOT_FOUND_MESSAGE);
      const ids = new Set(groupOrderList.map(({ groupId }) => groupId));
      const places = new Set(groupOrderList.map(({ orderIdx }) => orderIdx));
      const complete =
        groupOrderList.length === own.size &&
        ids.size === own.size &&
        places.size === own.size &&
        groupOrderList.every(({ orderIdx }) => orderIdx >= 1 && orderIdx <= own.size);
      if (!complete) return fail(400, GROUP_ORDER_MESSAGE);
    };
    const ownIds = async () => new Set((await listGroups(c.env.DB, memberId)).map((group) => group.id));
    checkAgainst(await ownIds());
    if (groupOrderList.length === 0) return ok(c, null);
    // ONE statement that re-checks the list against the groups as they are when it runs: a group
    // created or deleted since the check above would otherwise leave gaps or twins in 1..N.
    const list = JSON.stringify(groupOrderList);
    const result = await c.env.DB.prepare(
      `UPDATE groups
          SET order_idx = (SELECT json_extract(j.value, '$.orderIdx') FROM json_each(?2) j
                            WHERE json_extract(j.value, '$.groupId') = groups.id)
        WHERE member_id = ?1
          AND id IN (SELECT json_extract(value, '$.groupId') FROM json_each(?2))
          AND (SELECT COUNT(*) FROM groups WHERE member_id = ?1) = json_array_length(?2)`,
    )
      .bind(memberId, list)
      .run();
    if (result.meta.changes !== groupOrderList.length) {
      // The groups changed in between: answer as if this request had come after that change.
      checkAgainst(await ownIds());
      return fail(400, GROUP_ORDER_MESSAGE);
    }
    return ok(c, null);
  })
  .delete("/:id", params(GroupIdParamSchema), async (c) => {
    const memberId = c.get("memberId");
    const group = await ownGroup(c.env.DB, memberId, c.req.valid("param").id);
    // The schema does the rest of "deletes the praise in it": saved praise goes with the group
    // (ON DELETE CASCADE); sent praise leaves the sender's jars (SET NULL) but stays with its receivers.
    // The remaining groups close the gap, 1..N, in the same batch.
    // A kept jar letter's photo leaves with it (kept-photos.ts): read in the same batch, before the delete.
    const [photos] = await c.env.DB.batch([
      c.env.DB.prepare(
        `SELECT p.jar_id, p.jar_photo_id AS photo FROM received_praises r JOIN praises p ON p.id = r.praise_id
          WHERE r.group_id = ? AND r.member_id = ? AND p.jar_photo_id IS NOT NULL`,
      ).bind(group.id, memberId),
      c.env.DB.prepare("DELETE FROM groups WHERE id = ? AND member_id = ?").bind(group.id, memberId),
      // Ranks come from a sorted copy, so rows already renumbered never shift the others' ranks.
      c.env.DB.prepare(
        `UPDATE groups SET order_idx = ranked.rn
           FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY order_idx, id) AS rn FROM groups WHERE member_id = ?1) AS ranked
          WHERE groups.id = ranked.id AND groups.order_idx <> ranked.rn`,
      ).bind(memberId),
    ]);
    await letKeptPhotosGo(c.env, memberId, (photos?.results ?? []) as KeptPhotoRow[]);
    return ok(c, null);
  });
