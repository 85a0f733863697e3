// /api/member: the calling member's own data only (API.md "Member").
import { Hono } from "hono";
import { ServiceConsentPatchSchema, type ServiceConsent } from "../../contract/member";
import { fail, ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { jsonBody } from "../../lib/validate";
import { requireMember } from "../auth/require-member";

type ConsentRow = { service_term: number; personal_info: number; email_marketing: number };

const readConsent = async (db: D1Database, memberId: number): Promise<ServiceConsent> => {
  const row = await db
    .prepare("SELECT service_term, personal_info, email_marketing FROM consents WHERE member_id = ?")
    .bind(memberId)
    .first<ConsentRow>();
  if (!row) return fail(404, "회원 정보를 찾을 수 없어요.");
  return { serviceTerm: row.service_term === 1, personalInfo: row.personal_info === 1, emailMarketing: row.email_marketing === 1 };
};

export const memberRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get("/service-consent", async (c) => ok(c, await readConsent(c.env.DB, c.get("memberId"))))
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
