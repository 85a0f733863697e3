// POST /api/send-praise/check: KakaoTalk's share webhook (server callback). Kakao calls it when a
// shared message was sent; it must answer 2xx within 3 s. Fields come as JSON, form or query. It
// marks only our template's share of a praise whose shareToken the host made (decision 026).

import type { Context } from "hono";
import * as v from "valibot";
import { BAD_REQUEST } from "../../contract/errors";
import { PRAISE_NOT_FOUND_MESSAGE, type SendStatus } from "../../contract/praise";
import { ShareWebhookSchema } from "../../contract/praise-requests";
import { readConfig, readSecret } from "../../lib/config";
import { sameSecret } from "../../lib/crypto";
import { fail, ok } from "../../lib/errors";
import { isShareTokenOf } from "../../lib/share-token";
import type { AppEnv } from "../../lib/types";
import { awardSendBadges } from "./badges";

const CHAT_TYPES: Record<string, Exclude<SendStatus, "FAIL">> = {
  MemoChat: "MYSELF",
  DirectChat: "DIRECT",
  OpenDirectChat: "DIRECT",
  MultiChat: "GROUP",
  OpenMultiChat: "GROUP",
};

const readFields = async (c: Context<AppEnv>): Promise<Record<string, unknown>> => {
  const type = c.req.header("Content-Type") ?? "";
  let body: Record<string, unknown> = {};
  if (type.includes("application/json"))
    body = ((await c.req.json().catch(() => null)) as Record<string, unknown> | null) ?? {};
  else if (type.includes("form")) {
    // A form that cannot be read (multipart without a boundary, a cut-off body) is the caller's
    // mistake: a 400, never the parser's 500.
    try {
      body = await c.req.parseBody();
    } catch {
      return fail(400, "요청 본문을 읽을 수 없어요.");
    }
  }
  return { ...c.req.query(), ...body };
};

export const handleShareWebhook = async (c: Context<AppEnv>) => {
  const adminKey = readSecret(c.env, "KAKAO_ADMIN_KEY");
  const given = /^KakaoAK\s+(\S+)$/.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";
  if (!sameSecret(given, adminKey)) return fail(401, "인증되지 않은 요청이에요.");

  const parsed = v.safeParse(ShareWebhookSchema, await readFields(c));
  if (!parsed.success) return fail(400, parsed.issues[0]?.message ?? BAD_REQUEST);
  const { CHAT_TYPE, HASH_CHAT_ID, TEMPLATE_ID, praiseUuid, shareToken } = parsed.output;
  const status = CHAT_TYPES[CHAT_TYPE];
  if (!status) return fail(400, `알 수 없는 CHAT_TYPE이에요: ${CHAT_TYPE}`);
  // Only our praise template's share, and only a praise this host prepared for sharing (decision
  // 026): anyone on our page can call the SDK with any uuid, but not with its token.
  if (String(TEMPLATE_ID ?? "") !== readConfig(c.env).KAKAO_TEMPLATE_ID) {
    console.warn(`[share-webhook] TEMPLATE_ID ${TEMPLATE_ID ?? "(none)"} is not the praise template`);
    return fail(400, "이 서비스의 칭찬 공유가 아니에요.");
  }
  if (!shareToken || !(await isShareTokenOf(readSecret(c.env, "JWT_SECRET"), praiseUuid, shareToken))) {
    console.warn(`[share-webhook] praise ${praiseUuid}: ${shareToken ? "wrong" : "no"} shareToken`);
    return fail(403, "공유 확인 값이 올바르지 않아요.");
  }

  const db = c.env.DB;
  const praise = await db.prepare("SELECT id FROM praises WHERE uuid = ?").bind(praiseUuid).first<{ id: number }>();
  if (!praise) return fail(404, PRAISE_NOT_FOUND_MESSAGE);

  // Kakao names each callback; a replay of the same resource changes nothing.
  const resourceId = c.req.header("X-Kakao-Resource-ID") || `${praiseUuid}:${CHAT_TYPE}:${HASH_CHAT_ID ?? ""}`;
  await recordDelivery(db, { praiseId: praise.id, praiseUuid, status, resourceId, how: CHAT_TYPE });
  return ok(c, null);
};

/**
 * Marks a praise delivered, records how (a Kakao callback's chat type, or the link opened by its
 * receiver: docs/decisions/007), and awards the sender's badges, in one batch. The first delivery
 * decides the status; later ones are recorded and change nothing.
 */
export const recordDelivery = (
  db: D1Database,
  delivery: {
    praiseId: number;
    praiseUuid: string;
    status: Exclude<SendStatus, "FAIL">;
    resourceId: string;
    how: string;
  },
) =>
  db.batch([
    db
      .prepare("INSERT OR IGNORE INTO share_deliveries (resource_id, praise_id, chat_type) VALUES (?, ?, ?)")
      .bind(delivery.resourceId, delivery.praiseId, delivery.how),
    db
      .prepare(
        "UPDATE praises SET send_status = ?, delivered_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND send_status = 'FAIL'",
      )
      .bind(delivery.status, delivery.praiseId),
    awardSendBadges(db, delivery.praiseUuid),
  ]);
