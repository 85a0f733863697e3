// Monthly recap: GET /api/recap?month=YYYY-MM (the member's own month in Asia/Seoul; this
// month when left out). See docs/closing-the-loop.md.
import * as v from "valibot";
import { requestBody } from "./body";
import { KST_OFFSET_MS } from "./days";

export const RECAP_MESSAGES = { month: "month는 2026-11처럼 보내주세요." } as const;

export const RecapQuerySchema = requestBody(
  {
    month: v.optional(
      v.pipe(v.string(RECAP_MESSAGES.month), v.regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, RECAP_MESSAGES.month)),
    ),
  },
  {},
);

const Totals = v.object({ received: v.number(), sent: v.number() });

export const RecapPraiseSchema = v.object({
  direction: v.picklist(["received", "sent"]),
  /** The sender of received praise, the receiver of sent praise (the first one it names). */
  name: v.string(),
  /** (ours, decision 023) Everyone a sent praise names, in the order typed; left out on received praise. */
  receiverNames: v.optional(v.array(v.string())),
  content: v.string(),
  stampUrl: v.string(),
  stampName: v.string(),
  /** ISO 8601: when it was saved (received) or delivered (sent). */
  date: v.string(),
});
export type RecapPraise = v.InferOutput<typeof RecapPraiseSchema>;

export const RecapSchema = v.object({
  /** YYYY-MM, Asia/Seoul. */
  month: v.string(),
  /** Whether it is the current month (still going). */
  current: v.boolean(),
  /** YYYY-MM, Asia/Seoul: the month the member joined, the first one there is to look back on. */
  joinedMonth: v.string(),
  received: v.number(),
  sent: v.number(),
  previous: v.object({ month: v.string(), ...Totals.entries }),
  /** Up to 3 stamps on the month's praise (received and sent), most first. */
  topStamps: v.array(v.object({ stampName: v.string(), imageUrl: v.string(), count: v.number() })),
  /** The member's group with the most praise this month (saved into it or sent from it). */
  topJar: v.nullable(v.object({ groupId: v.number(), groupName: v.string(), count: v.number() })),
  first: v.nullable(RecapPraiseSchema),
  latest: v.nullable(RecapPraiseSchema),
  /** (ours, decision 022) Relays the member continued (sent) and received (kept) this month. */
  relays: v.optional(v.object({ continued: v.number(), received: v.number() }), { continued: 0, received: 0 }),
});
export type Recap = v.InferOutput<typeof RecapSchema>;

const pad = (n: number) => String(n).padStart(2, "0");

/** The Seoul month (YYYY-MM) an instant falls in. */
export const seoulMonthOf = (epochMs: number) => {
  const seoul = new Date(epochMs + KST_OFFSET_MS);
  return `${seoul.getUTCFullYear()}-${pad(seoul.getUTCMonth() + 1)}`;
};

/** The month before or after (YYYY-MM). */
export const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
};

/** [start, end) of a Seoul month as UTC ISO strings, comparable with the stored timestamps. */
export const seoulMonthRange = (month: string): [string, string] => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const at = (monthIndex: number) => new Date(Date.UTC(y, monthIndex, 1) - KST_OFFSET_MS).toISOString();
  return [at(m - 1), at(m)];
};
