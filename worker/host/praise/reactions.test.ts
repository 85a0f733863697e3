// Thank back: the receiver answers a saved praise with one honey reaction; the sender sees it
// on the sent item and as 'new' on home's group card until they open that group.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { kakaoIdForNickname } from "../../dev/test-users";
import { dbSnapshot } from "../../test/db-snapshot";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";

let bee: number, sweet: number, third: number;
let beeToken: string, sweetToken: string, thirdToken: string;
let beeGroup: number, beeOther: number, sweetGroup: number, thirdGroup: number;

const createGroup = async (memberId: number, name: string, order = 1) =>
  (await env.DB.prepare("INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, ?) RETURNING id")
    .bind(memberId, name, order)
    .first<{ id: number }>())!.id;

/** A delivered praise from 김꿀벌's `group`, saved by `saver` at `savedAt`; returns its ids. */
const keptPraise = async (content: string, saver = sweet, saverGroup = sweetGroup, group = beeGroup) => {
  const p = (await env.DB.prepare(
    `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status)
     VALUES (?, ?, ?, '이달콤', ?, 4, 0, 'DIRECT') RETURNING id, uuid`,
  )
    .bind(crypto.randomUUID(), bee, group, content)
    .first<{ id: number; uuid: string }>())!;
  const r = (await env.DB.prepare(
    "INSERT INTO received_praises (praise_id, member_id, group_id) VALUES (?, ?, ?) RETURNING id",
  )
    .bind(p.id, saver, saverGroup)
    .first<{ id: number }>())!.id;
  return { ...p, receivePraiseId: r };
};

const send = (method: string, path: string, body: unknown, token: string) =>
  call(path, {
    method,
    headers: { "Content-Type": "application/json", ...bearer(token) },
    body: JSON.stringify(body),
  });
const react = (receivePraiseId: unknown, reaction: unknown, token = sweetToken) =>
  send("PUT", "/api/receive-praise/reaction", { receivePraiseId, reaction }, token);
const data = async (path: string, token: string) =>
  (await (await call(path, { headers: bearer(token) })).json<{ data: any }>()).data;
const sentItem = async (praiseId: number, groupId = beeGroup) =>
  (await data(`/api/send-praise/group?groupId=${groupId}&size=50`, beeToken)).sendPraiseInfos.find(
    (p: { sendPraiseId: number }) => p.sendPraiseId === praiseId,
  );
const homeCard = async (groupId: number) =>
  (await data("/api/group", beeToken)).groupMembersPraiseCountInfos.find(
    (g: { groupId: number }) => g.groupId === groupId,
  );

beforeAll(async () => {
  bee = await registerMember("김꿀벌", "1001");
  sweet = await registerMember("이달콤", "1002");
  third = await registerMember("최세번", kakaoIdForNickname("최세번"));
  beeToken = (await loginAs("김꿀벌")).accessToken;
  sweetToken = (await loginAs("이달콤")).accessToken;
  thirdToken = (await loginAs("최세번")).accessToken;
  beeGroup = await createGroup(bee, "보낸 팀");
  beeOther = await createGroup(bee, "다른 팀", 2);
  sweetGroup = await createGroup(sweet, "받은 꿀");
  thirdGroup = await createGroup(third, "셋째 단지");
});

describe("PUT /api/receive-praise/reaction", () => {
  it("lets the saver answer, change the answer, and shows it to the sender on the sent item and check", async () => {
    const praise = await keptPraise("답장 받을 칭찬");
    expect(await sentItem(praise.id)).toMatchObject({ reaction: null });

    const first = await react(praise.receivePraiseId, "THANKS");
    expect(first.status).toBe(200);
    const body = await first.json<{ data: { reaction: string; reactedAt: string } }>();
    expect(body.data).toEqual({ reaction: "THANKS", reactedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await sentItem(praise.id)).toMatchObject({ reaction: "THANKS" });

    expect((await react(praise.receivePraiseId, "MOVED")).status).toBe(200);
    expect(await sentItem(praise.id)).toMatchObject({ reaction: "MOVED" });
    const check = await data(`/api/send-praise/check?praise-uuid=${praise.uuid}`, beeToken);
    expect(check).toMatchObject({ sendStatus: "DIRECT", reaction: "MOVED" });
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM praise_keepers WHERE praise_id = ? AND reaction IS NOT NULL",
    )
      .bind(praise.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1); // changed in place: one answer per keeper
    expect(check.keepers).toEqual([{ name: "이달콤", savedAt: expect.any(String), reaction: "MOVED", named: true }]);

    // The receiver sees their own answer and that they may change it, on the list and the landing page.
    const mine = (await data(`/api/receive-praise/group?groupId=${sweetGroup}&size=50`, sweetToken)).receivePraiseInfos;
    expect(mine.find((p: { receivePraiseId: number }) => p.receivePraiseId === praise.receivePraiseId)).toMatchObject({
      reaction: "MOVED",
      canReact: true,
    });
    expect(await data(`/api/receive-praise?uuid=${praise.uuid}`, sweetToken)).toMatchObject({
      receivePraiseId: praise.receivePraiseId,
      reaction: "MOVED",
      canReact: true,
    });
  });

  it("answers 400 in Korean for a word outside the set, free text, or a missing id", async () => {
    const praise = await keptPraise("검증용 칭찬");
    const before = await dbSnapshot();
    for (const [id, reaction, message] of [
      [praise.receivePraiseId, "사랑해요", "꿀 답장을 골라주세요."],
      [praise.receivePraiseId, "<b>hi</b>", "꿀 답장을 골라주세요."],
      [praise.receivePraiseId, undefined, "꿀 답장 값이 필요해요."],
      [undefined, "THANKS", "receivePraiseId 값이 필요해요."],
      [0, "THANKS", "receivePraiseId 값이 올바르지 않아요."],
    ] as const) {
      const res = await react(id, reaction);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: 400, message });
    }
    expect(await dbSnapshot()).toEqual(before);
  });

  it("answers 404 to anyone but the copy's own keeper: the sender, another member, a made-up copy", async () => {
    const praise = await keptPraise("남의 답장");
    const before = await dbSnapshot();
    for (const [id, token] of [
      [praise.receivePraiseId, beeToken],
      [praise.receivePraiseId, thirdToken],
      [999_999, sweetToken],
    ] as const) {
      const res = await react(id, "THANKS", token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ status: 404, message: "칭찬을 찾을 수 없어요." });
    }
    expect(await dbSnapshot()).toEqual(before);
  });

  it("lets every keeper answer their own copy (decision 022): a later saver takes nothing from the first", async () => {
    const praise = await keptPraise("모두의 답장");
    expect((await react(praise.receivePraiseId, "THANKS")).status).toBe(200);
    // 최세번 was forwarded the link and saved it after 이달콤 did.
    const later = (await env.DB.prepare(
      "INSERT INTO received_praises (praise_id, member_id, group_id, saved_at) VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 second')) RETURNING id",
    )
      .bind(praise.id, third, thirdGroup)
      .first<{ id: number }>())!.id;
    expect(await data(`/api/receive-praise?uuid=${praise.uuid}`, thirdToken)).toMatchObject({
      receivePraiseId: later,
      canReact: true,
      reaction: null,
    });
    expect((await react(later, "SWEET", thirdToken)).status).toBe(200);

    // Each keeper's own answer on their own view; the sender sees both, by their member names.
    expect(await data(`/api/receive-praise?uuid=${praise.uuid}`, sweetToken)).toMatchObject({ reaction: "THANKS" });
    expect(await data(`/api/receive-praise?uuid=${praise.uuid}`, thirdToken)).toMatchObject({ reaction: "SWEET" });
    const item = await sentItem(praise.id);
    expect(item.keepers).toEqual([
      { name: "이달콤", savedAt: expect.any(String), reaction: "THANKS", named: true },
      { name: "최세번", savedAt: expect.any(String), reaction: "SWEET", named: false },
    ]);
    expect(item.keepers[0].savedAt < item.keepers[1].savedAt).toBe(true);
    expect(await data(`/api/send-praise/check?praise-uuid=${praise.uuid}`, beeToken)).toMatchObject({
      keepers: item.keepers,
      reaction: "SWEET", // SPEC's one answer: the newest
    });
  });

  it("stays with the sender when the receiver deletes their copy, as the kept receipt does", async () => {
    const praise = await keptPraise("지울 칭찬");
    await react(praise.receivePraiseId, "SWEET");
    const kept = await sentItem(praise.id);
    expect(kept).toMatchObject({ reaction: "SWEET", savedAt: expect.any(String) });
    expect(
      (
        await call(`/api/receive-praise?id=${praise.receivePraiseId}`, {
          method: "DELETE",
          headers: bearer(sweetToken),
        })
      ).status,
    ).toBe(200);
    expect(await sentItem(praise.id)).toMatchObject({ reaction: "SWEET", savedAt: kept.savedAt });
    const check = await data(`/api/send-praise/check?praise-uuid=${praise.uuid}`, beeToken);
    expect(check).toMatchObject({ reaction: "SWEET", savedAt: kept.savedAt });
    // The receiver's copy is gone, and with it their view of the answer.
    expect(await data(`/api/receive-praise?uuid=${praise.uuid}`, sweetToken)).toMatchObject({
      receivePraiseId: null,
      reaction: null,
    });
  });

  it("reveals nothing about the receiver to the sender beyond the word", async () => {
    const praise = await keptPraise("사생활 칭찬");
    await react(praise.receivePraiseId, "CHEERED");
    const item = await sentItem(praise.id);
    expect(Object.keys(item).sort()).toEqual(
      [
        "content",
        "keepers",
        "name",
        "profileImageUrl",
        "reaction",
        "receiverNames",
        "savedAt",
        "sendDate",
        "sendPraiseId",
        "stampUrl",
      ].sort(),
    );
    // A keeper is their name, whether the praise named them, their date and their word: nothing of their jars.
    expect(item.keepers.map((k: object) => Object.keys(k).sort())).toEqual([["name", "named", "reaction", "savedAt"]]);
    expect(JSON.stringify(item)).not.toContain("받은 꿀"); // the receiver's group
  });
});

describe("the 'new' mark on home's group card", () => {
  it("appears on the sender's group when a reaction arrives or changes, and clears when they open it", async () => {
    const praise = await keptPraise("새 답장 칭찬", sweet, sweetGroup, beeOther);
    expect(await homeCard(beeOther)).toMatchObject({ hasNewReaction: false });
    await react(praise.receivePraiseId, "THANKS");
    expect(await homeCard(beeOther)).toMatchObject({ hasNewReaction: true });
    // The group's own info says so too (group detail asks it, not the whole list).
    const info = () => data(`/api/group/info?groupId=${beeOther}`, beeToken);
    expect(await info()).toMatchObject({ hasNewReaction: true });

    // Another member cannot clear it (404, nothing written); the owner can.
    const before = await dbSnapshot();
    expect((await send("PATCH", "/api/group/reactions-seen", { groupId: beeOther }, sweetToken)).status).toBe(404);
    expect(await dbSnapshot()).toEqual(before);
    const seen = await send("PATCH", "/api/group/reactions-seen", { groupId: beeOther }, beeToken);
    expect(seen.status).toBe(200);
    expect(await homeCard(beeOther)).toMatchObject({ hasNewReaction: false });
    expect(await info()).toMatchObject({ hasNewReaction: false });

    await react(praise.receivePraiseId, "THANKS"); // the same word again is no news
    expect(await homeCard(beeOther)).toMatchObject({ hasNewReaction: false });
    await react(praise.receivePraiseId, "SWEET");
    expect(await homeCard(beeOther)).toMatchObject({ hasNewReaction: true });
    // The receiver's own home never marks it: the mark is about praise the caller sent.
    const sweetHome = (await data("/api/group", sweetToken)).groupMembersPraiseCountInfos;
    expect(sweetHome.every((g: { hasNewReaction: boolean }) => !g.hasNewReaction)).toBe(true);
  });

  it("answers 400 for a bad groupId", async () => {
    const res = await send("PATCH", "/api/group/reactions-seen", { groupId: "x" }, beeToken);
    expect(res.status).toBe(400);
  });
});
