// The photos of a jar's letters in its Durable Object (decision 039): the object keeps each photo's key,
// size and writer; the bytes are in R2 (JAR_PHOTOS) under jars/<jarId>/<photoId>. Plain functions over
// the object's SQL, called inside its transactions (jar-object.ts), so the jar's JAR_PHOTO_BYTES_MAX and a writer's
// limits hold under any race.
import {
  GUEST_PHOTOS_PER_JAR_MINUTE,
  JAR_PHOTO_BYTES_MAX,
  PHOTO_MESSAGES,
  PHOTOS_WAITING_MAX,
} from "../../contract/jar-photos";
import { sameSecret } from "../../lib/crypto";
import { type JarCaller, type MetaRow, type Outcome, refuse, writerKeyOf } from "./jar-schema";

/** A photo no letter names is deleted this long after its upload (docs/api.md fifth round). */
export const PHOTO_WAIT_MS = 60 * 60 * 1000;

export const photoKey = (jarId: string, photoId: string) => `jars/${jarId}/${photoId}`;

const NOT_NAMED = "NOT EXISTS (SELECT 1 FROM letters l WHERE l.photo_id = photos.id)";

/** Why `writerKey` may not upload a photo of `size` bytes now, or null (after the jar's own checks). */
export const photoRefusal = (
  sql: SqlStorage,
  caller: JarCaller,
  writerKey: string,
  size: number,
  now: string,
): Outcome<never> | null => {
  const held = sql.exec("SELECT COALESCE(SUM(size), 0) AS n FROM photos").one().n as number;
  if (held + size > JAR_PHOTO_BYTES_MAX) return refuse(409, PHOTO_MESSAGES.jarFull);
  // A writer holds at most a few photos no letter names yet: each letter takes one, so a writer's photos
  // are bounded by their letters (decision 037's limits) plus these.
  const waiting = sql
    .exec(`SELECT COUNT(*) AS n FROM photos WHERE writer_key = ? AND gone = 0 AND ${NOT_NAMED}`, writerKey)
    .one().n as number;
  if (waiting >= PHOTOS_WAITING_MAX) return refuse(429, PHOTO_MESSAGES.waiting);
  if (caller.memberId === null) {
    const minuteAgo = new Date(Date.parse(now) - 60_000).toISOString();
    const recent = sql
      .exec("SELECT COUNT(*) AS n FROM photos WHERE writer_key LIKE 'g:%' AND uploaded_at > ?", minuteAgo)
      .one().n as number;
    if (recent >= GUEST_PHOTOS_PER_JAR_MINUTE) return refuse(429, PHOTO_MESSAGES.busy);
  }
  return null;
};

/** Whether `writerKey` may put `photoId` in a letter: theirs, here, and in no other letter. */
export const attachable = (sql: SqlStorage, writerKey: string, photoId: string, letterId = 0) =>
  sql
    .exec(
      "SELECT 1 FROM photos WHERE id = ? AND writer_key = ? AND gone = 0 AND NOT EXISTS (SELECT 1 FROM letters WHERE photo_id = ? AND id != ?)",
      photoId,
      writerKey,
      photoId,
      letterId,
    )
    .toArray().length > 0;

/** The photo of letter `letterId` leaves with it (or with its removal): its bytes are deleted next. */
export const letGo = (sql: SqlStorage, letterId: number) => {
  sql.exec("UPDATE photos SET gone = 1 WHERE id = (SELECT photo_id FROM letters WHERE id = ?)", letterId);
};

/** Photos whose bytes are due for deletion at `nowMs`: let go, or named by no letter for an hour. */
export const duePhotos = (sql: SqlStorage, nowMs: number) =>
  sql
    .exec(
      `SELECT id FROM photos WHERE gone = 1 OR (uploaded_at <= ? AND ${NOT_NAMED})`,
      new Date(nowMs - PHOTO_WAIT_MS).toISOString(),
    )
    .toArray()
    .map((row) => String(row.id));

/** When the next photo waiting for a letter is due (ms), or null. */
export const nextDue = (sql: SqlStorage): number | null => {
  const row = sql.exec(`SELECT MIN(uploaded_at) AS at FROM photos WHERE gone = 0 AND ${NOT_NAMED}`).one();
  return row.at === null ? null : Date.parse(String(row.at)) + PHOTO_WAIT_MS;
};

/**
 * The photo's type if `caller` may see it, mirroring jar-reads.ts: its letter's writer (and, before any
 * letter names it, its uploader); the creator until kept; the keeper once kept; the opening view's reader
 * (`key`, the photo's read token) from the opening day on. Hidden letters show to nobody.
 */
export const readablePhoto = (
  sql: SqlStorage,
  meta: MetaRow,
  caller: JarCaller,
  photoId: string,
  today: string,
  key: string | undefined,
): string | null => {
  const row = sql
    .exec(
      `SELECT p.type, p.writer_key, p.read_token, l.id AS letter_id, l.hidden
         FROM photos p LEFT JOIN letters l ON l.photo_id = p.id WHERE p.id = ? AND p.gone = 0`,
      photoId,
    )
    .toArray()[0];
  if (!row || row.hidden === 1) return null;
  const type = String(row.type);
  if (row.writer_key === writerKeyOf(caller)) return type;
  if (row.letter_id === null) return null;
  const kept = meta.kept_by !== null;
  if (caller.memberId !== null && caller.memberId === (kept ? meta.kept_by : meta.creator_id)) return type;
  if (key !== undefined && sameSecret(key, String(row.read_token)) && today >= meta.opens_on) return type;
  return null;
};
