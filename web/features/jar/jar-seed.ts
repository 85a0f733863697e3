// The jar the worker read while drawing /jar/<jarId> (web/drawn/render.tsx), put into the query cache
// on both sides, so the client's first render matches the server's HTML.
import type { JarSeed } from "@contract/jar";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../api/api-error";
import { jarQueries } from "../../api/jars";
import { stampsQuery } from "../../api/stamps";

export type { JarSeed };

/** Where a refused post's echo waits for the page (the seed's `form`): read once, as the page draws. */
export const jarFormKey = (jarId: string) => ["jar-form", jarId] as const;

/**
 * Puts the seed into the cache as if the page's own queries had just answered. The view stays as
 * drawn (an anonymous reader never asks the jar again); the page itself asks once more for a member or
 * a guest who wrote here, who have letters of their own to see (jar-page.tsx).
 */
export const applyJarSeed = (client: QueryClient, seed: JarSeed, now = Date.now()) => {
  const view = jarQueries.view(seed.jarId);
  client.setQueryDefaults(view.queryKey, { retryOnMount: false, staleTime: Number.POSITIVE_INFINITY });
  if (seed.form) client.setQueryData(jarFormKey(seed.jarId), seed.form);
  if ("view" in seed) {
    client.setQueryData(stampsQuery(seed.view.occasion).queryKey, seed.stamps, { updatedAt: now });
    client.setQueryData(view.queryKey, seed.view, { updatedAt: now });
    return;
  }
  client.getQueryCache().build(
    client,
    { queryKey: [...view.queryKey] },
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
