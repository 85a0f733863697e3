// The /jar/new form's rules: what a member may type, the title offered from the name and the occasion
// until they write their own, and the request checked with the contract's own schema (its Korean
// messages) before it is sent.
import { JAR_OPENS_ON_RANGE, JAR_TITLE_MAX, type JarOccasion, suggestedJarTitle } from "@contract/jar";
import { type CreateJarRequest, CreateJarRequestSchema } from "@contract/jar-requests";
import { graphemeCount, KOREAN_MESSAGES, NAME_MAX, WITHIN_CHARACTERS } from "@contract/rules";
import * as v from "valibot";
import { addDays, opensOnRange } from "../../lib/jar-days";

/** The day offered at first: a week ahead, time enough for a team to write. */
export const DEFAULT_OPENS_IN_DAYS = 7;

export const JAR_FORM_MESSAGES = {
  nameTooLong: KOREAN_MESSAGES.nameTooLong,
  // The schema's words for a long title, from the same parts: a template is no constant the build
  // inlines (vite.config.ts), and exported it would be an import for the drawn pages' jar chunk.
  titleTooLong: `제목은 ${JAR_TITLE_MAX}${WITHIN_CHARACTERS}`,
  opensOnRange: JAR_OPENS_ON_RANGE,
  failed: "꿀단지를 만들지 못했어요. 입력한 내용은 그대로 있어요.",
} as const;

export type JarForm = {
  recipientName: string;
  occasion: JarOccasion | null;
  /** The member's own title; shown only once they have typed in the field. */
  title: string;
  titleEdited: boolean;
  opensOn: string;
  /** Letters without a name are allowed (decision 036); off unless the member turns it on. */
  anonymousAllowed: boolean;
};

export type JarField = "recipientName" | "occasion" | "title" | "opensOn";
export type JarFieldErrors = Partial<Record<JarField, string>>;

export const initialJarForm = (today: string): JarForm => ({
  recipientName: "",
  occasion: null,
  title: "",
  titleEdited: false,
  opensOn: addDays(today, DEFAULT_OPENS_IN_DAYS),
  anonymousAllowed: false,
});

/** Typing past a limit is not taken (SPEC §5, as the send flow's name): the message says why. */
export const fitsName = (value: string) => graphemeCount(value) <= NAME_MAX;
export const fitsTitle = (value: string) => graphemeCount(value) <= JAR_TITLE_MAX;

/** The title the two fields suggest ('이달콤님의 송별 꿀단지'); '' until both are there. */
export const suggestedTitleOf = ({ recipientName, occasion }: JarForm) => {
  const name = recipientName.trim().normalize("NFC");
  return name && occasion ? suggestedJarTitle(name, occasion) : "";
};

/** What the title field shows: the suggestion until the member edits it. */
export const shownTitle = (form: JarForm) => (form.titleEdited ? form.title : suggestedTitleOf(form));

const FIELDS: readonly JarField[] = ["recipientName", "occasion", "title", "opensOn"];

/** The request to send, or each field's first broken rule (the contract's messages). */
export const checkJarForm = (
  form: JarForm,
  today: string,
): { request: CreateJarRequest; errors?: undefined } | { request?: undefined; errors: JarFieldErrors } => {
  const title = shownTitle(form);
  const parsed = v.safeParse(CreateJarRequestSchema, {
    recipientName: form.recipientName,
    occasion: form.occasion ?? "",
    // A cleared title is left to the host, which names the jar as suggested.
    ...(title.trim() === "" ? {} : { title }),
    opensOn: form.opensOn,
    anonymousAllowed: form.anonymousAllowed,
  });
  const errors: JarFieldErrors = {};
  if (!parsed.success) {
    const nested = v.flatten<typeof CreateJarRequestSchema>(parsed.issues).nested ?? {};
    for (const field of FIELDS) {
      const first = nested[field]?.[0];
      if (first) errors[field] = first;
    }
  }
  // The host's range (today to 60 days ahead), which also names a day missing or unreadable.
  const { min, max } = opensOnRange(today);
  if (!(form.opensOn >= min && form.opensOn <= max)) errors.opensOn = JAR_OPENS_ON_RANGE;
  return parsed.success && !errors.opensOn ? { request: parsed.output } : { errors };
};

/** The fields in the order they are shown: where the focus goes on a failed check. */
export const firstInvalid = (errors: JarFieldErrors) => FIELDS.find((field) => errors[field]);
