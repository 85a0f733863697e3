// Removing a letter from a jar and the creator's undo (docs/api.md "the jar people keep", decisions 037
// and 039): plain functions over the jar object's SQL, called inside its transactions (jar-object.ts).
// A hidden letter stays in the jar, counted against its writer, seen by its writer and the creator only.
import { JAR_LETTERS_MAX, JAR_MESSAGES } from "../../contract/jar";
import { letGo } from "./jar-photos";
import { liveCount } from "./jar-reads";
import { type JarCaller, type MetaRow, NOT_FOUND, type Outcome, refuse, writerKeyOf } from "./jar-schema";

const isCreatorOf = (meta: MetaRow, caller: JarCaller) =>
  caller.memberId !== null && caller.memberId === meta.creator_id;

/**
 * The writer deletes their letter; the creator hides anyone's (it stays counted against its writer).
 * Either way its photo is let go: a hidden letter goes to nobody, and its undo restores the text and stamp.
 */
export const removeLetter = (
  sql: SqlStorage,
  meta: MetaRow | null,
  caller: JarCaller,
  letterId: number,
): Outcome<null> => {
  if (!meta) return NOT_FOUND;
  const writerKey = writerKeyOf(caller);
  const row = sql.exec("SELECT writer_key FROM letters WHERE id = ? AND hidden = 0", letterId).toArray()[0];
  const isCreator = isCreatorOf(meta, caller);
  const isWriter = row !== undefined && writerKey !== null && row.writer_key === writerKey;
  if (!row || (!isWriter && !isCreator)) return refuse(404, JAR_MESSAGES.letterNotFound);
  if (meta.kept_by !== null) return refuse(409, JAR_MESSAGES.kept);
  letGo(sql, letterId);
  if (isWriter) sql.exec("DELETE FROM letters WHERE id = ?", letterId);
  else sql.exec("UPDATE letters SET hidden = 1, photo_id = NULL WHERE id = ?", letterId);
  return { ok: true, data: null };
};

/**
 * The creator takes a hide back, before the day: the letter counts again, and its writer may write
 * again (decision 037 refuses only a writer with a hidden letter). Not on the day or after, when the
 * opening link may already have shown the jar without it, nor past the jar's letters.
 */
export const unhideLetter = (
  sql: SqlStorage,
  meta: MetaRow | null,
  caller: JarCaller,
  letterId: number,
  today: string,
): Outcome<null> => {
  if (!meta) return NOT_FOUND;
  if (!isCreatorOf(meta, caller)) return refuse(403, JAR_MESSAGES.creatorOnly);
  const row = sql.exec("SELECT 1 FROM letters WHERE id = ? AND hidden = 1", letterId).toArray()[0];
  if (!row) return refuse(404, JAR_MESSAGES.letterNotFound);
  if (meta.kept_by !== null) return refuse(409, JAR_MESSAGES.kept);
  if (today >= meta.opens_on) return refuse(409, JAR_MESSAGES.unhideAfterDay);
  if (liveCount(sql) >= JAR_LETTERS_MAX) return refuse(409, JAR_MESSAGES.full);
  sql.exec("UPDATE letters SET hidden = 0 WHERE id = ?", letterId);
  return { ok: true, data: null };
};
