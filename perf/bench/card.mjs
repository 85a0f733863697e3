// `npm run bench -- --only card`: the praise card image (GET /compliment/<uuid>/card.png), drawn on
// its first request and cached after, alone, in bursts and beside a member's API calls.
import { percentile } from "../lib/stats.mjs";
import { BUDGET, kib, ms } from "./report.mjs";

/**
 * @param {{
 *   url: string,
 *   bearer: Record<string, string>,
 *   client: import("../lib/fixture.mjs").BenchClient,
 *   seed: import("../lib/fixture.mjs").BenchSeed,
 *   budget: import("./report.mjs").Budget,
 * }} context
 */
export const cardSection = async ({ url, bearer, client, seed, budget }) => {
  const { bee, sweet } = seed;
  // Praise cards: the first request of each praise draws it (after one warm-up that pays the wasm
  // start-up), later ones come from the cache.
  console.log("\nPraise card image (GET /compliment/<uuid>/card.png)");
  const cards = [];
  for (let i = 0; i < 21; i++)
    cards.push(
      await client.deliver(bee, {
        groupId: seed.groups[0],
        receiverName: "이달콤",
        content: `카드 ${i}번: 늘 먼저 도와줘서 고마워요. 덕분에 이번 분기도 잘 마쳤어요!`,
        stamp: 3,
      }),
    );
  const card = async (id) => {
    const res = await fetch(`${url}/compliment/${id}/card.png`);
    if (!res.ok || res.headers.get("content-type") !== "image/png") throw new Error(`card ${id}: ${res.status}`);
    return (await res.arrayBuffer()).byteLength;
  };
  // Letters with emoji, each a different one: every draw reads an emoji image it has not seen.
  const EMOJI = [
    "🐝",
    "🍯",
    "👍",
    "🎉",
    "💛",
    "🙌🏻",
    "✨",
    "👩‍💻",
    "❤️",
    "🔥",
    "😊",
    "🌟",
    "💪",
    "🥳",
    "🙏",
    "👏🏽",
    "🚀",
    "🌈",
    "🍀",
    "☕",
  ];
  const emojiCards = [];
  for (const [i, emoji] of EMOJI.entries())
    emojiCards.push(
      await client.deliver(bee, {
        groupId: seed.groups[0],
        receiverName: "이달콤",
        content: `이모지 카드 ${i}번 ${emoji} 회의 준비를 꼼꼼하게 해줘서 고마워요 ${emoji}`,
        stamp: 3,
      }),
    );
  const timed = async (id) => {
    const t = performance.now();
    await card(id);
    return performance.now() - t;
  };
  // Cold: the isolate's first card pays the wasm start-up and the first font slices.
  const t0 = performance.now();
  const bytes = await card(cards.shift());
  const cold = performance.now() - t0;
  const drawn = [];
  for (const id of cards) drawn.push(await timed(id));
  const drawnEmoji = [];
  for (const id of emojiCards) drawnEmoji.push(await timed(id));
  for (let i = 0; i < 5; i++) await card(cards[0]);
  const cached = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await card(cards[0]);
    cached.push(performance.now() - t);
  }
  const show = (label, samples) =>
    console.log(
      `  ${label.padEnd(28)} p50 ${ms(percentile(samples, 50)).padStart(9)}   p95 ${ms(percentile(samples, 95)).padStart(9)}   (n=${samples.length})`,
    );
  console.log(`  ${"cold (first card of the isolate)".padEnd(28)} ${ms(cold).padStart(13)}`);
  // Bursts: 8 first requests for one new card at once, five times; then 12 new cards
  // at once while a member's API call is timed over and over beside them.
  const burst = [];
  for (let round = 0; round < 5; round++) {
    const id = await client.deliver(sweet, {
      groupId: seed.sweetGroup,
      receiverName: "김꿀벌",
      content: `동시 카드 ${round}번: 다 같이 열어본 칭찬이에요`,
      stamp: 2,
    });
    burst.push(...(await Promise.all(Array.from({ length: 8 }, () => timed(id)))));
  }
  const twelve = [];
  for (let i = 0; i < 12; i++)
    twelve.push(
      await client.deliver(sweet, {
        groupId: seed.sweetGroup,
        receiverName: "김꿀벌",
        content: `열두 장 중 ${i + 1}번째 카드예요`,
        stamp: (i % 8) + 1,
      }),
    );
  const beside = [];
  let drawing = true;
  const cardsDrawn = Promise.all(twelve.map((id) => card(id))).finally(() => {
    drawing = false;
  });
  while (drawing) {
    const t = performance.now();
    const res = await fetch(`${url}/api/member/service-consent`, { headers: bearer });
    await res.arrayBuffer();
    beside.push(performance.now() - t);
  }
  await cardsDrawn;
  show("first request (drawn)", drawn);
  show("first request, with emoji", drawnEmoji);
  show("8 at once, one new card", burst);
  show("API call beside 12 new", beside);
  console.log(`  ${"  (its slowest)".padEnd(28)} ${ms(Math.max(...beside)).padStart(13)}`);
  show("cached", cached);
  console.log(`  size: ${kib(bytes)}`);
  const cachedP95 = percentile(cached, 95);
  const figures = {
    bytes,
    cold,
    burst: { p50: percentile(burst, 50), p95: percentile(burst, 95), n: burst.length },
    besideTwelve: {
      p50: percentile(beside, 50),
      p95: percentile(beside, 95),
      max: Math.max(...beside),
      n: beside.length,
    },
    drawnEmoji: { p50: percentile(drawnEmoji, 50), p95: percentile(drawnEmoji, 95), n: drawnEmoji.length },
    drawn: { p50: percentile(drawn, 50), p95: percentile(drawn, 95), n: drawn.length },
    cached: { p50: percentile(cached, 50), p95: cachedP95, n: cached.length },
  };
  budget("card image cached p95 (loopback)", ms(cachedP95), `≤ ${BUDGET.cachedCardP95Ms} ms`, cachedP95 <= 20);
  return figures;
};
