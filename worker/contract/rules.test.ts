// Counting characters as a person sees them without the segmenter's start-up cost (decision 008):
// text of one-unit clusters is counted by its length, everything else by Intl.Segmenter, and both
// give the segmenter's answer.
import { afterEach, describe, expect, it, vi } from "vitest";

const bySegmenter = (text: string) => [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)];

const SAMPLES = [
  "",
  "편지는 여는 날까지 받는 사람에게 보이지 않아요.",
  "함께한 순간, 고마웠던 일!\n응원의 말을 적어주세요 :) 100%",
  "「꿀단지」　ＡＢＣ！　漢字도 섞어서",
  "탭\t구분",
  "한\u1161", // a syllable and a conjoining vowel jamo: one cluster
  "\u1100\u1161\u11a8", // 각 spelled in jamo
  "e\u0301clair", // a combining accent
  "\u302e\u302f", // Hangul tone marks (combining)
  "줄\r\n바꿈", // CR LF is one cluster
  "좋아요 👍🏽 우리 👨‍👩‍👧 가족 🇰🇷",
  "ｶﾞ", // a half-width kana and its voiced mark: one cluster
  "\u200d가\ufe0f",
];

describe("graphemeCount and takeGraphemes", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("give the segmenter's answer for every sample, at every cut", async () => {
    const { graphemeCount, takeGraphemes } = await import("./rules");
    for (const text of SAMPLES) {
      const clusters = bySegmenter(text).map((s) => s.segment);
      expect(graphemeCount(text), text).toBe(clusters.length);
      for (let max = 0; max <= clusters.length + 1; max++)
        expect(takeGraphemes(text, max), `${text} / ${max}`).toBe(clusters.slice(0, max).join(""));
    }
  });

  it("count Korean, ASCII and CJK text without making a segmenter; a text with an emoji makes one, once", async () => {
    const made = vi.spyOn(Intl, "Segmenter");
    const { graphemeCount, takeGraphemes } = await import("./rules");
    expect(graphemeCount("편지는 여는 날까지 받는 사람에게 보이지 않아요.")).toBe(27);
    expect(takeGraphemes("팀에서 불리는 이름 (8자 이내)", 8)).toBe("팀에서 불리는 ");
    expect(graphemeCount("")).toBe(0);
    expect(made).not.toHaveBeenCalled();
    expect(graphemeCount("좋아요 👍🏽")).toBe(5);
    expect(takeGraphemes("👨‍👩‍👧 가족", 1)).toBe("👨‍👩‍👧");
    expect(made).toHaveBeenCalledTimes(1);
  });
});
