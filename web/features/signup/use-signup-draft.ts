// The sign-up draft (SPEC §3) as React state that is written to localStorage on every change, so
// every step survives a reload or a remount.
import { useCallback, useState } from "react";
import { readSignupDraft, type SignupDraft, writeSignupDraft } from "../../lib/drafts";

export function useSignupDraft() {
  const [draft, setDraft] = useState<SignupDraft>(() => readSignupDraft());
  const update = useCallback((patch: Partial<SignupDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      writeSignupDraft(next);
      return next;
    });
  }, []);
  return [draft, update] as const;
}
