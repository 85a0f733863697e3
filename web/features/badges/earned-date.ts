// '2026.11.22 획득' for an earned badge (the date in the viewer's time zone), '미획득' otherwise.

import { formatDotDate } from "../../lib/format-date";

export const NOT_EARNED = "미획득";

export const earnedLabel = (completedDate: string | null): string => {
  if (!completedDate) return NOT_EARNED;
  const day = formatDotDate(completedDate);
  return day ? `${day} 획득` : "획득";
};
