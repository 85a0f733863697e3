// The send draft (SPEC §3) as React state mirrored to localStorage on every change, so both steps
// read the same values and a reload loses nothing.

import { RECEIVERS_MAX, receiverKey } from "@contract/receiver-names";
import { useCallback, useMemo, useReducer, useState } from "react";
import { useLocation } from "react-router-dom";
import {
  forgetSentPraise,
  readSendDraft,
  readSentPraise,
  type SendDraft,
  type SentPraise,
  writeSendDraft,
} from "../../lib/drafts";

/** What POST /api/send-praise is made of: changing any of it makes the next send a new attempt. */
const SENT_FIELDS = [
  "receiverName",
  "receiverNames",
  "groupId",
  "ongoing",
  "content",
  "honeyStampId",
  "relayOf",
] as const;

/** A fresh Idempotency-Key for a draft: kept until the draft becomes a praise or what it sends changes. */
export const newSendKey = () => crypto.randomUUID();

export function useSendDraft() {
  const [draft, setDraft] = useState<SendDraft>(() => readSendDraft());
  const update = useCallback((patch: Partial<SendDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      // A retry reuses the key only for the very praise it was made for (the host refuses a key
      // reused for a different body).
      if (SENT_FIELDS.some((field) => field in patch && patch[field] !== current[field])) next.sendKey = null;
      writeSendDraft(next);
      return next;
    });
  }, []);
  return [draft, update] as const;
}

/**
 * The praise this flow already made, read once as the page opens (back, a reload), and a way to be
 * done with it ('새 꿀 보내기').
 */
export function useSentPraise() {
  // Read as each history entry opens: a praise made on this very page counts once the page moves on.
  const { key } = useLocation();
  const [forgotten, forgetHere] = useReducer((n: number) => n + 1, 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entry and '새 꿀 보내기' are what change the answer
  const sent = useMemo<SentPraise | null>(() => readSentPraise(), [key, forgotten]);
  const forget = useCallback(() => {
    forgetSentPraise();
    forgetHere();
  }, []);
  return [sent, forget] as const;
}

/**
 * Everyone the praise goes to: the names added (decision 022) and the one still in the field, unless it
 * repeats one of them — nothing typed is lost for want of a tap on '추가'.
 */
export const receiversOf = (draft: SendDraft): string[] => {
  const typed = draft.receiverName.trim();
  const added = draft.receiverNames.slice(0, RECEIVERS_MAX);
  if (typed === "" || added.some((name) => receiverKey(name) === receiverKey(typed))) return added;
  return added.length < RECEIVERS_MAX ? [...added, typed] : added;
};

/** Step 1 is complete: a receiver, a group and the ongoing-activity answer (SPEC §5). */
export const hasTarget = (draft: SendDraft) =>
  receiversOf(draft).length > 0 && draft.groupId !== null && draft.groupName !== "" && draft.ongoing !== null;
