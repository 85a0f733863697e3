// A shared jar's days as its screens say them. The jar's calendar is KST (docs/api.md fourth round), so
// "today" is the KST day whatever the phone's own time zone.
import { addDays, dDayLabel, kstDay, monthDayWeekdayText } from "@contract/days";
import { JAR_OPENS_WITHIN_DAYS } from "@contract/jar";

export { addDays };

/** Today in KST, YYYY-MM-DD. */
export const jarToday = (now = Date.now()) => kstDay(now);

/** The days a jar may open on: today to 60 days ahead. */
export const opensOnRange = (today: string) => ({ min: today, max: addDays(today, JAR_OPENS_WITHIN_DAYS) });

/** '3월 5일 (수)' from '2026-03-05'; the day itself where it cannot be read. */
export const jarDayText = monthDayWeekdayText;

/** '3월 5일 (수) · D-7' — the opening day and how far off it is. */
export const opensOnText = (opensOn: string, today: string) => `${jarDayText(opensOn)} · ${dDayLabel(today, opensOn)}`;

/** '3월 5일 (수)에 열어요 · D-7', or '오늘 열어요' — under the form's date field. */
export const opensOnNote = (opensOn: string, today: string) =>
  opensOn === today ? "오늘 열어요" : `${jarDayText(opensOn)}에 열어요 · ${dDayLabel(today, opensOn)}`;
