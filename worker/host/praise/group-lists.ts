// Paged praise lists of one group, newest first (docs/api.md: 0-based pages, pageInfo).
import { Hono } from "hono";
import type { PageInfo, ReceivedPraiseItem, SentPraiseItem } from "../../contract/praise";
import { PraisePageQuerySchema } from "../../contract/praise-requests";
import { ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { query } from "../../lib/validate";
import { requireMember } from "../auth/require-member";
import { ownedRowsOr404, ownsGroup } from "../groups/owner";
import { keepersJson, newestReaction, parseKeepers, parseNames, receiverNamesJson } from "./keepers";
import { senderNameSql } from "./sender-name";

const PROFILE_IMAGES = 6;

/** The receiver of sent praise is a typed name, maybe not a member: a stable image for the name. */
export const profileImageForName = (name: string) => {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return `/images/profile/profile-${(hash % PROFILE_IMAGES) + 1}.svg`;
};

const pageInfo = (page: number, size: number, total: number): PageInfo => ({
  pageNum: page,
  pageSize: size,
  totalElements: total,
  totalPages: Math.ceil(total / size),
});

// One statement per page (decision 031): the owner check (groups/owner.ts's `ownsGroup`, the statement's
// WHERE), the list's total and the page, so with the session's gate the read is one D1 round trip of
// two statements. The total is a one-row table the page is LEFT JOINed to: a page past the end is one
// row of total and NULLs (no item), another member's group no row at all (404, nothing of it answered).
const pagedSql = (countSql: string, pageSql: string, key: string) => `
  SELECT t.total AS total, page.* FROM (${countSql}) t LEFT JOIN (${pageSql}) page ON 1
   WHERE ${ownsGroup("?1", "?2")}
   ORDER BY page.${key} DESC`;

/** The page's items and its total, or 404 when the group is not the caller's. */
const pageOf = <Row extends Record<string, unknown>>(rows: (Row & { total: number })[], key: keyof Row) => {
  const [first] = ownedRowsOr404(rows);
  const items = rows.filter((row) => row[key] !== null).map(({ total: _, ...row }) => row as unknown as Row);
  return { items, total: first.total };
};

export const receivedListRoutes = new Hono<AppEnv>().get(
  "/group",
  requireMember,
  query(PraisePageQuerySchema),
  async (c) => {
    const { groupId, page, size } = c.req.valid("query");
    type Row = Omit<ReceivedPraiseItem, "canReact"> & { canReact: number };
    const { results } = await c.env.DB.prepare(
      pagedSql(
        "SELECT COUNT(*) AS total FROM received_praises WHERE group_id = ?1",
        `SELECT r.id AS receivePraiseId, ${senderNameSql("p", "m")} AS name, COALESCE(p.letter, p.content) AS content, s.image_url AS stampUrl,
                m.image_url AS profileImageUrl, r.saved_at AS receiveDate,
                x.reaction AS reaction, 1 AS canReact, p.uuid AS uuid
           FROM received_praises r
           JOIN praises p ON p.id = r.praise_id
           JOIN members m ON m.id = p.sender_id
           JOIN stamps s ON s.id = p.stamp_id
           LEFT JOIN praise_keepers x ON x.received_id = r.id
          WHERE r.group_id = ?1
          ORDER BY r.id DESC LIMIT ?3 OFFSET ?4`,
        "receivePraiseId",
      ),
    )
      .bind(groupId, c.get("memberId"), size, page * size)
      .all<Row & { total: number }>();
    const { items, total } = pageOf(results, "receivePraiseId");
    const infos = items.map((r) => ({
      ...r,
      profileImageUrl: r.profileImageUrl || "/images/profile/profile-1.svg",
      canReact: r.canReact === 1,
    }));
    return ok(c, { receivePraiseInfos: infos, pageInfo: pageInfo(page, size, total) });
  },
);

export const sentListRoutes = new Hono<AppEnv>().get(
  "/group",
  requireMember,
  query(PraisePageQuerySchema),
  async (c) => {
    const { groupId, page, size } = c.req.valid("query");
    const delivered = "p.sender_group_id = ?1 AND p.send_status <> 'FAIL'";
    type Row = Omit<SentPraiseItem, "profileImageUrl" | "receiverNames" | "keepers"> & {
      receiverNames: string;
      keepers: string;
    };
    const { results } = await c.env.DB.prepare(
      pagedSql(
        `SELECT COUNT(*) AS total FROM praises p WHERE ${delivered}`,
        `SELECT p.id AS sendPraiseId, p.receiver_name AS name, p.content, s.image_url AS stampUrl,
                COALESCE(p.delivered_at, p.created_at) AS sendDate,
                p.kept_at AS savedAt, ${newestReaction("p")} AS reaction,
                ${receiverNamesJson("p")} AS receiverNames, ${keepersJson("p")} AS keepers
           FROM praises p JOIN stamps s ON s.id = p.stamp_id
          WHERE ${delivered}
          ORDER BY p.id DESC LIMIT ?3 OFFSET ?4`,
        "sendPraiseId",
      ),
    )
      .bind(groupId, c.get("memberId"), size, page * size)
      .all<Row & { total: number }>();
    const { items: rows, total } = pageOf(results, "sendPraiseId");
    const items = rows.map((r): SentPraiseItem => {
      const receiverNames = parseNames(r.receiverNames);
      return {
        ...r,
        // The receiver: everyone, joined for display, as GET /api/receive-praise names them.
        name: receiverNames.join(", "),
        profileImageUrl: profileImageForName(r.name),
        receiverNames,
        keepers: parseKeepers(r.keepers, receiverNames),
      };
    });
    return ok(c, { sendPraiseInfos: items, pageInfo: pageInfo(page, size, total) });
  },
);
