// A kept jar's letters are ordinary praise of the keeper (decision 024): the keeper's recap counts
// them, their export lists them under the names they were signed with (a guest's marked ' (손님)'),
// and 회원 탈퇴 treats them as any praise — a writer who leaves is '탈퇴한 회원' from then on, as the
// sender of any praise others kept (docs/api.md `DELETE /api/member`); a keeper who leaves takes the group.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { WITHDRAWN_MEMBER_NAME } from "../../contract/member";
import { seoulMonthOf } from "../../contract/recap";
import { type Caller, get, makeJar, member, send, write } from "../../test/jar-kit";
import { clock } from "../auth/clock";

let creator: Caller & { id: number };
beforeAll(async () => {
  creator = await member("김꿀벌");
});

/** A jar with a member's letter and a guest's, kept on its day by `keeper`; its group's id. */
const keptJar = async (writer: Caller, keeper: Caller) => {
  const { jarId, keepKey } = await makeJar(creator, 3, { title: "고마운 달콤님께" });
  expect((await write(jarId, writer, "같이 일해서 행복했어요", { honeyStampId: 12 })).status).toBe(201);
  expect((await write(jarId, {}, "새 팀에서도 화이팅", { writerName: "민지", honeyStampId: 15 })).status).toBe(201);
  const keptAt = Date.now() + 3 * 86_400_000;
  vi.spyOn(clock, "now").mockReturnValue(keptAt);
  const kept = await send("POST", `/api/jar/${jarId}/keep`, { keepKey }, keeper);
  // Back to the real clock: 회원 탈퇴 asks for a recent login (decision 028).
  vi.restoreAllMocks();
  expect(kept.status, await kept.clone().text()).toBe(201);
  return { jarId, keptAt, groupId: (await kept.json<{ data: { groupId: number } }>()).data.groupId };
};

const csvRows = async (who: Caller) => {
  const res = await send("GET", "/api/member/export?format=csv", undefined, who);
  expect(res.status).toBe(200);
  return (await res.text())
    .replace(/^\ufeff/, "")
    .trimEnd()
    .split("\r\n")
    .slice(1);
};

const receivedNames = async (keeper: Caller, groupId: number) =>
  (await get(`/api/receive-praise/group?groupId=${groupId}&page=0&size=10`, keeper)).body.data.receivePraiseInfos
    .map((p: { name: string; content: string }) => [p.name, p.content])
    .sort();

describe("a kept jar's letters as the keeper's praise", () => {
  it("are counted by the keeper's recap, the jar's group their top one", async () => {
    const writer = await member("박성실");
    const keeper = await member("이달콤");
    const { groupId, keptAt } = await keptJar(writer, keeper);
    const recap = (await get(`/api/recap?month=${seoulMonthOf(keptAt)}`, keeper)).body.data;
    expect(recap.received).toBe(2);
    expect(recap.topJar).toEqual({ groupId, groupName: "고마운 달콤님께", count: 2 });
    // Both were kept at the same moment: either may be the month's first and latest.
    for (const moment of [recap.first, recap.latest]) {
      expect(moment.direction).toBe("received");
      expect(["민지 (손님)", "박성실"]).toContain(moment.name);
    }
  });

  it("are in the keeper's export under the writers' names, a guest's marked (손님); the member's in theirs as sent", async () => {
    const writer = await member("최성실");
    const keeper = await member("정달콤");
    await keptJar(writer, keeper);
    const rows = await csvRows(keeper);
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual(
      expect.stringMatching(/^받은 꿀,고마운 달콤님께,[^,]+,[^,]+,최성실,정달콤,같이 일해서 행복했어요,,전달됨$/),
    );
    expect(rows).toContainEqual(
      expect.stringMatching(/^받은 꿀,고마운 달콤님께,[^,]+,[^,]+,민지 \(손님\),정달콤,새 팀에서도 화이팅,,전달됨$/),
    );
    expect(await csvRows(writer)).toEqual([
      expect.stringMatching(/^보낸 꿀,,[^,]+,[^,]+,최성실,이달콤,같이 일해서 행복했어요,,전달됨$/),
    ]);
  });
});

describe("회원 탈퇴 and a kept jar's letters", () => {
  it("a writer who leaves: their kept letter stays with the keeper, signed '탈퇴한 회원', as a praise they sent would", async () => {
    const writer = await member("한떠남");
    const keeper = await member("윤달콤");
    const { groupId } = await keptJar(writer, keeper);
    expect((await send("DELETE", "/api/member", undefined, writer)).status).toBe(200);

    expect(await receivedNames(keeper, groupId)).toEqual(
      [
        ["민지 (손님)", "새 팀에서도 화이팅"],
        [WITHDRAWN_MEMBER_NAME, "같이 일해서 행복했어요"],
      ].sort(),
    );
    const rows = await csvRows(keeper);
    expect(rows).toContainEqual(expect.stringContaining(`,${WITHDRAWN_MEMBER_NAME},윤달콤,같이 일해서 행복했어요,`));
    expect(rows.join("\n")).not.toContain("한떠남");
    const group = (await get("/api/group", keeper)).body.data.groupMembersPraiseCountInfos.find(
      (g: { groupId: number }) => g.groupId === groupId,
    );
    expect(group.receiveCount).toBe(2);
    expect(group.groupMembers.map((m: { name: string }) => m.name).sort()).toEqual(
      ["민지 (손님)", WITHDRAWN_MEMBER_NAME].sort(),
    );
  });

  it("a keeper who leaves takes the group and its letters", async () => {
    const writer = await member("서성실");
    const keeper = await member("강떠남");
    const { jarId, groupId } = await keptJar(writer, keeper);
    const uuids = Object.fromEntries(
      (
        await get(`/api/receive-praise/group?groupId=${groupId}&page=0&size=10`, keeper)
      ).body.data.receivePraiseInfos.map((p: { name: string; uuid: string }) => [p.name, p.uuid]),
    );
    // Anyone with a letter's link reads it, with whom it was for — until its keeper leaves.
    const guestLetter = await get(`/api/receive-praise?uuid=${uuids["민지 (손님)"]}`);
    expect(guestLetter.status).toBe(200);
    expect(guestLetter.body.data).toMatchObject({ senderName: "민지 (손님)", receiverName: "이달콤" });
    expect((await send("DELETE", "/api/member", undefined, keeper)).status).toBe(200);
    const count = async (sql: string, ...values: unknown[]) =>
      (await env.DB.prepare(sql)
        .bind(...values)
        .first<{ n: number }>())!.n;
    expect(await count("SELECT COUNT(*) AS n FROM groups WHERE id = ?", groupId)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM received_praises WHERE group_id = ?", groupId)).toBe(0);
    // The member writer's letter is still theirs, as a praise they sent whose keeper left.
    expect(await csvRows(writer)).toHaveLength(1);
    // The guest's letter was the keeper's alone: nobody can read it any more, so nothing keeps it.
    expect((await get(`/api/receive-praise?uuid=${uuids["민지 (손님)"]}`)).status).toBe(404);
    expect(await count("SELECT COUNT(*) AS n FROM praises WHERE jar_id = ? AND sender_id = -2", jarId)).toBe(0);
    expect((await get(`/api/receive-praise?uuid=${uuids.서성실}`)).status).toBe(200);
  });
});
