// The jars' idea of today (KST). Worker tests move `clock.now`; the local environment's emulators may
// move the jars' day ahead (`POST /__dev/jar-clock`, local only) so a browser journey can open a jar
// on its day without touching the clock that sessions and e-mail codes run on.
import { kstDay } from "../../contract/jar";
import { clock } from "../auth/clock";

const DAY_MS = 86_400_000;

export const jarClock = {
  /** Days added to the real date; 0 outside the local environment. */
  aheadDays: 0,
};

export const jarToday = () => kstDay(clock.now() + jarClock.aheadDays * DAY_MS);

/** The day `days` after `day` (YYYY-MM-DD). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
