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

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"] as const;

/** '12월 3일' from YYYY-MM-DD (a calendar date: no zone moves it). */
export const monthDayText = (day: string) => {
  const [, month, date] = day.split("-").map(Number);
  return `${month}월 ${date}일`;
};

/** '3월 5일 (수)' from '2026-03-05'; the day itself where it cannot be read. */
export const monthDayWeekdayText = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return `${monthDayText(day)} (${WEEKDAYS[date.getUTCDay()]})`;
};

/** '2026년 11월 29일', the KST day of an instant whatever the reader's zone. */
export const kstFullDateText = (ms: number) => {
  const [year, month, date] = kstDay(ms).split("-").map(Number);
  return `${year}년 ${month}월 ${date}일`;
};

/** A stored UTC timestamp as Seoul reads it: 'YYYY-MM-DD HH:mm' (or with ':ss'); the input where it cannot be read. */
export const kstDateTime = (iso: string, precision: "minute" | "second" = "minute") => {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const text = new Date(time + KST_OFFSET_MS).toISOString().replace("T", " ");
  return text.slice(0, precision === "minute" ? 16 : 19);
};
