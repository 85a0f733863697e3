// POST /__dev/jar-clock { aheadDays }: moves the shared jars' "today" ahead (local only), so a browser
// journey can open a jar on its day. Sessions and e-mail codes keep the real clock.
import { Hono } from "hono";
import * as v from "valibot";
import { jarClock } from "../host/jars/jar-clock";
import type { AppEnv } from "../lib/types";
import { jsonBody } from "../lib/validate";

const AheadSchema = v.object({ aheadDays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(366)) });

export const jarClockEmulator = new Hono<AppEnv>().post("/", jsonBody(AheadSchema), (c) => {
  jarClock.aheadDays = c.req.valid("json").aheadDays;
  return c.json({ aheadDays: jarClock.aheadDays });
});
