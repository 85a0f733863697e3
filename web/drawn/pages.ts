// The pages the worker draws (decisions 013, 016, 021, 024), each declared once: its address, the
// data block its seed is handed over in, its view and its cache policy. Everything else derives from
// this list: the build (vite.config.ts) writes drawn/pages.json from it (per page, every chunk its
// view needs), `npm run dev` answers the same file with the modules themselves (decision 030), the
// worker asks `drawnPath` which page an address is and answers it by its policy (as "#drawn/pages";
// worker/edge/pages/), the document builder hands the seed over in its block, the renderer
// (./render.tsx) and the drawn entry (./entry.tsx) draw and hydrate its view, and the tests list
// the pages from it. A page's view is ./views/<name>.tsx, found by its name: nothing else lists it.
// No React and no DOM here: the worker and the build's configuration import this module, the
// client only its types (the worker hands the entry the page it drew: worker/contract/drawn.ts).
// The contract by its path, not the alias: the build's configuration loads this module without it.
import * as v from "valibot";
import { GroupListSchema } from "../../worker/contract/group";
import { HOME_VIEWS_COOKIE, type HomeSeed, parseHomeViews } from "../../worker/contract/home";
import type { JarSeed } from "../../worker/contract/jar";
import type { LandingSeed } from "../../worker/contract/landing";
import { WeekSchema } from "../../worker/contract/week";

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

/**
 * Who a drawn page is drawn for, and how its answer is kept (decisions 021, 024, 038). `everyone`:
 * the same page for everyone, drawn once per isolate, checked again on every visit. `member`: drawn
 * for a session only, never kept. `anyone`: anyone's view kept for `seconds` (`missingSeconds` when
 * the host said there is no such thing) by browsers, this isolate and the Cache API's `store`; a
 * member's own view is drawn for their request alone, never kept.
 */
export type CachePolicy =
  | { drawnFor: "everyone" }
  | { drawnFor: "member" }
  | { drawnFor: "anyone"; store: string; seconds: number; missingSeconds?: number };

/** What the worker reads a page's seed with: its own /api (as the member, for a member's page), the request's cookies. */
export type SeedReads = { get: (path: string) => Promise<Response>; cookie: (name: string) => string | null };

/**
 * The JSON data block a page's seed is handed over in (`Seed`: its type, the contract's), and how the
 * worker reads it for the page at `url`: null when there is nothing to draw. A page kept for anyone
 * reads its seed in a route of its own (worker/edge/pages/index.ts): `read` is "own route".
 */
type SeedBlock<Seed> = {
  id: string;
  read: ((reads: SeedReads, url: URL) => Promise<Seed | null>) | "own route";
  seed?: Seed;
};
const seedIn = <Seed>(id: string, read: (reads: SeedReads, url: URL) => Promise<Seed | null>): SeedBlock<Seed> => ({
  id,
  read,
});
const ownRoute = <Seed>(id: string) => ({ id, read: "own route" }) as SeedBlock<Seed> & { read: "own route" };

const MemberNameSchema = v.object({ data: v.object({ name: v.string() }) });
const json = (res: Response) => res.json().catch(() => null);

/** A member's home (decision 021): their name and groups, their week when the host answers it (decision 034), and their views. */
const readHome = async ({ get, cookie }: SeedReads): Promise<HomeSeed | null> => {
  const [info, groups, week] = await Promise.all([
    get("/api/member/info"),
    get("/api/group"),
    get("/api/member/week").catch(() => null), // else the client asks
  ]);
  const name = v.safeParse(MemberNameSchema, await json(info));
  const list = v.safeParse(v.object({ data: GroupListSchema }), await json(groups));
  const weekBody = week ? await json(week) : null;
  const thisWeek = week?.ok ? v.safeParse(v.object({ data: WeekSchema }), weekBody) : null;
  if (!info.ok || !groups.ok || !name.success || !list.success) return null;
  return {
    memberName: name.output.data.name,
    groups: list.output.data.groupMembersPraiseCountInfos,
    views: parseHomeViews(cookie(HOME_VIEWS_COOKIE)),
    ...(thisWeek?.success ? { week: thisWeek.output.data } : {}),
  };
};

type Page<Params, Block> = {
  /** What the address names, or null when it is not this page. */
  match: (pathname: string) => Params | null;
  /** The data block its seed comes in; none: drawn from the address alone. */
  seed: Block;
  cache: CachePolicy;
  /** Addresses of it drawn for anyone, for the tests that go through every drawn page. */
  samples: readonly string[];
};

const page = <Params extends object, Block extends SeedBlock<unknown> | null>(definition: Page<Params, Block>) =>
  definition;

export const DRAWN_PAGES = {
  login: page({
    match: (pathname) => (pathname === "/login" ? {} : null),
    seed: null,
    cache: { drawnFor: "everyone" },
    samples: ["/login"],
  }),
  // A member's home: drawn only for a request with a session (decision 021), with their name,
  // groups, week and views.
  home: page({
    match: (pathname) => (pathname === "/" ? {} : null),
    seed: seedIn("home-seed", readHome),
    cache: { drawnFor: "member" },
    samples: [],
  }),
  // The praise landing; "send" and "receive" are the full app's own pages under /compliment/. A
  // delivered praise is kept five minutes; any other answer one (KakaoTalk's scraper may come before
  // delivery is confirmed), and only a delivered one is kept by the Cache API.
  landing: page({
    match: (pathname) => {
      const id = /^\/compliment\/([^/]+)$/.exec(pathname)?.[1];
      return id !== undefined && id !== "send" && id !== "receive" ? { id: decoded(id) } : null;
    },
    seed: ownRoute<LandingSeed>("landing-seed"),
    cache: { drawnFor: "anyone", store: "landing-pages", seconds: 300, missingSeconds: 60 },
    samples: ["/compliment/5f0c8d1e-2b7a-4c1e-9d3f-6a2b8c4d0e11"],
  }),
  // A shared jar's writing page (decision 024); /jar/new and /jar/<id>/open are the full app's.
  // Anyone's view is kept for the most a new letter waits to be seen by the next reader.
  jar: page({
    match: (pathname) => {
      const id = /^\/jar\/([A-Za-z0-9_-]{22,64})$/.exec(pathname)?.[1];
      return id ? { id } : null;
    },
    seed: ownRoute<JarSeed>("jar-seed"),
    cache: { drawnFor: "anyone", store: "jar-pages", seconds: 10 },
    samples: ["/jar/no-such-jar-aaaaaaaaaaaaaa"],
  }),
};

export type DrawnPageName = keyof typeof DRAWN_PAGES;

type ParamsOf<Name extends DrawnPageName> = NonNullable<ReturnType<(typeof DRAWN_PAGES)[Name]["match"]>>;

/** A drawn page's name with what its address names (the landing's and the jar's id). */
export type DrawnPath = { [Name in DrawnPageName]: { page: Name } & ParamsOf<Name> }[DrawnPageName];
export type DrawnPathOf<Name extends DrawnPageName> = Extract<DrawnPath, { page: Name }>;

/** What the worker read to draw the page `Name` (never, for a page drawn from its address alone). */
export type SeedOf<Name extends DrawnPageName> = NonNullable<NonNullable<(typeof DRAWN_PAGES)[Name]["seed"]>["seed"]>;

/** The pages that read their seed in a route of their own (worker/edge/pages/index.ts names each). */
export type OwnRoutePage = {
  [Name in DrawnPageName]: (typeof DRAWN_PAGES)[Name]["seed"] extends { read: "own route" } ? Name : never;
}[DrawnPageName];

export const DRAWN_PAGE_NAMES = Object.keys(DRAWN_PAGES) as DrawnPageName[];

/** The module of a page's view (drawn by ./render.tsx, hydrated by ./entry.tsx). */
export const drawnView = (name: DrawnPageName) => `/web/drawn/views/${name}.tsx`;

/** Which drawn page `pathname` is, if any (the worker draws exactly these; home for a member only). */
export const drawnPath = (pathname: string): DrawnPath | null => {
  for (const name of DRAWN_PAGE_NAMES) {
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

/** drawn/pages.json with every page's file list made by `files` from the page's view. */
export const pageChunks = (entry: string, files: (view: string) => string[], first: string[] = []): PageChunks => ({
  entry,
  first,
  ...(Object.fromEntries(DRAWN_PAGE_NAMES.map((name) => [name, files(drawnView(name))])) as Record<
    DrawnPageName,
    string[]
  >),
});
