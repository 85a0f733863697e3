// A drawn page's seed on the client: its JSON data block read, and, when the host refused (a 4xx the
// worker read), the query's error put in the cache as if its own request had just answered it, so
// the first render matches the worker's HTML and nothing asks again on mount.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { ApiError } from "./client";

export const seedRefusal = (
  client: QueryClient,
  queryKey: QueryKey,
  missing: { status: number; message: string },
  now = Date.now(),
) => {
  client.getQueryCache().build(
    client,
    { queryKey: [...queryKey] },
    {
      data: undefined,
      dataUpdateCount: 0,
      dataUpdatedAt: 0,
      error: new ApiError(missing.status, missing.message),
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

/** The JSON data block `id` a drawn document carries (the worker's serializeSeed), if it has one. */
export const readSeed = <T>(id: string, doc: Document): T | null => {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};
