// Member and sign-up calls (docs/api.md "Auth", "Member"): one queryOptions() factory for the member's
// data, the fetchers, and the hooks sign-up, my page, the settings and the side menu call. A hook keeps
// what outlives the page (the cache, the name and e-mail this browser shows, the session's end); the
// page adds its toasts and navigation through mutate()'s callbacks.

import {
  type BrowserLogin,
  BrowserLoginSchema,
  type BrowserMember,
  BrowserMemberSchema,
  EMAIL_MESSAGES,
  KakaoProfileSchema,
} from "@contract/auth";
import type {
  CheckMailQuery,
  KakaoSessionRequest,
  RegisterRequestInput,
  SendMailRequest,
} from "@contract/auth-requests";
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
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";
import { api, type DownloadedFile } from "./client";
import { clearSession, saveEmail, saveUserName } from "./session";

export type { DownloadedFile };

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

const updateMember = (body: MemberPatch) => api.patch("/api/member", { body });

const updateConsent = (patch: ServiceConsentPatch): Promise<ServiceConsent> =>
  api.patch("/api/member/service-consent", { body: patch, schema: ServiceConsentSchema });

/**
 * Register (SPEC §6): the worker adds the provider token it kept from the Kakao login, and answers with
 * the member's name while the tokens go into its cookie (decision 021).
 */
const register = (body: RegisterRequestInput): Promise<BrowserMember> =>
  api.post("/api/auth/register", { body, schema: BrowserMemberSchema });

const logout = () => api.post("/api/auth/kakao-logout");

/** 회원 탈퇴: the member and what is only theirs are deleted, the session ends (docs/api.md). */
const leaveService = () => api.delete("/api/member");

/** 내 꿀 내려받기: every praise received and sent, as a CSV or JSON file. */
const exportPraise = (format: ExportFormat) =>
  api.get<DownloadedFile>("/api/member/export", { query: { format }, file: true });

/**
 * SPEC §4 "Login callback": Kakao's code and state → the worker's login (decisions 021, 026). Called
 * once per code outside React (web/features/auth/complete-login.ts), so a fetcher rather than a hook.
 */
export const redeemKakaoLogin = (body: KakaoSessionRequest): Promise<BrowserLogin> =>
  api.post("/auth/kakao/session", { auth: false, body, schema: BrowserLoginSchema });

/**
 * Whether the worker's cookie still holds a sign-up's Kakao token (GET /auth/kakao/profile answers only
 * then): a consent given again after a back from sign-up finds its login spent, but its sign-up whole.
 */
export const signupUnderWay = (): Promise<boolean> =>
  api.get("/auth/kakao/profile", { auth: false, schema: KakaoProfileSchema }).then(
    () => true,
    () => false,
  );

const useRefreshMember = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberQueries.all });
};

/** 프로필 수정 (name and image, the e-mail as it is): the name this browser shows follows. */
export function useUpdateProfile() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (_data, body) => {
      saveUserName(body.name);
      return refresh();
    },
  });
}

/** 이메일 변경 (a verified new address, name and image as they are): the kept e-mail follows. */
export function useChangeEmail() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (_data, body) => {
      saveEmail(body.email);
      return refresh();
    },
  });
}

/** One consent flag; the answer is the whole consent, which replaces the cached one. */
export function useUpdateConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsent,
    onSuccess: (next) => queryClient.setQueryData(memberQueries.consent().queryKey, next),
  });
}

/**
 * Sign-up's last step: the new member's name and e-mail are kept as a login's are. The page's own
 * follow-up (`registered`: where to go; `failed`) runs in the same mutation-level callback, in the same
 * task as the name is kept: the member is never seen logged in on a sign-up step that is still on
 * screen (its frame would send them home), and a remount cannot drop it as it drops mutate()'s own.
 */
export function useRegister({
  registered,
  failed,
}: {
  registered: (login: BrowserMember) => void;
  failed: (error: Error) => void;
}) {
  return useMutation({
    mutationFn: register,
    onSuccess: (login, body) => {
      saveUserName(login.memberName);
      saveEmail(body.email);
      registered(login);
    },
    onError: failed,
  });
}

/**
 * Logged out locally even when the server could not be told. A full load of /login drops every cached
 * query with the page: emptying the cache under a mounted page would make it refetch without a token
 * (a 401 and a second trip to /login). Here, not in the menu: the menu may close before the answer.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      window.location.replace("/login");
    },
  });
}

/** 회원 탈퇴: after the DELETE the session is over on this side too. */
export function useLeaveService() {
  return useMutation({
    mutationFn: leaveService,
    onSuccess: () => clearSession(),
  });
}

/** 내 꿀 내려받기: the file, for the page to save or show. */
export function useExportPraise() {
  return useMutation({ mutationFn: exportPraise });
}

// E-mail verification works the same logged in (e-mail change) or not (sign-up): the page sends no
// bearer; the worker adds the member's or the sign-up's token from the cookie, so the code, the check
// and the change or register that uses it are one requester's (decision 027).

/** send-mail; rejects with an Error whose message is what SPEC §8 shows in the toast. */
export const sendVerificationMail = async (email: string): Promise<void> => {
  try {
    await api.post("/api/auth/send-mail", { auth: false, body: { receiverMail: email } satisfies SendMailRequest });
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
    const query: CheckMailQuery = { receiverMail: email, verificationNumber: code };
    await api.get("/api/auth/check-mail", { auth: false, query });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      if (error.message !== GENERIC_ERROR) throw new Error(error.message);
      throw new Error(error.status === 400 ? EMAIL_MESSAGES.mismatch : EMAIL_MESSAGES.expired);
    }
    throw new Error(GENERIC_ERROR);
  }
};
