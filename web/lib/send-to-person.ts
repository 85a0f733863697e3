// Sending to someone the member already knows (decision 034): send step 1's recent people and the
// '우리 팀' page fill the send draft the same way — the person as a receiver, and the group last used
// for them when there is one.
import { receiverKey } from "@contract/receiver-names";
import { emptySendDraft, readSendDraft, type SendDraft, startSendDraft } from "./drafts";

export type SendTarget = { name: string; groupId: number | null; groupName: string | null };

/**
 * What the draft becomes to send to `person`. With several receivers (decision 022) the name joins
 * the list unless it is there already or the list is full; with one it is the receiver. The group
 * follows only when the name could be taken.
 */
export const sendToPatch = (draft: SendDraft, person: SendTarget, receiversMax: number): Partial<SendDraft> => {
  const key = receiverKey(person.name);
  const patch: Partial<SendDraft> = {};
  if (receiversMax > 1) {
    const added = draft.receiverNames.some((name) => receiverKey(name) === key);
    if (!added && draft.receiverNames.length >= receiversMax) return patch;
    if (!added) patch.receiverNames = [...draft.receiverNames, person.name];
    // The same name left typed in the field would be a second, repeated receiver.
    if (receiverKey(draft.receiverName) === key) patch.receiverName = "";
  } else {
    patch.receiverName = person.name;
  }
  if (person.groupId !== null && person.groupName) {
    patch.groupId = person.groupId;
    patch.groupName = person.groupName;
  }
  return patch;
};

/** Anything the member typed or chose for a praise not sent yet (a group preset alone does not count). */
export const draftInProgress = (draft: SendDraft) =>
  draft.receiverName.trim() !== "" ||
  draft.receiverNames.length > 0 ||
  draft.ongoing !== null ||
  draft.content !== "" ||
  draft.honeyStampId !== null;

/**
 * From outside the send flow ('우리 팀'): the draft in progress gains the person, or a new draft
 * starts with them. The praise sent before is done with, as for any draft begun outside the flow.
 */
export const startSendingTo = (person: SendTarget, receiversMax: number) => {
  const current = readSendDraft();
  const base = draftInProgress(current) ? current : emptySendDraft();
  // A new body needs a new Idempotency-Key (the host refuses a key reused for a different praise).
  startSendDraft({ ...base, ...sendToPatch(base, person, receiversMax), sendKey: null });
};
