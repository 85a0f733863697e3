// A letter while it is written in a shared jar: its own problem (the host says the same, here before
// a request), and where a new letter is kept in the tab meanwhile.
import {
  JAR_LETTER_LINES_MAX,
  JAR_LETTER_MAX,
  JAR_TOO_LONG,
  JAR_TOO_MANY_LINES,
  JAR_WRITER_NAME,
  LETTER_EMPTY,
} from "@contract/jar";
import { graphemeCount, KOREAN_MESSAGES, NAME_MAX } from "@contract/rules";
import { STAMP_REQUIRED } from "@contract/stamp";
import { webStorage } from "../../lib/storage";

export type LetterDraft = { writerName: string; content: string; honeyStampId: number | null; anonymous?: boolean };

/** The letter's own problem, if any (the host says the same; here before a request). */
export const letterProblem = (content: string): string | null => {
  const text = content.trim();
  if (!text) return LETTER_EMPTY;
  if (graphemeCount(text) > JAR_LETTER_MAX) return JAR_TOO_LONG;
  if (text.split("\n").length > JAR_LETTER_LINES_MAX) return JAR_TOO_MANY_LINES;
  return null;
};

/** Every problem of a letter before it is sent: the guest's nickname, the letter, the stamp. */
export const letterProblems = (letter: LetterDraft, guest: boolean) => ({
  nameProblem: !guest
    ? null
    : !letter.writerName.trim()
      ? JAR_WRITER_NAME
      : graphemeCount(letter.writerName.trim()) > NAME_MAX
        ? KOREAN_MESSAGES.nameTooLong
        : null,
  contentProblem: letterProblem(letter.content),
  stampProblem: letter.honeyStampId === null ? STAMP_REQUIRED : null,
});

/**
 * The letter as its form's fields hold it: text typed before the page listened is in the fields before
 * React's state has it (decision 032), and a submit may come in between.
 */
export const draftFromForm = (fields: FormData, draft: LetterDraft, guest: boolean): LetterDraft => {
  const text = (name: string, fallback: string) => {
    const value = fields.get(name);
    return typeof value === "string" ? value : fallback;
  };
  const stamp = Number(text("honeyStampId", ""));
  return {
    ...draft,
    writerName: guest ? text("writerName", draft.writerName) : draft.writerName,
    content: text("content", draft.content),
    honeyStampId: Number.isInteger(stamp) && stamp > 0 ? stamp : draft.honeyStampId,
  };
};

export const EMPTY: LetterDraft = { writerName: "", content: "", honeyStampId: null };

// A new letter is kept in the tab while it is written (sessionStorage, one key per jar): leaving the
// page and coming back (Back after a link, a reload, the browser dropping a page in the background)
// finds it as it was. Nothing is kept once it is written but the guest's nickname, for the next one.
// Storage a browser refuses (a private mode) only means nothing is kept.
export const readKept = (key: string): LetterDraft | null => {
  try {
    const kept = JSON.parse(webStorage("session").getItem(key) ?? "null") as Partial<LetterDraft> | null;
    if (typeof kept?.writerName !== "string" || typeof kept.content !== "string") return null;
    const honeyStampId = typeof kept.honeyStampId === "number" ? kept.honeyStampId : null;
    return { writerName: kept.writerName, content: kept.content, honeyStampId, anonymous: kept.anonymous === true };
  } catch {
    return null;
  }
};
export const keep = (key: string, draft: LetterDraft) => {
  try {
    const empty = !draft.writerName && !draft.content && draft.honeyStampId === null;
    if (empty) webStorage("session").removeItem(key);
    else webStorage("session").setItem(key, JSON.stringify(draft));
  } catch {}
};
