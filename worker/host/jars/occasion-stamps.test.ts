// Each occasion's own stamps (decision 044, migration 0022): the catalogue per occasion, a jar's
// letters written with its occasion's (another occasion's and the eight praise stamps refused), a
// letter written before with one of the eight kept through an edit, and praise kept to the eight.

import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { JAR_MESSAGES } from "../../contract/jar";
import { JAR_OCCASIONS } from "../../contract/occasion";
import type { Stamp } from "../../contract/stamp";
import { type Caller, get, letterIdOf, makeJar, member, send, write } from "../../test/jar-kit";
import { jarObject } from "./routes";

const PRAISE_STAMPS = 8;

let creator: Caller & { id: number };
let writer: Caller & { id: number };

beforeAll(async () => {
  creator = await member("김꿀벌");
  writer = await member("박성실");
});

const catalogue = async (query = "") => (await get<{ stampDtos: Stamp[] }>(`/api/stamp${query}`)).body.data.stampDtos;

describe("GET /api/stamp?occasion=", () => {
  it("lists the occasion's own stamps first, marked with it, then the eight; without one, the eight alone", async () => {
    const farewell = await catalogue("?occasion=FAREWELL");
    expect(farewell.slice(0, 5)).toEqual([
      { id: 11, stampName: "고마웠어요", imageUrl: "/images/stamps/farewell-1.svg", occasion: "FAREWELL" },
      expect.objectContaining({ id: 12, stampName: "새 출발 응원" }),
      expect.objectContaining({ id: 13, stampName: "꽃길만 걸어요" }),
      expect.objectContaining({ id: 14, stampName: "잊지 않을게요" }),
      expect.objectContaining({ id: 15, stampName: "또 만나요" }),
    ]);
    // The eight after, unmarked: a letter written with one before still shows its stamp.
    expect(farewell.slice(5).map((stamp) => stamp.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(farewell.slice(5).every((stamp) => stamp.occasion === undefined)).toBe(true);
    expect(farewell.map((stamp) => stamp.stampName)).not.toContain("생일 축하해요");

    const praise = await catalogue();
    expect(praise).toHaveLength(PRAISE_STAMPS);
    expect(praise.some((stamp) => stamp.occasion !== undefined)).toBe(false);
  });

  it("gives every occasion four to six stamps of its own, each name short enough for a stamp's tile", async () => {
    for (const occasion of JAR_OCCASIONS) {
      const own = (await catalogue(`?occasion=${occasion}`)).filter((stamp) => stamp.occasion === occasion);
      expect(own.length, occasion).toBeGreaterThanOrEqual(4);
      expect(own.length, occasion).toBeLessThanOrEqual(6);
      for (const stamp of own) {
        expect([...stamp.stampName].length, stamp.stampName).toBeLessThanOrEqual(8);
        expect(stamp.imageUrl).toMatch(/^\/images\/stamps\/[a-z-]+-\d\.svg$/);
      }
    }
  });

  it("refuses an occasion that is not one with a Korean 400", async () => {
    const res = await send("GET", "/api/stamp?occasion=PARTY", undefined);
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toBe("occasion 값이 올바르지 않아요.");
  });
});

describe("a jar's letters take its occasion's stamps", () => {
  it.each([
    ["a birthday's stamp", 21],
    ["one of the eight praise stamps", 1],
  ])("refuses %s in a farewell jar with a Korean 400 and writes nothing", async (_, honeyStampId) => {
    const { jarId } = await makeJar(creator);
    const guest: Caller = {};
    const res = await write(jarId, guest, "잘 가요", { writerName: "민지", honeyStampId });
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toBe(JAR_MESSAGES.otherOccasionStamp);
    expect((await get(`/api/jar/${jarId}`)).body.data.letterCount).toBe(0);
    expect((await write(jarId, guest, "잘 가요", { writerName: "민지", honeyStampId: 12 })).status).toBe(201);
  });

  it("lets a letter change to another of its occasion's stamps, never to another occasion's", async () => {
    const { jarId } = await makeJar(creator, 3, { occasion: "BIRTHDAY" });
    const letterId = await letterIdOf(await write(jarId, writer, "생일 축하해요!", { honeyStampId: 21 }));
    const edit = (honeyStampId: number) =>
      send("PATCH", `/api/jar/${jarId}/letters/${letterId}`, { content: "생일 축하해요!!", honeyStampId }, writer);
    expect((await edit(25)).status).toBe(200);
    const refused = await edit(11);
    expect(refused.status).toBe(400);
    expect((await refused.json<{ message: string }>()).message).toBe(JAR_MESSAGES.otherOccasionStamp);
    expect((await get(`/api/jar/${jarId}`, writer)).body.data.mine).toEqual([
      expect.objectContaining({ letterId, content: "생일 축하해요!!", honeyStampId: 25 }),
    ]);
  });

  it("keeps a letter written before with one of the eight valid: readable, editable with its stamp, kept as praise", async () => {
    const { jarId, keepKey } = await makeJar(creator, 0);
    // A letter as the host took it before occasions had stamps of their own.
    await runInDurableObject(jarObject(env, jarId), (_, state) => {
      state.storage.sql.exec(
        "INSERT INTO letters (writer_key, writer_name, guest, content, stamp_id, written_at) VALUES (?, '박성실', 0, '센스 있는 선배', 2, ?)",
        `m:${writer.id}`,
        new Date().toISOString(),
      );
    });
    const [old] = (await get(`/api/jar/${jarId}`, writer)).body.data.mine;
    expect(old).toMatchObject({ content: "센스 있는 선배", honeyStampId: 2 });
    const path = `/api/jar/${jarId}/letters/${old.letterId}`;
    expect((await send("PATCH", path, { content: "센스 있는 선배님", honeyStampId: 2 }, writer)).status).toBe(200);
    // Another of the eight it cannot take; its occasion's it can.
    expect((await send("PATCH", path, { content: "센스 있는 선배님", honeyStampId: 3 }, writer)).status).toBe(400);

    const kept = await send("POST", `/api/jar/${jarId}/keep`, { keepKey }, creator);
    expect(kept.status).toBe(201);
    const stamp = await env.DB.prepare(
      "SELECT s.name FROM praises p JOIN stamps s ON s.id = p.stamp_id WHERE p.content = '센스 있는 선배님'",
    ).first<{ name: string }>();
    expect(stamp?.name).toBe("센스 만점");
  });
});

describe("praise keeps to the eight", () => {
  it("refuses an occasion's stamp in a praise with the stamp's Korean 400", async () => {
    const group = await send("POST", "/api/group", { groupName: "도장 확인" }, creator);
    expect(group.status).toBe(201);
    const { groupId } = (await group.json<{ data: { groupId: number } }>()).data;
    const praise = (honeyStampId: number) =>
      send(
        "POST",
        "/api/send-praise",
        { content: "고마워요", projectStatus: false, receiverName: "이달콤", groupId, honeyStampId },
        creator,
      );
    const refused = await praise(11);
    expect(refused.status).toBe(400);
    expect((await refused.json<{ message: string }>()).message).toBe("꿀도장을 선택해주세요");
    expect((await praise(2)).status).toBe(201);
  });
});
