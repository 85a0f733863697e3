// Limits and patterns shared by the host's validation and the client's forms (SPEC §5, §9).
export const NAME_MAX = 8;
export const GROUP_NAME_MAX = 15;
export const PRAISE_MAX = 180;
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_SECONDS = 300;
// Every deliverable address of the usual form (decision 035, widening SPEC §5's list of suffixes): a
// local part of letters, digits and . _ + - (no leading, trailing or doubled dot), @, a domain of
// labels (letters, digits, inner hyphens; an IDN in punycode, xn--…) ending in a TLD of two or more
// letters or a punycode TLD; at most 64 characters before the @ and 254 in all.
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)(?=.{3,254}$)[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * The tail of a message about a text past its limit, after the limit's number ('편지는 ' + JAR_LETTER_MAX + this).
 * Constants, not a function: each message stays a literal in the bundle (vite.config.ts, inlineConst).
 */
export const WITHIN_CHARACTERS = "자 이내로 입력해주세요.";
export const WITHIN_LINES = "줄 이내로 써주세요.";

export const KOREAN_MESSAGES = {
  nameTooLong: "8자 이내로 입력해주세요.",
  groupNameTooLong: "15자 이내로 입력해주세요.",
  emailInvalid: "올바른 이메일 형식으로 입력해주세요.",
  unsafeCharacter: "사용할 수 없는 문자가 들어 있어요.",
  /** Fits the limit as seen, but its combined emoji or marks exceed what a row can hold (decision 008). */
  tooComplex: "이모지나 기호가 너무 많아 저장할 수 없어요. 조금 줄여주세요.",
} as const;

// ---------- Text as a person sees it (decision 008) ----------

/**
 * A group name as names are compared for uniqueness: in NFC and without spaces (space, tab, no-break
 * and ideographic space), so '우리 팀', '우리팀' and a decomposed '우리팀' are one name. The host's
 * groups.name_key holds the same (migration 0007).
 */
export const groupNameKey = (name: string) => name.normalize("NFC").replace(/[ \t\u00a0\u3000]+/g, "");

/** A letter's first line with words in it, trimmed (the preview's description, the answer's quote). */
export const firstLineOf = (content: string) =>
  content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find(Boolean) ?? "";

// The first Intl.Segmenter a page makes is slow (ICU loads its break rules on the main thread), and
// every drawn page paid for it while its scripts ran, before it could answer a tap (decision 032).
// So the segmenter is made only when a text first needs it: text made only of the characters below
// is counted by its length, since no two of them ever join into one cluster (the set has no
// combining mark, joiner, conjoining jamo, emoji, surrogate or CR; Unicode annex 29).
let segmenter: Intl.Segmenter | undefined;
const graphemes = () => {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return segmenter;
};

/**
 * Text whose every UTF-16 unit is one cluster: tab, line feed, printable ASCII, CJK symbols and
 * punctuation (not U+302A–302F, which combine), CJK ideographs, Hangul syllables, full-width forms.
 */
const ONE_UNIT_CLUSTERS = /^[\t\n\x20-\x7e\u3000-\u3029\u3030-\u303f\u4e00-\u9fff\uac00-\ud7a3\uff01-\uff60]*$/;

/** Characters as a person counts them: grapheme clusters (👍🏽, 👨‍👩‍👧, 한 each count once). */
export const graphemeCount = (text: string) => {
  if (ONE_UNIT_CLUSTERS.test(text)) return text.length;
  let count = 0;
  for (const _ of graphemes().segment(text)) count += 1;
  return count;
};

/** The first `max` characters as a person counts them (never cuts an emoji or a syllable in half). */
export const takeGraphemes = (text: string, max: number) => {
  if (max >= 0 && ONE_UNIT_CLUSTERS.test(text)) return text.slice(0, max);
  let end = 0;
  let count = 0;
  for (const { segment } of graphemes().segment(text)) {
    if (count === max) break;
    end += segment.length;
    count += 1;
  }
  return text.slice(0, end);
};

/** Code points, as SQLite's length() counts the text the tables' CHECK constraints hold. */
export const codePointCount = (text: string) => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

const LINE_FEED = 0x0a;

/**
 * C0 and C1 controls (and DEL), bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069) and lone surrogates: invisible, or able to reorder or hide what others read.
 * The letter may keep line feeds.
 */
export const hasUnsafeCharacter = (text: string, { newlines = false } = {}) => {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code === LINE_FEED && newlines) continue;
    if (
      code <= 0x1f ||
      (code >= 0x7f && code <= 0x9f) ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069) ||
      (code >= 0xd800 && code <= 0xdfff) // only a lone one: iterating joins a pair into one code point
    ) {
      return true;
    }
  }
  return false;
};
