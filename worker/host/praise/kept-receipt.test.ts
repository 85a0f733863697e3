// The kept receipt: the sender learns when the receiver kept the praise (the first save's date), on
// the sent list and the send check. Only the sender's calls carry it.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";

let bee: number, sweet: number, third: number;
let beeToken: string, sweetToken: string;
let beeGroup: number, sweetGroup: number, thirdGroup: number;

const createGroup = async (memberId: number, name: string) =>
  (await env.DB.prepare("INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, 1) RETURNING id")
    .bind(memberId, name)
    .first<{ id: number }>())!.id;

const delivered = async (content: string) =>
  (await env.DB.prepare(
    `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status)
     VALUES (?, ?, ?, '이달콤', ?, 2, 0, 'DIRECT') RETURNING id, uuid`,
  )
    .bind(crypto.randomUUID(), bee, beeGroup, content)
    .first<{ id: number; uuid: string }>())!;

const save = (praiseUuid: string, groupId: number, token: string) =>
  call("/api/receive-praise", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...bearer(token) },
    body: JSON.stringify({ praiseUuid, groupId }),
  });

const data = async (path: string, token: string) =>
  (await (await call(path, { headers: bearer(token) })).json<{ data: any }>()).data;

beforeAll(async () => {
  bee = await registerMember("김꿀벌", "1001");
  sweet = await registerMember("이달콤", "1002");
  third = await registerMember("최세번", "2001");
  beeToken = (await loginAs("김꿀벌")).accessToken;
  sweetToken = (await loginAs("이달콤")).accessToken;
  beeGroup = await createGroup(bee, "보낸 팀");
  sweetGroup = await createGroup(sweet, "받은 꿀");
  thirdGroup = await createGroup(third, "셋째 단지");
});

describe("kept receipt", () => {
  it("is null until the receiver saves, then the save's date on the send check and the sent list", async () => {
    const kept = await delivered("담아 갈 칭찬");
    const left = await delivered("아직 안 담은 칭찬");
    const check = (uuid: string) => data(`/api/send-praise/check?praise-uuid=${uuid}`, beeToken);

    expect(await check(kept.uuid)).toEqual({ sendStatus: "DIRECT", savedAt: null, reaction: null, keepers: [] });
    expect((await save(kept.uuid, sweetGroup, sweetToken)).status).toBe(201);
    const row = await env.DB.prepare("SELECT saved_at FROM received_praises WHERE praise_id = ?")
      .bind(kept.id)
      .first<{ saved_at: string }>();
    expect(await check(kept.uuid)).toEqual({
      sendStatus: "DIRECT",
      savedAt: row!.saved_at,
      reaction: null,
      keepers: [{ name: "이달콤", savedAt: row!.saved_at, reaction: null, named: true }],
    });
    expect(await check(left.uuid)).toEqual({ sendStatus: "DIRECT", savedAt: null, reaction: null, keepers: [] });

    const list = await data(`/api/send-praise/group?groupId=${beeGroup}`, beeToken);
    const byId = new Map(list.sendPraiseInfos.map((p: { sendPraiseId: number }) => [p.sendPraiseId, p]));
    expect(byId.get(kept.id)).toMatchObject({ content: "담아 갈 칭찬", savedAt: row!.saved_at, reaction: null });
    expect(byId.get(left.id)).toMatchObject({ content: "아직 안 담은 칭찬", savedAt: null, reaction: null });
  });

  it("shows the first save when a group chat's praise is kept by two members", async () => {
    const shared = await delivered("단톡방 칭찬");
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO received_praises (praise_id, member_id, group_id, saved_at) VALUES (?, ?, ?, '2026-11-02T01:00:00.000Z')",
      ).bind(shared.id, third, thirdGroup),
      env.DB.prepare(
        "INSERT INTO received_praises (praise_id, member_id, group_id, saved_at) VALUES (?, ?, ?, '2026-11-01T01:00:00.000Z')",
      ).bind(shared.id, sweet, sweetGroup),
    ]);
    const check = await data(`/api/send-praise/check?praise-uuid=${shared.uuid}`, beeToken);
    expect(check.savedAt).toBe("2026-11-01T01:00:00.000Z");
  });

  it("stays once kept: the receiver deleting their copy takes nothing from the sender", async () => {
    const kept = await delivered("지워도 남는 칭찬");
    await save(kept.uuid, sweetGroup, sweetToken);
    const { savedAt } = await data(`/api/send-praise/check?praise-uuid=${kept.uuid}`, beeToken);
    expect(savedAt).toEqual(expect.any(String));
    const { receivePraiseId } = await data(`/api/receive-praise?uuid=${kept.uuid}`, sweetToken);
    const res = await call(`/api/receive-praise?id=${receivePraiseId}`, {
      method: "DELETE",
      headers: bearer(sweetToken),
    });
    expect(res.status).toBe(200);
    expect(await data(`/api/send-praise/check?praise-uuid=${kept.uuid}`, beeToken)).toMatchObject({ savedAt });
    const list = await data(`/api/send-praise/group?groupId=${beeGroup}`, beeToken);
    expect(list.sendPraiseInfos.find((p: { sendPraiseId: number }) => p.sendPraiseId === kept.id)).toMatchObject({
      savedAt,
    });
  });

  it("reaches no one but the sender: the receiver's own views carry no receipt", async () => {
    const kept = await delivered("받은 사람 쪽");
    await save(kept.uuid, sweetGroup, sweetToken);
    expect(
      (await call(`/api/send-praise/check?praise-uuid=${kept.uuid}`, { headers: bearer(sweetToken) })).status,
    ).toBe(404);
    const received = await data(`/api/receive-praise/group?groupId=${sweetGroup}`, sweetToken);
    for (const item of received.receivePraiseInfos) expect(item).not.toHaveProperty("savedAt");
    const landing = await data(`/api/receive-praise?uuid=${kept.uuid}`, sweetToken);
    expect(landing).not.toHaveProperty("savedAt");
  });
});
