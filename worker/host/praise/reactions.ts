// Thank back: a keeper's one honey reaction to a praise (each keeper their own, decision 022),
// and the sender's 'seen' mark.
import { Hono } from "hono";
import { GroupIdRequestSchema } from "../../contract/group-requests";
import { ReactRequestSchema } from "../../contract/praise-requests";
import { REACTION_MESSAGES, type Reaction, type ReactionCode } from "../../contract/reaction";
import { fail, ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { jsonBody } from "../../lib/validate";
import { requireMember } from "../auth/require-member";
import { ownGroupOr404, ownGroupStatement } from "../groups/owner";

export const reactionRoutes = new Hono<AppEnv>().put(
  "/reaction",
  requireMember,
  jsonBody(ReactRequestSchema),
  async (c) => {
    const { receivePraiseId, reaction } = c.req.valid("json");
    // One statement on the caller's own keeper row of that copy (decision 022: every keeper answers,
    // each their own), or nothing is written (404). The same answer again keeps its date (and the
    // sender's 'seen'); a new one is news again.
    const row = await c.env.DB.prepare(
      `UPDATE praise_keepers SET
         sender_seen = CASE WHEN reaction IS ?1 THEN sender_seen ELSE 0 END,
         reacted_at  = CASE WHEN reaction IS ?1 THEN reacted_at ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END,
         reaction    = ?1
       WHERE received_id = ?2 AND member_id = ?3
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
          `UPDATE praise_keepers SET sender_seen = 1
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
