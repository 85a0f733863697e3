// Loads the next page when a sentinel after the list comes within 300 px of the visible part of
// `root` (the element the page scrolls in). The observer is made anew after every page, so a sentinel
// still in view asks again right away.
import { type RefObject, useEffect, useRef } from "react";

type Options = { root: RefObject<Element | null>; canLoad: boolean; loadedPages: number; onLoadMore: () => void };

export function useInfiniteScroll(
  sentinel: RefObject<Element | null>,
  { root, canLoad, loadedPages, onLoadMore }: Options,
) {
  // Always the latest callback (e.g. the other tab's list), without observing again on every render.
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  // biome-ignore lint/correctness/useExhaustiveDependencies: loadedPages re-arms the observer after each page
  useEffect(() => {
    const target = sentinel.current;
    if (!canLoad || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { root: root.current, rootMargin: "0px 0px 300px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [sentinel, root, canLoad, loadedPages]);
}
