// Dates as Korean screens write them: '2026.11.22', in the viewer's time zone.

import { kstFullDateText } from "@contract/days";

const pad = (n: number) => String(n).padStart(2, "0");

/** '2026.11.22' from an ISO date; '' when it cannot be read. */
export const formatDotDate = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
};

/** '3월 2일', or '2025년 12월 1일' outside the year of `nowMs`; '' when it cannot be read. */
export const formatKoreanDate = (iso: string, nowMs: number): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const day = `${date.getMonth() + 1}월 ${date.getDate()}일`;
  return date.getFullYear() === new Date(nowMs).getFullYear() ? day : `${date.getFullYear()}년 ${day}`;
};

/** '2026년 11월 29일', the day of `ms` in Seoul whatever the phone's time zone (a consent's record). */
export const formatSeoulFullDate = kstFullDateText;
