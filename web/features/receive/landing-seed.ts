// The praise the worker read while rendering /compliment/<uuid> (web/drawn/render.tsx), put into the
// query cache on both sides, so the client's first render matches the server's HTML.
import type { LandingSeed } from "@contract/landing";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../api/api-error";
import { receiveQueries } from "../../api/receive";

export type { LandingSeed };

/**
 * Puts the seed into the query cache as the answer of the viewer the worker asked for — anyone, or
 * the member whose session the request carried — as if the landing's own query had just answered
 * it. A refusal is not asked again on mount: it is as fresh as the page. Drawn for anyone, a
 * member's own answer is their query, asked after hydration.
 */
export const applyLandingSeed = (client: QueryClient, seed: LandingSeed, now = Date.now()) => {
  const options = receiveQueries.byUuid(seed.uuid, seed.viewer ?? "anonymous");
  client.setQueryDefaults(options.queryKey, { retryOnMount: false, staleTime: 60_000 });
  if ("praise" in seed) {
    client.setQueryData(options.queryKey, seed.praise, { updatedAt: now });
    return;
  }
  client.getQueryCache().build(
    client,
    { queryKey: [...options.queryKey] },
    {
      data: undefined,
      dataUpdateCount: 0,
      dataUpdatedAt: 0,
      error: new ApiError(seed.missing.status, seed.missing.message),
      errorUpdateCount: 1,
      errorUpdatedAt: now,
      fetchFailureCount: 1,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: "error",
      fetchStatus: "idle",
    },
  );
};
