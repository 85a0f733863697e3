// /api/auth: Kakao login, token reissue, logout (API.md "Auth").
import { Hono } from "hono";
import { ReissueRequestSchema, type LoginData } from "../../contract/auth";
import { readConfig, readSecret } from "../../lib/config";
import { fail, ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { jsonBody } from "../../lib/validate";
import { kakaoUserFromHeader } from "./kakao-user";
import { requireMember } from "./require-member";
import { endSession, reissue, startSession } from "./tokens";

export const authRoutes = new Hono<AppEnv>()
  .post("/kakao-login", async (c) => {
    const { KAKAO_API_ORIGIN } = readConfig(c.env);
    const secret = readSecret(c.env, "JWT_SECRET");
    const kakaoUser = await kakaoUserFromHeader(KAKAO_API_ORIGIN, c.req.header("Authorization"));
    const member = await c.env.DB.prepare(
      `SELECT m.id, m.name FROM social_links s JOIN members m ON m.id = s.member_id
        WHERE s.provider = 'kakao' AND s.provider_user_id = ?`,
    )
      .bind(kakaoUser.id)
      .first<{ id: number; name: string }>();
    if (!member) return fail(404, "가입되지 않은 회원이에요. 회원가입을 진행해주세요.");
    const tokens = await startSession(c.env.DB, secret, member.id);
    return ok<LoginData>(c, { ...tokens, memberName: member.name });
  })
  .post("/reissue", jsonBody(ReissueRequestSchema), async (c) => {
    const { accessToken, refreshToken } = c.req.valid("json");
    const pair = await reissue(c.env.DB, readSecret(c.env, "JWT_SECRET"), accessToken, refreshToken);
    return ok(c, pair);
  })
  .post("/kakao-logout", requireMember, async (c) => {
    await endSession(c.env.DB, c.get("sessionFamily"));
    return ok(c, null);
  });
