// Limits and patterns shared by the host's validation and the client's forms (SPEC §5, §9).
export const NAME_MAX = 8;
export const GROUP_NAME_MAX = 15;
export const PRAISE_MAX = 180;
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_SECONDS = 300;
// letters and digits with optional . _ - separators, @, a domain ending in one of SPEC's suffixes.
export const EMAIL_PATTERN =
  /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*\.(?:com|net|org|co\.kr|ac\.kr|gov|edu)$/i;

export const KOREAN_MESSAGES = {
  nameTooLong: "8자 이내로 입력해주세요.",
  groupNameTooLong: "15자 이내로 입력해주세요.",
  emailInvalid: "올바른 이메일 형식으로 입력해주세요.",
} as const;
