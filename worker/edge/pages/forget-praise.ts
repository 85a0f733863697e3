// After 회원 탈퇴 (decision 028): the drawn pages and card images of every praise that showed the
// member — the landing in this isolate's memory and in the Cache API, the praise card and each answer
// card — are forgotten before the answer goes back, so nobody opening an old link sees their name,
// picture or letter again; so are the shared jars' pages and cards (decision 040). The Cache API
// forgets in this location only; see decision 028.
import type { Context, MiddlewareHandler } from "hono";
import { REACTIONS } from "../../contract/reaction";
import type { AppEnv } from "../../lib/types";
import { indexDocument } from "./build-files";
import { forgetKeptPage } from "./kept-pages";

export const forgetPraisePages = async (c: Context<AppEnv>, uuids: readonly string[]) => {
  if (uuids.length === 0) return;
  const url = new URL(c.req.url);
  const index = await indexDocument(c.env.ASSETS, url).catch(() => null);
  const [cards, landings] = await Promise.all([caches.open("praise-cards"), caches.open("landing-pages")]);
  await Promise.all(
    uuids.flatMap((uuid) => {
      const page = `${url.origin}/compliment/${encodeURIComponent(uuid)}`;
      const landing = index && `${page}?build=${encodeURIComponent(index.build)}`;
      if (landing) forgetKeptPage(landing);
      return [
        cards.delete(`${page}/card.png`),
        ...REACTIONS.map((reaction) => cards.delete(`${page}/answer.png?reaction=${reaction.code}`)),
        ...(landing ? [landings.delete(landing)] : []),
      ];
    }),
  );
};

/**
 * The shared jars a departure touched (decision 040): the page drawn for anyone, in this isolate's
 * memory and in the Cache API, and the jar's card (a jar whose creator left is gone).
 */
export const forgetJarPages = async (c: Context<AppEnv>, jarIds: readonly string[]) => {
  if (jarIds.length === 0) return;
  const url = new URL(c.req.url);
  const index = await indexDocument(c.env.ASSETS, url).catch(() => null);
  const [pages, cards] = await Promise.all([caches.open("jar-pages"), caches.open("jar-cards")]);
  await Promise.all(
    jarIds.flatMap((jarId) => {
      const page = `${url.origin}/jar/${encodeURIComponent(jarId)}`;
      const drawn = index && `${page}?build=${encodeURIComponent(index.build)}`;
      if (drawn) forgetKeptPage(drawn);
      return [cards.delete(`${page}/card.png`), ...(drawn ? [pages.delete(drawn)] : [])];
    }),
  );
};

/** Around the built-in host's /api/member: once a departure succeeded, its praise's and jars' pages go. */
export const forgetDeparted: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method !== "DELETE" || !c.res.ok) return;
  await Promise.all([
    forgetPraisePages(c, c.get("departedPraise") ?? []),
    forgetJarPages(c, c.get("departedJars") ?? []),
  ]);
};
