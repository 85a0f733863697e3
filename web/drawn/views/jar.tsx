// A shared jar's writing page (decision 024): as anyone sees it, or as the member or guest writer the
// worker read it for.
import { JarPage, listsLetters, loadLetterList } from "../../features/jar/jar-page";
import { applyJarSeed } from "../../features/jar/jar-seed";
import type { DrawnView } from "../view";

export const view: DrawnView<"jar"> = async ({ client, path, seed, hydrating }) => {
  if (seed) applyJarSeed(client, seed);
  // Drawn with letters listed (the member's own, or the creator's every letter): their code first,
  // as the page lists them with no Suspense boundary (jar-page.tsx). The worker has it at hand always.
  const view = seed && "view" in seed ? seed.view : null;
  if (!hydrating || (view && listsLetters(view))) await loadLetterList();
  return { element: <JarPage id={path.id} />, member: seed?.viewer === "member" };
};
