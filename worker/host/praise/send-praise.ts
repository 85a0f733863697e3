// /api/send-praise: sending praise, Kakao's share webhook and the delivery status (the kept receipt).
import { Hono } from "hono";
import { GROUP_NOT_FOUND_MESSAGE } from "../../contract/group";
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_TTL_SECONDS,
  IDEMPOTENT_REPLAYED_HEADER,
  PRAISE_NOT_FOUND_MESSAGE,
  type SendCheck,
  type SendStatus,
} from "../../contract/praise";
import {
  IDEMPOTENCY_MESSAGES,
  IdempotencyKeySchema,
  SendCheckQuerySchema,
  SendPraiseRequestSchema,
} from "../../contract/praise-requests";
import type { ReactionCode } from "../../contract/reaction";
import { RELAY_MESSAGES } from "../../contract/relay";
import { STAMP_REQUIRED } from "../../contract/stamp";
import { readSecret } from "../../lib/config";
import { sha256Hex } from "../../lib/crypto";
import { fail, ok } from "../../lib/errors";
import { shareTokenFor } from "../../lib/share-token";
import type { AppEnv } from "../../lib/types";
import { jsonBody, parse, query } from "../../lib/validate";
import { nowSeconds } from "../auth/clock";
import { requireMember } from "../auth/require-member";
import { findOwnGroup } from "../groups/owner";
import { keepersJson, keeps, newestReaction, parseKeepers, parseNames, receiverNamesJson } from "./keepers";
import { handleShareWebhook } from "./share-webhook";

export const sendPraiseRoutes = new Hono<AppEnv>()
  // Kakao's webhook: authorised by the admin key, not by a member.
  .post("/check", handleShareWebhook)
  .post("/", requireMember, jsonBody(SendPraiseRequestSchema), async (c) => {
    const body = c.req.valid("json");
    const key = parse(IdempotencyKeySchema, c.req.header(IDEMPOTENCY_KEY_HEADER));
    const memberId = c.get("memberId");
    const db = c.env.DB;
    // The answer: the uuid, and the token its KakaoTalk share carries back to the webhook (decision 026).
    const shared = async (uuid: string) => ({
      uuid,
      shareToken: await shareTokenFor(readSecret(c.env, "JWT_SECRET"), uuid),
    });
    // The praise is written only from the caller's own group and one of the eight praise stamps (not an
    // occasion's, decision 044), read by the
    // insert itself: a group deleted a moment before cannot slip in between a check and the write.
    // A relay (?10, decision 022) likewise only from the caller's own keeper row of a praise they hold
    // a copy of; the row's unique index keeps it to once.
    const fromGroupAndStamp = `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, receiver_names, content, stamp_id, project_status, relay_of, relay_keeper_id)
      SELECT ?1, ?2, g.id, ?4, ?8, ?5, s.id, ?7, k.praise_id, k.id FROM groups g JOIN stamps s ON s.id = ?6 AND s.occasion IS NULL
        LEFT JOIN praise_keepers k ON ?10 IS NOT NULL AND k.member_id = ?2 AND k.received_id IS NOT NULL
             AND k.praise_id = (SELECT id FROM praises WHERE uuid = ?10)
       WHERE g.id = ?3 AND g.member_id = ?2 AND (?10 IS NULL OR k.id IS NOT NULL)`; // the owner rule (groups/owner.ts) as the insert's own join
    /** Nothing was written: the group is gone (or not the caller's), the stamp does not exist, or the relay is not theirs. */
    const refused = async () => {
      const group = await findOwnGroup(db, memberId, body.groupId);
      if (!group) return fail(404, GROUP_NOT_FOUND_MESSAGE);
      if (body.relayOf !== undefined && !(await keeps(db, memberId, body.relayOf)))
        return fail(404, RELAY_MESSAGES.notFound);
      return fail(400, STAMP_REQUIRED);
    };
    /** The relay's keeper row is used already: 409, nothing written (a batch is one transaction). */
    const once = (error: unknown) => {
      if (String(error).includes("UNIQUE") && String(error).includes("relay_keeper_id"))
        return fail(409, RELAY_MESSAGES.once);
      throw error;
    };
    const uuid = crypto.randomUUID();
    const values = [
      uuid,
      memberId,
      body.groupId,
      body.receiverNames[0],
      body.content,
      body.honeyStampId,
      body.projectStatus ? 1 : 0,
      JSON.stringify(body.receiverNames),
    ];
    const relayOf = body.relayOf ?? null;
    if (key === undefined) {
      const written = await db
        .prepare(fromGroupAndStamp)
        .bind(...values, null, relayOf)
        .run()
        .catch(once);
      return written.meta.changes === 1 ? ok(c, await shared(uuid), 201) : refused();
    }
    // One batch (one transaction): the praise is written only while no live row holds the key, and
    // the key row in the same step, so concurrent retries cannot create two praises.
    const now = nowSeconds();
    const requestHash = await sha256Hex(
      JSON.stringify([body.content, body.projectStatus, body.receiverNames, body.groupId, body.honeyStampId, relayOf]),
    );
    const [, , , claimed] = await db
      .batch<{ uuid: string; request_hash: string }>([
        db.prepare("DELETE FROM send_idempotency_keys WHERE member_id = ? AND expires_at <= ?").bind(memberId, now),
        db
          .prepare(
            `${fromGroupAndStamp}
             AND NOT EXISTS (SELECT 1 FROM send_idempotency_keys WHERE member_id = ?2 AND key = ?9)`,
          )
          .bind(...values, key, relayOf),
        db
          .prepare(
            `INSERT INTO send_idempotency_keys (member_id, key, request_hash, praise_id, expires_at)
           SELECT ?, ?, ?, id, ? FROM praises WHERE uuid = ?`,
          )
          .bind(memberId, key, requestHash, now + IDEMPOTENCY_TTL_SECONDS, uuid),
        db
          .prepare(
            `SELECT p.uuid, k.request_hash FROM send_idempotency_keys k JOIN praises p ON p.id = k.praise_id
            WHERE k.member_id = ? AND k.key = ?`,
          )
          .bind(memberId, key),
      ])
      .catch(once);
    const row = claimed?.results[0];
    if (!row) return refused(); // no praise and no key: the group or the stamp was not there
    if (row.request_hash !== requestHash) return fail(422, IDEMPOTENCY_MESSAGES.reused);
    if (row.uuid !== uuid) c.header(IDEMPOTENT_REPLAYED_HEADER, "true");
    return ok(c, await shared(row.uuid), 201);
  })
  .get("/check", requireMember, query(SendCheckQuerySchema), async (c) => {
    // The kept receipt (kept for good, migration 0008) and every keeper (decision 022): the
    // sender's own praise only, in the same query.
    const praise = await c.env.DB.prepare(
      `SELECT p.send_status, p.kept_at, ${newestReaction("p")} AS reaction, ${keepersJson("p")} AS keepers,
              ${receiverNamesJson("p")} AS receiver_names
         FROM praises p
        WHERE p.uuid = ? AND p.sender_id = ?`,
    )
      .bind(c.req.valid("query")["praise-uuid"], c.get("memberId"))
      .first<{
        send_status: SendStatus;
        kept_at: string | null;
        reaction: ReactionCode | null;
        keepers: string;
        receiver_names: string;
      }>();
    if (!praise) return fail(404, PRAISE_NOT_FOUND_MESSAGE);
    return ok<SendCheck>(c, {
      sendStatus: praise.send_status,
      savedAt: praise.kept_at,
      reaction: praise.reaction,
      keepers: parseKeepers(praise.keepers, parseNames(praise.receiver_names)),
    });
  });
