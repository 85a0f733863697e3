// The jar people keep (docs/api.md fifth round; decision 036): letters without a name where the creator
// allows them, the opening link that reads every letter on the day without an account, and the
// keeper's reactions and one thank-you reaching every writer — a guest by their cookie, a member by
// their lists and by mail.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ANONYMOUS_NAME,
  JAR_MESSAGES,
  type JarOpening,
  type JarView,
  type Letter,
  type MyJars,
} from "../../contract/jar";
import { THANKS_MESSAGES } from "../../contract/jar-thanks";
import { kakaoIdForNickname } from "../../dev/test-users";
import { type Caller, get, letterIdOf, makeJar, member, send, write } from "../../test/jar-kit";
import { mailbox } from "../../test/mailbox";
import { clock } from "../auth/clock";

let creator: Caller & { id: number };
let writer: Caller & { id: number };
let keeper: Caller & { id: number };
let stranger: Caller & { id: number };

beforeAll(async () => {
  creator = await member("감사만듦");
  writer = await member("감사씀");
  keeper = await member("감사받음");
  stranger = await member("감사남");
});
afterEach(() => vi.restoreAllMocks());

const onTheDay = () => {
  const real = Date.now();
  vi.spyOn(clock, "now").mockReturnValue(real + 86_400_000);
};
const opening = (jarId: string, keepKey: string) => send("POST", `/api/jar/${jarId}/opening`, { keepKey });

/** A jar opening tomorrow that allows anonymous letters: a member's letter, a guest's, an anonymous guest's. */
const filled = async () => {
  const jar = await makeJar(creator, 1, { anonymousAllowed: true });
  const guest: Caller = {};
  const anonymous: Caller = {};
  const ids = {
    member: await letterIdOf(await write(jar.jarId, writer, "함께해서 즐거웠어요")),
    guest: await letterIdOf(await write(jar.jarId, guest, "고마웠어요", { writerName: "민지" })),
    anonymous: await letterIdOf(
      await write(jar.jarId, anonymous, "사실 제가 제일 아꼈어요", { writerName: "비밀", anonymous: true }),
    ),
  };
  return { ...jar, guest, anonymous, ids };
};

describe("anonymous letters", () => {
  it("show '익명' to everyone but their writer, the creator included, and are kept as '익명'", async () => {
    const jar = await filled();
    const byCreator = (await get<JarView>(`/api/jar/${jar.jarId}`, creator)).body.data;
    const names = byCreator.letters!.map((l: Letter) => [l.writerName, l.anonymous]);
    expect(names).toEqual([
      ["감사씀", false],
      ["민지", false],
      [ANONYMOUS_NAME, true],
    ]);
    expect(JSON.stringify(byCreator)).not.toContain("비밀");
    const own = (await get<JarView>(`/api/jar/${jar.jarId}`, jar.anonymous)).body.data;
    expect(own.mine).toEqual([expect.objectContaining({ writerName: "비밀", anonymous: true })]);

    onTheDay();
    expect((await send("POST", `/api/jar/${jar.jarId}/keep`, { keepKey: jar.keepKey }, keeper)).status).toBe(201);
    const { results } = await env.DB.prepare("SELECT sender_name FROM praises WHERE jar_id = ? ORDER BY id")
      .bind(jar.jarId)
      .all<{ sender_name: string }>();
    expect(results.map((r) => r.sender_name)).toEqual(["감사씀", "민지", ANONYMOUS_NAME]);
  });

  it("are refused where the creator did not allow them, with nothing written", async () => {
    const jar = await makeJar(creator, 3);
    const res = await write(jar.jarId, writer, "몰래 쓸래요", { anonymous: true });
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toBe(JAR_MESSAGES.anonymousNotAllowed);
    expect((await get<JarView>(`/api/jar/${jar.jarId}`, creator)).body.data.letterCount).toBe(0);
  });
});

describe("POST /api/jar/:jarId/opening", () => {
  it("reads every letter on the day to whoever holds the key, the same after keeping, and nothing before", async () => {
    const jar = await filled();
    const early = await opening(jar.jarId, jar.keepKey);
    expect(early.status).toBe(200);
    const before = (await early.json<{ data: { open: boolean; letters?: Letter[] } }>()).data;
    expect(before.open).toBe(false);
    expect(before.letters).toBeUndefined();
    expect((await opening(jar.jarId, "A".repeat(22))).status).toBe(404);

    onTheDay();
    const read = async () =>
      (await (await opening(jar.jarId, jar.keepKey)).json<{ data: { letters: Letter[] } }>()).data;
    const onDay = await read();
    expect(onDay.letters.map((l) => l.writerName)).toEqual(["감사씀", "민지", ANONYMOUS_NAME]);
    // A double tap and a reload: the same letters, before and after keeping.
    expect(await read()).toEqual(onDay);
    expect((await send("POST", `/api/jar/${jar.jarId}/keep`, { keepKey: jar.keepKey }, keeper)).status).toBe(201);
    expect((await read()).letters).toEqual(onDay.letters);
    // The keeper is told so (a reload shows their answers), with the group it became; nobody else is.
    const as = async (who: Caller) =>
      (
        await (
          await send("POST", `/api/jar/${jar.jarId}/opening`, { keepKey: jar.keepKey }, who)
        ).json<{
          data: { keptByYou?: boolean; groupId?: number };
        }>()
      ).data;
    const mine = await as(keeper);
    expect(mine.keptByYou).toBe(true);
    const group = await env.DB.prepare("SELECT group_id FROM jars WHERE id = ?")
      .bind(jar.jarId)
      .first<{ group_id: number }>();
    expect(mine.groupId).toBe(group?.group_id);
    expect(await as(creator)).toMatchObject({ keptByYou: false });
    expect((await as(creator)).groupId).toBeUndefined();
    expect((await as({})).keptByYou).toBeUndefined();
  });
});

describe("the keeper's reactions and thanks", () => {
  it("reach each writer: a guest by their cookie, a member on the page and in their lists, and by mail", async () => {
    const jar = await filled();
    onTheDay();
    expect((await send("POST", `/api/jar/${jar.jarId}/keep`, { keepKey: jar.keepKey }, keeper)).status).toBe(201);
    const react = (letterId: number, reaction: unknown, who: Caller) =>
      send("PUT", `/api/jar/${jar.jarId}/letters/${letterId}/reaction`, { reaction }, who);

    // Only the keeper answers; a made-up reaction is a Korean 400.
    expect((await react(jar.ids.guest, "HEART", creator)).status).toBe(403);
    expect((await react(jar.ids.guest, "HEART", stranger)).status).toBe(403);
    const bad = await react(jar.ids.guest, "LOVE", keeper);
    expect(bad.status).toBe(400);
    expect((await bad.json<{ message: string }>()).message).toBe(THANKS_MESSAGES.reaction);
    expect((await react(999_999, "HEART", keeper)).status).toBe(404);

    expect((await react(jar.ids.guest, "HEART", keeper)).status).toBe(200);
    expect((await react(jar.ids.member, "CLAP", keeper)).status).toBe(200);
    const thank = (content: string, who: Caller) => send("POST", `/api/jar/${jar.jarId}/thanks`, { content }, who);
    expect((await thank("감사 인사", writer)).status).toBe(403);
    const empty = await thank("   ", keeper);
    expect(empty.status).toBe(400);
    expect((await empty.json<{ message: string }>()).message).toBe(THANKS_MESSAGES.empty);
    expect((await thank("모두 정말 고마워요. 편지는 평생 간직할게요!", keeper)).status).toBe(201);
    const again = await thank("한 번 더", keeper);
    expect(again.status).toBe(409);
    expect((await again.json<{ message: string }>()).message).toBe(JAR_MESSAGES.thanked);

    // The guest, back on the writing link with their cookie.
    const guestView = (await get<JarView>(`/api/jar/${jar.jarId}`, jar.guest)).body.data;
    expect(guestView.thanks?.content).toBe("모두 정말 고마워요. 편지는 평생 간직할게요!");
    expect(guestView.mine).toEqual([expect.objectContaining({ letterId: jar.ids.guest, reaction: "HEART" })]);
    // The anonymous guest got no reaction, but the thanks too.
    const anonView = (await get<JarView>(`/api/jar/${jar.jarId}`, jar.anonymous)).body.data;
    expect(anonView.thanks).toBeDefined();
    expect(anonView.mine[0]?.reaction).toBeUndefined();
    // Someone who never wrote sees no thanks.
    expect((await get<JarView>(`/api/jar/${jar.jarId}`, stranger)).body.data.thanks).toBeUndefined();
    expect((await get<JarView>(`/api/jar/${jar.jarId}`)).body.data.thanks).toBeUndefined();

    // The member writer: their list marks it, with the reaction to their letter.
    const written = (await get<MyJars>("/api/jar", writer)).body.data.written;
    expect(written).toContainEqual(expect.objectContaining({ jarId: jar.jarId, thanked: true, reaction: "CLAP" }));
    // …and a mail (the real local Queue delivers it), once.
    const to = `${kakaoIdForNickname("감사씀")}@example.com`;
    const subject = "[꿀단지] 이달콤님이 감사 인사를 남겼어요";
    await vi.waitFor(async () => expect((await mailbox(to)).map((m) => m.subject)).toContain(subject), {
      timeout: 30_000,
      interval: 100,
    });
    expect((await mailbox(to)).filter((m) => m.subject === subject)).toHaveLength(1);
  });
});

describe("GET /api/jar/:jarId/keepsake", () => {
  it("gives the keeper, by their session alone, every letter to print; anyone else, the creator too, a 404", async () => {
    const jar = await filled();
    expect((await get(`/api/jar/${jar.jarId}/keepsake`, keeper)).status).toBe(404); // not kept yet
    onTheDay();
    expect((await send("POST", `/api/jar/${jar.jarId}/keep`, { keepKey: jar.keepKey }, keeper)).status).toBe(201);

    const keepsake = await get<JarOpening>(`/api/jar/${jar.jarId}/keepsake`, keeper);
    expect(keepsake.status).toBe(200);
    expect(keepsake.body.data).toMatchObject({ recipientName: "이달콤", kept: true });
    expect(keepsake.body.data.letters!.map((l: Letter) => [l.writerName, l.content])).toEqual([
      ["감사씀", "함께해서 즐거웠어요"],
      ["민지", "고마웠어요"],
      [ANONYMOUS_NAME, "사실 제가 제일 아꼈어요"],
    ]);
    expect(JSON.stringify(keepsake.body.data)).not.toContain(jar.keepKey);
    for (const other of [creator, stranger, writer])
      expect((await get(`/api/jar/${jar.jarId}/keepsake`, other)).status).toBe(404);
    expect((await get(`/api/jar/${jar.jarId}/keepsake`)).status).toBe(401);
  });
});

describe("a jar made before the fifth round", () => {
  it("gets the new columns on its first call, keeping its letters", async () => {
    const { runInDurableObject } = await import("cloudflare:test");
    const stub = env.JARS.get(env.JARS.idFromName("oldJarBeforeFifthRound1"));
    await runInDurableObject(stub, (_instance, state) => {
      // The fourth round's tables, as objects made then have them.
      state.storage.sql.exec(`
        CREATE TABLE meta (only INTEGER PRIMARY KEY CHECK (only = 1), jar_id TEXT NOT NULL, creator_id INTEGER NOT NULL,
          creator_name TEXT NOT NULL, recipient_name TEXT NOT NULL, occasion TEXT NOT NULL, title TEXT NOT NULL,
          opens_on TEXT NOT NULL, keep_key TEXT NOT NULL, closed INTEGER NOT NULL DEFAULT 0, kept_by INTEGER,
          kept_at TEXT, created_at TEXT NOT NULL);
        CREATE TABLE letters (id INTEGER PRIMARY KEY AUTOINCREMENT, writer_key TEXT NOT NULL, writer_name TEXT NOT NULL,
          guest INTEGER NOT NULL, content TEXT NOT NULL, stamp_id INTEGER NOT NULL, written_at TEXT NOT NULL,
          hidden INTEGER NOT NULL DEFAULT 0);
        INSERT INTO meta VALUES (1, 'oldJarBeforeFifthRound1', ${creator.id}, '감사만듦', '이달콤', 'FAREWELL', '옛 꿀단지',
          '2099-01-01', '${"K".repeat(22)}', 0, NULL, NULL, '2026-11-01T00:00:00.000Z');
        INSERT INTO letters (writer_key, writer_name, guest, content, stamp_id, written_at)
          VALUES ('m:${writer.id}', '감사씀', 0, '예전 편지', 1, '2026-11-02T00:00:00.000Z');`);
    });
    const view = await stub.view({ memberId: creator.id, guestKey: null }, "2026-11-29");
    expect(view).toMatchObject({ ok: true, data: { anonymousAllowed: false, letterCount: 1 } });
    expect(view.ok && view.data.letters).toEqual([
      expect.objectContaining({ writerName: "감사씀", content: "예전 편지", anonymous: false }),
    ]);
  });
});
