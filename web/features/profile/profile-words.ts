// The profile pages' shared words: strings alone, written where they are shown by the build
// (vite.config.ts, inlineConst), so this module is no chunk of its own.

/** The member's information could not be read: the profile and e-mail forms say so instead. */
export const MEMBER_LOAD_FAILED = "정보를 불러오지 못했어요. 잠시 후 다시 시도해주세요.";
