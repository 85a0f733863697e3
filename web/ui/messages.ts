// Words several features of the full app say alike, and the labels the guide quotes; a drawn page's
// words have modules of their own (./login-words.ts, ./group-words.ts, ./jar-words.ts). Strings alone:
// the build writes each where it is shown (vite.config.ts, inlineConst), so this module is no chunk.

/** What a page says while it reads: the routes' loading screen, the profile pages' skeletons. */
export const LOADING_LABEL = "불러오는 중이에요";
/** The recap's title, as the side menu and the profile link to it. */
export const RECAP_TITLE = "이달의 꿀 돌아보기";
/** The toast once praises moved to another group (group detail; the guide shows it). */
export const MOVE_SUCCESS = "성공적으로 꿀을 옮겼어요";
/** A name field's placeholder (the send form's receiver). */
export const NAME_PLACEHOLDER = "이름을 입력해주세요";
