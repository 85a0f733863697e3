// What the pages read from this deployment's build (the assets binding), once per isolate: the
// built index.html with its entry's name, and drawn/pages.json. A failed read is not kept, so the
// next request tries again. Also the lazy loader for the renderers, which the worker starts without.

import type { PageChunks } from "#drawn/pages";
import type { AppEnv } from "../../lib/types";

type Assets = AppEnv["Bindings"]["ASSETS"];

/** Written by the client build (vite.config.ts) from web/drawn/pages.ts: the drawn pages' entry, and each page's chunks beyond it. */
const PAGE_CHUNKS_FILE = "/drawn/pages.json";

/**
 * Loads on first use, once per isolate (the arguments of later calls are not looked at: one
 * deployment's assets); a failed load is not kept, so the next use tries again.
 */
export const onFirstUse = <A extends unknown[], T>(load: (...args: A) => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return (...args: A): Promise<T> => {
    if (!loading) {
      loading = load(...args);
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
};

/** The drawn pages' chunk lists. */
export const drawnChunks = onFirstUse(async (assets: Assets, url: URL) => {
  const res = await assets.fetch(new URL(PAGE_CHUNKS_FILE, url));
  if (!res.ok) throw new Error(`${PAGE_CHUNKS_FILE}: ${res.status}`);
  return res.json<PageChunks>();
});

/** The built index.html, and its entry script's name, which tells one build from another. */
export const indexDocument = onFirstUse(async (assets: Assets, url: URL) => {
  const res = await assets.fetch(new URL("/", url));
  if (!res.ok) throw new Error(`index.html: ${res.status}`);
  const html = await res.text();
  return { html, build: /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1] ?? "" };
});
