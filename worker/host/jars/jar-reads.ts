// What the shared jar's Durable Object answers to reads (jar-object.ts): the jar as a caller may see
// it, and the opening link's view. Plain functions over the object's SQL, so the class stays its writes.
import type { JarOpening, JarView, Letter } from "../../contract/jar";
import {
  type JarCaller,
  LETTER_COLUMNS,
  type LetterRow,
  type MetaRow,
  photoPath,
  toLetter as toLetterRow,
  writerKeyOf,
} from "./jar-schema";

export const liveCount = (sql: SqlStorage) =>
  sql.exec("SELECT COUNT(*) AS n FROM letters WHERE hidden = 0").one().n as number;

/**
 * Letters matching `where`, oldest first, as `viewerKey` may see them (anonymity, jar-schema.ts), a
 * photo by its address (`photoUrlOf`): the photo route lets through exactly whom these reads show it.
 */
export const lettersOf = (
  sql: SqlStorage,
  viewerKey: string | null,
  photoUrlOf: (photoId: string) => string,
  where: string,
  ...bindings: (string | number)[]
): Letter[] =>
  sql
    .exec(`SELECT ${LETTER_COLUMNS} FROM letters WHERE ${where} ORDER BY id`, ...bindings)
    .toArray()
    .map((row) => toLetterRow(row as unknown as LetterRow, viewerKey, photoUrlOf));

/** The opening view's photo addresses carry each photo's read token: the key holder has no cookie for it. */
const keyedPhotoUrls = (sql: SqlStorage, jarId: string) => {
  const tokens = new Map(
    sql
      .exec("SELECT id, read_token FROM photos WHERE gone = 0")
      .toArray()
      .map((row) => [String(row.id), String(row.read_token)]),
  );
  return (photoId: string) => `${photoPath(jarId, photoId)}?key=${tokens.get(photoId) ?? ""}`;
};

const thanksOf = (meta: MetaRow) =>
  meta.thanks !== null && meta.thanks_at !== null ? { thanks: { content: meta.thanks, at: meta.thanks_at } } : {};

/** The jar as `caller` may see it on `today` (KST). */
export const viewOf = (sql: SqlStorage, meta: MetaRow, caller: JarCaller, today: string): JarView => {
  const kept = meta.kept_by !== null;
  const isCreator = caller.memberId !== null && caller.memberId === meta.creator_id;
  const writerKey = writerKeyOf(caller);
  const photoUrlOf = (photoId: string) => photoPath(meta.jar_id, photoId);
  const stamps = sql
    .exec("SELECT stamp_id, COUNT(*) AS n FROM letters WHERE hidden = 0 GROUP BY stamp_id ORDER BY n DESC, stamp_id")
    .toArray()
    .map((row) => ({ honeyStampId: row.stamp_id as number, count: row.n as number }));
  // A writer sees their hidden letter marked hidden, not silently gone (docs/api.md "the jar people keep").
  const mine = writerKey ? lettersOf(sql, writerKey, photoUrlOf, "writer_key = ?", writerKey) : [];
  // The thank-you reaches whoever wrote (a hidden letter's writer too), once the jar is kept.
  const wrote =
    writerKey !== null &&
    sql.exec("SELECT 1 FROM letters WHERE writer_key = ? LIMIT 1", writerKey).toArray().length > 0;
  return {
    jarId: meta.jar_id,
    title: meta.title,
    recipientName: meta.recipient_name,
    occasion: meta.occasion,
    opensOn: meta.opens_on,
    open: today >= meta.opens_on,
    kept,
    closed: meta.closed === 1,
    letterCount: liveCount(sql),
    stamps,
    creatorName: meta.creator_name,
    isCreator,
    mine,
    ...(isCreator && !kept
      ? {
          letters: lettersOf(sql, writerKey, photoUrlOf, "hidden = 0"),
          hiddenLetters: lettersOf(sql, writerKey, photoUrlOf, "hidden = 1"),
        }
      : {}),
    today,
    anonymousAllowed: meta.anonymous_allowed === 1,
    ...(kept && wrote ? thanksOf(meta) : {}),
  };
};

/**
 * The opening link's view (the key already checked): from the opening day on, every letter, to whoever
 * holds the key (the key is the capability to read; keeping still needs a member), before and after
 * keeping alike, so a double tap, a reload or the message tapped again all show the letters.
 */
export const openingOf = (sql: SqlStorage, meta: MetaRow, today: string, withLetters: boolean): JarOpening => {
  const open = today >= meta.opens_on;
  return {
    title: meta.title,
    recipientName: meta.recipient_name,
    occasion: meta.occasion,
    opensOn: meta.opens_on,
    open,
    kept: meta.kept_by !== null,
    letterCount: liveCount(sql),
    today,
    ...(withLetters && open
      ? { letters: lettersOf(sql, null, keyedPhotoUrls(sql, meta.jar_id), "hidden = 0"), ...thanksOf(meta) }
      : {}),
  };
};
