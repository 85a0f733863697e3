// The jars' idea of today (KST). Worker tests move `clock.now`; the local environment's emulators may
// move the jars' day ahead (`POST /__dev/jar-clock`, local only) so a browser journey can open a jar
// on its day without touching the clock that sessions and e-mail codes run on. A journey moves its own
// jar's day: the browser files run side by side, and another file's jar keeps the real one.
import { DAY_MS, kstDay } from "../../contract/days";
import { clock } from "../auth/clock";

export { addDays } from "../../contract/days";

export const jarClock = {
  /** Days added to the real date for every jar; 0 outside the local environment. */
  aheadDays: 0,
  /** Days added for one jar alone (its id), over `aheadDays`. */
  byJar: new Map<string, number>(),
};

/** Today for `jarId` (a jar's own day, if the local emulator moved it), or for jars at large. */
export const jarToday = (jarId?: string) =>
  kstDay(clock.now() + ((jarId === undefined ? undefined : jarClock.byJar.get(jarId)) ?? jarClock.aheadDays) * DAY_MS);
