// What the worker and the host take and read on the auth calls, which no page imports: the requests
// (the code exchange, reissue, the e-mail code, register) and the host's token answers to the edge. A
// page that imported them would carry their checks in its bundle (docs/api.md "Auth").
import * as v from "valibot";
import { asciiEmail, CONSENT_LABELS, EMAIL_MESSAGES, MemberNameSchema } from "./auth";
import { nonEmptyText, requestBody } from "./body";
import { EMAIL_CODE_LENGTH, EMAIL_PATTERN } from "./rules";
import { safeCharacters } from "./text";

/**
 * (ours, decisions 021, 026) POST /auth/kakao/session: the callback page hands the worker Kakao's
 * code and the `state` Kakao sent back. The worker checks the state against the login cookie that
 * GET /auth/kakao/start set, redeems the code once with its own PKCE verifier, checks the id_token
 * against its own nonce, logs in with the praise host and keeps the tokens in the session cookie.
 * The answer names the member, or starts a sign-up; `returnTo` is the path the start was given.
 */
export const KakaoSessionRequestSchema = requestBody(
  {
    code: v.pipe(nonEmptyText("인가 코드"), v.maxLength(2048, "인가 코드가 너무 길어요.")),
    state: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, "state 형식이 올바르지 않아요.")),
  },
  { code: "인가 코드", state: "state" },
);
export type KakaoSessionRequest = v.InferOutput<typeof KakaoSessionRequestSchema>;

export const LoginDataSchema = v.object({
  accessToken: v.string(),
  refreshToken: v.string(),
  memberName: v.string(),
});
export type LoginData = v.InferOutput<typeof LoginDataSchema>;

export const ReissueRequestSchema = requestBody(
  { accessToken: nonEmptyText("accessToken"), refreshToken: nonEmptyText("refreshToken") },
  {},
);
export type ReissueRequest = v.InferOutput<typeof ReissueRequestSchema>;

export const TokenPairSchema = v.object({ accessToken: v.string(), refreshToken: v.string() });
export type TokenPair = v.InferOutput<typeof TokenPairSchema>;

/** An address per SPEC §5, trimmed, a Hangul domain in punycode. Host and client compare addresses lower-cased. */
export const EmailSchema = v.pipe(
  v.string(EMAIL_MESSAGES.required),
  safeCharacters(),
  v.trim(),
  v.nonEmpty(EMAIL_MESSAGES.required),
  v.transform(asciiEmail),
  v.regex(EMAIL_PATTERN, EMAIL_MESSAGES.invalid),
);

export const VerificationCodeSchema = v.pipe(
  v.string(EMAIL_MESSAGES.codeRequired),
  v.trim(),
  v.nonEmpty(EMAIL_MESSAGES.codeRequired),
  v.regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), EMAIL_MESSAGES.codeFormat),
);

export const SendMailRequestSchema = requestBody({ receiverMail: EmailSchema }, { receiverMail: "이메일" });
export type SendMailRequest = v.InferOutput<typeof SendMailRequestSchema>;

export const CheckMailQuerySchema = requestBody(
  { receiverMail: EmailSchema, verificationNumber: VerificationCodeSchema },
  { receiverMail: "이메일", verificationNumber: "인증번호" },
);
export type CheckMailQuery = v.InferOutput<typeof CheckMailQuerySchema>;

const SERVICE_TERM_REQUIRED = "서비스 이용약관에 동의해주세요.";
const PERSONAL_INFO_REQUIRED = "개인정보 수집 및 이용에 동의해주세요.";

export const RegisterRequestSchema = requestBody(
  {
    serviceTerm: v.literal(1, SERVICE_TERM_REQUIRED),
    personalInfo: v.literal(1, PERSONAL_INFO_REQUIRED),
    emailMarketing: v.picklist([0, 1], "마케팅 정보 수신 동의는 0 또는 1로 보내주세요."),
    name: MemberNameSchema,
    email: EmailSchema,
    imageUrl: v.pipe(v.string("프로필 이미지를 선택해주세요."), v.nonEmpty("프로필 이미지를 선택해주세요.")),
    onboarding: v.optional(v.picklist([0, 1], "onboarding은 0 또는 1로 보내주세요.")),
  },
  {
    ...CONSENT_LABELS,
    name: "이름",
    email: "이메일",
    imageUrl: "프로필 이미지",
  },
);
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;
export type RegisterRequestInput = v.InferInput<typeof RegisterRequestSchema>;
