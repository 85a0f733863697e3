// The jar page's letter lists (the writer's own, every letter for the creator), loaded apart from the
// page's first load (./jar-page.tsx).

import type { JarView } from "@contract/jar";
import { type ComponentProps, lazy, Suspense, useState } from "react";
import type { LetterList as LetterListComponent } from "./letter-list";

// Letters to list (the writer's own, every letter for the creator) and the dialog that removes one:
// not a first visitor's, who has none, so their first load leaves them out. Writing a letter asks for
// them, so the list is there when the letter comes back. A page drawn with letters has their code
// before it renders, in the worker (web/drawn/render.tsx) and before it hydrates (web/drawn/views/jar.tsx),
// and lists them with no Suspense boundary between: a boundary hydrates after the page, and a tap
// held until the page listens (decision 029) must find the list's buttons listening too.
let letterListModule: typeof import("./letter-list") | undefined;
export const loadLetterList = async () => {
  letterListModule ??= await import("./letter-list");
  return letterListModule;
};
const LazyLetterList = lazy(async () => ({ default: (await loadLetterList()).LetterList }));

/** Whether the page lists letters for this view (the writer's own, or every letter for the creator). */
export const listsLetters = (view: JarView) => view.mine.length > 0 || (view.isCreator && view.letters !== undefined);

/** The list: at once when its code is here; else when it arrives. One of the two for the mount's life. */
export function Letters(props: ComponentProps<typeof LetterListComponent>) {
  const [Loaded] = useState(() => letterListModule?.LetterList);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyLetterList {...props} />
    </Suspense>
  );
}
