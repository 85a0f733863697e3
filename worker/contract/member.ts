// Member calls (API.md "Member").
import * as v from "valibot";
import { envelopeOf } from "./envelope";

export const ServiceConsentSchema = v.object({
  serviceTerm: v.boolean(),
  personalInfo: v.boolean(),
  emailMarketing: v.boolean(),
});
export type ServiceConsent = v.InferOutput<typeof ServiceConsentSchema>;
export const ServiceConsentResponseSchema = envelopeOf(ServiceConsentSchema);

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
