// The pages the worker draws (decisions 013, 016, 021, 024), listed once: each page's address and the
// modules it hydrates with. The build (vite.config.ts) writes drawn/pages.json from it (per page, every
// chunk those modules need), `npm run dev` answers the same file with the modules themselves (decision
// 030), the worker types what it reads from that file by it and asks `drawnPath` which page an address
// is (as "#drawn/pages"), and the drawn entry (./entry.tsx) hydrates the page it names. No React and no
// DOM here: the worker and the build's configuration import this module too.

/** The drawn pages' client entry, which the worker puts in place of the full app's. */
export const DRAWN_ENTRY = "/web/drawn/entry.tsx";

// A malformed escape is left as typed: the host answers it as no such praise.
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

type Page<Params> = {
  /** What the address names, or null when it is not this page. */
  match: (pathname: string) => Params | null;
  /** Modules (from the project's root) the page needs before it hydrates, beside the entry. */
  modules: readonly string[];
};

const page = <Params extends object>(definition: Page<Params>) => definition;

export const DRAWN_PAGES = {
  login: page({
    match: (pathname) => (pathname === "/login" ? {} : null),
    modules: ["/web/features/auth/login-page.tsx"],
  }),
  // A member's home: drawn only for a request with a session (decision 021). The views and the
  // session helpers come inside home's own chunks.
  home: page({
    match: (pathname) => (pathname === "/" ? {} : null),
    modules: ["/web/features/home/home-page.tsx", "/web/features/home/home-seed.ts"],
  }),
  // The praise landing; "send" and "receive" are the full app's own pages under /compliment/. The
  // seed is loaded beside the page, before hydration.
  landing: page({
    match: (pathname) => {
      const id = /^\/compliment\/([^/]+)$/.exec(pathname)?.[1];
      return id !== undefined && id !== "send" && id !== "receive" ? { id: decoded(id) } : null;
    },
    modules: ["/web/features/receive/received-praise-page.tsx", "/web/features/receive/landing-seed.ts"],
  }),
  // A shared jar's writing page (decision 024); /jar/new and /jar/<id>/open are the full app's.
  jar: page({
    match: (pathname) => {
      const id = /^\/jar\/([A-Za-z0-9_-]{22,64})$/.exec(pathname)?.[1];
      return id ? { id } : null;
    },
    modules: ["/web/features/jar/jar-drawn.tsx"],
  }),
};

export type DrawnPageName = keyof typeof DRAWN_PAGES;

type ParamsOf<Name extends DrawnPageName> = NonNullable<ReturnType<(typeof DRAWN_PAGES)[Name]["match"]>>;

/** A drawn page's name with what its address names (the landing's and the jar's id). */
export type DrawnPath = { [Name in DrawnPageName]: { page: Name } & ParamsOf<Name> }[DrawnPageName];

const NAMES = Object.keys(DRAWN_PAGES) as DrawnPageName[];

/** Which drawn page `pathname` is, if any (the worker draws exactly these; home for a member only). */
export const drawnPath = (pathname: string): DrawnPath | null => {
  for (const name of NAMES) {
    const params = DRAWN_PAGES[name].match(pathname);
    if (params) return { page: name, ...params } as DrawnPath;
  }
  return null;
};

/**
 * drawn/pages.json: the entry's file, and each page's files beyond it (built chunks, or in dev the
 * modules); `first`, the large shared chunks (React's, then the core) that a drawn document evaluates
 * one task each before the entry (decision 032; none in dev).
 */
export type PageChunks = Record<DrawnPageName, string[]> & { entry: string; first: string[] };

/** drawn/pages.json with every page's file list made by `files` from the page's modules. */
export const pageChunks = (
  entry: string,
  files: (modules: readonly string[]) => string[],
  first: string[] = [],
): PageChunks => ({
  entry,
  first,
  ...(Object.fromEntries(NAMES.map((name) => [name, files(DRAWN_PAGES[name].modules)])) as Record<
    DrawnPageName,
    string[]
  >),
});
