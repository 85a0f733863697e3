// /api/jar: the shared jar (docs/api.md "Added in the fourth round", decision 024). The jar's letters live
// in its Durable Object (jar-object.ts); D1 holds the jar's row for lists and ownership, and a
// member's "wrote in" row. A guest is the browser's writer cookie, hashed before it is stored.
import { type Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { LOGIN_REQUIRED } from "../../contract/auth";
import {
  JAR_MESSAGES,
  JAR_OPENS_WITHIN_DAYS,
  JARS_PER_DAY_MAX,
  type JarOccasion,
  type MyJars,
  suggestedJarTitle,
  WRITER_COOKIE,
} from "../../contract/jar";
import {
  CloseJarRequestSchema,
  CreateJarRequestSchema,
  EditLetterRequestSchema,
  JarParamsSchema,
  KeepJarRequestSchema,
  LetterParamsSchema,
  OpeningQuerySchema,
  WriteLetterRequestSchema,
} from "../../contract/jar-requests";
import { STAMP_REQUIRED } from "../../contract/stamp";
import { sha256Hex } from "../../lib/crypto";
import { fail, ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { jsonBody, params, query } from "../../lib/validate";
import { clock } from "../auth/clock";
import { optionalMember } from "../auth/optional-member";
import { type OptionalMemberEnv, requireMember } from "../auth/require-member";
import { enqueueJarKept } from "../mail/outbox";
import { addDays, jarToday } from "./jar-clock";
import type { JarCaller, Outcome } from "./jar-object";
import { keepInD1 } from "./keep";
import { countLetters, myJars } from "./made-jars";

const WRITER_COOKIE_MAX_AGE = 400 * 24 * 60 * 60; // the longest a browser keeps a cookie

/** 22 base64url characters: 128 random bits (plus 4 spare), as a jar id, keep key and writer cookie. */
export const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(17));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
    .slice(0, 22);
};

/** Stubs this isolate asked for, each for one call to a jar's object: the bench reads it (GET /__dev/jar-calls). */
export const jarObjectCalls = { count: 0 };

export const jarObject = (env: Env, jarId: string) => {
  jarObjectCalls.count += 1;
  return env.JARS.get(env.JARS.idFromName(jarId));
};

export const nowIso = () => new Date(clock.now()).toISOString();

/** The object's answer, or its refusal as the call's error. */
export const unwrap = <T>(outcome: Outcome<T>): T =>
  outcome.ok ? outcome.data : fail(outcome.status, outcome.message);

/** The caller as the jar knows them: the member, else the guest's cookie (hashed), else nobody. */
export const callerOf = async (c: Context<OptionalMemberEnv>): Promise<JarCaller> => {
  const memberId = c.get("memberId");
  if (memberId !== undefined) return { memberId, guestKey: null };
  const cookie = getCookie(c, WRITER_COOKIE);
  const valid = cookie !== undefined && /^[A-Za-z0-9_-]{22}$/.test(cookie);
  return { memberId: null, guestKey: valid ? await sha256Hex(cookie) : null };
};

/**
 * The caller as a writer: a guest without a writer cookie gets one with the answer (their first letter
 * or photo anywhere).
 */
export const writerOf = async (c: Context<OptionalMemberEnv>): Promise<JarCaller> => {
  const caller = await callerOf(c);
  if (caller.memberId !== null || caller.guestKey !== null) return caller;
  const cookie = randomToken();
  setCookie(c, WRITER_COOKIE, cookie, {
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
    maxAge: WRITER_COOKIE_MAX_AGE,
  });
  return { memberId: null, guestKey: await sha256Hex(cookie) };
};

const memberName = async (db: D1Database, memberId: number) => {
  const row = await db.prepare("SELECT name FROM members WHERE id = ?").bind(memberId).first<{ name: string }>();
  return row?.name ?? fail(401, LOGIN_REQUIRED);
};

// The stamp catalogue is seeded and fixed (migrations 0002, 0021); read once per isolate, each stamp
// with its occasion (null for the eight praise stamps).
let stampOccasions: Promise<Map<number, JarOccasion | null>> | null = null;
/** The stamp's occasion (null: a praise stamp); 400 for a stamp that does not exist. */
const stampOccasion = async (db: D1Database, id: number) => {
  stampOccasions ??= db
    .prepare("SELECT id, occasion FROM stamps")
    .all<{ id: number; occasion: JarOccasion | null }>()
    .then(({ results }) => new Map(results.map((row) => [row.id, row.occasion])))
    .catch((error) => {
      stampOccasions = null;
      throw error;
    });
  const occasion = (await stampOccasions).get(id);
  return occasion === undefined ? fail(400, STAMP_REQUIRED) : occasion;
};

export const jarRoutes = new Hono<AppEnv>()
  .post("/", requireMember, jsonBody(CreateJarRequestSchema), async (c) => {
    const body = c.req.valid("json");
    const memberId = c.get("memberId");
    const today = jarToday();
    if (body.opensOn < today || body.opensOn > addDays(today, JAR_OPENS_WITHIN_DAYS))
      return fail(400, JAR_MESSAGES.opensOnRange);
    const db = c.env.DB;
    const creatorName = await memberName(db, memberId);
    const jarId = randomToken();
    const keepKey = randomToken();
    const title = body.title ?? suggestedJarTitle(body.recipientName, body.occasion);
    // At most JARS_PER_DAY_MAX in 24 hours, counted by the insert itself: two at once cannot both be
    // the tenth (decision 041).
    const made = await db
      .prepare(
        `INSERT INTO jars (id, creator_id, title, recipient_name, occasion, opens_on, keep_key, letter_count)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?8, 0
          WHERE (SELECT COUNT(*) FROM jars WHERE creator_id = ?2
                   AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day')) < ?7`,
      )
      .bind(jarId, memberId, title, body.recipientName, body.occasion, body.opensOn, JARS_PER_DAY_MAX, keepKey)
      .run();
    if (made.meta.changes === 0) return fail(429, JAR_MESSAGES.madeToday);
    try {
      const settings = { jarId, creatorId: memberId, creatorName, ...body, title, keepKey };
      unwrap(await jarObject(c.env, jarId).init(settings, nowIso()));
    } catch (error) {
      // No jar in a list without its object.
      await db.prepare("DELETE FROM jars WHERE id = ?").bind(jarId).run();
      throw error;
    }
    return ok(c, { jarId, keepKey }, 201);
  })
  .get("/", requireMember, async (c) => {
    const summaryOf = async (jarId: string) => jarObject(c.env, jarId).summary();
    return ok<MyJars>(c, await myJars(c.env, c.get("memberId"), summaryOf));
  })
  .get("/:jarId", optionalMember, params(JarParamsSchema), async (c) => {
    const { jarId } = c.req.valid("param");
    return ok(c, unwrap(await jarObject(c.env, jarId).view(await callerOf(c), jarToday(jarId))));
  })
  .patch("/:jarId", requireMember, params(JarParamsSchema), jsonBody(CloseJarRequestSchema), async (c) => {
    const { jarId } = c.req.valid("param");
    const { closed } = c.req.valid("json");
    unwrap(await jarObject(c.env, jarId).setClosed({ memberId: c.get("memberId"), guestKey: null }, closed));
    await c.env.DB.prepare("UPDATE jars SET closed = ? WHERE id = ?")
      .bind(closed ? 1 : 0, jarId)
      .run();
    return ok(c, null);
  })
  .post("/:jarId/letters", optionalMember, params(JarParamsSchema), jsonBody(WriteLetterRequestSchema), async (c) => {
    const { jarId } = c.req.valid("param");
    const body = c.req.valid("json");
    const db = c.env.DB;
    const stampOf = await stampOccasion(db, body.honeyStampId);
    const memberId = c.get("memberId");
    const writerName =
      memberId !== undefined ? await memberName(db, memberId) : (body.writerName ?? fail(400, JAR_MESSAGES.writerName));
    const caller = await writerOf(c);
    const letter = {
      writerName,
      content: body.content,
      honeyStampId: body.honeyStampId,
      stampOccasion: stampOf,
      anonymous: body.anonymous,
      photoId: body.photoId,
    };
    const written = unwrap(await jarObject(c.env, jarId).write(caller, letter, nowIso()));
    const wroteIn = db.prepare("INSERT OR IGNORE INTO jar_writers (member_id, jar_id) VALUES (?, ?)");
    await db.batch([
      countLetters(db, jarId, 1),
      ...(memberId !== undefined && written.first ? [wroteIn.bind(memberId, jarId)] : []),
    ]);
    return ok(c, { letterId: written.letterId }, 201);
  })
  .patch(
    "/:jarId/letters/:letterId",
    optionalMember,
    params(LetterParamsSchema),
    jsonBody(EditLetterRequestSchema),
    async (c) => {
      const { jarId, letterId } = c.req.valid("param");
      const body = c.req.valid("json");
      const letter = { ...body, stampOccasion: await stampOccasion(c.env.DB, body.honeyStampId) };
      unwrap(await jarObject(c.env, jarId).edit(await callerOf(c), letterId, letter));
      return ok(c, null);
    },
  )
  .delete("/:jarId/letters/:letterId", optionalMember, params(LetterParamsSchema), async (c) => {
    const { jarId, letterId } = c.req.valid("param");
    unwrap(await jarObject(c.env, jarId).remove(await callerOf(c), letterId));
    await countLetters(c.env.DB, jarId, -1).run();
    return ok(c, null);
  })
  // The creator's undo of 숨기기 (jar-hiding.ts): the letter counts again in the creator's list.
  .post("/:jarId/letters/:letterId/unhide", requireMember, params(LetterParamsSchema), async (c) => {
    const { jarId, letterId } = c.req.valid("param");
    const caller = { memberId: c.get("memberId"), guestKey: null };
    unwrap(await jarObject(c.env, jarId).unhide(caller, letterId, jarToday(jarId)));
    await countLetters(c.env.DB, jarId, 1).run();
    return ok(c, null);
  })
  .get("/:jarId/opening", params(JarParamsSchema), query(OpeningQuerySchema), async (c) => {
    const { jarId } = c.req.valid("param");
    const { key } = c.req.valid("query");
    return ok(c, unwrap(await jarObject(c.env, jarId).opening(key, jarToday(jarId))));
  })
  .post("/:jarId/keep", requireMember, params(JarParamsSchema), jsonBody(KeepJarRequestSchema), async (c) => {
    const { jarId } = c.req.valid("param");
    const { keepKey } = c.req.valid("json");
    const memberId = c.get("memberId");
    const jar = jarObject(c.env, jarId);
    const now = nowIso();
    const kept = unwrap(await jar.keep(keepKey, jarToday(jarId), memberId, now));
    try {
      const groupId = await keepInD1(c.env.DB, memberId, kept.settings, kept.letters, now);
      await enqueueJarKept(c.env, jarId);
      return ok(c, { groupId, count: kept.letters.length }, 201);
    } catch (error) {
      // The letters are not in D1: the jar is not kept, and may be kept again.
      await jar.unkeep(memberId);
      throw error;
    }
  });
