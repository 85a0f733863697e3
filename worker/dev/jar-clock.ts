// POST /__dev/jar-clock { aheadDays, jarId? }: moves the shared jars' "today" ahead (local only), so a
// browser journey can open a jar on its day; with `jarId`, that jar's alone. Sessions and e-mail codes
// keep the real clock.
import { Hono } from "hono";
import * as v from "valibot";
import { jarClock } from "../host/jars/jar-clock";
import type { AppEnv } from "../lib/types";
import { jsonBody } from "../lib/validate";

const AheadSchema = v.object({
  aheadDays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(366)),
  jarId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/))),
});

export const jarClockEmulator = new Hono<AppEnv>().post("/", jsonBody(AheadSchema), (c) => {
  const { aheadDays, jarId } = c.req.valid("json");
  if (jarId === undefined) jarClock.aheadDays = aheadDays;
  else if (aheadDays === 0) jarClock.byJar.delete(jarId);
  else jarClock.byJar.set(jarId, aheadDays);
  return c.json({ aheadDays, ...(jarId ? { jarId } : {}) });
});
