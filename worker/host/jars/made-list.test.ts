// GET /api/jar reads the creator's list from D1 alone (decision 041): what it shows of each jar (its
// letter count, keep key, closed, kept) is kept in the jar's row by the calls that change it, so the
// list costs one query however many jars a member made, never one Durable Object call per jar.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type Caller, get, letterIdOf, makeJar, member, send, write } from "../../test/jar-kit";
import { jarObjectCalls } from "./routes";

const named = { writerName: "지나가던손님" };

type Made = { jarId: string; keepKey: string; letterCount: number; closed: boolean; kept: boolean };

let maker: Caller & { id: number };
let writer: Caller & { id: number };

beforeAll(async () => {
  maker = await member("목록만듦");
  writer = await member("목록씀");
});

/** The creator's list, and how many jar objects it called. */
const listed = async () => {
  const before = jarObjectCalls.count;
  const { body } = await get<{ created: Made[] }>("/api/jar", maker);
  return { created: body.data.created, objectCalls: jarObjectCalls.count - before };
};

const countOf = (created: Made[], jarId: string) => created.find((jar) => jar.jarId === jarId)?.letterCount;

describe("the creator's list of jars", () => {
  it("shows each jar's count, key and closing from D1, with no object call, through writes, deletes, hides and a close", async () => {
    const first = await makeJar(maker);
    const second = await makeJar(maker);
    const guest: Caller = {};
    await write(first.jarId, guest, "손님의 편지", named);
    const deleted = await letterIdOf(await write(first.jarId, guest, "지울 편지", named));
    await write(first.jarId, writer, "회원의 편지");
    const hidden = await letterIdOf(await write(second.jarId, guest, "숨길 편지", named));
    await write(second.jarId, writer, "남는 편지");
    expect((await send("DELETE", `/api/jar/${first.jarId}/letters/${deleted}`, undefined, guest)).status).toBe(200);
    expect((await send("DELETE", `/api/jar/${second.jarId}/letters/${hidden}`, undefined, maker)).status).toBe(200);
    expect((await send("PATCH", `/api/jar/${second.jarId}`, { closed: true }, maker)).status).toBe(200);

    const { created, objectCalls } = await listed();
    expect(objectCalls).toBe(0);
    expect(created).toEqual([
      expect.objectContaining({ jarId: second.jarId, keepKey: second.keepKey, letterCount: 1, closed: true }),
      expect.objectContaining({ jarId: first.jarId, keepKey: first.keepKey, letterCount: 2, closed: false }),
    ]);
    // The same counts the jars' own pages show.
    for (const { jarId } of [first, second])
      expect(countOf(created, jarId)).toBe((await get(`/api/jar/${jarId}`)).body.data.letterCount);
  });

  it("loses a departed writer's letters from the count, as the jar does", async () => {
    const jar = await makeJar(maker);
    const leaving = await member("목록떠남");
    await write(jar.jarId, leaving, "떠나며 남긴 편지");
    await write(jar.jarId, leaving, "하나 더");
    await write(jar.jarId, writer, "남는 편지");
    expect(countOf((await listed()).created, jar.jarId)).toBe(3);
    expect((await send("DELETE", "/api/member", undefined, leaving)).status).toBe(200);
    const { created, objectCalls } = await listed();
    expect(objectCalls).toBe(0);
    expect(countOf(created, jar.jarId)).toBe(1);
  });

  it("asks the object once for a jar made before the list lived in D1, then never again", async () => {
    const jar = await makeJar(maker);
    await write(jar.jarId, writer, "예전 단지의 편지");
    await env.DB.prepare("UPDATE jars SET letter_count = NULL, keep_key = NULL WHERE id = ?").bind(jar.jarId).run();

    const once = await listed();
    expect(once.objectCalls).toBe(1);
    expect(once.created).toContainEqual(
      expect.objectContaining({ jarId: jar.jarId, keepKey: jar.keepKey, letterCount: 1 }),
    );
    await write(jar.jarId, writer, "그 뒤의 편지");
    const again = await listed();
    expect(again.objectCalls).toBe(0);
    expect(countOf(again.created, jar.jarId)).toBe(2);
  });
});
