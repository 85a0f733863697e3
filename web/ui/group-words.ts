// The group screens' shared words: the home's group cards and jar sheet, group detail and
// management, the group picker and dialogs, and the guide that quotes them. Strings alone: the build
// writes each where it is shown (vite.config.ts, inlineConst), so this module is no chunk or import.

export const GROUPS_LOADING = "그룹을 불러오는 중이에요";
export const GROUPS_LOAD_FAILED = "그룹을 불러오지 못했어요.";
export const GROUP_NAME_PLACEHOLDER = "그룹명을 입력해주세요";
/** The button on a group's card and its detail page. */
export const SEND_TO_GROUP_LABEL = "이 그룹에 꿀 보내기";
