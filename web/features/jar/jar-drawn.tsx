// The drawn jar page's hand-over on the client (web/drawn/entry.tsx): its seed into the cache and
// the page to hydrate, in one module the entry loads only on a jar's page, so the entry that every
// drawn page loads first carries one import for it.
import type { QueryClient } from "@tanstack/react-query";
import { JarPage } from "./jar-page";
import { applyJarSeed, readJarSeed } from "./jar-seed";

export const drawnJar = (client: QueryClient, id: string) => {
  const seed = readJarSeed();
  if (seed) applyJarSeed(client, seed);
  return { element: <JarPage id={id} />, member: seed?.viewer === "member" };
};
