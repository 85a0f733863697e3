// The shared jar's Durable Object, its data: the SQL schema in the object's own storage, the rows as
// they are read, and the shapes its RPC methods take and answer (jar-object.ts).
import { ANONYMOUS_NAME, JAR_MESSAGES, type JarOccasion, type JarReaction, type Letter } from "../../contract/jar";

/** Who is calling: a member (by id) or a guest (by the hash of their writer cookie), or nobody. */
export type JarCaller = { memberId: number | null; guestKey: string | null };

export type Outcome<T> = { ok: true; data: T } | { ok: false; status: 400 | 403 | 404 | 409 | 429; message: string };

export type JarSettings = {
  jarId: string;
  creatorId: number;
  creatorName: string;
  recipientName: string;
  occasion: JarOccasion;
  title: string;
  opensOn: string;
  keepKey: string;
  /** (fifth round) Letters without a name are allowed. */
  anonymousAllowed?: boolean;
};

export type JarSummary = {
  title: string;
  recipientName: string;
  occasion: JarOccasion;
  opensOn: string;
  letterCount: number;
  keepKey: string;
  kept: boolean;
  closed: boolean;
};

/** A new letter as the route hands it to the object: its stamp with the stamp's occasion (null: a praise stamp). */
export type NewLetter = {
  writerName: string;
  content: string;
  honeyStampId: number;
  stampOccasion: JarOccasion | null;
  anonymous?: boolean;
  photoId?: string;
};

/** A letter as the keeping hands it to D1: with its writer's member id (null for a guest). */
/** A letter handed to D1 on keeping: its member writer, if any, and its photo (migration 0021). */
export type KeptLetter = Letter & { writerId: number | null; photoId: string | null };
export type KeptLetters = { settings: JarSettings; letters: KeptLetter[] };

export type MetaRow = {
  jar_id: string;
  creator_id: number;
  creator_name: string;
  recipient_name: string;
  occasion: JarOccasion;
  title: string;
  opens_on: string;
  keep_key: string;
  closed: number;
  kept_by: number | null;
  anonymous_allowed: number;
  thanks: string | null;
  thanks_at: string | null;
};

export type LetterRow = {
  id: number;
  writer_name: string;
  guest: number;
  content: string;
  stamp_id: number;
  written_at: string;
  writer_key: string;
  anonymous: number;
  reaction: JarReaction | null;
  photo_id: string | null;
  hidden: number;
};

/**
 * (fifth round, decision 039) The photos uploaded to the jar: their bytes are in R2 under
 * jars/<jarId>/<id>; a letter names at most one (letters.photo_id). `gone`: its letter left, so its
 * bytes are being deleted (the row goes once they are). `read_token` proves the opening view's reader.
 */
const PHOTOS_SCHEMA = `
CREATE TABLE IF NOT EXISTS photos (
  id          TEXT    PRIMARY KEY,
  writer_key  TEXT    NOT NULL,
  size        INTEGER NOT NULL,
  type        TEXT    NOT NULL,
  read_token  TEXT    NOT NULL,
  uploaded_at TEXT    NOT NULL,
  gone        INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX IF NOT EXISTS letters_photo ON letters (photo_id) WHERE photo_id IS NOT NULL;
`;

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (
  only           INTEGER PRIMARY KEY CHECK (only = 1),
  jar_id         TEXT    NOT NULL,
  creator_id     INTEGER NOT NULL,
  creator_name   TEXT    NOT NULL,
  recipient_name TEXT    NOT NULL,
  occasion       TEXT    NOT NULL,
  title          TEXT    NOT NULL,
  opens_on       TEXT    NOT NULL,
  keep_key       TEXT    NOT NULL,
  closed         INTEGER NOT NULL DEFAULT 0,
  kept_by        INTEGER,
  kept_at        TEXT,
  created_at     TEXT    NOT NULL,
  anonymous_allowed INTEGER NOT NULL DEFAULT 0,
  thanks         TEXT,
  thanks_at      TEXT
);
CREATE TABLE IF NOT EXISTS letters (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  writer_key  TEXT    NOT NULL,
  writer_name TEXT    NOT NULL,
  guest       INTEGER NOT NULL,
  content     TEXT    NOT NULL,
  stamp_id    INTEGER NOT NULL,
  written_at  TEXT    NOT NULL,
  hidden      INTEGER NOT NULL DEFAULT 0,
  anonymous   INTEGER NOT NULL DEFAULT 0,
  reaction    TEXT,
  photo_id    TEXT
);
CREATE INDEX IF NOT EXISTS letters_writer ON letters (writer_key);
${PHOTOS_SCHEMA}`;

/**
 * Columns added after the first jars were made (the fifth round): an object made before gets them once,
 * on its first call (ADD COLUMN fails when the column is there; that failure is the "already done").
 */
export const UPGRADES = [
  "ALTER TABLE meta ADD COLUMN anonymous_allowed INTEGER NOT NULL DEFAULT 0",
  "ALTER TABLE meta ADD COLUMN thanks TEXT",
  "ALTER TABLE meta ADD COLUMN thanks_at TEXT",
  "ALTER TABLE letters ADD COLUMN anonymous INTEGER NOT NULL DEFAULT 0",
  "ALTER TABLE letters ADD COLUMN reaction TEXT",
];
/** The photos (decision 039), for objects made before them: when letters has no photo_id yet. */
export const PHOTO_UPGRADES = ["ALTER TABLE letters ADD COLUMN photo_id TEXT", PHOTOS_SCHEMA];

export const refuse = (status: 400 | 403 | 404 | 409 | 429, message: string): Outcome<never> => ({
  ok: false,
  status,
  message,
});
export const NOT_FOUND = refuse(404, JAR_MESSAGES.notFound);

export const writerKeyOf = (caller: JarCaller) =>
  caller.memberId !== null ? `m:${caller.memberId}` : caller.guestKey !== null ? `g:${caller.guestKey}` : null;

export const LETTER_COLUMNS =
  "id, writer_name, guest, content, stamp_id, written_at, writer_key, anonymous, reaction, photo_id, hidden";

/** Where a letter's photo is read (GET /api/jar/{jarId}/photos/{photoId}). */
export const photoPath = (jarId: string, photoId: string) => `/api/jar/${jarId}/photos/${photoId}`;

/**
 * A letter as `viewerKey` sees it: an anonymous letter is '익명' to everyone but its writer (the
 * creator and the keeper included); the keeper's reaction shows once there is one.
 */
export const toLetter = (
  row: LetterRow,
  viewerKey: string | null = null,
  photoUrlOf?: (photoId: string) => string,
): Letter => ({
  letterId: row.id,
  writerName: row.anonymous === 1 && row.writer_key !== viewerKey ? ANONYMOUS_NAME : row.writer_name,
  guest: row.guest === 1,
  content: row.content,
  honeyStampId: row.stamp_id,
  writtenAt: row.written_at,
  anonymous: row.anonymous === 1,
  ...(row.reaction ? { reaction: row.reaction } : {}),
  ...(row.photo_id && photoUrlOf ? { photoUrl: photoUrlOf(row.photo_id) } : {}),
  ...(row.hidden === 1 ? { hidden: true } : {}),
});
