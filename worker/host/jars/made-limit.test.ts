// Jars one member makes are limited (decision 041): ten in 24 hours, counted by the insert itself, so a
// burst of calls at once cannot make an eleventh; a day later they may make more.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { JAR_MESSAGES, JARS_PER_DAY_MAX } from "../../contract/jar";
import { member, send, today } from "../../test/jar-kit";
import { addDays } from "./jar-clock";

const make = (who: { token?: string }) =>
  send("POST", "/api/jar", { recipientName: "이달콤", occasion: "THANKS", opensOn: addDays(today(), 3) }, who);

const jarsOf = async (memberId: number) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM jars WHERE creator_id = ?").bind(memberId).first<{ n: number }>())!
    .n;

describe("POST /api/jar: ten a day per member", () => {
  it("makes ten, then answers 429 in Korean — also to four calls at once at the ninth — and more after a day", async () => {
    const maker = await member("많이만듦");
    for (let i = 0; i < JARS_PER_DAY_MAX - 2; i++) expect((await make(maker)).status).toBe(201);

    const burst = await Promise.all(Array.from({ length: 4 }, () => make(maker)));
    expect(burst.map((res) => res.status).sort()).toEqual([201, 201, 429, 429]);
    const refused = burst.find((res) => res.status === 429)!;
    expect((await refused.json<{ message: string }>()).message).toBe(JAR_MESSAGES.madeToday);
    expect(await jarsOf(maker.id)).toBe(JARS_PER_DAY_MAX);

    // Another member is not counted with them.
    expect((await make(await member("처음만듦"))).status).toBe(201);

    // A day later.
    await env.DB.prepare(
      "UPDATE jars SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-25 hours') WHERE creator_id = ?",
    )
      .bind(maker.id)
      .run();
    expect((await make(maker)).status).toBe(201);
  });
});
