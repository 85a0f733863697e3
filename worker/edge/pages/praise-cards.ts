// A praise's card images, which KakaoTalk shows in its preview: the praise's (card.png) and a keeper's
// answer's (answer.png, decision 022).
import { type Context, Hono } from "hono";
import type { ReceivedPraise } from "../../contract/praise";
import { REACTIONS } from "../../contract/reaction";
import { fail } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { cardDraws } from "./card-draws";
import { type CardRenderer, cardRenderer, type OwnApi } from "./drawn";
import { readPraiseForPreview } from "./preview";

export const praiseCards = (ownApi: OwnApi) => {
  const pages = new Hono<AppEnv>();

  /**
   * A delivered praise's card image at `path`, drawn by `draw`: it never changes once delivered, so it
   * is cached per address for a year. Drawn once however many ask at the same time, and never more
   * than a couple of cards at once in this isolate (card-draws.ts); stored before the next request
   * could miss the cache. Anything not delivered (yet) gets the generic image, briefly.
   */
  const cardImage = async (
    c: Context<AppEnv>,
    path: string,
    draw: (
      card: CardRenderer,
      praise: ReceivedPraise,
      assets: (path: string) => Promise<Response>,
    ) => Promise<Uint8Array>,
  ) => {
    const key = new Request(new URL(path, c.req.url));
    const cache = await caches.open("praise-cards");
    const hit = await cache.match(key);
    if (hit) return new Response(hit.body, hit); // a mutable copy, so the headers middleware can add to it
    const assets = (asset: string) => c.env.ASSETS.fetch(new URL(asset, c.req.url));
    const headers = { "Content-Type": "image/png", "Cache-Control": "public, max-age=31536000, immutable" };
    const png = await cardDraws.once(key.url, async () => {
      const praise = await readPraiseForPreview(ownApi(c), c.req.param("id") ?? "");
      if (!praise) return null;
      try {
        const drawn = await draw(await cardRenderer(), praise, assets);
        await cache.put(key, new Response(drawn, { headers }));
        return drawn;
      } catch (error) {
        console.error(`[${c.get("requestId")}] card ${path}:`, error);
        return null;
      }
    });
    if (png) return new Response(png, { headers });
    const image = await assets("/images/og-default.png");
    // Short-lived: the praise may be delivered in a moment and get its own card.
    return new Response(image.body, {
      headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=60" },
    });
  };

  pages.get("/compliment/:id/card.png", (c) =>
    cardImage(c, `/compliment/${encodeURIComponent(c.req.param("id"))}/card.png`, (card, praise, assets) =>
      card.renderPraiseCard(praise, assets),
    ),
  );

  // The card of a keeper's answer ('꿀 답장 보내기'), one per praise and reaction word.
  pages.get("/compliment/:id/answer.png", (c) => {
    const code = c.req.query("reaction") ?? "";
    const reaction = REACTIONS.find((r) => r.code === code);
    if (!reaction) return fail(404, "꿀 답장을 찾을 수 없어요.");
    return cardImage(
      c,
      `/compliment/${encodeURIComponent(c.req.param("id"))}/answer.png?reaction=${code}`,
      (card, praise, assets) => card.renderAnswerCard(praise, reaction, assets),
    );
  });

  return pages;
};
