// The recap's words, shared by the page, its image and its KakaoTalk share.
import type { Recap } from "@contract/recap";

/** '11월' (and the year when it is not this year's). */
export const monthLabel = (month: string, thisYear = new Date().getFullYear()) => {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return year === thisYear ? `${m}월` : `${year}년 ${m}월`;
};

/** How a count compares with last month's, in words. */
export const comparison = (now: number, before: number) => {
  if (now === before) return "지난달과 같아요";
  return now > before ? `지난달보다 ${now - before}개 더` : `지난달보다 ${before - now}개 적어요`;
};

export const isEmptyMonth = (recap: Recap) => recap.received === 0 && recap.sent === 0;

/** One line for the share message: '받은 꿀 3개 · 보낸 꿀 2개 · 센스 만점'. */
export const recapSummary = (recap: Recap) =>
  [`받은 꿀 ${recap.received}개`, `보낸 꿀 ${recap.sent}개`, recap.topStamps[0]?.stampName].filter(Boolean).join(" · ");
