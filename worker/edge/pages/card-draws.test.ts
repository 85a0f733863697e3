// The card-draw queue: one draw per praise in flight, at most two at a time, in arrival order.
import { describe, expect, it } from "vitest";
import { drawQueue, MAX_DRAWS } from "./card-draws";

it("the isolate draws one card at a time: drawing is CPU work on its one thread", () => {
  expect(MAX_DRAWS).toBe(1);
});

/** A draw the test finishes by hand, recording when it started. */
const gate = (started: string[], key: string) => {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    draw: () => {
      started.push(key);
      return done;
    },
    finish: () => finish(`${key}.png`),
    fail: () => fail(new Error(`${key} failed`)),
  };
};
/** A few turns of the event loop: every draw that could start (each first yields a timer turn) has. */
const tick = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe("drawQueue", () => {
  it("draws a card once however many ask while it is drawn; all get that drawing", async () => {
    const queue = drawQueue();
    const started: string[] = [];
    const card = gate(started, "a");
    const asks = Array.from({ length: 8 }, () => queue.once("a", card.draw));
    await tick();
    card.finish();
    expect(await Promise.all(asks)).toEqual(Array(8).fill("a.png"));
    expect(started).toEqual(["a"]);
  });

  it("draws at most its number at a time (two here), the rest in the order they came", async () => {
    const queue = drawQueue(2);
    const started: string[] = [];
    const cards = ["a", "b", "c", "d", "e"].map((key) => ({ key, ...gate(started, key) }));
    const results = cards.map((card) => queue.once(card.key, card.draw));
    const firstFailure = results[0]!.then(
      () => null,
      (error: Error) => error.message,
    );
    await tick();
    expect(started).toEqual(["a", "b"]);
    cards[1]!.finish();
    await tick();
    expect(started).toEqual(["a", "b", "c"]);
    cards[0]!.fail(); // a failed draw frees its place too
    await tick();
    expect(started).toEqual(["a", "b", "c", "d"]);
    for (const card of cards.slice(2)) card.finish();
    expect(await firstFailure).toBe("a failed");
    expect(await Promise.all(results.slice(1))).toEqual(["b.png", "c.png", "d.png", "e.png"]);
  });

  it("forgets a finished or failed drawing: the next ask draws again", async () => {
    const queue = drawQueue();
    const started: string[] = [];
    const first = gate(started, "a");
    const failed = queue.once("a", first.draw);
    await tick();
    first.fail();
    await expect(failed).rejects.toThrow();
    const second = gate(started, "a");
    const again = queue.once("a", second.draw);
    await tick();
    second.finish();
    expect(await again).toBe("a.png");
    expect(started).toEqual(["a", "a"]);
  });
});
