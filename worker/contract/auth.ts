// Auth calls (docs/api.md "Auth"): the words the pages and the host share, and the answers a page reads.
// What only the worker and the host take (the requests, the tokens) is in auth-requests.ts.
import * as v from "valibot";
import { EMAIL_CODE_LENGTH, KOREAN_MESSAGES, NAME_MAX } from "./rules";
import { visibleText } from "./text";

/** A session that has ended, or tokens the host no longer takes: the member logs in again. */
export const LOGIN_EXPIRED = "로그인이 만료되었어요. 다시 로그인해주세요.";
/** A member's call without a session (no token, or its member is gone). */
export const LOGIN_REQUIRED = "로그인이 필요해요.";

/** Logged in (the member's name), or a Kakao user who is not a member yet (their Kakao nickname). */
export const BrowserLoginSchema = v.union([
  v.object({ memberName: v.string(), returnTo: v.optional(v.string()) }),
  v.object({ signup: v.literal(true), nickname: v.nullable(v.string()), returnTo: v.optional(v.string()) }),
]);
export type BrowserLogin = v.InferOutput<typeof BrowserLoginSchema>;

/** What a browser gets from a call that logs it in through the cookie: never the tokens. */
export const BrowserMemberSchema = v.object({ memberName: v.string() });
export type BrowserMember = v.InferOutput<typeof BrowserMemberSchema>;

/**
 * (ours) GET /auth/kakao/profile with the provider token: the Kakao nickname, which a new
 * member's name step starts from when it fits. Null when Kakao has none.
 */
export const KakaoProfileSchema = v.object({ nickname: v.nullable(v.string()) });
export type KakaoProfile = v.InferOutput<typeof KakaoProfileSchema>;

/** A session ends this long after the login that started it, however often it is renewed (decision 026). */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

// ---------- Sign-up: e-mail verification and register (docs/api.md "Auth") ----------

/** The three consents as sign-up and the terms setting list them, and as the API names a missing one. */
export const CONSENT_LABELS = {
  serviceTerm: "서비스 이용약관 동의",
  personalInfo: "개인정보 수집 및 이용 동의",
  emailMarketing: "마케팅 정보 수신 동의",
} as const;

/** A Kakao login that did not go through: the worker's answer, and /login's words when none came back. */
export const LOGIN_FAILED_MESSAGE = "카카오 로그인에 실패했어요. 다시 시도해주세요.";

export const EMAIL_MESSAGES = {
  required: "이메일을 입력해주세요.",
  invalid: KOREAN_MESSAGES.emailInvalid,
  codeRequired: "인증번호를 입력해주세요.",
  codeFormat: `인증번호 ${EMAIL_CODE_LENGTH}자리 숫자를 입력해주세요.`,
  sent: "인증번호가 전송되었어요.",
  verified: "인증되었어요.",
  mismatch: "인증번호가 일치하지 않아요.",
  expired: "유효시간이 만료되었어요.",
  burned: "인증번호를 5번 잘못 입력했어요. 인증번호를 다시 받아주세요.",
  notRequested: "인증번호를 먼저 받아주세요.",
  tooSoon: "인증번호는 30초에 한 번만 받을 수 있어요. 잠시 후 다시 시도해주세요.",
  tooMany: "인증번호는 1시간에 5번까지 받을 수 있어요. 잠시 후 다시 시도해주세요.",
  /** (ours, decision 027) Ten wrong guesses by one requester in 10 minutes, whichever the addresses. */
  tooManyGuesses: "인증번호를 10분 동안 10번 잘못 입력했어요. 잠시 후 다시 시도해주세요.",
  notVerified: "이메일 인증을 먼저 완료해주세요.",
  sameAsCurrent: "현재 이메일과 동일합니다.",
} as const;

/** A domain with letters beyond ASCII and nothing a URL would read as more than a host name. */
const UNICODE_DOMAIN = /^(?=.*[^ -~])[^\s/?#:@[\]\\%]+$/u;

/**
 * An address trimmed, its domain in the form mail is sent to: a domain typed in Hangul (`꿀단지.한국`)
 * becomes its punycode (`xn--3v0bx3djz2a.xn--3e0b707e`), as a browser writes it in an address bar, so a
 * Korean IDN is the same address typed either way (decision 035). Anything else is left as typed,
 * for EMAIL_PATTERN to judge.
 */
export const asciiEmail = (typed: string) => {
  const address = typed.trim();
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  if (at < 1 || !UNICODE_DOMAIN.test(domain)) return address;
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return address;
  }
};

export const NAME_MESSAGES = {
  required: "이름을 입력해주세요.",
  tooLong: KOREAN_MESSAGES.nameTooLong,
} as const;

/** A member's name: 1–8 characters as a person counts them, after trimming (SPEC §5). */
export const MemberNameSchema = visibleText({
  required: NAME_MESSAGES.required,
  empty: NAME_MESSAGES.required,
  max: NAME_MAX,
  tooLong: NAME_MESSAGES.tooLong,
});
