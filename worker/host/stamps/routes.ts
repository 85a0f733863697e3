// /api/stamp: the honey stamps (with `?occasion=`, that occasion's own first: decision 044), and per-group
// stamp cards (count here / count across my groups).
import { Hono } from "hono";
import type { Stamp, StampCard } from "../../contract/praise";
import { StampCardQuerySchema } from "../../contract/praise-requests";
import { StampQuerySchema } from "../../contract/stamp";
import { ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { query } from "../../lib/validate";
import { requireMember } from "../auth/require-member";
import { ownGroupOr404, ownGroupStatement } from "../groups/owner";

// Per stamp: how often it is in this group, and in all of the member's groups; every praise stamp is
// listed, an occasion's (a kept jar's letters) only where the member has it.
const CARD_SQL = {
  received: `SELECT s.image_url AS imageUrl, s.name AS stampName,
                    COUNT(CASE WHEN r.group_id = ?1 THEN 1 END) AS count, COUNT(r.id) AS totalCount
               FROM stamps s
               LEFT JOIN praises p ON p.stamp_id = s.id
               LEFT JOIN received_praises r ON r.praise_id = p.id AND r.member_id = ?2
              GROUP BY s.id HAVING s.occasion IS NULL OR totalCount > 0
              ORDER BY count DESC, totalCount DESC, s.sort_order`,
  sent: `SELECT s.image_url AS imageUrl, s.name AS stampName,
                COUNT(CASE WHEN p.sender_group_id = ?1 THEN 1 END) AS count, COUNT(p.id) AS totalCount
           FROM stamps s
           LEFT JOIN praises p ON p.stamp_id = s.id AND p.sender_id = ?2 AND p.send_status <> 'FAIL' AND p.sender_group_id IS NOT NULL
          GROUP BY s.id HAVING s.occasion IS NULL OR totalCount > 0
          ORDER BY count DESC, totalCount DESC, s.sort_order`,
};

const stampCards = (direction: keyof typeof CARD_SQL) =>
  new Hono<AppEnv>().get("/", requireMember, query(StampCardQuerySchema), async (c) => {
    const { group } = c.req.valid("query");
    const memberId = c.get("memberId");
    const db = c.env.DB;
    // One round trip: the owner check beside the cards.
    const [owned, cards] = await db.batch<StampCard>([
      ownGroupStatement(db, memberId, group),
      db.prepare(CARD_SQL[direction]).bind(group, memberId),
    ]);
    ownGroupOr404(owned);
    const results = cards?.results ?? [];
    return ok(c, { stampInfoByGroupDtos: results });
  });

export const stampRoutes = new Hono<AppEnv>()
  // The catalogue is public (ours): a guest writing in a shared jar picks a stamp too (decision 024).
  // An occasion's stamps come first, marked; the eight after, for a jar's letters written with them.
  .get("/", query(StampQuerySchema), async (c) => {
    const { occasion } = c.req.valid("query");
    const { results } = await c.env.DB.prepare(
      `SELECT id, image_url AS imageUrl, name AS stampName, occasion FROM stamps
        WHERE occasion IS NULL OR occasion = ?1 ORDER BY occasion IS NULL, sort_order`,
    )
      .bind(occasion ?? null)
      .all<Stamp & { occasion: Stamp["occasion"] | null }>();
    const stampDtos = results.map(({ occasion: own, ...stamp }) => (own ? { ...stamp, occasion: own } : stamp));
    return ok(c, { stampDtos });
  })
  .route("/received", stampCards("received"))
  .route("/sent", stampCards("sent"));
