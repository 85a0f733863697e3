// '2026.11.22 획득' for an earned badge (the date in the viewer's time zone), '미획득' otherwise.

export const NOT_EARNED = "미획득";

const pad = (n: number) => String(n).padStart(2, "0");

/** '2026.11.22' from an ISO date; null when it cannot be read. */
export const formatDotDate = (iso: string): string | null => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
};

export const earnedLabel = (completedDate: string | null): string => {
  if (!completedDate) return NOT_EARNED;
  const day = formatDotDate(completedDate);
  return day ? `${day} 획득` : "획득";
};
