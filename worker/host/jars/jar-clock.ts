// The jars' idea of today (KST). Worker tests move `clock.now`; the local environment's emulators may
// move the jars' day ahead (`POST /__dev/jar-clock`, local only) so a browser journey can open a jar
// on its day without touching the clock that sessions and e-mail codes run on.
import { DAY_MS, kstDay } from "../../contract/days";
import { clock } from "../auth/clock";

export { addDays } from "../../contract/days";

export const jarClock = {
  /** Days added to the real date; 0 outside the local environment. */
  aheadDays: 0,
};

export const jarToday = () => kstDay(clock.now() + jarClock.aheadDays * DAY_MS);
