// PATCH /api/group/{receive,send}-praise/change (moving praise between the caller's groups) and
// DELETE /api/receive-praise (deleting received praise): all or nothing. Each is
// ONE statement whose WHERE clause re-checks ownership of every row and of the target group, so a
// list with a single foreign or missing id changes nothing.
import { Hono } from "hono";
import { SELECTION_NOT_FOUND_MESSAGE } from "../../contract/praise";
import { DeleteReceivedQuerySchema, MovePraiseRequestSchema } from "../../contract/praise-requests";
import { fail, ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { jsonBody, query } from "../../lib/validate";
import { requireMember } from "../auth/require-member";
import { ownsGroup } from "../groups/owner";
import { type KeptPhotoRow, keptPhotoColumns, letKeptPhotosGo } from "../jars/kept-photos";

const NOT_YOURS = SELECTION_NOT_FOUND_MESSAGE;
const marks = (n: number) => Array(n).fill("?").join(", ");

const moveSql = {
  receive: (n: number) =>
    `UPDATE received_praises SET group_id = ?1
      WHERE member_id = ?2 AND id IN (${marks(n)})
        AND ${ownsGroup("?1", "?2")}
        AND (SELECT COUNT(*) FROM received_praises WHERE member_id = ?2 AND id IN (${marks(n)})) = ${n}`,
  send: (n: number) =>
    `UPDATE praises SET sender_group_id = ?1
      WHERE sender_id = ?2 AND send_status <> 'FAIL' AND id IN (${marks(n)})
        AND ${ownsGroup("?1", "?2")}
        AND (SELECT COUNT(*) FROM praises WHERE sender_id = ?2 AND send_status <> 'FAIL' AND id IN (${marks(n)})) = ${n}`,
};

const move = (direction: keyof typeof moveSql) =>
  new Hono<AppEnv>().patch("/", requireMember, jsonBody(MovePraiseRequestSchema), async (c) => {
    const { praiseIdList, groupId } = c.req.valid("json");
    const result = await c.env.DB.prepare(moveSql[direction](praiseIdList.length))
      .bind(groupId, c.get("memberId"), ...praiseIdList, ...praiseIdList)
      .run();
    if (result.meta.changes !== praiseIdList.length) return fail(404, NOT_YOURS);
    return ok(c, null);
  });

/** Mounted at /api/group: PATCH /receive-praise/change and /send-praise/change. */
export const praiseChangeRoutes = new Hono<AppEnv>()
  .route("/receive-praise/change", move("receive"))
  .route("/send-praise/change", move("send"));

/** Mounted at /api/receive-praise: DELETE ?id=1,2,3 (the caller's own received praise only). */
export const receivedDeleteRoutes = new Hono<AppEnv>().delete(
  "/",
  requireMember,
  query(DeleteReceivedQuerySchema),
  async (c) => {
    const ids = c.req.valid("query").id;
    // Counted by RETURNING, not meta.changes: D1's count includes rows a foreign key cascades to
    // (a saved copy's reaction), which are not the rows asked for.
    const { results } = await c.env.DB.prepare(
      `DELETE FROM received_praises WHERE member_id = ?1 AND id IN (${marks(ids.length)})
        AND (SELECT COUNT(*) FROM received_praises WHERE member_id = ?1 AND id IN (${marks(ids.length)})) = ${ids.length}
       RETURNING id, ${keptPhotoColumns("received_praises.praise_id")}`,
    )
      .bind(c.get("memberId"), ...ids, ...ids)
      .all<{ id: number } & KeptPhotoRow>();
    if (results.length !== ids.length) return fail(404, "선택한 꿀을 찾을 수 없어요.");
    await letKeptPhotosGo(c.env, c.get("memberId"), results);
    return ok(c, null);
  },
);
