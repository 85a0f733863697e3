// The send flow's calls (docs/api.md "Praise"): the stamp list, sending, and the delivery check the page
// polls every 3 s (SPEC §9). One factory, so keys are named once. No retries here (SPEC §7).
import type { ClientConfig } from "@contract/client-config";
import { IDEMPOTENCY_KEY_HEADER, type SendCheck, SendCheckSchema } from "@contract/praise";
import type { SendPraiseRequestInput } from "@contract/praise-requests";
import { queryOptions, useMutation } from "@tanstack/react-query";
import * as v from "valibot";
import { api } from "./client";
import { stampsQuery } from "./stamps";
import { useRefreshWeekly } from "./weekly";

export const SEND_CHECK_INTERVAL_MS = 3000;
/** How often the complete page asks whether the receiver kept the praise yet. */
export const KEPT_CHECK_INTERVAL_MS = 5000;

/**
 * How often the two checks ask (decision 018). The real 3 s and 5 s, unless the worker's client settings
 * name a shorter interval, which only a local worker started for the browser tests does.
 */
export const pollIntervals = (config: ClientConfig | undefined) => ({
  check: config?.devPollIntervalMs ?? SEND_CHECK_INTERVAL_MS,
  receipt: config?.devPollIntervalMs ?? KEPT_CHECK_INTERVAL_MS,
});

export const sendQueries = {
  all: ["send-praise"] as const,
  stamps: stampsQuery,
  /** Polls until KakaoTalk has confirmed delivery (sendStatus other than FAIL). */
  check: (uuid: string, intervalMs = SEND_CHECK_INTERVAL_MS) =>
    queryOptions({
      queryKey: [...sendQueries.all, "check", uuid] as const,
      queryFn: ({ signal }): Promise<SendCheck> =>
        api.get("/api/send-praise/check", { query: { "praise-uuid": uuid }, schema: SendCheckSchema, signal }),
      retry: false,
      refetchInterval: (query) => (query.state.data && query.state.data.sendStatus !== "FAIL" ? false : intervalMs),
      refetchIntervalInBackground: true,
      gcTime: 0,
    }),
  /**
   * The same check, asked while the sender stays on the complete page, until the receiver
   * has kept the praise (savedAt) and answered it (reaction). Not in the background: a hidden tab
   * has no one to tell.
   */
  receipt: (uuid: string, intervalMs = KEPT_CHECK_INTERVAL_MS) =>
    queryOptions({
      queryKey: [...sendQueries.all, "receipt", uuid] as const,
      queryFn: ({ signal }): Promise<SendCheck> =>
        api.get("/api/send-praise/check", { query: { "praise-uuid": uuid }, schema: SendCheckSchema, signal }),
      retry: false,
      refetchInterval: (query) => (query.state.data?.savedAt && query.state.data.reaction ? false : intervalMs),
      gcTime: 0,
    }),
};

// Lenient on purpose: a missing uuid is logged by the caller, not turned into an error toast (SPEC §8).
const SentSchema = v.object({ uuid: v.optional(v.unknown()), shareToken: v.optional(v.unknown()) });

/** A sent praise: its uuid, and the token its KakaoTalk share carries to the webhook (decision 026). */
export type SendAnswer = { uuid: string; shareToken?: string };

export function useSendPraise() {
  const refreshWeekly = useRefreshWeekly();
  return useMutation({
    /** `sendKey` is the draft's Idempotency-Key: a retry with it answers the same uuid, never a second praise. */
    mutationFn: async ({
      body,
      sendKey,
    }: {
      body: SendPraiseRequestInput;
      sendKey: string;
    }): Promise<SendAnswer | null> => {
      const data = await api.post("/api/send-praise", {
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: sendKey },
        schema: v.nullable(SentSchema),
      });
      if (typeof data?.uuid !== "string" || !data.uuid) return null;
      return typeof data.shareToken === "string"
        ? { uuid: data.uuid, shareToken: data.shareToken }
        : { uuid: data.uuid };
    },
    // Not awaited: the flow moves on to the share at once.
    onSuccess: () => void refreshWeekly(),
  });
}
