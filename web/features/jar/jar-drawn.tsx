// The drawn jar page's hand-over on the client (web/drawn/entry.tsx): its seed into the cache and
// the page to hydrate, in one module the entry loads only on a jar's page, so the entry that every
// drawn page loads first carries one import for it.
import type { QueryClient } from "@tanstack/react-query";
import { JarPage, listsLetters, loadLetterList } from "./jar-page";
import { applyJarSeed, readJarSeed } from "./jar-seed";

// The full app's route loads the page from here too, so the page and its hand-over are one file.
export { JarPage };

export const drawnJar = async (client: QueryClient, id: string) => {
  const seed = readJarSeed();
  if (seed) applyJarSeed(client, seed);
  // Drawn with letters listed (the member's own, or the creator's every letter): their code first.
  const view = seed && "view" in seed ? seed.view : null;
  if (view && listsLetters(view)) await loadLetterList();
  return { element: <JarPage id={id} />, member: seed?.viewer === "member" };
};
