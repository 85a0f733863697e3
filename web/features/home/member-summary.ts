// How a group's members read on home (SPEC §2, §9): the first two names, then how many more (`withOthers`).
import { withOthers } from "@contract/receiver-names";

export const SHOWN_MEMBER_NAMES = 2;

/** A group no one has sent to or received in yet, in either view. */
export const NO_PRAISE_YET = "아직 주고받은 꿀이 없어요";

export const memberSummary = (members: readonly { name: string }[]): string | null => {
  if (members.length === 0) return null;
  const shown = members
    .slice(0, SHOWN_MEMBER_NAMES)
    .map((member) => member.name)
    .join(", ");
  const more = members.length - SHOWN_MEMBER_NAMES;
  return withOthers(shown, more);
};
