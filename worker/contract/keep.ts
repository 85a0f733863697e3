// Keeping a received praise into one of the member's groups (SPEC §4): the words the landing's sheet
// and the worker's page for a browser without script both say, and that page's address (decision 042).

export const KEEP_TITLE = "어느 그룹에 저장할까요?";
export const KEEP_CONFIRM = "이 그룹에 저장하기";

/** The worker's page choosing the group for the praise `uuid`, posted to itself. */
export const keepPath = (uuid: string) => `/compliment/${encodeURIComponent(uuid)}/keep`;
