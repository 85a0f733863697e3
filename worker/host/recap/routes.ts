// The monthly recap, in one D1 round trip (one batch of reads), the caller's rows only.
// Months are Seoul's whatever the server's zone: the bounds are computed as UTC instants.
import { Hono } from "hono";
import {
  type Recap,
  type RecapPraise,
  RecapQuerySchema,
  seoulMonthOf,
  seoulMonthRange,
  shiftMonth,
} from "../../contract/recap";
import { ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { query } from "../../lib/validate";
import { clock } from "../auth/clock";
import { requireMember } from "../auth/require-member";
import { parseNames, receiverNamesJson } from "../praise/keepers";
import { senderNameSql } from "../praise/sender-name";

/**
 * The caller's praise events in [?2, ?3): praise they saved (dated by the save) and delivered
 * praise they sent (dated by the delivery). ?1 is the member.
 */
const EVENTS = `
  WITH events AS (
    SELECT 'received' AS direction, r.saved_at AS at, r.group_id AS group_id, p.stamp_id,
           ${senderNameSql("p", "m")} AS name, NULL AS names, p.content, p.relay_of IS NOT NULL AS relay
      FROM received_praises r
      JOIN praises p ON p.id = r.praise_id
      JOIN members m ON m.id = p.sender_id
     WHERE r.member_id = ?1 AND r.saved_at >= ?2 AND r.saved_at < ?3
    UNION ALL
    SELECT 'sent', COALESCE(p.delivered_at, p.created_at), p.sender_group_id, p.stamp_id,
           p.receiver_name, ${receiverNamesJson("p")}, p.content, p.relay_of IS NOT NULL
      FROM praises p
     WHERE p.sender_id = ?1 AND p.send_status <> 'FAIL'
       AND COALESCE(p.delivered_at, p.created_at) >= ?2 AND COALESCE(p.delivered_at, p.created_at) < ?3
  )`;

const COUNTS = `${EVENTS}
  SELECT COUNT(*) FILTER (WHERE direction = 'received') AS received,
         COUNT(*) FILTER (WHERE direction = 'sent') AS sent,
         COUNT(*) FILTER (WHERE direction = 'sent' AND relay) AS relays_continued,
         COUNT(*) FILTER (WHERE direction = 'received' AND relay) AS relays_received
    FROM events`;

const TOP_STAMPS = `${EVENTS}
  SELECT s.name AS stampName, s.image_url AS imageUrl, COUNT(*) AS count
    FROM events e JOIN stamps s ON s.id = e.stamp_id
   GROUP BY s.id ORDER BY count DESC, s.sort_order LIMIT 3`;

// Only the caller's groups (a sent praise's group is theirs; a deleted one is NULL and drops out).
const TOP_JAR = `${EVENTS}
  SELECT g.id AS groupId, g.name AS groupName, COUNT(*) AS count
    FROM events e JOIN groups g ON g.id = e.group_id AND g.member_id = ?1
   GROUP BY g.id ORDER BY count DESC, g.order_idx, g.id LIMIT 1`;

const ONE_EVENT = (order: "ASC" | "DESC") => `${EVENTS}
  SELECT e.direction, e.name, e.names, e.content, s.image_url AS stampUrl, s.name AS stampName, e.at AS date
    FROM events e JOIN stamps s ON s.id = e.stamp_id
   ORDER BY e.at ${order}, e.direction ${order} LIMIT 1`;

/** A first or latest praise as the recap shows it: a sent one with everyone it names (decision 023). */
const moment = (row: (Omit<RecapPraise, "receiverNames"> & { names: string | null }) | undefined) => {
  if (!row) return null;
  const { names, ...praise } = row;
  return names === null ? praise : { ...praise, receiverNames: parseNames(names) };
};

type Counts = { received: number; sent: number; relays_continued: number; relays_received: number };

export const recapRoutes = new Hono<AppEnv>().get("/", requireMember, query(RecapQuerySchema), async (c) => {
  const memberId = c.get("memberId");
  const thisMonth = seoulMonthOf(clock.now());
  const month = c.req.valid("query").month ?? thisMonth;
  const previousMonth = shiftMonth(month, -1);
  const [start, end] = seoulMonthRange(month);
  const [previousStart, previousEnd] = seoulMonthRange(previousMonth);
  const db = c.env.DB;
  const bound = (sql: string) => db.prepare(sql).bind(memberId, start, end);
  const [joined, counts, previous, stamps, jar, first, latest] = await db.batch([
    db.prepare("SELECT created_at AS createdAt FROM members WHERE id = ?1").bind(memberId),
    bound(COUNTS),
    db.prepare(COUNTS).bind(memberId, previousStart, previousEnd),
    bound(TOP_STAMPS),
    bound(TOP_JAR),
    bound(ONE_EVENT("ASC")),
    bound(ONE_EVENT("DESC")),
  ]);
  const now = counts!.results[0] as Counts;
  const before = previous!.results[0] as Counts;
  return ok<Recap>(c, {
    month,
    current: month === thisMonth,
    joinedMonth: seoulMonthOf(Date.parse((joined!.results[0] as { createdAt: string }).createdAt)),
    received: now.received,
    sent: now.sent,
    previous: { month: previousMonth, received: before.received, sent: before.sent },
    // Relays continued (sent) and received (kept) this month.
    relays: { continued: now.relays_continued, received: now.relays_received },
    topStamps: stamps!.results as Recap["topStamps"],
    topJar: (jar!.results[0] as Recap["topJar"] | undefined) ?? null,
    first: moment(first!.results[0] as Parameters<typeof moment>[0]),
    latest: moment(latest!.results[0] as Parameters<typeof moment>[0]),
  });
});
