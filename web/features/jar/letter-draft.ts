// A letter while it is written in a shared jar: its own problem (the host says the same, here before
// a request), and where a new letter is kept in the tab meanwhile.
import { JAR_LETTER_LINES_MAX, JAR_LETTER_MAX, JAR_MESSAGES } from "@contract/jar";
import { graphemeCount } from "@contract/rules";
import { webStorage } from "../../lib/storage";

export type LetterDraft = { writerName: string; content: string; honeyStampId: number | null; anonymous?: boolean };

/** The letter's own problem, if any (the host says the same; here before a request). */
export const letterProblem = (content: string): string | null => {
  const text = content.trim();
  if (!text) return "편지 내용을 입력해주세요.";
  if (graphemeCount(text) > JAR_LETTER_MAX) return JAR_MESSAGES.tooLong;
  if (text.split("\n").length > JAR_LETTER_LINES_MAX) return JAR_MESSAGES.tooManyLines;
  return null;
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
