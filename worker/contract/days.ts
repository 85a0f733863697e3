// The calendar both sides count in: Korea's (KST, UTC+9, no daylight saving), whatever the server's
// or the phone's own zone. Days are written YYYY-MM-DD and read as calendar dates.

export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 86_400_000;

/** The KST calendar day of an instant, YYYY-MM-DD. */
export const kstDay = (ms: number) => new Date(ms + KST_OFFSET_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The day `days` after `day` (both YYYY-MM-DD). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 'D-3', 'D-DAY' (and nothing negative: the day has come). */
export const dDayLabel = (today: string, opensOn: string) => {
  const days = daysBetween(today, opensOn);
  return days > 0 ? `D-${days}` : "D-DAY";
};
