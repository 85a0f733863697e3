// /api/member: the calling member's own data only (docs/api.md "Member").
import { Hono } from "hono";
import { EMAIL_MESSAGES } from "../../contract/auth";
import {
  ExportQuerySchema,
  LEAVE_MESSAGES,
  LEAVE_RECENT_LOGIN_SECONDS,
  MEMBER_NOT_FOUND,
  type MemberInfo,
  MemberPatchSchema,
  PROFILE_MESSAGES,
  type ProfileImages,
  type ServiceConsent,
  ServiceConsentPatchSchema,
} from "../../contract/member";
import { fail, ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { jsonBody, query } from "../../lib/validate";
import { nowSeconds } from "../auth/clock";
import { consumeVerification, isRecentlyVerified, normalizeEmail } from "../auth/email-verification";
import { memberRequester } from "../auth/requester";
import { requireMember } from "../auth/require-member";
import { exportFile } from "./export";
import { leave } from "./leave";
import { isProfileImage, profileImageMap } from "./profile-images";

type ConsentRow = { service_term: number; personal_info: number; email_marketing: number };

const readConsent = async (db: D1Database, memberId: number): Promise<ServiceConsent> => {
  const row = await db
    .prepare("SELECT service_term, personal_info, email_marketing FROM consents WHERE member_id = ?")
    .bind(memberId)
    .first<ConsentRow>();
  if (!row) return fail(404, MEMBER_NOT_FOUND);
  return {
    serviceTerm: row.service_term === 1,
    personalInfo: row.personal_info === 1,
    emailMarketing: row.email_marketing === 1,
  };
};

type InfoRow = {
  id: number;
  name: string;
  email: string;
  image_url: string;
  receive_count: number;
  send_count: number;
  best_stamp: string | null;
};

// Only delivered praise counts: a received_praises row exists only for delivered praise, and sent
// praise counts once Kakao confirmed it (send_status <> 'FAIL'). Ties for the best stamp go to the
// catalogue order.
const INFO_SQL = `
  SELECT m.id, m.name, m.email, m.image_url,
         (SELECT COUNT(*) FROM received_praises r WHERE r.member_id = m.id) AS receive_count,
         (SELECT COUNT(*) FROM praises p WHERE p.sender_id = m.id AND p.send_status <> 'FAIL') AS send_count,
         (SELECT s.image_url FROM received_praises r
            JOIN praises p ON p.id = r.praise_id
            JOIN stamps s ON s.id = p.stamp_id
           WHERE r.member_id = m.id
           GROUP BY s.id
           ORDER BY COUNT(*) DESC, s.sort_order
           LIMIT 1) AS best_stamp
    FROM members m WHERE m.id = ?`;

export const memberRoutes = new Hono<AppEnv>()
  // Public: sign-up shows the images before the member has any token.
  .get("/profile-image", async (c) => ok<ProfileImages>(c, { profileImageUrl: await profileImageMap(c.env.DB) }))
  // Everything below is the calling member's own data.
  .use(requireMember)
  .get("/info", async (c) => {
    const row = await c.env.DB.prepare(INFO_SQL).bind(c.get("memberId")).first<InfoRow>();
    if (!row) return fail(404, MEMBER_NOT_FOUND);
    return ok<MemberInfo>(c, {
      memberId: row.id,
      name: row.name,
      email: row.email,
      imageUrl: row.image_url,
      receivePraiseCount: row.receive_count,
      sendPraiseCount: row.send_count,
      bestStamp: row.best_stamp,
    });
  })
  .patch("/", jsonBody(MemberPatchSchema), async (c) => {
    const { name, email: givenEmail, profileImageUrl } = c.req.valid("json");
    const db = c.env.DB;
    const memberId = c.get("memberId");
    const email = normalizeEmail(givenEmail);
    const current = await db
      .prepare("SELECT email FROM members WHERE id = ?")
      .bind(memberId)
      .first<{ email: string }>();
    if (!current) return fail(404, MEMBER_NOT_FOUND);
    if (!(await isProfileImage(db, profileImageUrl))) return fail(400, PROFILE_MESSAGES.imageInvalid);

    // (ours) A new address must have passed check-mail, as at sign-up, by this member (decision 027);
    // the verification is used up.
    const emailChanged = normalizeEmail(current.email) !== email;
    const requester = memberRequester(memberId);
    if (emailChanged && !(await isRecentlyVerified(db, email, requester))) {
      return fail(400, EMAIL_MESSAGES.notVerified);
    }
    const update = db
      .prepare(
        `UPDATE members SET name = ?, email = ?, image_url = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          WHERE id = ?`,
      )
      .bind(name, email, profileImageUrl, memberId);
    // The address moved away from is remembered, so that 회원 탈퇴 also deletes its e-mail rows (decision 028).
    const remember = db
      .prepare("INSERT OR IGNORE INTO member_past_emails (member_id, email) VALUES (?, ?)")
      .bind(memberId, normalizeEmail(current.email));
    await db.batch(emailChanged ? [update, consumeVerification(db, email, requester), remember] : [update]);
    return ok(c, null);
  })
  .get("/service-consent", async (c) => ok(c, await readConsent(c.env.DB, c.get("memberId"))))
  // 내 꿀 내려받기: the file itself, not the envelope.
  .get("/export", query(ExportQuerySchema), async (c) =>
    exportFile(c.env.DB, c.get("memberId"), c.req.valid("query").format),
  )
  // 회원 탈퇴.
  .delete("/", async (c) => {
    const db = c.env.DB;
    const memberId = c.get("memberId");
    // Only right after a login (decision 028): the session's login, which renewals never move.
    const session = await db
      .prepare("SELECT created_at FROM sessions WHERE family_id = ? AND member_id = ?")
      .bind(c.get("sessionFamily"), memberId)
      .first<{ created_at: number }>();
    if (!session || nowSeconds() - session.created_at > LEAVE_RECENT_LOGIN_SECONDS) {
      return fail(403, LEAVE_MESSAGES.loginAgain);
    }
    // Every praise whose drawn pages or cards show this member: sent by them, or kept by them.
    const shown = await db
      .prepare(
        `SELECT uuid FROM praises WHERE sender_id = ?1
         UNION SELECT p.uuid FROM received_praises r JOIN praises p ON p.id = r.praise_id WHERE r.member_id = ?1`,
      )
      .bind(memberId)
      .all<{ uuid: string }>();
    const { jars } = await leave(c.env, db, memberId);
    c.set(
      "departedPraise",
      shown.results.map(({ uuid }) => uuid),
    );
    c.set("departedJars", jars);
    return ok(c, null);
  })
  .patch("/service-consent", jsonBody(ServiceConsentPatchSchema), async (c) => {
    const patch = c.req.valid("json");
    const memberId = c.get("memberId");
    // Only the marketing flag can change; the two required ones are validated to stay true.
    if ("emailMarketing" in patch) {
      await c.env.DB.prepare(
        "UPDATE consents SET email_marketing = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE member_id = ?",
      )
        .bind(patch.emailMarketing ? 1 : 0, memberId)
        .run();
    }
    return ok(c, await readConsent(c.env.DB, memberId));
  });
