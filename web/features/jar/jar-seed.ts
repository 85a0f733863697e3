// The jar the worker read while drawing /jar/<jarId> (web/drawn/render.tsx), put into the query cache
// on both sides, so the client's first render matches the server's HTML.
import { JAR_SEED_ID, type JarSeed } from "@contract/jar";
import type { QueryClient } from "@tanstack/react-query";
import { jarQueries } from "../../api/jars";
import { readSeed, seedRefusal } from "../../api/seed";
import { sendQueries } from "../../api/send";

export type { JarSeed };

/**
 * Puts the seed into the cache as if the page's own queries had just answered. The view stays as
 * drawn (an anonymous reader never asks the jar again); the page itself asks once more for a member or
 * a guest who wrote here, who have letters of their own to see (jar-page.tsx).
 */
export const applyJarSeed = (client: QueryClient, seed: JarSeed, now = Date.now()) => {
  const view = jarQueries.view(seed.jarId);
  client.setQueryDefaults(view.queryKey, { retryOnMount: false, staleTime: Number.POSITIVE_INFINITY });
  client.setQueryData(sendQueries.stamps().queryKey, seed.stamps, { updatedAt: now });
  if ("view" in seed) {
    client.setQueryData(view.queryKey, seed.view, { updatedAt: now });
    return;
  }
  seedRefusal(client, view.queryKey, seed.missing, now);
};

/** The seed a drawn jar page carries, if this document is one. */
export const readJarSeed = (doc: Document = document) => readSeed<JarSeed>(JAR_SEED_ID, doc);
