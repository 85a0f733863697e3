// Member and sign-up calls (API.md "Auth", "Member"): one queryOptions() factory for the member's
// data, and the fetchers sign-up, my page, the settings and the side menu share.

import { type BrowserMember, BrowserMemberSchema, EMAIL_MESSAGES, type RegisterRequestInput } from "@contract/auth";
import { GENERIC_ERROR } from "@contract/errors";
import {
  type ExportFormat,
  MemberInfoSchema,
  type MemberPatch,
  ProfileImagesSchema,
  type ServiceConsent,
  type ServiceConsentPatch,
  ServiceConsentSchema,
} from "@contract/member";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, api, type DownloadedFile } from "./client";

export const memberQueries = {
  all: ["member"] as const,
  info: () =>
    queryOptions({
      queryKey: [...memberQueries.all, "info"] as const,
      queryFn: ({ signal }) => api.get("/api/member/info", { schema: MemberInfoSchema, signal }),
    }),
  /** Public (sign-up needs it before any token); the catalogue never changes while the app runs. */
  profileImages: () =>
    queryOptions({
      queryKey: [...memberQueries.all, "profile-images"] as const,
      queryFn: async ({ signal }) =>
        (await api.get("/api/member/profile-image", { auth: false, schema: ProfileImagesSchema, signal }))
          .profileImageUrl,
      staleTime: Infinity,
    }),
  consent: () =>
    queryOptions({
      queryKey: [...memberQueries.all, "service-consent"] as const,
      queryFn: ({ signal }) => api.get("/api/member/service-consent", { schema: ServiceConsentSchema, signal }),
    }),
};

export const updateMember = (body: MemberPatch) => api.patch("/api/member", { body });

export const updateConsent = (patch: ServiceConsentPatch): Promise<ServiceConsent> =>
  api.patch("/api/member/service-consent", { body: patch, schema: ServiceConsentSchema });

/**
 * Register (SPEC §6): the worker adds the provider token it kept from the Kakao login, and answers with
 * the member's name while the tokens go into its cookie (decision 021).
 */
export const register = (body: RegisterRequestInput): Promise<BrowserMember> =>
  api.post("/api/auth/register", { body, schema: BrowserMemberSchema });

export const logout = () => api.post("/api/auth/kakao-logout");

/** 회원 탈퇴: the member and what is only theirs are deleted, the session ends (API.md). */
export const leaveService = () => api.delete("/api/member");

/** 내 꿀 내려받기: every praise received and sent, as a CSV or JSON file. */
export const exportPraise = (format: ExportFormat) =>
  api.get<DownloadedFile>("/api/member/export", { query: { format }, file: true });

// E-mail verification works the same logged in (e-mail change) or not (sign-up): the page sends no
// bearer; the worker adds the member's or the sign-up's token from the cookie, so the code, the check
// and the change or register that uses it are one requester's (decision 027).

/** send-mail; rejects with an Error whose message is what SPEC §8 shows in the toast. */
export const sendVerificationMail = async (email: string): Promise<void> => {
  try {
    await api.post("/api/auth/send-mail", { auth: false, body: { receiverMail: email } });
  } catch (error) {
    throw new Error(sendMailFailureMessage(error));
  }
};

export const sendMailFailureMessage = (error: unknown): string => {
  if (!(error instanceof ApiError) || error.status === 0) return GENERIC_ERROR;
  // The client falls back to GENERIC_ERROR when an error answer carried no message.
  return error.message && error.message !== GENERIC_ERROR ? error.message : "오류가 발생했습니다.";
};

/** check-mail; rejects with an Error whose message goes under the code field. */
export const checkVerificationCode = async (email: string, code: string): Promise<void> => {
  try {
    await api.get("/api/auth/check-mail", { auth: false, query: { receiverMail: email, verificationNumber: code } });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      if (error.message !== GENERIC_ERROR) throw new Error(error.message);
      throw new Error(error.status === 400 ? EMAIL_MESSAGES.mismatch : EMAIL_MESSAGES.expired);
    }
    throw new Error(GENERIC_ERROR);
  }
};
