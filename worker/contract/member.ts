// Member calls (docs/api.md "Member").
import * as v from "valibot";
import { MemberNameSchema } from "./auth";
import { EmailSchema } from "./auth-requests";
import { requestBody } from "./body";

export const ServiceConsentSchema = v.object({
  serviceTerm: v.boolean(),
  personalInfo: v.boolean(),
  emailMarketing: v.boolean(),
});
export type ServiceConsent = v.InferOutput<typeof ServiceConsentSchema>;

const flag = v.boolean("true 또는 false로 보내주세요.");
const LOCKED = "서비스 이용약관과 개인정보 수집 동의는 철회할 수 없어요.";

// Exactly one of the three flags; the two required consents can only be (re)affirmed.
export const ServiceConsentPatchSchema = v.union(
  [
    v.strictObject({ serviceTerm: v.pipe(flag, v.literal(true, LOCKED)) }),
    v.strictObject({ personalInfo: v.pipe(flag, v.literal(true, LOCKED)) }),
    v.strictObject({ emailMarketing: flag }),
  ],
  "serviceTerm, personalInfo, emailMarketing 중 하나만 보내주세요.",
);
export type ServiceConsentPatch = v.InferOutput<typeof ServiceConsentPatchSchema>;

// ---------- 회원 탈퇴 ----------

/** 회원 탈퇴 asks for a login this recent (decision 028): a forgotten or copied session cannot end the account. */
export const LEAVE_RECENT_LOGIN_SECONDS = 10 * 60;
export const LEAVE_MESSAGES = {
  /** DELETE /api/member's 403 when the session's login is older; the page then sends the member to Kakao. */
  loginAgain: "안전을 위해 카카오로 다시 로그인한 뒤 탈퇴할 수 있어요.",
} as const;

// ---------- My page, profile edit, profile images ----------

/** The member the session names is gone (left, or never there). */
export const MEMBER_NOT_FOUND = "회원 정보를 찾을 수 없어요.";

export const PROFILE_MESSAGES = {
  nameAndImageRequired: "이름과 프로필 이미지를 모두 선택해주세요.",
  imageInvalid: "선택한 프로필 이미지를 확인해주세요.",
  saved: "변경된 내용을 저장했어요",
  saveFailed: "변경 사항을 저장하는 중 오류가 발생했어요.",
} as const;

export const MemberInfoSchema = v.object({
  memberId: v.number(),
  name: v.string(),
  email: v.string(),
  imageUrl: v.string(),
  receivePraiseCount: v.number(),
  sendPraiseCount: v.number(),
  /** The image url of the member's most received stamp; null before any. */
  bestStamp: v.nullable(v.string()),
});
export type MemberInfo = v.InferOutput<typeof MemberInfoSchema>;

export const MemberPatchSchema = requestBody(
  {
    name: MemberNameSchema,
    email: EmailSchema,
    profileImageUrl: v.pipe(
      v.string(PROFILE_MESSAGES.nameAndImageRequired),
      v.nonEmpty(PROFILE_MESSAGES.nameAndImageRequired),
    ),
  },
  { name: "이름", email: "이메일", profileImageUrl: "프로필 이미지" },
);
export type MemberPatch = v.InferOutput<typeof MemberPatchSchema>;

/** Index ("1"…"6") → image url. */
export const ProfileImagesSchema = v.object({ profileImageUrl: v.record(v.string(), v.string()) });
export type ProfileImages = v.InferOutput<typeof ProfileImagesSchema>;

// ---- Leaving and taking one's praise along (decision 020; docs/api.md "Added in the third round") ----

export { WITHDRAWN_MEMBER_NAME } from "./honorific";

export const EXPORT_FORMATS = ["csv", "json"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** GET /api/member/export?format=csv|json (CSV when left out). */
export const ExportQuerySchema = requestBody(
  { format: v.optional(v.picklist(EXPORT_FORMATS, "format은 csv 또는 json이에요."), "csv") },
  { format: "format" },
);
