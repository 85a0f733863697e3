// /api/auth: Kakao login, sign-up (e-mail verification, register), token reissue, logout (docs/api.md "Auth").
import { Hono } from "hono";
import { EMAIL_MESSAGES } from "../../contract/auth";
import {
  CheckMailQuerySchema,
  type LoginData,
  RegisterRequestSchema,
  ReissueRequestSchema,
  SendMailRequestSchema,
} from "../../contract/auth-requests";
import { PROFILE_MESSAGES } from "../../contract/member";
import { readConfig, readSecret } from "../../lib/config";
import { fail, ok } from "../../lib/errors";
import { kakaoUserFromHeader } from "../../lib/kakao-user";
import type { AppEnv } from "../../lib/types";
import { jsonBody, query } from "../../lib/validate";
import { MailError, mailSenderFor } from "../mail/sender";
import { verificationMail } from "../mail/verification-mail";
import { isProfileImage } from "../member/profile-images";
import {
  checkCode,
  consumeVerification,
  isRecentlyVerified,
  normalizeEmail,
  randomCode,
  releaseCode,
  reserveCode,
} from "./email-verification";
import { kakaoRequester, requesterOf } from "./requester";
import { requireMember } from "./require-member";
import { endSession, reissue, startSession } from "./tokens";

const ALREADY_REGISTERED = "이미 가입된 회원이에요. 로그인해주세요.";

export const authRoutes = new Hono<AppEnv>()
  .post("/kakao-login", async (c) => {
    const { KAKAO_API_ORIGIN, KAKAO_APP_ID } = readConfig(c.env);
    const secret = readSecret(c.env, "JWT_SECRET");
    const kakaoUser = await kakaoUserFromHeader(KAKAO_API_ORIGIN, KAKAO_APP_ID, c.req.header("Authorization"));
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
  .post("/register", jsonBody(RegisterRequestSchema), async (c) => {
    const body = c.req.valid("json");
    const { KAKAO_API_ORIGIN, KAKAO_APP_ID } = readConfig(c.env);
    const secret = readSecret(c.env, "JWT_SECRET");
    const kakaoUser = await kakaoUserFromHeader(KAKAO_API_ORIGIN, KAKAO_APP_ID, c.req.header("Authorization"));
    const db = c.env.DB;
    const email = normalizeEmail(body.email);
    const requester = kakaoRequester(kakaoUser.id);

    const linked = await db
      .prepare("SELECT 1 AS found FROM social_links WHERE provider = 'kakao' AND provider_user_id = ?")
      .bind(kakaoUser.id)
      .first();
    if (linked) return fail(409, ALREADY_REGISTERED);
    if (!(await isProfileImage(db, body.imageUrl))) return fail(400, PROFILE_MESSAGES.imageInvalid);
    // Only a verification this Kakao user passed (decision 027).
    if (!(await isRecentlyVerified(db, email, requester))) return fail(400, EMAIL_MESSAGES.notVerified);

    // One transaction. members.id and consents.member_id are rowid aliases, so last_insert_rowid()
    // is the new member's id in both following statements.
    let memberId: number;
    try {
      const [inserted] = await db.batch([
        db
          .prepare("INSERT INTO members (name, email, image_url) VALUES (?, ?, ?)")
          .bind(body.name, email, body.imageUrl),
        db
          .prepare(
            "INSERT INTO consents (member_id, service_term, personal_info, email_marketing) VALUES (last_insert_rowid(), 1, 1, ?)",
          )
          .bind(body.emailMarketing),
        db
          .prepare(
            "INSERT INTO social_links (provider, provider_user_id, member_id) VALUES ('kakao', ?, last_insert_rowid())",
          )
          .bind(kakaoUser.id),
        consumeVerification(db, email, requester),
      ]);
      memberId = Number(inserted!.meta.last_row_id);
    } catch (error) {
      // A registration of the same Kakao id that won the race in between.
      if (String(error).includes("UNIQUE constraint failed: social_links")) return fail(409, ALREADY_REGISTERED);
      throw error;
    }
    const tokens = await startSession(db, secret, memberId);
    return ok<LoginData>(c, { ...tokens, memberName: body.name }, 201);
  })
  .post("/send-mail", jsonBody(SendMailRequestSchema), async (c) => {
    const email = normalizeEmail(c.req.valid("json").receiverMail);
    // An expired token and a configuration error both fail before a send is counted.
    const requester = await requesterOf(c);
    const sender = mailSenderFor(c.env);
    const code = randomCode();
    const reservation = await reserveCode(c.env.DB, email, code, requester);
    try {
      await sender.send(verificationMail(email, code));
    } catch (error) {
      if (!(error instanceof MailError)) throw error;
      console.error(`[mail] verification mail not sent: ${error.message}`);
      await releaseCode(c.env.DB, reservation);
      return fail(502, "인증 메일을 보내지 못했어요. 잠시 후 다시 시도해주세요.");
    }
    return ok(c, null, 201);
  })
  .get("/check-mail", query(CheckMailQuerySchema), async (c) => {
    const { receiverMail, verificationNumber } = c.req.valid("query");
    await checkCode(c.env.DB, normalizeEmail(receiverMail), verificationNumber, await requesterOf(c));
    return ok(c, null);
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
