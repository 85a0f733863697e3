// A member's week (home's week, the Friday letter) and the people they work with (send step 1,
// '우리 팀'), read in one D1 batch each, the member's own rows only (decision 034).
import { addDays, DAY_MS, kstDay } from "../../contract/days";
import type { People, SeoulWeek, Week } from "../../contract/week";
import { TEAM_MAX } from "../../contract/week";
import { receiverNamesJson } from "../praise/keepers";

/** ?1 member, ?2 and ?3 the week's [start, end). */
const COUNTS = `
  SELECT (SELECT COUNT(*) FROM received_praises
           WHERE member_id = ?1 AND saved_at >= ?2 AND saved_at < ?3) AS received,
         (SELECT COUNT(*) FROM praises
           WHERE sender_id = ?1 AND send_status <> 'FAIL'
             AND COALESCE(delivered_at, created_at) >= ?2 AND COALESCE(delivered_at, created_at) < ?3) AS sent,
         (SELECT COUNT(*) FROM praise_keepers k JOIN praises p ON p.id = k.praise_id
           WHERE p.sender_id = ?1 AND k.saved_at >= ?2 AND k.saved_at < ?3) AS kept`;

/** The sender as the praise was signed: a guest's nickname, a member's name (never the '(손님)' mark). */
const SIGNED_NAME = "COALESCE(p.sender_name, m.name)";

const LATEST_RECEIVED = `
  SELECT ${SIGNED_NAME} AS name, s.name AS stampName, s.image_url AS stampUrl, r.saved_at AS at
    FROM received_praises r
    JOIN praises p ON p.id = r.praise_id
    JOIN members m ON m.id = p.sender_id
    JOIN stamps s ON s.id = p.stamp_id
   WHERE r.member_id = ?1 AND r.saved_at >= ?2 AND r.saved_at < ?3
   ORDER BY r.saved_at DESC LIMIT 3`;

const LATEST_SENT = `
  SELECT p.receiver_name AS name, ${receiverNamesJson("p")} AS names, s.name AS stampName,
         s.image_url AS stampUrl, COALESCE(p.delivered_at, p.created_at) AS at
    FROM praises p JOIN stamps s ON s.id = p.stamp_id
   WHERE p.sender_id = ?1 AND p.send_status <> 'FAIL'
     AND COALESCE(p.delivered_at, p.created_at) >= ?2 AND COALESCE(p.delivered_at, p.created_at) < ?3
   ORDER BY at DESC LIMIT 3`;

/** ?1 member, ?2 today (KST), ?3 a week from today: jars not kept yet, opening from today on. */
const JARS_MADE = `
  SELECT id AS jarId, title, recipient_name AS recipientName, opens_on AS opensOn
    FROM jars WHERE creator_id = ?1 AND kept_by IS NULL AND opens_on >= ?2
   ORDER BY opens_on, created_at LIMIT 20`;

const JARS_WRITTEN_SOON = `
  SELECT j.id AS jarId, j.title, j.recipient_name AS recipientName, j.opens_on AS opensOn
    FROM jar_writers w JOIN jars j ON j.id = w.jar_id
   WHERE w.member_id = ?1 AND j.creator_id <> ?1 AND j.kept_by IS NULL AND j.opens_on BETWEEN ?2 AND ?3
   ORDER BY j.opens_on LIMIT 20`;

export type WeekPraise = { name: string; stampName: string; stampUrl: string; at: string };
export type WeekJar = { jarId: string; title: string; recipientName: string; opensOn: string };

export type WeekSummary = {
  received: number;
  sent: number;
  kept: number;
  latestReceived: WeekPraise[];
  latestSent: (WeekPraise & { others: number })[];
  jarsMade: WeekJar[];
  jarsWrittenSoon: WeekJar[];
  /** The KST day the summary was read on. */
  today: string;
};

type Counts = { received: number; sent: number; kept: number };

/** Everything the week holds for a member, in one batch of reads. */
export const readWeek = async (db: D1Database, memberId: number, week: SeoulWeek, nowMs: number) => {
  const today = kstDay(nowMs);
  const inAWeek = kstDay(nowMs + 7 * DAY_MS);
  const inWeek = (sql: string) => db.prepare(sql).bind(memberId, week.start, week.end);
  const soon = (sql: string) => db.prepare(sql).bind(memberId, today, inAWeek);
  const [counts, received, sent, made, written] = await db.batch([
    inWeek(COUNTS),
    inWeek(LATEST_RECEIVED),
    inWeek(LATEST_SENT),
    db.prepare(JARS_MADE).bind(memberId, today),
    soon(JARS_WRITTEN_SOON),
  ]);
  const {
    received: r,
    sent: s,
    kept,
  } = (counts?.results[0] as Counts | undefined) ?? { received: 0, sent: 0, kept: 0 };
  return {
    received: r,
    sent: s,
    kept,
    latestReceived: (received?.results ?? []) as WeekPraise[],
    latestSent: ((sent?.results ?? []) as (WeekPraise & { names: string })[]).map(({ names, ...praise }) => ({
      ...praise,
      others: Math.max(0, (JSON.parse(names) as string[]).length - 1),
    })),
    jarsMade: (made?.results ?? []) as WeekJar[],
    jarsWrittenSoon: (written?.results ?? []) as WeekJar[],
    today,
  } satisfies WeekSummary;
};

/** Nothing happened and nothing waits: the Friday letter becomes the short nudge (or nothing). */
export const isEmptyWeek = (w: WeekSummary) =>
  w.received === 0 && w.sent === 0 && w.kept === 0 && w.jarsMade.length === 0 && w.jarsWrittenSoon.length === 0;

/** Home's week at a glance. */
export const weekAtAGlance = (w: WeekSummary, week: SeoulWeek): Week => {
  const inAWeek = addDays(w.today, 7);
  const madeSoon = w.jarsMade.filter((j) => j.opensOn <= inAWeek);
  return {
    monday: week.monday,
    received: w.received,
    sent: w.sent,
    kept: w.kept,
    jarsWaiting: madeSoon.length + w.jarsWrittenSoon.length,
    friday: week.friday,
  };
};

/**
 * Everyone the member exchanged praise or a jar with: receivers of praise they sent (every name it
 * names), senders of praise they kept (a jar's writer by the name signed; '탈퇴한 회원' left out), and
 * the people jars they made or wrote in were for (a jar counts as praise sent on its day). The group
 * last used for someone is the one of the latest exchange whose group is still the member's.
 */
const PEOPLE = `
  WITH events AS (
    SELECT TRIM(n.value) AS name, 'sent' AS kind, COALESCE(p.delivered_at, p.created_at) AS at, p.sender_group_id AS group_id
      FROM praises p, json_each(${receiverNamesJson("p")}) n
     WHERE p.sender_id = ?1 AND p.send_status <> 'FAIL'
    UNION ALL
    SELECT TRIM(${SIGNED_NAME}), 'received', r.saved_at, r.group_id
      FROM received_praises r
      JOIN praises p ON p.id = r.praise_id
      JOIN members m ON m.id = p.sender_id
     WHERE r.member_id = ?1 AND p.sender_id <> -1
    UNION ALL
    SELECT TRIM(recipient_name), 'sent', created_at, NULL FROM jars WHERE creator_id = ?1
    UNION ALL
    SELECT TRIM(j.recipient_name), 'sent', j.created_at, NULL
      FROM jar_writers w JOIN jars j ON j.id = w.jar_id WHERE w.member_id = ?1
  ),
  grouped AS (
    SELECT e.name, g.id AS group_id, g.name AS group_name,
           ROW_NUMBER() OVER (PARTITION BY e.name ORDER BY e.at DESC) AS nth
      FROM events e JOIN groups g ON g.id = e.group_id AND g.member_id = ?1
  )
  SELECT e.name,
         MAX(CASE WHEN e.kind = 'sent' THEN e.at END) AS lastSentAt,
         MAX(CASE WHEN e.kind = 'received' THEN e.at END) AS lastReceivedAt,
         g.group_id AS groupId, g.group_name AS groupName
    FROM events e LEFT JOIN grouped g ON g.name = e.name AND g.nth = 1
   WHERE e.name <> '' AND e.name <> (SELECT name FROM members WHERE id = ?1)
   GROUP BY e.name
   ORDER BY MAX(e.at) DESC, e.name
   LIMIT ?2`;

export const readPeople = async (db: D1Database, memberId: number): Promise<People> => {
  const { results } = await db.prepare(PEOPLE).bind(memberId, TEAM_MAX).all<People["people"][number]>();
  return { people: results };
};
