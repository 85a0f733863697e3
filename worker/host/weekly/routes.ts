// GET /api/member/week (home's week) and GET /api/member/people (send step 1's recent people and the
// '우리 팀' page): the calling member's own rows only (decision 034).
import { Hono } from "hono";
import { seoulWeekOf } from "../../contract/week";
import { ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { clock } from "../auth/clock";
import { requireMember } from "../auth/require-member";
import { readPeople, readWeek, weekAtAGlance } from "./queries";

export const weeklyRoutes = new Hono<AppEnv>()
  .get("/week", requireMember, async (c) => {
    const now = clock.now();
    const week = seoulWeekOf(now);
    return ok(c, weekAtAGlance(await readWeek(c.env.DB, c.get("memberId"), week, now), week));
  })
  .get("/people", requireMember, async (c) => ok(c, await readPeople(c.env.DB, c.get("memberId"))));
