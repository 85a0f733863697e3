import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";

type Summary = {
  groupId: number;
  groupName: string;
  orderIdx: number;
  receiveCount: number;
  sendCount: number;
  groupMembers: { name: string }[];
};

let bee: string; // 김꿀벌's access token
let sweet: string; // 이달콤's
let beeId: number;
let sweetId: number;

const send = (method: string, path: string, body?: unknown, token = bee) =>
  call(path, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const dataOf = async <T>(res: Response) => (await res.json<{ data: T }>()).data;
const messageOf = async (res: Response) => (await res.json<{ message: string }>()).message;

const create = async (groupName: string, token = bee) => {
  const res = await send("POST", "/api/group", { groupName }, token);
  expect(res.status).toBe(201);
  return (await dataOf<{ groupId: number; groupName: string; orderIdx: number }>(res)).groupId;
};
const list = async (token = bee) =>
  (await dataOf<{ groupMembersPraiseCountInfos: Summary[] }>(await send("GET", "/api/group", undefined, token)))
    .groupMembersPraiseCountInfos;
const names = async (token = bee) => (await list(token)).map((g) => [g.groupName, g.orderIdx]);

/** Every row a group call could touch, to prove a refused call changed nothing. */
const snapshot = async () => {
  const [groups, praises, saved] = await env.DB.batch([
    env.DB.prepare("SELECT * FROM groups ORDER BY id"),
    env.DB.prepare("SELECT * FROM praises ORDER BY id"),
    env.DB.prepare("SELECT * FROM received_praises ORDER BY id"),
  ]);
  return { groups: groups!.results, praises: praises!.results, saved: saved!.results };
};

let praiseSeq = 0;
/** A praise row as the send flow will write it; `at` fixes its time so member order is known. */
const praise = async (
  senderId: number,
  senderGroupId: number | null,
  receiverName: string,
  status = "DIRECT",
  at?: string,
) =>
  (await env.DB.prepare(
    `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status, created_at)
     VALUES (?, ?, ?, ?, '고마워요', 1, 0, ?, COALESCE(?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))) RETURNING id`,
  )
    .bind(
      `00000000-0000-4000-8000-${String(++praiseSeq).padStart(12, "0")}`,
      senderId,
      senderGroupId,
      receiverName,
      status,
      at ?? null,
    )
    .first<{ id: number }>())!.id;
const save = (praiseId: number, memberId: number, groupId: number, at?: string) =>
  env.DB.prepare(
    "INSERT INTO received_praises (praise_id, member_id, group_id, saved_at) VALUES (?, ?, ?, COALESCE(?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))",
  )
    .bind(praiseId, memberId, groupId, at ?? null)
    .run();

beforeAll(async () => {
  beeId = await registerMember("김꿀벌", "1001");
  sweetId = await registerMember("이달콤", "1002");
  bee = (await loginAs("김꿀벌")).accessToken;
  sweet = (await loginAs("이달콤")).accessToken;
});

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM praises"), env.DB.prepare("DELETE FROM groups")]);
});

describe("POST /api/group", () => {
  it("creates trimmed groups, each new one last (orderIdx 1..N)", async () => {
    const res = await send("POST", "/api/group", { groupName: "  디자인팀  " });
    expect(res.status).toBe(201);
    expect(await dataOf(res)).toEqual({ groupId: expect.any(Number), groupName: "디자인팀", orderIdx: 1 });
    await create("개발팀");
    await create("가".repeat(15)); // exactly the limit
    expect(await names()).toEqual([
      ["디자인팀", 1],
      ["개발팀", 2],
      ["가".repeat(15), 3],
    ]);
  });

  it.each([
    [{ groupName: "가".repeat(16) }, "15자 이내로 입력해주세요."],
    [{ groupName: "" }, "그룹명을 입력해주세요."],
    [{ groupName: "   " }, "그룹명을 입력해주세요."],
    [{}, "그룹명 값이 필요해요."],
    [{ groupName: 7 }, "그룹명 값이 필요해요."],
  ])("refuses %j with 400 '%s' and creates nothing", async (body, message) => {
    const res = await send("POST", "/api/group", body);
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(message);
    expect(await list()).toEqual([]);
  });

  it("refuses a name the caller already has (after trimming) with 409; another member may use it", async () => {
    await create("디자인팀");
    const res = await send("POST", "/api/group", { groupName: " 디자인팀" });
    expect(res.status).toBe(409);
    expect(await messageOf(res)).toBe("이미 존재하는 그룹이에요.");
    expect(await names()).toEqual([["디자인팀", 1]]);
    await create("디자인팀", sweet);
    expect(await names(sweet)).toEqual([["디자인팀", 1]]);
  });

  it("takes names that differ only in spacing or Unicode form as the same name", async () => {
    await create("우리 팀");
    const decomposed = "우리팀".normalize("NFD");
    for (const twin of ["우리팀", "우리  팀", " 우 리 팀", "우리\u3000팀", decomposed]) {
      const res = await send("POST", "/api/group", { groupName: twin });
      expect(res.status, twin).toBe(409);
      expect(await messageOf(res)).toBe("이미 존재하는 그룹이에요.");
    }
    expect(await names()).toEqual([["우리 팀", 1]]);
    // Whoever writes the row, the key comes with it: a direct insert of a twin is refused too.
    await expect(
      env.DB.prepare("INSERT INTO groups (member_id, name, order_idx) VALUES (?, '우리팀', 2)").bind(beeId).run(),
    ).rejects.toThrow(/UNIQUE/);
    await create("우리 팀 2");
  });

  it("needs a login", async () => {
    const res = await call("/api/group", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"groupName":"a"}',
    });
    expect(res.status).toBe(401);
    expect((await call("/api/group")).status).toBe(401);
  });
});

describe("GET /api/group", () => {
  it("is empty for a member without groups", async () => {
    const res = await send("GET", "/api/group");
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toEqual({ groupMembersPraiseCountInfos: [] });
  });

  it("counts delivered sent praise and saved praise per group; members are the distinct names on them", async () => {
    const team = await create("우리팀");
    const club = await create("동아리");
    const empty = await create("빈 그룹");
    const sweetGroup = await create("스터디", sweet);

    // 김꿀벌 sends from 우리팀: 박철수 twice, 최영희 once, all delivered; one still FAIL (not shared yet).
    await praise(beeId, team, "박철수", "DIRECT", "2026-01-01T00:00:01.000Z");
    await praise(beeId, team, "최영희", "GROUP", "2026-01-01T00:00:02.000Z");
    await praise(beeId, team, "박철수", "MYSELF", "2026-01-01T00:00:03.000Z");
    await praise(beeId, team, "유령", "FAIL", "2026-01-01T00:00:00.000Z");
    // 이달콤 sends two from her 스터디 to 김꿀벌, who saves one into 우리팀 and one into 동아리.
    const first = await praise(sweetId, sweetGroup, "김꿀벌", "DIRECT", "2026-01-02T00:00:00.000Z");
    const second = await praise(sweetId, sweetGroup, "김꿀벌", "DIRECT", "2026-01-02T00:00:01.000Z");
    await save(first, beeId, team, "2026-01-03T00:00:00.000Z");
    await save(second, beeId, club);

    expect(await list()).toEqual([
      {
        groupId: team,
        groupName: "우리팀",
        orderIdx: 1,
        receiveCount: 1,
        sendCount: 3,
        groupMembers: [{ name: "박철수" }, { name: "최영희" }, { name: "이달콤" }],
        hasNewReaction: false,
      },
      {
        groupId: club,
        groupName: "동아리",
        orderIdx: 2,
        receiveCount: 1,
        sendCount: 0,
        groupMembers: [{ name: "이달콤" }],
        hasNewReaction: false,
      },
      {
        groupId: empty,
        groupName: "빈 그룹",
        orderIdx: 3,
        receiveCount: 0,
        sendCount: 0,
        groupMembers: [],
        hasNewReaction: false,
      },
    ]);
    // Groups are private: 이달콤 sees only her own, with her own counts.
    expect(await list(sweet)).toEqual([
      {
        groupId: sweetGroup,
        groupName: "스터디",
        orderIdx: 1,
        receiveCount: 0,
        sendCount: 2,
        groupMembers: [{ name: "김꿀벌" }],
        hasNewReaction: false,
      },
    ]);
  });
});

describe("GET /api/group/check and /search", () => {
  it("checks the caller's own names only, trimmed", async () => {
    await create("디자인팀");
    await create("개발팀", sweet);
    const check = async (groupName: string) =>
      dataOf<{ isDuplicate: boolean }>(await send("GET", `/api/group/check?${new URLSearchParams({ groupName })}`));
    expect(await check("디자인팀")).toEqual({ isDuplicate: true });
    expect(await check(" 디자인팀 ")).toEqual({ isDuplicate: true });
    expect(await check("디자인 팀")).toEqual({ isDuplicate: true });
    expect(await check("디자인")).toEqual({ isDuplicate: false });
    expect(await check("개발팀")).toEqual({ isDuplicate: false });
  });

  it.each([["groupName="], ["groupName=%20"], [""], [`groupName=${"가".repeat(16)}`]])(
    "refuses check?%s with 400",
    async (qs) => {
      const res = await send("GET", `/api/group/check?${qs}`);
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toMatch(/[가-힣]/);
    },
  );

  it("searches the caller's groups by substring, in order; empty lists all; % is just a character", async () => {
    const design = await create("디자인팀");
    const dev = await create("개발팀");
    const percent = await create("100% 팀");
    await create("디자인 스터디", sweet);
    const search = async (groupName: string) =>
      (
        await dataOf<{ groupInfos: unknown[] }>(
          await send("GET", `/api/group/search?${new URLSearchParams({ groupName })}`),
        )
      ).groupInfos;
    expect(await search("팀")).toEqual([
      { groupId: design, groupName: "디자인팀" },
      { groupId: dev, groupName: "개발팀" },
      { groupId: percent, groupName: "100% 팀" },
    ]);
    expect(await search("디자")).toEqual([{ groupId: design, groupName: "디자인팀" }]);
    expect(await search("%")).toEqual([{ groupId: percent, groupName: "100% 팀" }]);
    expect(await search("없는")).toEqual([]);
    expect(await search("")).toHaveLength(3);
    expect((await send("GET", `/api/group/search?groupName=${"가".repeat(16)}`)).status).toBe(400);
  });
});

describe("GET /api/group/info and /members", () => {
  it("gives a group's name, its praise count (saved + delivered sent), each tab's count and whether a reaction is new", async () => {
    const team = await create("우리팀");
    const sweetGroup = await create("스터디", sweet);
    await praise(beeId, team, "박철수");
    await praise(beeId, team, "박철수", "FAIL");
    await save(await praise(sweetId, sweetGroup, "김꿀벌"), beeId, team);
    const res = await send("GET", `/api/group/info?groupId=${team}`);
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toEqual({
      groupId: team,
      groupName: "우리팀",
      praiseCount: 2,
      receiveCount: 1,
      sendCount: 1,
      hasNewReaction: false,
    });
  });

  it("answers 404 for another member's group or none, 400 for a malformed id", async () => {
    const sweetGroup = await create("스터디", sweet);
    expect((await send("GET", `/api/group/info?groupId=${sweetGroup}`)).status).toBe(404);
    expect((await send("GET", "/api/group/info?groupId=999999")).status).toBe(404);
    for (const qs of ["groupId=abc", "groupId=0", "groupId=-1", "groupId=1.5", ""]) {
      expect((await send("GET", `/api/group/info?${qs}`)).status, qs).toBe(400);
    }
  });

  it("lists the members of the groups asked for (repeated groupId)", async () => {
    const team = await create("우리팀");
    const club = await create("동아리");
    await create("기타");
    await praise(beeId, team, "박철수");
    await praise(beeId, club, "최영희");
    const res = await send("GET", `/api/group/members?groupId=${club}&groupId=${team}&groupId=${team}`);
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toEqual({
      groupMembersInfos: [
        { groupId: team, groupName: "우리팀", orderIdx: 1, groupMembers: [{ name: "박철수" }] },
        { groupId: club, groupName: "동아리", orderIdx: 2, groupMembers: [{ name: "최영희" }] },
      ],
    });
    const single = await dataOf<{ groupMembersInfos: unknown[] }>(
      await send("GET", `/api/group/members?groupId=${club}`),
    );
    expect(single.groupMembersInfos).toHaveLength(1);
  });

  it("refuses members of another member's group (404) and a missing or malformed id (400)", async () => {
    const team = await create("우리팀");
    const sweetGroup = await create("스터디", sweet);
    expect((await send("GET", `/api/group/members?groupId=${team}&groupId=${sweetGroup}`)).status).toBe(404);
    expect((await send("GET", "/api/group/members")).status).toBe(400);
    expect((await send("GET", `/api/group/members?groupId=${team}&groupId=x`)).status).toBe(400);
  });
});

describe("PATCH /api/group/name", () => {
  it("renames the caller's group (trimmed); keeping the same name is fine", async () => {
    const team = await create("우리팀");
    const res = await send("PATCH", "/api/group/name", { groupId: team, groupName: " 새 이름 " });
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toBeNull();
    expect(await names()).toEqual([["새 이름", 1]]);
    expect((await send("PATCH", "/api/group/name", { groupId: team, groupName: "새 이름" })).status).toBe(200);
    expect((await send("PATCH", "/api/group/name", { groupId: team, groupName: "새이름" })).status).toBe(200);
    expect(await names()).toEqual([["새이름", 1]]);
  });

  it("refuses a name another of the caller's groups has (409), changing nothing", async () => {
    const team = await create("우리팀");
    await create("동아리");
    const before = await snapshot();
    for (const twin of ["동아리", "동 아리"]) {
      const res = await send("PATCH", "/api/group/name", { groupId: team, groupName: twin });
      expect(res.status).toBe(409);
      expect(await messageOf(res)).toBe("이미 존재하는 그룹이에요.");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another member's group and changes nothing", async () => {
    const sweetGroup = await create("스터디", sweet);
    const before = await snapshot();
    expect((await send("PATCH", "/api/group/name", { groupId: sweetGroup, groupName: "내꺼" })).status).toBe(404);
    expect((await send("PATCH", "/api/group/name", { groupId: 999999, groupName: "내꺼" })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [{ groupName: "이름" }, "groupId 값이 필요해요."],
    [{ groupId: "1", groupName: "이름" }, "그룹 id가 올바르지 않아요."],
    [{ groupId: 1, groupName: "가".repeat(16) }, "15자 이내로 입력해주세요."],
    [{ groupId: 1, groupName: " " }, "그룹명을 입력해주세요."],
  ])("refuses %j with 400 '%s'", async (body, message) => {
    const team = await create("우리팀");
    const res = await send("PATCH", "/api/group/name", {
      ...body,
      ...("groupId" in body ? { groupId: body.groupId === 1 ? team : body.groupId } : {}),
    });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(message);
    expect(await names()).toEqual([["우리팀", 1]]);
  });
});

describe("PATCH /api/group/order", () => {
  const order = (groupOrderList: unknown, token = bee) => send("PATCH", "/api/group/order", { groupOrderList }, token);

  it("stores the new order", async () => {
    const [a, b, c] = [await create("가"), await create("나"), await create("다")];
    const res = await order([
      { groupId: c, orderIdx: 1 },
      { groupId: a, orderIdx: 2 },
      { groupId: b, orderIdx: 3 },
    ]);
    expect(res.status).toBe(200);
    expect(await names()).toEqual([
      ["다", 1],
      ["가", 2],
      ["나", 3],
    ]);
    // A new group still goes last.
    await create("라");
    expect((await names()).at(-1)).toEqual(["라", 4]);
  });

  it.each([
    [
      "a group missing",
      (a: number, b: number) => [
        { groupId: a, orderIdx: 1 },
        { groupId: b, orderIdx: 2 },
      ],
    ],
    [
      "a group twice",
      (a: number, b: number) => [
        { groupId: a, orderIdx: 1 },
        { groupId: b, orderIdx: 2 },
        { groupId: a, orderIdx: 3 },
      ],
    ],
    [
      "a place twice",
      (a: number, b: number, c: number) => [
        { groupId: a, orderIdx: 1 },
        { groupId: b, orderIdx: 1 },
        { groupId: c, orderIdx: 2 },
      ],
    ],
    [
      "a gap",
      (a: number, b: number, c: number) => [
        { groupId: a, orderIdx: 1 },
        { groupId: b, orderIdx: 2 },
        { groupId: c, orderIdx: 4 },
      ],
    ],
    [
      "0-based",
      (a: number, b: number, c: number) => [
        { groupId: a, orderIdx: 0 },
        { groupId: b, orderIdx: 1 },
        { groupId: c, orderIdx: 2 },
      ],
    ],
    ["not a list", () => "1,2,3"],
    [
      "a fractional place",
      (a: number, b: number, c: number) => [
        { groupId: a, orderIdx: 1.5 },
        { groupId: b, orderIdx: 2 },
        { groupId: c, orderIdx: 3 },
      ],
    ],
  ])("refuses %s with 400 and changes nothing", async (_, build) => {
    const [a, b, c] = [await create("가"), await create("나"), await create("다")];
    const before = await snapshot();
    const res = await order(build(a, b, c));
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toMatch(/[가-힣]/);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 when the list names another member's group (or none), changing nothing", async () => {
    const [a, b] = [await create("가"), await create("나")];
    const theirs = await create("남의 것", sweet);
    const before = await snapshot();
    expect(
      (
        await order([
          { groupId: a, orderIdx: 1 },
          { groupId: b, orderIdx: 2 },
          { groupId: theirs, orderIdx: 3 },
        ])
      ).status,
    ).toBe(404);
    // Swapping in someone else's group for one of mine is still theirs.
    expect(
      (
        await order([
          { groupId: a, orderIdx: 1 },
          { groupId: theirs, orderIdx: 2 },
        ])
      ).status,
    ).toBe(404);
    expect(
      (
        await order([
          { groupId: b, orderIdx: 1 },
          { groupId: a, orderIdx: 2 },
          { groupId: 999999, orderIdx: 3 },
        ])
      ).status,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("accepts the empty list from a member without groups", async () => {
    expect((await order([])).status).toBe(200);
  });
});

describe("DELETE /api/group/:id", () => {
  it("deletes the group and the praise in it, and renumbers the rest 1..N in one go", async () => {
    const [a, b, c, d] = [await create("가"), await create("나"), await create("다"), await create("라")];
    // Mix the order up so ids and places disagree: 라, 나, 가, 다.
    await send("PATCH", "/api/group/order", {
      groupOrderList: [
        { groupId: d, orderIdx: 1 },
        { groupId: b, orderIdx: 2 },
        { groupId: a, orderIdx: 3 },
        { groupId: c, orderIdx: 4 },
      ],
    });
    const sweetGroup = await create("스터디", sweet);
    const sentFromB = await praise(beeId, b, "이달콤");
    await save(sentFromB, sweetId, sweetGroup); // 이달콤 kept 김꿀벌's praise
    await save(await praise(sweetId, sweetGroup, "김꿀벌"), beeId, b); // 김꿀벌 kept 이달콤's praise in 나
    await praise(beeId, a, "박철수");

    const res = await send("DELETE", `/api/group/${b}`);
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toBeNull();
    expect(await names()).toEqual([
      ["라", 1],
      ["가", 2],
      ["다", 3],
    ]);
    // Saved praise in 나 is gone with it.
    const saved = await env.DB.prepare("SELECT COUNT(*) AS n FROM received_praises WHERE member_id = ?")
      .bind(beeId)
      .first<{ n: number }>();
    expect(saved!.n).toBe(0);
    // The praise sent from 나 left 김꿀벌's jars but stays with 이달콤, who saved it.
    const sent = await env.DB.prepare("SELECT sender_group_id FROM praises WHERE id = ?")
      .bind(sentFromB)
      .first<{ sender_group_id: number | null }>();
    expect(sent).toEqual({ sender_group_id: null });
    expect((await list(sweet))[0]).toMatchObject({
      groupName: "스터디",
      receiveCount: 1,
      groupMembers: [{ name: "김꿀벌" }],
    });
    // Other groups keep their praise.
    expect((await list()).find((g) => g.groupId === a)).toMatchObject({
      sendCount: 1,
      groupMembers: [{ name: "박철수" }],
    });

    // Deleting the first and the last keeps 1..N too.
    await send("DELETE", `/api/group/${d}`);
    await send("DELETE", `/api/group/${c}`);
    expect(await names()).toEqual([["가", 1]]);
  });

  it("answers 404 for another member's group or none, 400 for a malformed id, changing nothing", async () => {
    await create("가");
    const theirs = await create("남의 것", sweet);
    await save(await praise(beeId, null, "이달콤"), sweetId, theirs);
    const before = await snapshot();
    expect((await send("DELETE", `/api/group/${theirs}`)).status).toBe(404);
    expect((await send("DELETE", "/api/group/999999")).status).toBe(404);
    expect((await send("DELETE", "/api/group/abc")).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
