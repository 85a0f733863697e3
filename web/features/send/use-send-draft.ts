// The send draft (SPEC §3) as React state mirrored to localStorage on every change, so both steps
// read the same values and a reload loses nothing.
import { useCallback, useState } from "react";
import { readSendDraft, type SendDraft, writeSendDraft } from "../../lib/drafts";

export function useSendDraft() {
  const [draft, setDraft] = useState<SendDraft>(() => readSendDraft());
  const update = useCallback((patch: Partial<SendDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      writeSendDraft(next);
      return next;
    });
  }, []);
  return [draft, update] as const;
}

/** Step 1 is complete: a receiver, a group and the ongoing-activity answer (SPEC §5). */
export const hasTarget = (draft: SendDraft) =>
  draft.receiverName.trim().length > 0 && draft.groupId !== null && draft.groupName !== "" && draft.ongoing !== null;
