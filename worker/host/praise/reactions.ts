// Issue 15, thank back: the receiver's one honey reaction to a praise, and the sender's 'seen' mark.
import { Hono } from "hono";
import { GroupIdRequestSchema } from "../../contract/group";
import { REACTION_MESSAGES, type Reaction, type ReactionCode, ReactRequestSchema } from "../../contract/reaction";
import { fail, ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { jsonBody } from "../../lib/validate";
import { requireMember } from "../auth/require-member";
import { ownGroupOr404, ownGroupStatement } from "../groups/owner";

/**
 * True when the saved copy `alias` is its praise's first save (earliest saved_at, then id): the one
 * the sender's receipt names, and the only one whose owner may answer. A group chat's praise may be
 * saved by several members; one answer per praise keeps the sender's view simple and says nothing
 * about who else kept it.
 */
export const isFirstSave = (alias: string) => `NOT EXISTS (
  SELECT 1 FROM received_praises o
   WHERE o.praise_id = ${alias}.praise_id
     AND (o.saved_at < ${alias}.saved_at OR (o.saved_at = ${alias}.saved_at AND o.id < ${alias}.id)))`;

export const reactionRoutes = new Hono<AppEnv>().put(
  "/reaction",
  requireMember,
  jsonBody(ReactRequestSchema),
  async (c) => {
    const { receivePraiseId, reaction } = c.req.valid("json");
    // One statement: the copy must be the caller's own first save, or nothing is written (404).
    // The same answer again keeps its date (and the sender's 'seen'); a new one is news again.
    const row = await c.env.DB.prepare(
      `INSERT INTO praise_reactions (praise_id, received_id, reaction)
       SELECT r.praise_id, r.id, ?1 FROM received_praises r
        WHERE r.id = ?2 AND r.member_id = ?3 AND ${isFirstSave("r")}
       ON CONFLICT (praise_id) DO UPDATE SET
         received_id = excluded.received_id,
         sender_seen = CASE WHEN reaction = excluded.reaction THEN sender_seen ELSE 0 END,
         reacted_at  = CASE WHEN reaction = excluded.reaction THEN reacted_at ELSE excluded.reacted_at END,
         reaction    = excluded.reaction
       RETURNING reaction, reacted_at`,
    )
      .bind(reaction, receivePraiseId, c.get("memberId"))
      .first<{ reaction: ReactionCode; reacted_at: string }>();
    if (!row) return fail(404, REACTION_MESSAGES.notFound);
    return ok<Reaction>(c, { reaction: row.reaction, reactedAt: row.reacted_at });
  },
);

export const reactionSeenRoutes = new Hono<AppEnv>().patch(
  "/reactions-seen",
  requireMember,
  jsonBody(GroupIdRequestSchema),
  async (c) => {
    const { groupId } = c.req.valid("json");
    const memberId = c.get("memberId");
    const db = c.env.DB;
    // One batch: the ownership check and the write, the write itself scoped to the caller's group.
    const [group] = await db.batch<{ id: number }>([
      ownGroupStatement(db, memberId, groupId),
      db
        .prepare(
          `UPDATE praise_reactions SET sender_seen = 1
            WHERE sender_seen = 0 AND praise_id IN (
              SELECT p.id FROM praises p JOIN groups g ON g.id = p.sender_group_id
               WHERE g.id = ? AND g.member_id = ?)`,
        )
        .bind(groupId, memberId),
    ]);
    ownGroupOr404(group);
    return ok(c, null);
  },
);
