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

/** The first step a draft still needs, or null when it is complete up to the profile image. */
export const missingStep = (draft: SignupDraft): string | null => {
  if (!draft.isCheckedTerms[0] || !draft.isCheckedTerms[1]) return "/signup/agree";
  if (!draft.name.trim()) return "/signup/name";
  if (!draft.isAuthCompleted || !draft.email) return "/signup/email";
  return null;
};
