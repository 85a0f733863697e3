// A delivered praise's page as drawn by this isolate, in front of the Cache API: a praise shared to
// a group chat is opened by many people in a row, and each of them is then served from memory,
// without a round trip to the cache. Same key (path and build) and the same lifetime as the cached
// copy (its max-age, from when it was drawn), and only so many pages (the oldest go first).
const PAGES_IN_MEMORY = 200;

type KeptPage = { html: string; headers: [string, string][]; until: number };
const pagesInMemory = new Map<string, KeptPage>();

export const keepPage = (key: string, html: string, headers: Headers, maxAgeSeconds: number) => {
  pagesInMemory.delete(key);
  pagesInMemory.set(key, { html, headers: [...headers], until: Date.now() + maxAgeSeconds * 1000 });
  if (pagesInMemory.size > PAGES_IN_MEMORY) pagesInMemory.delete(pagesInMemory.keys().next().value as string);
};

export const keptPage = (key: string): Response | undefined => {
  const kept = pagesInMemory.get(key);
  if (!kept) return undefined;
  if (kept.until <= Date.now()) {
    pagesInMemory.delete(key);
    return undefined;
  }
  return new Response(kept.html, { headers: kept.headers });
};

/** Drops a page drawn before its praise changed for good (a departure, forget-praise.ts). */
export const forgetKeptPage = (key: string) => {
  pagesInMemory.delete(key);
};
