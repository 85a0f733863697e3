// The shared jar, opening and keeping (docs/api.md fourth round; decision 024): the opening link before
// and on the day, a jar kept once into a new group of the keeper, its letters ordinary praise there.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { JAR_MESSAGES } from "../../contract/jar";
import { type Caller, d1Rows, get, letterIdOf, makeJar, member, send, write } from "../../test/jar-kit";
import { clock } from "../auth/clock";

let creator: Caller & { id: number };
let writer: Caller & { id: number };
let recipient: Caller & { id: number };
let other: Caller & { id: number };

beforeAll(async () => {
  creator = await member("김꿀벌");
  writer = await member("박성실");
  recipient = await member("이달콤");
  other = await member("최세번");
});
afterEach(() => vi.restoreAllMocks());

/** The clock `days` days ahead of now. */
const daysAhead = (days: number) => {
  const real = Date.now();
  vi.spyOn(clock, "now").mockReturnValue(real + days * 86_400_000);
};

const keep = (jarId: string, keepKey: string, who: Caller) => send("POST", `/api/jar/${jarId}/keep`, { keepKey }, who);

/** A jar opening in 3 days with a member's letter, a guest's letter and a hidden letter. */
const filledJar = async () => {
  const jar = await makeJar(creator, 3, { title: "이달콤님의 송별 꿀단지 이야기예요" });
  await write(jar.jarId, writer, "같이 일해서 행복했어요", { honeyStampId: 12 });
  await write(jar.jarId, {}, "새 팀에서도 화이팅", { writerName: "민지", honeyStampId: 15 });
  const hidden = await letterIdOf(await write(jar.jarId, {}, "숨길 편지", { writerName: "장난" }));
  await send("DELETE", `/api/jar/${jar.jarId}/letters/${hidden}`, undefined, creator);
  return jar;
};

describe("GET /api/jar/:jarId/opening", () => {
  it("shows the countdown and the count with the key, and 404 without it", async () => {
    const { jarId, keepKey } = await filledJar();
    const { status, body } = await get(`/api/jar/${jarId}/opening?key=${keepKey}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ recipientName: "이달콤", open: false, kept: false, letterCount: 2 });
    expect(body.data).not.toHaveProperty("letters");
    const wrong = await get(`/api/jar/${jarId}/opening?key=${"A".repeat(22)}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(JAR_MESSAGES.wrongKey);
    daysAhead(3);
    expect((await get(`/api/jar/${jarId}/opening?key=${keepKey}`)).body.data.open).toBe(true);
  });
});

describe("POST /api/jar/:jarId/keep", () => {
  it("is refused before the day (403) and with a wrong key (404), writing nothing", async () => {
    const { jarId, keepKey } = await filledJar();
    const before = await d1Rows();
    const early = await keep(jarId, keepKey, recipient);
    expect(early.status).toBe(403);
    expect((await early.json<{ message: string }>()).message).toBe(JAR_MESSAGES.notYet);
    daysAhead(3);
    expect((await keep(jarId, "B".repeat(22), recipient)).status).toBe(404);
    expect((await keep(jarId, keepKey, {})).status).toBe(401);
    expect(await d1Rows()).toEqual(before);
    expect((await write(jarId, writer, "아직 쓸 수 있어요")).status).toBe(201);
  });

  it("on the day, makes the jar a group of the keeper with every letter a received praise, guests marked", async () => {
    const { jarId, keepKey } = await filledJar();
    daysAhead(3);
    const res = await keep(jarId, keepKey, recipient);
    expect(res.status, await res.clone().text()).toBe(201);
    const { groupId, count } = (await res.json<{ data: { groupId: number; count: number } }>()).data;
    expect(count).toBe(2);

    const groups = (await get("/api/group", recipient)).body.data.groupMembersPraiseCountInfos;
    const group = groups.find((g: { groupId: number }) => g.groupId === groupId);
    expect(group).toMatchObject({ groupName: "이달콤님의 송별 꿀단지 이야", receiveCount: 2 });
    expect(group.groupMembers.map((m: { name: string }) => m.name).sort()).toEqual(["민지 (손님)", "박성실"]);

    const list = (await get(`/api/receive-praise/group?groupId=${groupId}&page=0&size=10`, recipient)).body.data;
    expect(list.receivePraiseInfos.map((p: { name: string; content: string }) => [p.name, p.content])).toEqual([
      ["민지 (손님)", "새 팀에서도 화이팅"],
      ["박성실", "같이 일해서 행복했어요"],
    ]);
    // Each is a praise like any other: its landing, the keeper's count and first badge.
    const uuid = list.receivePraiseInfos[0].uuid;
    const landing = (await get(`/api/receive-praise?uuid=${uuid}`, recipient)).body.data;
    expect(landing).toMatchObject({
      senderName: "민지 (손님)",
      receiverName: "이달콤",
      groupId,
      content: "새 팀에서도 화이팅",
    });
    const info = (await get("/api/member/info", recipient)).body.data;
    expect(info.receivePraiseCount).toBe(2);
    const badges = (await get("/api/badge", recipient)).body.data.allBadgeInfos;
    expect(badges.find((b: { name: string }) => b.name === "첫 꿀 받기").completedDate).not.toBeNull();
    // The writer's letter counts as praise they sent.
    expect((await get("/api/member/info", writer)).body.data.sendPraiseCount).toBeGreaterThanOrEqual(1);
  });

  it("keeps a jar once: a second keeper gets 409, and the writing link takes no more letters or edits", async () => {
    const { jarId, keepKey } = await filledJar();
    const letter = await letterIdOf(await write(jarId, writer, "마지막 편지"));
    daysAhead(3);
    expect((await keep(jarId, keepKey, recipient)).status).toBe(201);
    const before = await d1Rows();
    const again = await keep(jarId, keepKey, other);
    expect(again.status).toBe(409);
    expect((await again.json<{ message: string }>()).message).toBe(JAR_MESSAGES.kept);
    expect((await keep(jarId, keepKey, recipient)).status).toBe(409);
    expect(await d1Rows()).toEqual(before);

    expect((await write(jarId, writer, "늦었어요")).status).toBe(409);
    const edit = await send(
      "PATCH",
      `/api/jar/${jarId}/letters/${letter}`,
      { content: "고침", honeyStampId: 11 },
      writer,
    );
    expect(edit.status).toBe(409);
    expect((await send("DELETE", `/api/jar/${jarId}/letters/${letter}`, undefined, writer)).status).toBe(409);
    const view = (await get(`/api/jar/${jarId}`, creator)).body.data;
    expect(view.kept).toBe(true);
    expect(view.letters).toBeUndefined();
    expect((await get("/api/jar", writer)).body.data.written).toContainEqual(
      expect.objectContaining({ jarId, kept: true }),
    );
    expect((await get("/api/jar", creator)).body.data.created).toContainEqual(
      expect.objectContaining({ jarId, kept: true }),
    );
  });

  it("two keepers at the same moment: exactly one keeps it", async () => {
    const { jarId, keepKey } = await filledJar();
    daysAhead(3);
    const statuses = (await Promise.all([keep(jarId, keepKey, recipient), keep(jarId, keepKey, other)])).map(
      (res) => res.status,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    const praises = await env.DB.prepare("SELECT COUNT(*) AS n FROM praises WHERE jar_id = ?")
      .bind(jarId)
      .first<{ n: number }>();
    expect(praises?.n).toBe(2);
  });

  it("names the group with a number when the keeper already has one by the title", async () => {
    const first = await makeJar(creator, 0, { title: "고마운 달콤님" });
    const second = await makeJar(creator, 0, { title: "고마운 달콤님" });
    await write(first.jarId, writer, "하나");
    await write(second.jarId, writer, "둘");
    const a = (await (await keep(first.jarId, first.keepKey, other)).json<{ data: { groupId: number } }>()).data;
    const b = (await (await keep(second.jarId, second.keepKey, other)).json<{ data: { groupId: number } }>()).data;
    const names = (await get("/api/group", other)).body.data.groupMembersPraiseCountInfos.map(
      (g: { groupId: number; groupName: string }) => [g.groupId, g.groupName],
    );
    expect(names).toContainEqual([a.groupId, "고마운 달콤님"]);
    expect(names).toContainEqual([b.groupId, "고마운 달콤님 2"]);
  });
});
