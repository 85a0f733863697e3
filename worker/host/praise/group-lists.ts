// Paged praise lists of one group, newest first (API.md: 0-based pages, pageInfo).
import { Hono } from "hono";
import {
  type PageInfo,
  PraisePageQuerySchema,
  type ReceivedPraiseItem,
  type SentPraiseItem,
} from "../../contract/praise";
import { ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { query } from "../../lib/validate";
import { requireMember } from "../auth/require-member";
import { ownGroupOr404, ownGroupStatement } from "../groups/owner";
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

// The owner check goes in the same batch as the page (one D1 round trip): the page's rows are read
// either way, but nothing of another member's group is answered, only the 404 (groups/owner.ts).

export const receivedListRoutes = new Hono<AppEnv>().get(
  "/group",
  requireMember,
  query(PraisePageQuerySchema),
  async (c) => {
    const { groupId, page, size } = c.req.valid("query");
    const db = c.env.DB;
    type Row = Omit<ReceivedPraiseItem, "canReact"> & { canReact: number };
    const [owned, total, rows] = await db.batch<{ n: number } & Row>([
      ownGroupStatement(db, c.get("memberId"), groupId),
      db.prepare("SELECT COUNT(*) AS n FROM received_praises WHERE group_id = ?").bind(groupId),
      db
        .prepare(
          `SELECT r.id AS receivePraiseId, ${senderNameSql("p", "m")} AS name, p.content, s.image_url AS stampUrl,
                m.image_url AS profileImageUrl, r.saved_at AS receiveDate,
                x.reaction AS reaction, 1 AS canReact, p.uuid AS uuid
           FROM received_praises r
           JOIN praises p ON p.id = r.praise_id
           JOIN members m ON m.id = p.sender_id
           JOIN stamps s ON s.id = p.stamp_id
           LEFT JOIN praise_keepers x ON x.received_id = r.id
          WHERE r.group_id = ?
          ORDER BY r.id DESC LIMIT ? OFFSET ?`,
        )
        .bind(groupId, size, page * size),
    ]);
    ownGroupOr404(owned);
    const items = (rows!.results as Row[]).map((r) => ({
      ...r,
      profileImageUrl: r.profileImageUrl || "/images/profile/profile-1.svg",
      canReact: r.canReact === 1,
    }));
    return ok(c, { receivePraiseInfos: items, pageInfo: pageInfo(page, size, total!.results[0]!.n) });
  },
);

export const sentListRoutes = new Hono<AppEnv>().get(
  "/group",
  requireMember,
  query(PraisePageQuerySchema),
  async (c) => {
    const { groupId, page, size } = c.req.valid("query");
    const db = c.env.DB;
    const delivered = "p.sender_group_id = ? AND p.send_status <> 'FAIL'";
    type Row = Omit<SentPraiseItem, "profileImageUrl" | "receiverNames" | "keepers"> & {
      receiverNames: string;
      keepers: string;
    };
    const [owned, total, rows] = await db.batch<{ n: number } & Row>([
      ownGroupStatement(db, c.get("memberId"), groupId),
      db.prepare(`SELECT COUNT(*) AS n FROM praises p WHERE ${delivered}`).bind(groupId),
      db
        .prepare(
          `SELECT p.id AS sendPraiseId, p.receiver_name AS name, p.content, s.image_url AS stampUrl,
                COALESCE(p.delivered_at, p.created_at) AS sendDate,
                p.kept_at AS savedAt, ${newestReaction("p")} AS reaction,
                ${receiverNamesJson("p")} AS receiverNames, ${keepersJson("p")} AS keepers
           FROM praises p JOIN stamps s ON s.id = p.stamp_id
          WHERE ${delivered}
          ORDER BY p.id DESC LIMIT ? OFFSET ?`,
        )
        .bind(groupId, size, page * size),
    ]);
    ownGroupOr404(owned);
    const items = (rows!.results as Row[]).map((r): SentPraiseItem => {
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
    return ok(c, { sendPraiseInfos: items, pageInfo: pageInfo(page, size, total!.results[0]!.n) });
  },
);
