// Request-body objects whose every issue reads as Korean: a missing key names the field. The contract's
// schema makers are marked free of side effects, so a schema a chunk makes but never uses is left out.

import * as v from "valibot";
import { BAD_REQUEST } from "./errors";

export const required = /* @__NO_SIDE_EFFECTS__ */ (label: string) => `${label} 값이 필요해요.`;
/** After a field's name: a value of the wrong form or range ('jarId 값이 올바르지 않아요.'). */
export const NOT_VALID = "값이 올바르지 않아요.";

/**
 * An object of `entries` whose missing key reads '<label> 값이 필요해요.', or, for a key in `missing`,
 * the words the pages say for that field left empty (a stamp not chosen), so a refusal drawn beside
 * the field's own message says the same thing once.
 */
export const requestBody = /* @__NO_SIDE_EFFECTS__ */ <E extends v.ObjectEntries>(
  entries: E,
  labels: { [K in keyof E]?: string },
  missing: { [K in keyof E]?: string } = {},
) =>
  v.object(entries, (issue) => {
    if (issue.expected === "Object") return BAD_REQUEST;
    const key = issue.path?.at(-1)?.key as keyof E | undefined;
    return (key !== undefined && missing[key]) || required((key !== undefined && labels[key]) || String(key ?? "요청"));
  });

export const nonEmptyText = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.pipe(v.string(required(label)), v.trim(), v.nonEmpty(required(label)));
