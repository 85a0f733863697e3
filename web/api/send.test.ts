// Decision 018: the delivery and receipt checks ask every 3 s and 5 s unless the worker's client settings
// name a shorter interval (a local worker started for the browser tests), and stop once answered.
import type { SendCheck } from "@contract/praise";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { TEST_CONFIG } from "../test/render-route";
import { KEPT_CHECK_INTERVAL_MS, pollIntervals, SEND_CHECK_INTERVAL_MS, sendQueries } from "./send";

const UUID = "0b8f3c1e-7a2d-4e5f-9c1b-2d3e4f5a6b7c";

/** What the query's refetchInterval answers once the check has answered `data`. */
const nextAsk = (options: { queryKey: readonly unknown[]; refetchInterval?: unknown }, data: SendCheck) => {
  const client = new QueryClient();
  client.setQueryData(options.queryKey, data);
  const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  const interval = options.refetchInterval;
  if (!query || typeof interval !== "function") throw new Error("no query or no interval function");
  return (interval as (polled: typeof query) => number | false | undefined)(query);
};

describe("pollIntervals", () => {
  it("keeps the real 3 s and 5 s with production's settings, or before the settings have arrived", () => {
    expect(SEND_CHECK_INTERVAL_MS).toBe(3000);
    expect(KEPT_CHECK_INTERVAL_MS).toBe(5000);
    expect(pollIntervals(TEST_CONFIG)).toEqual({ check: 3000, receipt: 5000 });
    expect(pollIntervals(undefined)).toEqual({ check: 3000, receipt: 5000 });
  });

  it("uses the local test run's interval for both checks when the settings name one", () => {
    expect(pollIntervals({ ...TEST_CONFIG, devPollIntervalMs: 250 })).toEqual({ check: 250, receipt: 250 });
  });
});

describe("the checks ask at the given interval until answered", () => {
  const notYet: SendCheck = { sendStatus: "FAIL", savedAt: null };
  const delivered: SendCheck = { sendStatus: "DIRECT", savedAt: null };

  it("the delivery check: 3 s by default, the given interval, and no more once delivered", () => {
    expect(nextAsk(sendQueries.check(UUID), notYet)).toBe(3000);
    expect(nextAsk(sendQueries.check(UUID, 250), notYet)).toBe(250);
    expect(nextAsk(sendQueries.check(UUID, 250), delivered)).toBe(false);
  });

  it("the receipt check: 5 s by default, the given interval, and no more once kept and answered", () => {
    const receipt = (interval?: number) => sendQueries.receipt(UUID, interval);
    expect(nextAsk(receipt(), delivered)).toBe(5000);
    expect(nextAsk(receipt(250), delivered)).toBe(250);
    expect(nextAsk(receipt(250), { ...delivered, savedAt: "2026-11-20T09:00:00Z", reaction: "THANKS" })).toBe(false);
  });
});
