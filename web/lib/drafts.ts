// Drafts that survive a reload (SPEC §3): the sign-up steps and the send-praise steps.
import { readJson, webStorage, writeJson } from "./storage";

export const SIGNUP_DRAFT_KEY = "kkul.signup-draft";
export const SEND_DRAFT_KEY = "kkul.send-draft";

export type SignupDraft = {
  /** service terms, personal info, marketing (SPEC §5: the first two are required). */
  isCheckedTerms: [boolean, boolean, boolean];
  name: string;
  email: string;
  emailAuth: string;
  isAuthCompleted: boolean;
  profileIdx: number | null;
};

export const emptySignupDraft = (): SignupDraft => ({
  isCheckedTerms: [false, false, false],
  name: "",
  email: "",
  emailAuth: "",
  isAuthCompleted: false,
  profileIdx: null,
});

export type SendDraft = {
  /** The name being typed (SPEC's one receiver, or the next one to add). */
  receiverName: string;
  /** The receivers added so far (decision 022), where the host takes several. */
  receiverNames: string[];
  groupName: string;
  groupId: number | null;
  ongoing: boolean | null;
  content: string;
  honeyStampId: number | null;
  honeyStampImage: string;
  /** The draft's Idempotency-Key: kept for every send of it, new when what it sends changes or it became a praise. */
  sendKey: string | null;
  /** The praise this one continues (a relay), and its sender's name for the banner. */
  relayOf: string | null;
  relayFrom: string;
};

export const emptySendDraft = (): SendDraft => ({
  receiverName: "",
  receiverNames: [],
  groupName: "",
  groupId: null,
  ongoing: null,
  content: "",
  honeyStampId: null,
  honeyStampImage: "",
  sendKey: null,
  relayOf: null,
  relayFrom: "",
});

const local = () => webStorage("local");

export const readSignupDraft = (storage: Storage = local()): SignupDraft => ({
  ...emptySignupDraft(),
  ...readJson<Partial<SignupDraft>>(storage, SIGNUP_DRAFT_KEY),
});
export const writeSignupDraft = (draft: SignupDraft, storage: Storage = local()) =>
  writeJson(storage, SIGNUP_DRAFT_KEY, draft);
export const clearSignupDraft = (storage: Storage = local()) => storage.removeItem(SIGNUP_DRAFT_KEY);
/** Whether this browser has a sign-up under way (a Kakao login that started one, not left since). */
export const hasSignupDraft = (storage: Storage = local()) => storage.getItem(SIGNUP_DRAFT_KEY) !== null;

/** The first step a draft still needs, or null when it is complete up to the profile image. */
export const missingStep = (draft: SignupDraft): string | null => {
  if (!draft.isCheckedTerms[0] || !draft.isCheckedTerms[1]) return "/signup/agree";
  if (!draft.name.trim()) return "/signup/name";
  if (!draft.isAuthCompleted || !draft.email) return "/signup/email";
  return null;
};

export const readSendDraft = (storage: Storage = local()): SendDraft => ({
  ...emptySendDraft(),
  ...readJson<Partial<SendDraft>>(storage, SEND_DRAFT_KEY),
});
export const writeSendDraft = (draft: SendDraft, storage: Storage = local()) =>
  writeJson(storage, SEND_DRAFT_KEY, draft);
export const clearSendDraft = (storage: Storage = local()) => storage.removeItem(SEND_DRAFT_KEY);

/**
 * The praise a send draft became. Written the moment the host answers its uuid, in place of
 * the draft (cleared then), so back, a reload or a second tap finds the praise, never the letter to
 * send again. Forgotten on '확인', '새 꿀 보내기', a new draft started elsewhere, or home.
 */
export const SENT_PRAISE_KEY = "kkul.sent-praise";
/** `shareToken`: what the host gave for the KakaoTalk share's webhook (decision 026), when it gave one. */
export type SentPraise = {
  uuid: string;
  receivers: string[];
  content: string;
  honeyStampImage: string;
  shareToken?: string;
};

export const readSentPraise = (storage: Storage = local()): SentPraise | null => {
  const sent = readJson<Partial<SentPraise>>(storage, SENT_PRAISE_KEY);
  if (typeof sent?.uuid !== "string" || sent.uuid === "") return null;
  return {
    uuid: sent.uuid,
    receivers: Array.isArray(sent.receivers) ? sent.receivers.filter((n) => typeof n === "string") : [],
    content: typeof sent.content === "string" ? sent.content : "",
    honeyStampImage: typeof sent.honeyStampImage === "string" ? sent.honeyStampImage : "",
    ...(typeof sent.shareToken === "string" ? { shareToken: sent.shareToken } : {}),
  };
};
/** The draft became the praise `sent`: keep the praise, drop the draft (and its key with it). */
export const rememberSentPraise = (sent: SentPraise, storage: Storage = local()) => {
  writeJson(storage, SENT_PRAISE_KEY, sent);
  clearSendDraft(storage);
};
export const forgetSentPraise = (storage: Storage = local()) => storage.removeItem(SENT_PRAISE_KEY);
/** A new send draft begun outside the flow (a group's button, a relay): the praise sent before is done with. */
export const startSendDraft = (patch: Partial<SendDraft>, storage: Storage = local()) => {
  forgetSentPraise(storage);
  writeSendDraft({ ...readSendDraft(storage), ...patch }, storage);
};

/**
 * Set by a finished sign-up for /signup/complete, in this tab only: the welcome (and its popup) is
 * for the moment after signing up, not for a member who opens the address later.
 */
export const JUST_SIGNED_UP_KEY = "kkul.just-signed-up";
export const markJustSignedUp = () => webStorage("session").setItem(JUST_SIGNED_UP_KEY, "1");
export const justSignedUp = () => webStorage("session").getItem(JUST_SIGNED_UP_KEY) === "1";
export const clearJustSignedUp = () => webStorage("session").removeItem(JUST_SIGNED_UP_KEY);
