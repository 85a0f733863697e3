// /api/badge: every badge, with the date the caller earned it (null until then). Awarding happens
// in the requests that change the counts (worker/host/praise/badges.ts).
import { Hono } from "hono";
import type { Badge } from "../../contract/badge";
import { ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { requireMember } from "../auth/require-member";

export const badgeRoutes = new Hono<AppEnv>().get("/", requireMember, async (c) => {
  const { results } = await c.env.DB.prepare(
    `SELECT b.name, b.description,
            CASE WHEN mb.earned_at IS NULL THEN b.locked_image_url ELSE b.image_url END AS imageUrl,
            mb.earned_at AS completedDate
       FROM badges b LEFT JOIN member_badges mb ON mb.badge_id = b.id AND mb.member_id = ?
      ORDER BY b.sort_order`,
  )
    .bind(c.get("memberId"))
    .all<Badge>();
  return ok(c, { allBadgeInfos: results });
});
