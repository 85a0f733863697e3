// The creator's 숨기기 and its undo (docs/api.md "the jar people keep"; decisions 037 and 039): a hidden
// letter is listed to the creator under hiddenLetters and to its writer marked hidden; 되돌리기 counts it
// again, in the jar and in the creator's list, until the day; nobody else may undo it.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { JAR_MESSAGES } from "../../contract/jar";
import { type Caller, get, letterIdOf, makeJar, member, send, write } from "../../test/jar-kit";
import { clock } from "../auth/clock";

let creator: Caller & { id: number };
let writer: Caller & { id: number };
let recipient: Caller & { id: number };

beforeAll(async () => {
  creator = await member("숨김만듦");
  writer = await member("숨김씀");
  recipient = await member("이달콤");
});
afterEach(() => vi.restoreAllMocks());

const hide = (jarId: string, letterId: number) =>
  send("DELETE", `/api/jar/${jarId}/letters/${letterId}`, undefined, creator);
const unhide = (jarId: string, letterId: number, who: Caller) =>
  send("POST", `/api/jar/${jarId}/letters/${letterId}/unhide`, undefined, who);
const listedCount = async (jarId: string) =>
  (await get<{ created: { jarId: string; letterCount: number }[] }>("/api/jar", creator)).body.data.created.find(
    (jar) => jar.jarId === jarId,
  )?.letterCount;
const messageOf = async (res: Response) => (await res.json<{ message: string }>()).message;

describe("hiding a letter and taking it back", () => {
  it("lists a hidden letter to the creator and marks it to its writer; 되돌리기 counts it again", async () => {
    const { jarId } = await makeJar(creator);
    const guest: Caller = {};
    const letterId = await letterIdOf(await write(jarId, guest, "숨겨질 편지", { writerName: "민지" }));
    await write(jarId, writer, "남는 편지");
    expect((await hide(jarId, letterId)).status).toBe(200);

    const hidden = (await get(`/api/jar/${jarId}`, creator)).body.data;
    expect(hidden.letterCount).toBe(1);
    expect(hidden.letters.map((l: { content: string }) => l.content)).toEqual(["남는 편지"]);
    expect(hidden.hiddenLetters).toEqual([
      expect.objectContaining({ letterId, content: "숨겨질 편지", writerName: "민지", hidden: true }),
    ]);
    expect((await get(`/api/jar/${jarId}`, guest)).body.data.mine).toEqual([
      expect.objectContaining({ letterId, content: "숨겨질 편지", hidden: true }),
    ]);
    // Nobody else learns of it.
    expect((await get(`/api/jar/${jarId}`, writer)).body.data).not.toHaveProperty("hiddenLetters");
    expect(await listedCount(jarId)).toBe(1);

    expect((await unhide(jarId, letterId, creator)).status).toBe(200);
    const back = (await get(`/api/jar/${jarId}`, creator)).body.data;
    expect(back.letterCount).toBe(2);
    expect(back.hiddenLetters).toEqual([]);
    expect(back.letters.map((l: { letterId: number }) => l.letterId)).toContain(letterId);
    expect(await listedCount(jarId)).toBe(2);
    const mine = (await get(`/api/jar/${jarId}`, guest)).body.data.mine;
    expect(mine).toEqual([expect.objectContaining({ letterId })]);
    expect(mine[0]).not.toHaveProperty("hidden");
    // No longer hidden, its writer may write again (decision 037 refuses only a hidden writer).
    expect((await write(jarId, guest, "다시 쓴 편지", { writerName: "민지" })).status).toBe(201);
  });

  it("is the creator's alone: a writer gets 403, a letter not hidden 404", async () => {
    const { jarId } = await makeJar(creator);
    const letterId = await letterIdOf(await write(jarId, writer, "숨길 편지"));
    expect((await unhide(jarId, letterId, creator)).status).toBe(404);
    await hide(jarId, letterId);
    const byWriter = await unhide(jarId, letterId, writer);
    expect(byWriter.status).toBe(403);
    expect(await messageOf(byWriter)).toBe(JAR_MESSAGES.creatorOnly);
    expect((await unhide(jarId, letterId, {})).status).toBe(401);
    expect((await get(`/api/jar/${jarId}`, creator)).body.data.letterCount).toBe(0);
  });

  it("is refused on the day (409) and once kept (409), and a kept jar lists nothing hidden", async () => {
    const { jarId, keepKey } = await makeJar(creator, 1);
    await write(jarId, writer, "남는 편지");
    const letterId = await letterIdOf(await write(jarId, {}, "숨길 편지", { writerName: "장난" }));
    await hide(jarId, letterId);
    const real = Date.now();
    vi.spyOn(clock, "now").mockReturnValue(real + 86_400_000);
    const onTheDay = await unhide(jarId, letterId, creator);
    expect(onTheDay.status).toBe(409);
    expect(await messageOf(onTheDay)).toBe(JAR_MESSAGES.unhideAfterDay);
    expect((await send("POST", `/api/jar/${jarId}/keep`, { keepKey }, recipient)).status).toBe(201);
    const kept = await unhide(jarId, letterId, creator);
    expect(kept.status).toBe(409);
    expect(await messageOf(kept)).toBe(JAR_MESSAGES.kept);
    const view = (await get(`/api/jar/${jarId}`, creator)).body.data;
    expect(view).not.toHaveProperty("hiddenLetters");
    expect(view.letterCount).toBe(1);
  });
});
