// SPEC §5's group-name typing rule, shared by the create dialog, the rename modal and the send flow's
// add-group option: beyond 15 characters the input is not updated and the message shows; any valid
// input clears it. Characters are counted as a person sees them (an emoji is one).
import { GROUP_NAME_MAX, graphemeCount, groupNameKey, KOREAN_MESSAGES } from "@contract/rules";

export const GROUP_NAME_TOO_LONG = KOREAN_MESSAGES.groupNameTooLong;

export type GroupNameInput = { value: string; tooLong: boolean };

export const typeGroupName = (previous: string, typed: string): GroupNameInput =>
  graphemeCount(typed) > GROUP_NAME_MAX ? { value: previous, tooLong: true } : { value: typed, tooLong: false };

/** Whether `name` is already one of `names`, compared as the server compares them. */
export const isTakenGroupName = (name: string, names: readonly string[]) => {
  const key = groupNameKey(name);
  return key !== "" && names.some((taken) => groupNameKey(taken) === key);
};
