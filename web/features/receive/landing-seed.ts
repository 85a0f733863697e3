// The praise the worker read while rendering /compliment/<uuid> (web/drawn/render.tsx), put into the
// query cache on both sides, so the client's first render matches the server's HTML.
import { LANDING_SEED_ID, type LandingSeed } from "@contract/landing";
import type { QueryClient } from "@tanstack/react-query";
import { receiveQueries } from "../../api/receive";
import { readSeed, seedRefusal } from "../../api/seed";

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
  seedRefusal(client, options.queryKey, seed.missing, now);
};

/** The seed a server-rendered landing carries, if this document is one. */
export const readLandingSeed = (doc: Document = document) => readSeed<LandingSeed>(LANDING_SEED_ID, doc);
