// The shared jar, writing (docs/api.md fourth round; decision 024): who may write, read, edit and hide,
// the jar's limits, and what a letter costs D1. The jar's Durable Object runs in the test runtime.

import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { JAR_LETTERS_MAX, JAR_MESSAGES, WRITER_COOKIE } from "../../contract/jar";
import { type Caller, d1Rows, get, letterIdOf, makeJar, member, send, write } from "../../test/jar-kit";
import { jarObject } from "./routes";

let creator: Caller & { id: number };
let writer: Caller & { id: number };

beforeAll(async () => {
  creator = await member("김꿀벌");
  writer = await member("박성실");
});

describe("POST /api/jar", () => {
  it("makes a jar with unguessable ids and a title suggested from who and why", async () => {
    const { jarId, keepKey } = await makeJar(creator);
    expect(jarId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keepKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keepKey).not.toBe(jarId);
    const { body } = await get(`/api/jar/${jarId}`);
    expect(body.data).toMatchObject({
      title: "이달콤님의 송별 꿀단지",
      recipientName: "이달콤",
      occasion: "FAREWELL",
      open: false,
      kept: false,
      letterCount: 0,
      creatorName: "김꿀벌",
      isCreator: false,
      mine: [],
    });
    expect(body.data.letters).toBeUndefined();
  });

  it.each([
    [{ recipientName: "", occasion: "FAREWELL", opensOn: "2099-01-01" }, "받는 사람 이름을 입력해주세요."],
    [{ recipientName: "아홉글자이름입니다", occasion: "FAREWELL", opensOn: "2099-01-01" }, "8자 이내로 입력해주세요."],
    [{ recipientName: "이달콤", occasion: "PARTY", opensOn: "2099-01-01" }, "어떤 날인지 골라주세요."],
    [{ recipientName: "이달콤", occasion: "FAREWELL", opensOn: "2099-01-01" }, JAR_MESSAGES.opensOnRange],
    [{ recipientName: "이달콤", occasion: "FAREWELL", opensOn: "2020-01-01" }, JAR_MESSAGES.opensOnRange],
    [{ recipientName: "이달콤", occasion: "FAREWELL", opensOn: "내일" }, "여는 날 형식이 올바르지 않아요."],
    [
      { recipientName: "이달콤", occasion: "FAREWELL", opensOn: "2099-01-01", title: "가".repeat(21) },
      "제목은 20자 이내로 입력해주세요.",
    ],
  ])("refuses %o with a Korean 400", async (body, message) => {
    const before = await d1Rows();
    const res = await send("POST", "/api/jar", body, creator);
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toBe(message);
    expect(await d1Rows()).toEqual(before);
  });

  it("is for members: a guest cannot make a jar", async () => {
    expect(
      (await send("POST", "/api/jar", { recipientName: "이달콤", occasion: "THANKS", opensOn: "2099-01-01" })).status,
    ).toBe(401);
  });
});

describe("POST /api/jar/:jarId/letters", () => {
  it("takes a member's letter under their name and a guest's under their nickname, with an HttpOnly __Host- cookie", async () => {
    const { jarId } = await makeJar(creator);
    expect((await write(jarId, writer, "함께해서 즐거웠어요", { writerName: "무시됨" })).status).toBe(201);
    const guest: Caller = {};
    const res = await write(jarId, guest, "늘 응원할게요", { writerName: "민지", honeyStampId: 13 });
    expect(res.status).toBe(201);
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${WRITER_COOKIE}=[A-Za-z0-9_-]{22};`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);

    const asWriter = (await get(`/api/jar/${jarId}`, writer)).body.data;
    expect(asWriter.mine).toEqual([
      expect.objectContaining({ writerName: "박성실", guest: false, content: "함께해서 즐거웠어요" }),
    ]);
    expect(asWriter.letters).toBeUndefined();
    const asGuest = (await get(`/api/jar/${jarId}`, guest)).body.data;
    expect(asGuest.mine).toEqual([expect.objectContaining({ writerName: "민지", guest: true, honeyStampId: 13 })]);
    expect(asGuest.letterCount).toBe(2);
    expect(asGuest.stamps).toEqual(
      expect.arrayContaining([
        { honeyStampId: 11, count: 1 },
        { honeyStampId: 13, count: 1 },
      ]),
    );
    // Nobody else reads them before the day; the creator reads them all.
    expect((await get(`/api/jar/${jarId}`)).body.data.mine).toEqual([]);
    expect(
      (await get(`/api/jar/${jarId}`, { cookie: `${WRITER_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA` })).body.data.mine,
    ).toEqual([]);
    const asCreator = (await get(`/api/jar/${jarId}`, creator)).body.data;
    expect(asCreator.isCreator).toBe(true);
    expect(asCreator.letters.map((l: { content: string }) => l.content)).toEqual([
      "함께해서 즐거웠어요",
      "늘 응원할게요",
    ]);
  });

  it.each([
    [{ content: "", honeyStampId: 11, writerName: "민지" }, "편지 내용을 입력해주세요."],
    [{ content: "가".repeat(501), honeyStampId: 11, writerName: "민지" }, "편지는 500자 이내로 입력해주세요."],
    [
      { content: Array.from({ length: 21 }, (_, i) => `${i}줄`).join("\n"), honeyStampId: 11, writerName: "민지" },
      "편지는 20줄 이내로 써주세요.",
    ],
    [{ content: "안녕\u202e하세요", honeyStampId: 11, writerName: "민지" }, "사용할 수 없는 문자가 들어 있어요."],
    [{ content: "안녕", honeyStampId: 99, writerName: "민지" }, "꿀도장을 선택해주세요"],
    [{ content: "안녕", writerName: "민지" }, "꿀도장을 선택해주세요"],
    [{ content: "안녕", honeyStampId: 11 }, JAR_MESSAGES.writerName],
    [{ content: "안녕", honeyStampId: 11, writerName: "아홉글자닉네임이요" }, "8자 이내로 입력해주세요."],
  ])("refuses a guest's %o with a Korean 400 and writes nothing", async (body, message) => {
    const { jarId } = await makeJar(creator);
    const res = await send("POST", `/api/jar/${jarId}/letters`, body);
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toBe(message);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect((await get(`/api/jar/${jarId}`)).body.data.letterCount).toBe(0);
  });

  it("answers 404 for a jar that does not exist, and 400 for an id that cannot be one", async () => {
    expect((await write("AAAAAAAAAAAAAAAAAAAAAA", writer)).status).toBe(404);
    expect((await get("/api/jar/AAAAAAAAAAAAAAAAAAAAAA")).body.message).toBe(JAR_MESSAGES.notFound);
    expect((await get("/api/jar/short")).status).toBe(400);
  });

  it("lets a guest write three letters in a jar, the fourth a 429 (hidden ones count)", async () => {
    const { jarId } = await makeJar(creator);
    const guest: Caller = {};
    const first = await write(jarId, guest, "하나", { writerName: "민지" });
    for (const text of ["둘", "셋"]) expect((await write(jarId, guest, text, { writerName: "민지" })).status).toBe(201);
    const fourth = await write(jarId, guest, "넷", { writerName: "민지" });
    expect(fourth.status).toBe(429);
    expect((await fourth.json<{ message: string }>()).message).toBe(JAR_MESSAGES.guestLimit);
    // The creator hides one: the guest still cannot write a fourth.
    expect(
      (await send("DELETE", `/api/jar/${jarId}/letters/${await letterIdOf(first)}`, undefined, creator)).status,
    ).toBe(200);
    expect((await write(jarId, guest, "다시", { writerName: "민지" })).status).toBe(429);
    // Another jar is another three.
    expect((await write((await makeJar(creator)).jarId, guest, "다른 단지", { writerName: "민지" })).status).toBe(201);
  });

  it("keeps a guest to three letters when their letters arrive at once (a wave, a double tap): the rest 429", async () => {
    const { jarId } = await makeJar(creator);
    const guest: Caller = {};
    expect((await write(jarId, guest, "처음", { writerName: "민지" })).status).toBe(201);
    const together = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        write(jarId, { cookie: guest.cookie }, `한꺼번에 ${i}`, { writerName: "민지" }),
      ),
    );
    const statuses = together.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const refused = together.find((res) => res.status === 429)!;
    expect((await refused.json<{ message: string }>()).message).toBe(JAR_MESSAGES.guestLimit);
    expect((await get(`/api/jar/${jarId}`, guest)).body.data.mine).toHaveLength(3);
  });

  it(`takes its last letters up to ${JAR_LETTERS_MAX} when they are posted at once and refuses the rest with 409, none lost`, async () => {
    const { jarId } = await makeJar(creator);
    const already = JAR_LETTERS_MAX - 10;
    // The jar nearly full (written over the last hour, so no minute's limit is in play), then a wave.
    await runInDurableObject(jarObject(env, jarId), (_, state) => {
      for (let i = 0; i < already; i++)
        state.storage.sql.exec(
          "INSERT INTO letters (writer_key, writer_name, guest, content, stamp_id, written_at) VALUES (?, '먼저 쓴 사람', 1, ?, 1, ?)",
          `g:earlier-${i}`,
          `먼저 ${i}`,
          new Date(Date.now() - 3_600_000).toISOString(),
        );
    });
    const guests = Array.from({ length: 30 }, () => ({}) as Caller);
    const results = await Promise.all(
      guests.map((guest, i) => write(jarId, guest, `물결 ${i}`, { writerName: "물결" })),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    const refused = results.find((res) => res.status === 409)!;
    expect((await refused.json<{ message: string }>()).message).toBe(JAR_MESSAGES.full);
    const view = (await get(`/api/jar/${jarId}`, creator)).body.data;
    expect(view.letterCount).toBe(JAR_LETTERS_MAX);
    const written = guests.filter((_, i) => statuses[i] === 201);
    for (const guest of written) expect((await get(`/api/jar/${jarId}`, guest)).body.data.mine).toHaveLength(1);
  }, 60_000);

  it("costs D1 nothing for a guest's letter, and one index row for a member's first letter in a jar", async () => {
    const { jarId } = await makeJar(creator);
    const before = await d1Rows();
    const guest: Caller = {};
    await write(jarId, guest, "하나", { writerName: "민지" });
    await write(jarId, guest, "둘", { writerName: "민지" });
    expect(await d1Rows()).toEqual(before);
    await write(jarId, writer, "첫 편지");
    await write(jarId, writer, "두 번째 편지");
    expect(await d1Rows()).toEqual({ ...before, jar_writers: before.jar_writers! + 1 });
    // The letters are in the jar's own storage.
    const stored = await runInDurableObject(jarObject(env, jarId), (_, state) =>
      state.storage.sql.exec("SELECT COUNT(*) AS n FROM letters").one(),
    );
    expect(stored.n).toBe(4);
  });
});

describe("editing, deleting, hiding and closing", () => {
  it("lets a writer edit and delete their own letter, and nobody else's (404)", async () => {
    const { jarId } = await makeJar(creator);
    const guest: Caller = {};
    const mine = await letterIdOf(await write(jarId, guest, "처음 쓴 말", { writerName: "민지" }));
    const theirs = await letterIdOf(await write(jarId, writer, "박성실의 편지"));
    const edit = (id: number, who: Caller) =>
      send("PATCH", `/api/jar/${jarId}/letters/${id}`, { content: "고친 말", honeyStampId: 12 }, who);
    expect((await edit(mine, guest)).status).toBe(200);
    expect((await edit(theirs, guest)).status).toBe(404);
    expect((await edit(mine, {})).status).toBe(404);
    expect((await send("DELETE", `/api/jar/${jarId}/letters/${theirs}`, undefined, guest)).status).toBe(404);
    expect((await get(`/api/jar/${jarId}`, guest)).body.data.mine).toEqual([
      expect.objectContaining({ letterId: mine, content: "고친 말", honeyStampId: 12 }),
    ]);
    expect((await send("DELETE", `/api/jar/${jarId}/letters/${mine}`, undefined, guest)).status).toBe(200);
    const view = (await get(`/api/jar/${jarId}`, guest)).body.data;
    expect(view.mine).toEqual([]);
    expect(view.letterCount).toBe(1);
  });

  it("lets the creator hide any letter, and close the jar to new letters (409) and open it again", async () => {
    const { jarId } = await makeJar(creator);
    const unkind = await letterIdOf(await write(jarId, writer, "별로였어요"));
    expect((await send("DELETE", `/api/jar/${jarId}/letters/${unkind}`, undefined, creator)).status).toBe(200);
    const view = (await get(`/api/jar/${jarId}`, creator)).body.data;
    expect(view.letters).toEqual([]);
    expect(view.letterCount).toBe(0);
    // Its writer sees it marked hidden (hiding.test.ts has the undo).
    expect((await get(`/api/jar/${jarId}`, writer)).body.data.mine).toEqual([
      expect.objectContaining({ letterId: unkind, hidden: true }),
    ]);

    expect((await send("PATCH", `/api/jar/${jarId}`, { closed: true }, writer)).status).toBe(403);
    expect((await send("PATCH", `/api/jar/${jarId}`, { closed: true }, creator)).status).toBe(200);
    // (The writer whose letter was hidden may not write here again, decision 037: the creator writes.)
    const refused = await write(jarId, creator, "늦은 편지");
    expect(refused.status).toBe(409);
    expect((await refused.json<{ message: string }>()).message).toBe(JAR_MESSAGES.closed);
    expect((await send("PATCH", `/api/jar/${jarId}`, { closed: false }, creator)).status).toBe(200);
    expect((await write(jarId, creator, "늦은 편지")).status).toBe(201);
  });
});

describe("GET /api/jar", () => {
  it("lists the jars a member made (count, day, both keys, kept, closed) and the jars they wrote in", async () => {
    const maker = await member("최열정");
    const { jarId, keepKey } = await makeJar(maker, 5, { title: "열정 송별회" });
    await write(jarId, writer, "잘 가요");
    const { body } = await get("/api/jar", maker);
    expect(body.data.created).toEqual([
      expect.objectContaining({ jarId, keepKey, title: "열정 송별회", letterCount: 1, kept: false, closed: false }),
    ]);
    expect(body.data.written).toEqual([]);
    const wrote = (await get("/api/jar", writer)).body.data.written;
    expect(wrote).toContainEqual(expect.objectContaining({ jarId, title: "열정 송별회", kept: false }));
    expect(wrote.find((j: { jarId: string }) => j.jarId === jarId)).not.toHaveProperty("keepKey");
  });
});

describe("회원 탈퇴 and the shared jar", () => {
  it("takes the jars a member made with them, and their letters out of jars not kept yet", async () => {
    const leaving = await member("최떠남");
    const theirs = await makeJar(leaving);
    await write(theirs.jarId, writer, "떠나는 분의 단지에 쓴 편지");
    const others = await makeJar(creator);
    await write(others.jarId, leaving, "남기고 가는 편지");
    await write(others.jarId, writer, "남는 편지");
    expect((await send("DELETE", "/api/member", undefined, leaving)).status).toBe(200);

    expect((await get(`/api/jar/${theirs.jarId}`)).status).toBe(404);
    const view = (await get(`/api/jar/${others.jarId}`, creator)).body.data;
    expect(view.letters.map((l: { content: string }) => l.content)).toEqual(["남는 편지"]);
    expect((await get("/api/jar", writer)).body.data.written).not.toContainEqual(
      expect.objectContaining({ jarId: theirs.jarId }),
    );
  });
});
