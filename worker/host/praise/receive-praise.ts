// /api/receive-praise: a praise as its viewer sees it (its landing), and keeping it into a group.
import { Hono } from "hono";
import { GROUP_NOT_FOUND_MESSAGE } from "../../contract/group";
import {
  OWN_PRAISE_NOT_KEPT_MESSAGE,
  PRAISE_NOT_FOUND_MESSAGE,
  type ReceivedPraise,
  type SendStatus,
} from "../../contract/praise";
import { KeepPraiseRequestSchema, ReceivedPraiseQuerySchema } from "../../contract/praise-requests";
import type { ReactionCode } from "../../contract/reaction";
import { fail, ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { jsonBody, query } from "../../lib/validate";
import { optionalMember } from "../auth/optional-member";
import { requireMember } from "../auth/require-member";
import { findOwnGroup } from "../groups/owner";
import { photoPath } from "../jars/jar-schema";
import { awardReceiveBadges } from "./badges";
import { isNamed, keepersJson, parseKeepers, parseNames, receiverNamesJson } from "./keepers";
import { relayChain, relayChainStatement } from "./relay";
import { senderNameSql } from "./sender-name";
import { recordDelivery } from "./share-webhook";

/** A praise proven delivered by its link being opened: someone other than the sender has it. */
const LINK_OPENED_STATUS = "DIRECT";

type ReceivedRow = {
  id: number;
  content: string;
  receiver_names: string;
  send_status: SendStatus;
  sender_id: number;
  sender_name: string;
  sender_image: string | null;
  viewer_name: string | null;
  group_name: string | null;
  image_url: string;
  stamp_name: string;
  kept_group: number | null;
  kept_id: number | null;
  reaction: ReactionCode | null;
  keepers: string | null;
  jar_id: string | null;
  jar_photo_id: string | null;
};

export const receivePraiseRoutes = new Hono<AppEnv>()
  .get("/", optionalMember, query(ReceivedPraiseQuerySchema), async (c) => {
    const viewer = c.get("memberId") ?? 0; // 0: no member (no member has that id), bound as such below
    const { uuid } = c.req.valid("query");
    const db = c.env.DB;
    // One round trip: the praise as the viewer sees it, and its relay chain.
    const [found, chain] = await db.batch([
      db
        .prepare(
          `SELECT p.id, COALESCE(p.letter, p.content) AS content, ${receiverNamesJson("p")} AS receiver_names, p.send_status,
              p.sender_id, ${senderNameSql("p", "m")} AS sender_name, m.image_url AS sender_image,
              me.name AS viewer_name, g.name AS group_name, s.image_url, s.name AS stamp_name,
              mine.group_id AS kept_group, mine.id AS kept_id, x.reaction,
              CASE WHEN p.sender_id = ? THEN ${keepersJson("p")} END AS keepers, p.jar_id, p.jar_photo_id
         FROM praises p
         JOIN members m ON m.id = p.sender_id
         JOIN stamps s ON s.id = p.stamp_id
         LEFT JOIN groups g ON g.id = p.sender_group_id
         LEFT JOIN members me ON me.id = ?
         LEFT JOIN received_praises mine ON mine.praise_id = p.id AND mine.member_id = ?
         LEFT JOIN praise_keepers x ON x.received_id = mine.id
        WHERE p.uuid = ?`,
        )
        .bind(viewer, viewer, viewer, uuid),
      relayChainStatement(db, uuid),
    ]);
    const row = found?.results[0] as ReceivedRow | undefined;
    if (!row) return fail(404, PRAISE_NOT_FOUND_MESSAGE);
    if (row.send_status === "FAIL") {
      // Undelivered praise is private to its sender (as good as missing to anyone else), unless a
      // member other than the sender opens its link: that proves KakaoTalk delivered it even when
      // Kakao's one webhook call was lost (docs/decisions/007). The chat is unknown: a person got it.
      if (!viewer || viewer === row.sender_id) return fail(404, PRAISE_NOT_FOUND_MESSAGE);
      await recordDelivery(c.env.DB, {
        praiseId: row.id,
        praiseUuid: uuid,
        status: LINK_OPENED_STATUS,
        resourceId: `link-opened:${row.id}`,
        how: "LinkOpened",
      });
      row.send_status = LINK_OPENED_STATUS;
    }
    const receiverNames = parseNames(row.receiver_names);
    return ok<ReceivedPraise>(c, {
      content: row.content,
      senderName: row.sender_name,
      ...(row.sender_image ? { senderImageUrl: row.sender_image } : {}),
      // SPEC's one name holds everyone, joined for display (docs/api.md, third round); the list beside it.
      receiverName: receiverNames.join(", "),
      receiverNames,
      ...relayChain((chain?.results ?? []) as Parameters<typeof relayChain>[0]),
      groupName: row.group_name,
      groupId: row.kept_group ?? -1,
      sendStatus: row.sender_id === viewer ? "MYSELF" : row.send_status,
      imageUrl: row.image_url,
      stampName: row.stamp_name,
      receivePraiseId: row.kept_id,
      reaction: row.reaction,
      // Every keeper answers, once each (decision 022): whoever has a copy of it.
      canReact: row.kept_id !== null,
      // (fifth round) A kept jar letter's photo, to its keeper: read where the jar's photos are (decision 039).
      ...(row.kept_id !== null && row.jar_id !== null && row.jar_photo_id !== null
        ? { photoUrl: photoPath(row.jar_id, row.jar_photo_id) }
        : {}),
      // Its sender sees who kept it and how each answered (an answer's link lands here).
      ...(row.keepers === null ? {} : { keepers: parseKeepers(row.keepers, receiverNames) }),
      // Decision 023: whether the member viewing it is one of the names it was sent to (a member only).
      ...(row.viewer_name === null || row.sender_id === viewer
        ? {}
        : { viewerNamed: isNamed(row.viewer_name, receiverNames) }),
    });
  })
  .post("/", requireMember, jsonBody(KeepPraiseRequestSchema), async (c) => {
    const { praiseUuid, groupId } = c.req.valid("json");
    const memberId = c.get("memberId");
    const db = c.env.DB;
    const [praise, group] = await Promise.all([
      db
        .prepare("SELECT id, sender_id FROM praises WHERE uuid = ? AND send_status <> 'FAIL'")
        .bind(praiseUuid)
        .first<{ id: number; sender_id: number }>(),
      findOwnGroup(db, memberId, groupId),
    ]);
    if (!praise) return fail(404, PRAISE_NOT_FOUND_MESSAGE);
    if (praise.sender_id === memberId) return fail(403, OWN_PRAISE_NOT_KEPT_MESSAGE);
    if (!group) return fail(404, GROUP_NOT_FOUND_MESSAGE);
    try {
      await db.batch([
        db
          .prepare("INSERT INTO received_praises (praise_id, member_id, group_id) VALUES (?, ?, ?)")
          .bind(praise.id, memberId, group.id),
        awardReceiveBadges(db, memberId),
      ]);
    } catch (error) {
      if (String(error).includes("UNIQUE")) return fail(409, "이미 저장한 꿀이에요.");
      throw error;
    }
    return ok(c, null, 201);
  });
