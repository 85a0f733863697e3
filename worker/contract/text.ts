// Text a person types and others read (names, group names, the letter, email): refused when it
// carries invisible or reordering characters, trimmed, and counted as a person sees it (decision 008).
import * as v from "valibot";
import { codePointCount, graphemeCount, hasUnsafeCharacter, KOREAN_MESSAGES } from "./rules";

type VisibleTextRule = {
  /** Not a string (or missing). */
  required: string;
  /** Empty once trimmed. */
  empty: string;
  /** At most this many characters as a person counts them (grapheme clusters). */
  max: number;
  tooLong: string;
  /** The letter keeps line feeds. */
  newlines?: boolean;
  /**
   * The value goes into a column whose CHECK counts code points up to `max` (SQLite's length()).
   * A value that fits as seen but not as stored is refused with a 400 rather than failing the write.
   */
  stored?: boolean;
};

/** No control, bidi or lone-surrogate character (checked before trimming, so none hides at an edge). */
export const safeCharacters = /* @__NO_SIDE_EFFECTS__ */ (newlines = false) =>
  v.check<string, string>((text) => !hasUnsafeCharacter(text, { newlines }), KOREAN_MESSAGES.unsafeCharacter);

export const visibleText = /* @__NO_SIDE_EFFECTS__ */ ({
  required,
  empty,
  max,
  tooLong,
  newlines = false,
  stored = true,
}: VisibleTextRule) =>
  v.pipe(
    v.string(required),
    safeCharacters(newlines),
    v.trim(),
    v.normalize("NFC"),
    v.nonEmpty(empty),
    v.check((text) => graphemeCount(text) <= max, tooLong),
    v.check((text) => !stored || codePointCount(text) <= max, KOREAN_MESSAGES.tooComplex),
  );
