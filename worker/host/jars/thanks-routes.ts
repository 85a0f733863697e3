// The jar people keep (docs/api.md fifth round): the opening read with the key in the body, the keeper's
// reaction to each letter and one thank-you to everyone who wrote (decision 036). The jar's object
// holds the answer; D1 keeps what a writer's lists read (jars.thanks_at, jar_writers.reaction), and
// each member writer is mailed the thanks (decision 034).
import { Hono } from "hono";
import { JAR_MESSAGES } from "../../contract/jar";
import { JarParamsSchema, KeepJarRequestSchema, LetterParamsSchema } from "../../contract/jar-requests";
import { ReactionRequestSchema, ThanksRequestSchema } from "../../contract/jar-thanks";
import { fail, ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { jsonBody, params } from "../../lib/validate";
import { optionalMember } from "../auth/optional-member";
import { requireMember } from "../auth/require-member";
import { enqueueJarThanks } from "../mail/outbox";
import { jarToday } from "./jar-clock";
import { jarObject, nowIso, unwrap } from "./routes";

export const jarThanksRoutes = new Hono<AppEnv>()
  // Anyone with the key reads the letters from the day on (keeping still needs a member).
  // The keeper (a member with the session) is told so, with the group it became: a reload or the
  // message tapped again shows the keeper's answers, not a 403 after their first tap.
  .post("/:jarId/opening", optionalMember, params(JarParamsSchema), jsonBody(KeepJarRequestSchema), async (c) => {
    const { jarId } = c.req.valid("param");
    const { keepKey } = c.req.valid("json");
    const opening = unwrap(await jarObject(c.env, jarId).opening(keepKey, jarToday(jarId), true));
    const memberId = c.get("memberId");
    if (!opening.kept || memberId === undefined) return ok(c, opening);
    const kept = await c.env.DB.prepare("SELECT group_id FROM jars WHERE id = ? AND kept_by = ?")
      .bind(jarId, memberId)
      .first<{ group_id: number | null }>();
    return ok(c, {
      ...opening,
      keptByYou: kept !== null,
      ...(kept?.group_id != null ? { groupId: kept.group_id } : {}),
    });
  })
  .put(
    "/:jarId/letters/:letterId/reaction",
    requireMember,
    params(LetterParamsSchema),
    jsonBody(ReactionRequestSchema),
    async (c) => {
      const { jarId, letterId } = c.req.valid("param");
      const { reaction } = c.req.valid("json");
      const { writerId } = unwrap(await jarObject(c.env, jarId).react(c.get("memberId"), letterId, reaction));
      if (writerId !== null) {
        await c.env.DB.prepare("UPDATE jar_writers SET reaction = ? WHERE member_id = ? AND jar_id = ?")
          .bind(reaction, writerId, jarId)
          .run();
      }
      return ok(c, null);
    },
  )
  // The keepsake (docs/api.md fifth round): the keeper's printable page of every letter, photos included,
  // read with their session (no key to carry). Anyone else: 404, as for a jar they cannot see.
  .get("/:jarId/keepsake", requireMember, params(JarParamsSchema), async (c) => {
    const { jarId } = c.req.valid("param");
    const kept = await c.env.DB.prepare("SELECT 1 AS ok FROM jars WHERE id = ? AND kept_by = ?")
      .bind(jarId, c.get("memberId"))
      .first();
    const jar = jarObject(c.env, jarId);
    const summary = kept ? await jar.summary() : null;
    if (!summary?.kept) return fail(404, JAR_MESSAGES.notFound);
    return ok(c, unwrap(await jar.opening(summary.keepKey, jarToday(jarId), true)));
  })
  .post("/:jarId/thanks", requireMember, params(JarParamsSchema), jsonBody(ThanksRequestSchema), async (c) => {
    const { jarId } = c.req.valid("param");
    const { content } = c.req.valid("json");
    const now = nowIso();
    unwrap(await jarObject(c.env, jarId).thank(c.get("memberId"), content, now));
    await c.env.DB.prepare("UPDATE jars SET thanks_at = ? WHERE id = ?").bind(now, jarId).run();
    await enqueueJarThanks(c.env, jarId);
    return ok(c, null, 201);
  });
