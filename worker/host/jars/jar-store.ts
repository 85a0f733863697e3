// The shared jar's Durable Object, its storage (decision 024): the SQL tables made by `init`, brought up
// to date on an older object's first call, and the photos of its letters (decision 039), whose bytes
// are in R2 (JAR_PHOTOS) while the object keeps their keys. JarObject (jar-object.ts) adds the letters.
//
// A photo's bytes are deleted after the transaction that lets it go (its letter deleted or hidden, the
// photo taken out of it), and by the object's alarm an hour after an upload no letter took up; the row
// stays, marked gone, until R2 has deleted the bytes, so a failed delete is tried again by the alarm.
import { DurableObject } from "cloudflare:workers";
import { JAR_LETTERS_MAX, JAR_MESSAGES } from "../../contract/jar";
import { attachable, duePhotos, nextDue, PHOTO_WAIT_MS, photoKey, photoRefusal, readablePhoto } from "./jar-photos";
import { liveCount } from "./jar-reads";
import {
  type JarCaller,
  type MetaRow,
  NOT_FOUND,
  type Outcome,
  PHOTO_UPGRADES,
  refuse,
  UPGRADES,
  writerKeyOf,
} from "./jar-schema";

const RETRY_MS = 60_000;

export type NewPhoto = { photoId: string; readToken: string; size: number; type: string };

export abstract class JarStore extends DurableObject<Env> {
  protected readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
  }

  /** Whether `init` made the tables: asked of sqlite_master until it has, then known. */
  protected made = false;

  /** Whether this instance brought an older jar's tables up to date (jar-schema.ts UPGRADES). */
  protected upgraded = false;

  protected meta(): MetaRow | null {
    this.made ||=
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").toArray().length > 0;
    if (!this.made) return null;
    if (!this.upgraded) {
      const columns = new Set(
        this.sql
          .exec("SELECT name FROM pragma_table_info('letters')")
          .toArray()
          .map((c) => c.name),
      );
      if (!columns.has("reaction")) for (const statement of UPGRADES) this.sql.exec(statement);
      if (!columns.has("photo_id")) for (const statement of PHOTO_UPGRADES) this.sql.exec(statement);
      this.upgraded = true;
    }
    return (this.sql.exec("SELECT * FROM meta").toArray()[0] as MetaRow | undefined) ?? null;
  }

  /** Holds `photo.size` of the jar's JAR_PHOTO_BYTES_MAX for a new photo of `caller`'s, before its bytes go to R2. */
  async reservePhoto(caller: JarCaller, photo: NewPhoto): Promise<Outcome<null>> {
    const writerKey = writerKeyOf(caller);
    // The object's own clock: the alarm that deletes a photo no letter took up runs on it.
    const now = new Date().toISOString();
    const outcome = this.ctx.storage.transactionSync((): Outcome<null> => {
      const meta = this.meta();
      if (!meta || !writerKey) return NOT_FOUND;
      if (meta.kept_by !== null) return refuse(409, JAR_MESSAGES.kept);
      if (meta.closed === 1) return refuse(409, JAR_MESSAGES.closed);
      if (liveCount(this.sql) >= JAR_LETTERS_MAX) return refuse(409, JAR_MESSAGES.full);
      if (this.sql.exec("SELECT 1 FROM letters WHERE writer_key = ? AND hidden = 1", writerKey).toArray().length > 0)
        return refuse(409, JAR_MESSAGES.hiddenWriter);
      const refused = photoRefusal(this.sql, caller, writerKey, photo.size, now);
      if (refused) return refused;
      this.sql.exec(
        "INSERT INTO photos (id, writer_key, size, type, read_token, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)",
        photo.photoId,
        writerKey,
        photo.size,
        photo.type,
        photo.readToken,
        now,
      );
      return { ok: true, data: null };
    });
    if (outcome.ok) await this.wakeBy(Date.now() + PHOTO_WAIT_MS);
    return outcome;
  }

  /** The upload's bytes did not reach R2: the reservation goes. */
  releasePhoto(photoId: string): void {
    this.sql.exec(
      "DELETE FROM photos WHERE id = ? AND NOT EXISTS (SELECT 1 FROM letters WHERE photo_id = ?)",
      photoId,
      photoId,
    );
  }

  /** The photo's R2 key and type, if `caller` (or the opening view's `key`) may see it; else 404. */
  photo(caller: JarCaller, photoId: string, today: string, key?: string): Outcome<{ key: string; type: string }> {
    const meta = this.meta();
    const type = meta && readablePhoto(this.sql, meta, caller, photoId, today, key);
    return meta && type ? { ok: true, data: { key: photoKey(meta.jar_id, photoId), type } } : NOT_FOUND;
  }

  /**
   * The keeper let a kept letter go (deleted it, or the group it was in): its photo leaves with it
   * (docs/api.md fifth round). Only the keeper's call counts; done twice, it ends the same.
   */
  async dropKeptPhoto(keeperId: number, photoId: string): Promise<void> {
    const meta = this.meta();
    if (!meta || meta.kept_by !== keeperId) return;
    this.ctx.storage.transactionSync(() => {
      this.sql.exec("UPDATE photos SET gone = 1 WHERE id = ?", photoId);
      this.sql.exec("UPDATE letters SET photo_id = NULL WHERE photo_id = ?", photoId);
    });
    await this.sweepSoon();
  }

  /** Whether `caller` may put `photoId` in a letter (theirs, uploaded here, in no other letter). */
  protected attachable(writerKey: string, photoId: string, letterId?: number) {
    return attachable(this.sql, writerKey, photoId, letterId);
  }

  /** The R2 keys (jars/<jarId>/<photoId>) of every photo in the jar, or of one member writer's. */
  photoKeys(memberId?: number): string[] {
    const meta = this.meta();
    if (!meta) return [];
    const rows =
      memberId === undefined
        ? this.sql.exec("SELECT id FROM photos")
        : this.sql.exec("SELECT id FROM photos WHERE writer_key = ?", `m:${memberId}`);
    return rows.toArray().map((row) => photoKey(meta.jar_id, String(row.id)));
  }

  /**
   * 회원 탈퇴 (decision 040): deletes the bytes of every photo in the jar, or of one member writer's, then
   * their rows; their letters keep no photo. Call it before `erase` (which forgets the keys) or with
   * `forgetWriter`; done twice, it ends the same.
   */
  async deletePhotos(memberId?: number): Promise<void> {
    await this.deleteBytes(this.photoKeys(memberId));
    if (!this.meta()) return;
    const writer = memberId === undefined ? "" : "WHERE writer_key = ?";
    const bindings = memberId === undefined ? [] : [`m:${memberId}`];
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(
        `UPDATE letters SET photo_id = NULL WHERE photo_id IN (SELECT id FROM photos ${writer})`,
        ...bindings,
      );
      this.sql.exec(`DELETE FROM photos ${writer}`, ...bindings);
    });
  }

  /** The alarm an upload set: deletes what is due, and wakes again for the next photo waiting. */
  override async alarm(): Promise<void> {
    await this.sweep();
  }

  /** Deletes the bytes of the photos let go or left out of every letter for an hour, then their rows. */
  protected async sweep(): Promise<void> {
    const meta = this.meta();
    if (!meta) return;
    const due = duePhotos(this.sql, Date.now());
    await this.deleteBytes(due.map((id) => photoKey(meta.jar_id, id)));
    for (const id of due) this.sql.exec("DELETE FROM photos WHERE id = ?", id);
    const next = nextDue(this.sql);
    if (next !== null) await this.wakeBy(next);
  }

  /** `sweep` as part of a call: a failed R2 delete does not fail the call; the alarm tries again soon. */
  protected async sweepSoon(): Promise<void> {
    try {
      await this.sweep();
    } catch (error) {
      console.warn(`[jar] photo bytes not deleted yet, retried by the alarm: ${String(error)}`);
      await this.wakeBy(Date.now() + RETRY_MS);
    }
  }

  protected async deleteBytes(keys: string[]): Promise<void> {
    for (let at = 0; at < keys.length; at += 1000) await this.env.JAR_PHOTOS.delete(keys.slice(at, at + 1000));
  }

  private async wakeBy(at: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > at) await this.ctx.storage.setAlarm(at);
  }
}
