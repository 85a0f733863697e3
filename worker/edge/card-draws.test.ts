// The card-draw queue: one draw per praise in flight, at most two at a time, in arrival order.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, loginAs, registerMember } from "../test/helpers";
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

describe("GET /compliment/<uuid>/card.png, many first requests at once", () => {
  it("answers every one with the same card", async () => {
    await registerMember("김꿀벌", "1001");
    const { accessToken } = await loginAs("김꿀벌");
    const group = (await env.DB.prepare(
      "INSERT INTO groups (member_id, name, order_idx) SELECT id, '카드 그룹', 1 FROM members WHERE name = '김꿀벌' RETURNING id",
    ).first<{ id: number }>())!.id;
    const sent = await call("/api/send-praise", {
      method: "POST",
      headers: { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        content: "동시에 열어본 카드 🐝",
        projectStatus: false,
        receiverName: "이달콤",
        groupId: group,
        honeyStampId: 2,
      }),
    });
    const { uuid } = (await sent.json<{ data: { uuid: string } }>()).data;
    await env.DB.prepare("UPDATE praises SET send_status = 'DIRECT' WHERE uuid = ?").bind(uuid).run();
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(`/compliment/${uuid}/card.png`)));
    const bodies = await Promise.all(answers.map(async (res) => new Uint8Array(await res.arrayBuffer())));
    for (const res of answers) expect(res.headers.get("Content-Type")).toBe("image/png");
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    // The praise's own 800-wide card, not the generic 1200-wide image.
    expect(new DataView(bodies[0]!.buffer).getUint32(16)).toBe(800);
  }, 30_000); // the isolate's first card starts its wasm engines
});
