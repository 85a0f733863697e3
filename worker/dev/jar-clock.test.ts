// POST /__dev/jar-clock (worker/dev/jar-clock.ts): a browser journey moves its own jar's day ahead to
// open it, while the journeys beside it make and open their jars on the real day.
import { afterEach, describe, expect, it } from "vitest";
import { call } from "../test/host-app";
import { type Caller, get, makeJar, member, send, today } from "../test/jar-kit";

const moveDay = (body: { aheadDays: number; jarId?: string }) =>
  call("/__dev/jar-clock", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

afterEach(async () => {
  await moveDay({ aheadDays: 0 });
});

describe("POST /__dev/jar-clock", () => {
  it("with a jarId moves that jar's day alone: it opens, another jar does not, and a jar made today is still today's", async () => {
    const creator: Caller = await member("김꿀벌");
    const mine = await makeJar(creator, 3);
    const other = await makeJar(creator, 3);
    expect((await moveDay({ aheadDays: 3, jarId: mine.jarId })).status).toBe(200);
    expect((await get(`/api/jar/${mine.jarId}`)).body.data).toMatchObject({ open: true });
    expect((await get(`/api/jar/${other.jarId}`)).body.data).toMatchObject({ open: false, today: today() });
    const madeToday = await send(
      "POST",
      "/api/jar",
      { recipientName: "이달콤", occasion: "THANKS", opensOn: today() },
      creator,
    );
    expect(madeToday.status).toBe(201);

    expect((await moveDay({ aheadDays: 0, jarId: mine.jarId })).status).toBe(200);
    expect((await get(`/api/jar/${mine.jarId}`)).body.data).toMatchObject({ open: false });
  });
});
