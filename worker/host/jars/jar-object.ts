// One shared jar: a SQLite-backed Durable Object that holds the jar's settings and its letters while
// the team fills it (decision 024), and the keys of its letters' photos (jar-store.ts, decision 039).
// The object serialises its own calls, so the 300-letter cap, a guest's three letters and "kept once"
// are exact under any race; every method writes within one synchronous transaction, so a call is
// applied whole or not at all. Methods answer an Outcome
// rather than throwing: a thrown error crosses RPC as a plain Error and would lose its status.
//
// The tables are made by `init` (the jar's creation), not in the constructor: a request for an id
// that names no jar (a guess, a typo) reads sqlite_master, finds nothing and answers 404 without
// writing, so no storage is ever allocated for a jar that does not exist.
import { JAR_MESSAGES, type JarOpening, type JarReaction, type JarView } from "../../contract/jar";
import { PHOTO_MESSAGES } from "../../contract/jar-photos";
import { sameSecret } from "../../lib/crypto";
import { removeLetter, unhideLetter } from "./jar-hiding";
import { stampRefusal, writeRefusal } from "./jar-limits";
import { letGo } from "./jar-photos";
import { liveCount, openingOf, viewOf } from "./jar-reads";
import {
  type JarCaller,
  type JarSettings,
  type JarSummary,
  type KeptLetters,
  LETTER_COLUMNS,
  type LetterRow,
  type MetaRow,
  type NewLetter,
  NOT_FOUND,
  type Outcome,
  refuse,
  SCHEMA,
  toLetter,
  writerKeyOf,
} from "./jar-schema";
import { JarStore } from "./jar-store";

export type { JarCaller, JarSettings, JarSummary, KeptLetter, KeptLetters, Outcome } from "./jar-schema";

export class JarObject extends JarStore {
  private liveCount() {
    return liveCount(this.sql);
  }

  private settingsOf(meta: MetaRow): JarSettings {
    return {
      jarId: meta.jar_id,
      creatorId: meta.creator_id,
      creatorName: meta.creator_name,
      recipientName: meta.recipient_name,
      occasion: meta.occasion,
      title: meta.title,
      opensOn: meta.opens_on,
      keepKey: meta.keep_key,
    };
  }

  /** Makes the jar; once (a second init for the same object is refused). */
  init(settings: JarSettings, now: string): Outcome<null> {
    return this.ctx.storage.transactionSync(() => {
      if (this.meta()) return refuse(409, JAR_MESSAGES.kept);
      this.sql.exec(SCHEMA);
      this.sql.exec(
        `INSERT INTO meta (only, jar_id, creator_id, creator_name, recipient_name, occasion, title, opens_on, keep_key, created_at, anonymous_allowed)
         VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        settings.jarId,
        settings.creatorId,
        settings.creatorName,
        settings.recipientName,
        settings.occasion,
        settings.title,
        settings.opensOn,
        settings.keepKey,
        now,
        settings.anonymousAllowed ? 1 : 0,
      );
      this.upgraded = true;
      return { ok: true, data: null } as const;
    });
  }

  /** The jar as `caller` may see it on `today` (KST). */
  view(caller: JarCaller, today: string): Outcome<JarView> {
    const meta = this.meta();
    return meta ? { ok: true, data: viewOf(this.sql, meta, caller, today) } : NOT_FOUND;
  }

  /** A new letter; `first` says whether it is this writer's first in the jar (a member's index row). */
  write(caller: JarCaller, letter: NewLetter, now: string): Outcome<{ letterId: number; first: boolean }> {
    const writerKey = writerKeyOf(caller);
    return this.ctx.storage.transactionSync(() => {
      const meta = this.meta();
      if (!meta || !writerKey) return NOT_FOUND;
      if (meta.kept_by !== null) return refuse(409, JAR_MESSAGES.kept);
      const refused =
        stampRefusal(meta, letter) ?? writeRefusal(this.sql, meta, caller, writerKey, Boolean(letter.anonymous), now);
      if (refused) return refused;
      if (letter.photoId && !this.attachable(writerKey, letter.photoId)) return refuse(400, PHOTO_MESSAGES.notFound);
      const written = this.sql.exec("SELECT COUNT(*) AS n FROM letters WHERE writer_key = ?", writerKey).one()
        .n as number;
      const row = this.sql
        .exec(
          `INSERT INTO letters (writer_key, writer_name, guest, content, stamp_id, written_at, anonymous, photo_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          writerKey,
          letter.writerName,
          caller.memberId === null ? 1 : 0,
          letter.content,
          letter.honeyStampId,
          now,
          letter.anonymous ? 1 : 0,
          letter.photoId ?? null,
        )
        .one();
      return { ok: true, data: { letterId: row.id as number, first: written === 0 } } as const;
    });
  }

  /** The writer changes their own letter, until the jar is kept; `photoId` null takes its photo out. */
  async edit(
    caller: JarCaller,
    letterId: number,
    letter: Pick<NewLetter, "content" | "honeyStampId" | "stampOccasion"> & { photoId?: string | null },
  ): Promise<Outcome<null>> {
    const writerKey = writerKeyOf(caller);
    const outcome = this.ctx.storage.transactionSync((): Outcome<null> => {
      const meta = this.meta();
      if (!meta) return NOT_FOUND;
      const own = writerKey
        ? this.sql.exec(
            "SELECT photo_id, stamp_id FROM letters WHERE id = ? AND writer_key = ? AND hidden = 0",
            letterId,
            writerKey,
          )
        : null;
      const row = own?.toArray()[0];
      if (!writerKey || !row) return refuse(404, JAR_MESSAGES.letterNotFound);
      if (meta.kept_by !== null) return refuse(409, JAR_MESSAGES.kept);
      const wrongStamp = stampRefusal(meta, letter, row.stamp_id as number);
      if (wrongStamp) return wrongStamp;
      const { photoId } = letter;
      if (photoId !== undefined && photoId !== row.photo_id) {
        if (photoId !== null && !this.attachable(writerKey, photoId, letterId))
          return refuse(400, PHOTO_MESSAGES.notFound);
        letGo(this.sql, letterId);
        this.sql.exec("UPDATE letters SET photo_id = ? WHERE id = ?", photoId, letterId);
      }
      this.sql.exec(
        "UPDATE letters SET content = ?, stamp_id = ? WHERE id = ?",
        letter.content,
        letter.honeyStampId,
        letterId,
      );
      return { ok: true, data: null };
    });
    if (outcome.ok) await this.sweepSoon();
    return outcome;
  }

  /** The writer deletes their letter; the creator hides anyone's (jar-hiding.ts). */
  async remove(caller: JarCaller, letterId: number): Promise<Outcome<null>> {
    const outcome = this.ctx.storage.transactionSync(() => removeLetter(this.sql, this.meta(), caller, letterId));
    if (outcome.ok) await this.sweepSoon();
    return outcome;
  }

  /** The creator takes a hide back, before the day (jar-hiding.ts). */
  unhide(caller: JarCaller, letterId: number, today: string): Outcome<null> {
    return this.ctx.storage.transactionSync(() => unhideLetter(this.sql, this.meta(), caller, letterId, today));
  }

  /** The creator closes the jar to new letters (or opens it again). */
  setClosed(caller: JarCaller, closed: boolean): Outcome<null> {
    return this.ctx.storage.transactionSync(() => {
      const meta = this.meta();
      if (!meta) return NOT_FOUND;
      if (caller.memberId !== meta.creator_id) return refuse(403, JAR_MESSAGES.creatorOnly);
      if (meta.kept_by !== null) return refuse(409, JAR_MESSAGES.kept);
      this.sql.exec("UPDATE meta SET closed = ?", closed ? 1 : 0);
      return { ok: true, data: null } as const;
    });
  }

  /** The opening link's view: only with the jar's keep key; its letters from the day on when asked. */
  opening(keepKey: string, today: string, withLetters = false): Outcome<JarOpening> {
    const meta = this.meta();
    if (!meta || !sameSecret(keepKey, meta.keep_key)) return refuse(404, JAR_MESSAGES.wrongKey);
    return { ok: true, data: openingOf(this.sql, meta, today, withLetters) };
  }

  /** Kept by `keeperId`: the jar takes no more letters and hands its letters over, once. */
  keep(keepKey: string, today: string, keeperId: number, now: string): Outcome<KeptLetters> {
    return this.ctx.storage.transactionSync(() => {
      const meta = this.meta();
      if (!meta || !sameSecret(keepKey, meta.keep_key)) return refuse(404, JAR_MESSAGES.wrongKey);
      if (today < meta.opens_on) return refuse(403, JAR_MESSAGES.notYet);
      if (meta.kept_by !== null) return refuse(409, JAR_MESSAGES.kept);
      this.sql.exec("UPDATE meta SET kept_by = ?, kept_at = ?", keeperId, now);
      const letters = this.sql
        .exec(`SELECT ${LETTER_COLUMNS} FROM letters WHERE hidden = 0 ORDER BY id`)
        .toArray()
        .map((row) => {
          const key = String(row.writer_key);
          return {
            // An anonymous letter goes into the keeper's group as '익명' too.
            ...toLetter(row as unknown as LetterRow),
            writerId: key.startsWith("m:") ? Number(key.slice(2)) : null,
            photoId: row.photo_id === null ? null : String(row.photo_id),
          };
        });
      return { ok: true, data: { settings: this.settingsOf(meta), letters } } as const;
    });
  }

  /** The keeper's reaction to one letter (null takes it back); answers the letter's member writer, if any. */
  react(keeperId: number, letterId: number, reaction: JarReaction | null): Outcome<{ writerId: number | null }> {
    return this.ctx.storage.transactionSync(() => {
      const meta = this.meta();
      if (!meta) return NOT_FOUND;
      if (meta.kept_by !== keeperId) return refuse(403, JAR_MESSAGES.keeperOnly);
      const row = this.sql.exec("SELECT writer_key FROM letters WHERE id = ? AND hidden = 0", letterId).toArray()[0];
      if (!row) return refuse(404, JAR_MESSAGES.letterNotFound);
      this.sql.exec("UPDATE letters SET reaction = ? WHERE id = ?", reaction, letterId);
      const key = String(row.writer_key);
      return { ok: true, data: { writerId: key.startsWith("m:") ? Number(key.slice(2)) : null } } as const;
    });
  }

  /** The keeper's one thank-you to everyone who wrote. */
  thank(keeperId: number, content: string, now: string): Outcome<null> {
    return this.ctx.storage.transactionSync(() => {
      const meta = this.meta();
      if (!meta) return NOT_FOUND;
      if (meta.kept_by !== keeperId) return refuse(403, JAR_MESSAGES.keeperOnly);
      if (meta.thanks !== null) return refuse(409, JAR_MESSAGES.thanked);
      this.sql.exec("UPDATE meta SET thanks = ?, thanks_at = ?", content, now);
      return { ok: true, data: null } as const;
    });
  }

  /** Undoes `keep` when the letters could not be written to D1, so the keeper can try again. */
  unkeep(keeperId: number): void {
    this.sql.exec("UPDATE meta SET kept_by = NULL, kept_at = NULL WHERE kept_by = ?", keeperId);
  }

  /**
   * 회원 탈퇴 of a writer (decision 040): their letters leave the jar, kept or not (a kept one lives on
   * in the keeper's group, from '탈퇴한 회원'). Done once or many times, the jar ends the same.
   */
  async forgetWriter(memberId: number): Promise<number> {
    if (!this.meta()) return 0;
    await this.deletePhotos(memberId); // their photos' bytes first: a failure here is retried whole
    const gone = this.sql.exec("DELETE FROM letters WHERE writer_key = ? RETURNING hidden", `m:${memberId}`);
    return gone.toArray().filter((row) => row.hidden === 0).length; // the shown ones the count loses
  }

  /**
   * 회원 탈퇴 of the keeper (decision 040): the kept letters went into their group and leave with it;
   * the jar keeps only its settings, kept, so the opening link reads nothing and nobody writes again.
   */
  async forgetKeeper(keeperId: number): Promise<void> {
    const meta = this.meta();
    if (!meta || meta.kept_by !== keeperId) return;
    await this.deletePhotos();
    this.ctx.storage.transactionSync(() => {
      this.sql.exec("DELETE FROM letters");
      this.sql.exec("UPDATE meta SET thanks = NULL, thanks_at = NULL");
    });
  }

  /** 회원 탈퇴 of its creator: the jar and every letter in it are gone. */
  async erase(): Promise<void> {
    await this.deletePhotos(); // the keys go with the storage: the bytes first
    await this.ctx.storage.deleteAll();
    this.made = false;
  }

  /** What the creator's list shows (GET /api/jar). */
  summary(): JarSummary | null {
    const meta = this.meta();
    if (!meta) return null;
    return {
      title: meta.title,
      recipientName: meta.recipient_name,
      occasion: meta.occasion,
      opensOn: meta.opens_on,
      letterCount: this.liveCount(),
      keepKey: meta.keep_key,
      kept: meta.kept_by !== null,
      closed: meta.closed === 1,
    };
  }
}
