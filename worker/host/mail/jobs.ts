// The mail jobs the Cron Triggers and the app enqueue and the Queue consumer runs (decision 034).
import * as v from "valibot";

/** Fridays 18:00 KST (wrangler.toml [triggers]). */
export const FRIDAY_CRON = "0 9 * * 5";
/** Every day at 09:00 KST: the jars that open tomorrow. */
export const JAR_EVE_CRON = "0 0 * * *";

/** Members (or jars, or writers) a fan-out message enqueues at a time. */
export const PAGE = 100;

export const Job = v.variant("type", [
  v.object({ type: v.literal("friday-page"), week: v.string(), at: v.number(), after: v.number() }),
  v.object({ type: v.literal("friday"), week: v.string(), at: v.number(), memberId: v.number() }),
  v.object({ type: v.literal("jar-eve-page"), day: v.string(), after: v.string() }),
  v.object({ type: v.literal("jar-eve"), day: v.string(), jarId: v.string() }),
  v.object({ type: v.literal("jar-kept"), jarId: v.string() }),
  v.object({ type: v.literal("jar-thanks"), jarId: v.string() }),
  v.object({ type: v.literal("jar-thanks-writer"), jarId: v.string(), memberId: v.number() }),
]);
export type MailJob = v.InferOutput<typeof Job>;
