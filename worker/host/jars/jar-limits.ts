// The limits a new letter meets in its jar's Durable Object (decisions 024 and 037), checked inside
// the write's transaction so they hold under any race. Limits key on what a writer cannot mint for
// free: a member by id; a guest by their writer cookie, and every guest together per minute (the
// edge counts a guest's address, an IPv6 address by its /64, edge/rate-limit.ts).
import {
  JAR_GUEST_LETTERS_MAX,
  JAR_GUEST_LETTERS_PER_JAR_MINUTE,
  JAR_LETTERS_MAX,
  JAR_MEMBER_LETTERS_MAX,
  JAR_MESSAGES,
  type JarOccasion,
} from "../../contract/jar";
import { liveCount } from "./jar-reads";
import { type JarCaller, type MetaRow, type Outcome, refuse } from "./jar-schema";

/** Why `caller` may not write in the jar now, or null. */
export const writeRefusal = (
  sql: SqlStorage,
  meta: MetaRow,
  caller: JarCaller,
  writerKey: string,
  anonymous: boolean,
  now: string,
): Outcome<never> | null => {
  if (meta.closed === 1) return refuse(409, JAR_MESSAGES.closed);
  if (anonymous && meta.anonymous_allowed !== 1) return refuse(400, JAR_MESSAGES.anonymousNotAllowed);
  if (liveCount(sql) >= JAR_LETTERS_MAX) return refuse(409, JAR_MESSAGES.full);
  // Hidden letters count too: a guest the creator hid cannot simply write again.
  const written = sql.exec("SELECT COUNT(*) AS n FROM letters WHERE writer_key = ?", writerKey).one().n as number;
  const guest = caller.memberId === null;
  if (guest && written >= JAR_GUEST_LETTERS_MAX) return refuse(429, JAR_MESSAGES.guestLimit);
  if (!guest && written >= JAR_MEMBER_LETTERS_MAX) return refuse(429, JAR_MESSAGES.memberLimit);
  // A writer the creator hid does not write in this jar again.
  if (sql.exec("SELECT 1 FROM letters WHERE writer_key = ? AND hidden = 1 LIMIT 1", writerKey).toArray().length > 0)
    return refuse(409, JAR_MESSAGES.hiddenWriter);
  // Every guest together: a wave of real people fits, one person minting cookies does not.
  if (guest) {
    const minuteAgo = new Date(Date.parse(now) - 60_000).toISOString();
    const recent = sql.exec("SELECT COUNT(*) AS n FROM letters WHERE guest = 1 AND written_at > ?", minuteAgo).one()
      .n as number;
    if (recent >= JAR_GUEST_LETTERS_PER_JAR_MINUTE) return refuse(429, JAR_MESSAGES.busy);
  }
  return null;
};

/**
 * A letter's stamp is its jar's occasion's (decision 044). A letter written before with one of the
 * eight praise stamps keeps it through an edit (`kept`: the stamp it has now); it cannot take one anew.
 */
export const stampRefusal = (
  meta: MetaRow,
  stamp: { honeyStampId: number; stampOccasion: JarOccasion | null },
  kept?: number,
): Outcome<never> | null =>
  stamp.stampOccasion === meta.occasion || stamp.honeyStampId === kept
    ? null
    : refuse(400, JAR_MESSAGES.otherOccasionStamp);
