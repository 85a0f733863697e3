// A delivered praise's page as drawn by this isolate, in front of the Cache API: a praise shared to
// a group chat is opened by many people in a row, and each of them is then served from memory,
// without a round trip to the cache. Same key (path and build) and the same lifetime as the cached
// copy (its max-age, from when it was drawn), and only so many pages (the oldest go first).
import { REQUEST_ID_HEADER } from "../../contract/headers";
import { WRITER_COOKIE } from "../../contract/jar";
import { sessionCookieOf } from "../session/cookie";

const PAGES_IN_MEMORY = 200;

// The page is kept as its UTF-8 bytes, encoded once: a string body is encoded again for every answer.
type KeptPage = { body: Uint8Array; headers: [string, string][]; until: number };
const pagesInMemory = new Map<string, KeptPage>();
/** Each kept page's key by its path: one isolate serves one build, so a path names one page here. */
const keyByPath = new Map<string, string>();

export const keepPage = (key: string, html: string, headers: Headers, maxAgeSeconds: number) => {
  pagesInMemory.delete(key);
  pagesInMemory.set(key, {
    body: new TextEncoder().encode(html),
    headers: [...headers],
    until: Date.now() + maxAgeSeconds * 1000,
  });
  keyByPath.set(new URL(key).pathname, key);
  if (pagesInMemory.size > PAGES_IN_MEMORY) {
    const oldest = pagesInMemory.keys().next().value as string;
    pagesInMemory.delete(oldest);
    keyByPath.delete(new URL(oldest).pathname);
  }
};

export const keptPage = (key: string): Response | undefined => {
  const kept = pagesInMemory.get(key);
  if (!kept) return undefined;
  if (kept.until <= Date.now()) {
    pagesInMemory.delete(key);
    return undefined;
  }
  return new Response(kept.body, { headers: kept.headers });
};

/** Drops a page drawn before its praise changed for good (a departure, forget-praise.ts). */
export const forgetKeptPage = (key: string) => {
  pagesInMemory.delete(key);
  keyByPath.delete(new URL(key).pathname);
};

/**
 * Anyone's view of a page this isolate keeps, for a request that asks nothing more of it — a GET
 * without a session cookie (a member is drawn their own view) and without an id of its own to echo
 * — found before any routing (worker/index.ts): a wave of readers of one jar or one praise costs
 * the worker a map lookup each, not the whole stack (decision 024; `npm run bench -- --only jar`).
 * The caller adds what the stack adds to every answer (stack.ts `finishAnswer`).
 */
export const keptForAnyone = (request: Request): Response | undefined => {
  if (request.method !== "GET" || request.headers.has(REQUEST_ID_HEADER)) return undefined;
  const cookies = request.headers.get("Cookie");
  if (sessionCookieOf(cookies)) return undefined;
  const path = new URL(request.url).pathname;
  // A guest who wrote in a jar is drawn their own view of it (decision 042), by their writer cookie.
  if (path.startsWith("/jar/") && cookies?.includes(`${WRITER_COOKIE}=`)) return undefined;
  const key = keyByPath.get(path);
  return key === undefined ? undefined : keptPage(key);
};
