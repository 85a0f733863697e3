// Group detail calls: paged lists, stamp cards, move and delete — always the caller's rows only.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { GROUP_NOT_FOUND_MESSAGE } from "../../contract/group";
import { ReceivedPraiseItemSchema, SentPraiseItemSchema } from "../../contract/praise";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";

let bee: number, sweet: number, beeToken: string, sweetToken: string;
let beeSent: number, beeOther: number, beeEmpty: number, sweetGroup: number;

const createGroup = async (memberId: number, name: string) =>
  (await env.DB.prepare(
    "INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, (SELECT COALESCE(MAX(order_idx), 0) + 1 FROM groups WHERE member_id = ?)) RETURNING id",
  )
    .bind(memberId, name, memberId)
    .first<{ id: number }>())!.id;

/** A delivered praise from `from` (in their group) saved by `to` into `toGroup`; returns both ids. */
const praise = async (from: number, fromGroup: number, to: number, toGroup: number, stamp: number, content: string) => {
  const p = (await env.DB.prepare(
    "INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status) VALUES (?, ?, ?, '이달콤', ?, ?, 0, 'DIRECT') RETURNING id",
  )
    .bind(crypto.randomUUID(), from, fromGroup, content, stamp)
    .first<{ id: number }>())!.id;
  const r = (await env.DB.prepare(
    "INSERT INTO received_praises (praise_id, member_id, group_id) VALUES (?, ?, ?) RETURNING id",
  )
    .bind(p, to, toGroup)
    .first<{ id: number }>())!.id;
  return { sendPraiseId: p, receivePraiseId: r };
};

const get = async (path: string, token = sweetToken) =>
  (await call(path, { headers: bearer(token) })).json<{ data: any; status: number }>();
const patch = (path: string, body: unknown, token = sweetToken) =>
  call(path, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", ...bearer(token) },
    body: JSON.stringify(body),
  });
const groupOf = async (receivePraiseId: number) =>
  (
    await env.DB.prepare("SELECT group_id FROM received_praises WHERE id = ?")
      .bind(receivePraiseId)
      .first<{ group_id: number }>()
  )?.group_id;

const received: { sendPraiseId: number; receivePraiseId: number }[] = [];
let sweetOther: number;

beforeAll(async () => {
  bee = await registerMember("김꿀벌", "1001");
  sweet = await registerMember("이달콤", "1002");
  beeToken = (await loginAs("김꿀벌")).accessToken;
  sweetToken = (await loginAs("이달콤")).accessToken;
  beeSent = await createGroup(bee, "보낸 팀");
  beeOther = await createGroup(bee, "다른 팀");
  beeEmpty = await createGroup(bee, "빈 그룹");
  sweetGroup = await createGroup(sweet, "받은 꿀");
  sweetOther = await createGroup(sweet, "옮길 곳");
  // 11 received by 이달콤 into one group: stamps 1 ×6, 2 ×5.
  for (let i = 0; i < 11; i++)
    received.push(await praise(bee, beeSent, sweet, sweetGroup, i < 6 ? 1 : 2, `칭찬 ${i + 1}`));
});

describe("paged lists", () => {
  it("pages newest first: 11 items → 10 on page 0, 1 on page 1, none on page 2", async () => {
    const first = (await get(`/api/receive-praise/group?groupId=${sweetGroup}&page=0&size=10`)).data;
    expect(first.pageInfo).toEqual({ pageNum: 0, pageSize: 10, totalElements: 11, totalPages: 2 });
    expect(first.receivePraiseInfos).toHaveLength(10);
    expect(first.receivePraiseInfos[0]).toMatchObject({
      name: "김꿀벌",
      content: "칭찬 11",
      stampUrl: "/images/stamps/stamp-2.svg",
      profileImageUrl: "/images/profile/profile-1.svg",
    });
    expect(first.receivePraiseInfos[0].receiveDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    const second = (await get(`/api/receive-praise/group?groupId=${sweetGroup}&page=1&size=10`)).data;
    expect(second.receivePraiseInfos.map((p: { content: string }) => p.content)).toEqual(["칭찬 1"]);
    const third = (await get(`/api/receive-praise/group?groupId=${sweetGroup}&page=2&size=10`)).data;
    expect(third.receivePraiseInfos).toEqual([]);
  });

  it("a page exactly full is one page, one more item makes two; an empty group has zero pages", async () => {
    const full = (await get(`/api/send-praise/group?groupId=${beeSent}&page=0&size=11`, beeToken)).data;
    expect(full.pageInfo).toEqual({ pageNum: 0, pageSize: 11, totalElements: 11, totalPages: 1 });
    expect(full.sendPraiseInfos).toHaveLength(11);
    const ten = (await get(`/api/send-praise/group?groupId=${beeSent}&page=0&size=10`, beeToken)).data;
    expect(ten.pageInfo.totalPages).toBe(2);
    expect(ten.sendPraiseInfos[0]).toMatchObject({ name: "이달콤", content: "칭찬 11" });
    expect(ten.sendPraiseInfos[0].profileImageUrl).toMatch(/^\/images\/profile\/profile-[1-6]\.svg$/);
    const empty = (await get(`/api/send-praise/group?groupId=${beeEmpty}`, beeToken)).data;
    expect(empty).toEqual({
      sendPraiseInfos: [],
      pageInfo: { pageNum: 0, pageSize: 10, totalElements: 0, totalPages: 0 },
    });
  });

  it("answers 404 for another member's group and 400 for bad paging", async () => {
    expect((await call(`/api/receive-praise/group?groupId=${beeSent}`, { headers: bearer(sweetToken) })).status).toBe(
      404,
    );
    for (const q of ["page=-1", "size=0", "size=51", "page=x"]) {
      expect(
        (await call(`/api/receive-praise/group?groupId=${sweetGroup}&${q}`, { headers: bearer(sweetToken) })).status,
      ).toBe(400);
    }
  });
});

describe("a list's total and its page, read in one statement", () => {
  // Members of their own, so the other describes' counts stay as they are.
  let one: { token: string; sent: number; received: number; empty: number };
  let many: { token: string; sent: number; received: number };
  beforeAll(async () => {
    const a = await registerMember("박성실", "1004");
    const b = await registerMember("최열정", "1005");
    one = {
      token: (await loginAs("박성실")).accessToken,
      sent: await createGroup(a, "하나 보냄"),
      received: await createGroup(a, "하나 받음"),
      empty: await createGroup(a, "비었음"),
    };
    many = { token: (await loginAs("최열정")).accessToken, sent: await createGroup(b, "여럿 보냄"), received: 0 };
    many.received = await createGroup(b, "여럿 받음");
    await praise(a, one.sent, b, many.received, 1, "하나뿐");
    await praise(b, many.sent, a, one.received, 2, "받은 하나");
    for (let i = 0; i < 4; i++) await praise(b, many.sent, b, many.received, 1, `여럿 ${i + 1}`);
  });
  const lists = [
    ["receive-praise", "receivePraiseInfos", ReceivedPraiseItemSchema],
    ["send-praise", "sendPraiseInfos", SentPraiseItemSchema],
  ] as const;
  const page = (list: string, groupId: number, token: string, q = "page=0&size=2") =>
    get(`/api/${list}/group?groupId=${groupId}&${q}`, token);

  it.each(lists)("%s: 0, 1 and many rows, and a page past the end, each with its total", async (list, key, schema) => {
    const info = (totalElements: number, totalPages: number, pageNum = 0) => ({
      pageNum,
      pageSize: 2,
      totalElements,
      totalPages,
    });
    const [oneGroup, manyGroup] = list === "send-praise" ? [one.sent, many.sent] : [one.received, many.received];
    const none = (await page(list, one.empty, one.token)).data;
    expect(none).toEqual({ [key]: [], pageInfo: info(0, 0) });
    const single = (await page(list, oneGroup, one.token)).data;
    expect(single.pageInfo).toEqual(info(1, 1));
    expect(single[key]).toHaveLength(1);
    // Exactly the contract's keys: nothing of the statement's own (its total) leaks into an item.
    expect(Object.keys(single[key][0]).sort()).toEqual(Object.keys(schema.entries).sort());
    const count = 5; // 4 to themself, and 1 sent to or received from 박성실
    const first = (await page(list, manyGroup, many.token)).data;
    expect(first.pageInfo).toEqual(info(count, 3));
    expect(first[key]).toHaveLength(2);
    expect(first[key][0].content).toBe("여럿 4");
    const last = (await page(list, manyGroup, many.token, "page=2&size=2")).data;
    expect(last[key]).toHaveLength(1);
    const past = (await page(list, manyGroup, many.token, "page=7&size=2")).data;
    expect(past).toEqual({ [key]: [], pageInfo: info(count, 3, 7) });
  });

  it.each(lists)("%s: another member's group is 404, empty or not, with nothing of it answered", async (list) => {
    for (const groupId of [one.empty, one.sent, one.received]) {
      const res = await call(`/api/${list}/group?groupId=${groupId}`, { headers: bearer(many.token) });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ status: 404, message: GROUP_NOT_FOUND_MESSAGE });
    }
  });
});

describe("stamp cards", () => {
  it("lists every stamp with its count here and across my groups, most used first", async () => {
    const { stampInfoByGroupDtos: cards } = (await get(`/api/stamp/received?group=${sweetGroup}`)).data;
    expect(cards).toHaveLength(8);
    expect(cards[0]).toEqual({
      imageUrl: "/images/stamps/stamp-1.svg",
      stampName: "왕꼼꼼이",
      count: 6,
      totalCount: 6,
    });
    expect(cards[1]).toMatchObject({ stampName: "센스 만점", count: 5, totalCount: 5 });
    expect(cards[2]).toMatchObject({ count: 0, totalCount: 0 });
    const other = (await get(`/api/stamp/received?group=${sweetOther}`)).data.stampInfoByGroupDtos;
    expect(other[0]).toMatchObject({ stampName: "왕꼼꼼이", count: 0, totalCount: 6 });
    expect((await call(`/api/stamp/received?group=${beeSent}`, { headers: bearer(sweetToken) })).status).toBe(404);
    const sent = (await get(`/api/stamp/sent?group=${beeSent}`, beeToken)).data.stampInfoByGroupDtos;
    expect(sent[0]).toMatchObject({ stampName: "왕꼼꼼이", count: 6, totalCount: 6 });
  });
});

describe("move", () => {
  it("moves the caller's received praise to another of their groups", async () => {
    const ids = received.slice(0, 3).map((r) => r.receivePraiseId);
    const res = await patch("/api/group/receive-praise/change", { praiseIdList: ids, groupId: sweetOther });
    expect(res.status).toBe(200);
    for (const id of ids) expect(await groupOf(id)).toBe(sweetOther);
  });

  it("rejects the whole list when any praise or the target group is not the caller's", async () => {
    const mine = received.slice(3, 5).map((r) => r.receivePraiseId);
    const foreignPraise = (await praise(sweet, sweetGroup, bee, beeOther, 3, "반대로")).receivePraiseId;
    const attempts = [
      { praiseIdList: [...mine, foreignPraise], groupId: sweetOther },
      { praiseIdList: [...mine, 999999], groupId: sweetOther },
      { praiseIdList: mine, groupId: beeOther },
    ];
    for (const body of attempts) {
      const res = await patch("/api/group/receive-praise/change", body);
      expect(res.status).toBe(404);
      for (const id of mine) expect(await groupOf(id)).toBe(sweetGroup);
    }
    expect(await groupOf(foreignPraise)).toBe(beeOther);
  });

  it.each([
    [{ praiseIdList: [], groupId: 1 }],
    [{ praiseIdList: [1, 1], groupId: 1 }],
    [{ praiseIdList: ["1"], groupId: 1 }],
    [{ groupId: 1 }],
  ])("answers 400 for %j", async (body) => {
    expect((await patch("/api/group/receive-praise/change", body)).status).toBe(400);
  });

  it("moves the sender's own sent praise, and only theirs", async () => {
    const ids = received.slice(5, 7).map((r) => r.sendPraiseId);
    expect(
      (await patch("/api/group/send-praise/change", { praiseIdList: ids, groupId: beeOther }, sweetToken)).status,
    ).toBe(404);
    expect(
      (await patch("/api/group/send-praise/change", { praiseIdList: ids, groupId: beeOther }, beeToken)).status,
    ).toBe(200);
    const page = (await get(`/api/send-praise/group?groupId=${beeOther}`, beeToken)).data;
    expect(page.sendPraiseInfos.map((p: { sendPraiseId: number }) => p.sendPraiseId).sort()).toEqual([...ids].sort());
  });
});

describe("DELETE /api/receive-praise", () => {
  it("deletes the caller's own received praise; a list with a foreign id deletes nothing", async () => {
    const [a, b] = received.slice(7, 9).map((r) => r.receivePraiseId);
    const foreign = (await praise(sweet, sweetGroup, bee, beeOther, 4, "남의 것")).receivePraiseId;
    const refused = await call(`/api/receive-praise?id=${a},${foreign}`, {
      method: "DELETE",
      headers: bearer(sweetToken),
    });
    expect(refused.status).toBe(404);
    expect(await groupOf(a!)).toBe(sweetGroup);
    expect(await groupOf(foreign)).toBe(beeOther);

    const res = await call(`/api/receive-praise?id=${a},${b}`, { method: "DELETE", headers: bearer(sweetToken) });
    expect(res.status).toBe(200);
    expect(await groupOf(a!)).toBeUndefined();
    expect(await groupOf(b!)).toBeUndefined();
  });

  it.each(["", "id=", "id=1,,2", "id=a", "id=1,1"])("answers 400 for ?%s", async (q) => {
    expect((await call(`/api/receive-praise?${q}`, { method: "DELETE", headers: bearer(sweetToken) })).status).toBe(
      400,
    );
  });
});
