// Badges: earned in the request that reaches a threshold (1, 7, 50; sent and received), once.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { shareTokenFor } from "../../lib/share-token";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";

let bee: number, sweet: number, beeToken: string, sweetToken: string, beeGroup: number, sweetGroup: number;

const group = async (memberId: number, name: string) =>
  (await env.DB.prepare("INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, 1) RETURNING id")
    .bind(memberId, name)
    .first<{ id: number }>())!.id;

/** n praises from 김꿀벌, inserted as already delivered (the history before the request under test). */
const history = async (n: number, savedBySweet: boolean) => {
  for (let i = 0; i < n; i++) {
    const p = (await env.DB.prepare(
      "INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status) VALUES (?, ?, ?, '이달콤', '이전 칭찬', 1, 0, 'DIRECT') RETURNING id",
    )
      .bind(crypto.randomUUID(), bee, beeGroup)
      .first<{ id: number }>())!.id;
    if (savedBySweet)
      await env.DB.prepare("INSERT INTO received_praises (praise_id, member_id, group_id) VALUES (?, ?, ?)")
        .bind(p, sweet, sweetGroup)
        .run();
  }
};

/** The real flow: send (API), deliver (Kakao's webhook), save (API). Returns the praise uuid. */
const sendAndDeliver = async () => {
  const sent = await call("/api/send-praise", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...bearer(beeToken) },
    body: JSON.stringify({
      content: "고마워요",
      projectStatus: false,
      receiverName: "이달콤",
      groupId: beeGroup,
      honeyStampId: 1,
    }),
  });
  const { uuid } = (await sent.json<{ data: { uuid: string } }>()).data;
  const hook = await call("/api/send-praise/check", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `KakaoAK ${env.KAKAO_ADMIN_KEY}`,
      "X-Kakao-Resource-ID": crypto.randomUUID(),
    },
    body: JSON.stringify({
      CHAT_TYPE: "DirectChat",
      TEMPLATE_ID: env.KAKAO_TEMPLATE_ID,
      praiseUuid: uuid,
      shareToken: await shareTokenFor(env.JWT_SECRET!, uuid),
    }),
  });
  expect(hook.status).toBe(200);
  return uuid;
};
const save = async (uuid: string) =>
  call("/api/receive-praise", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...bearer(sweetToken) },
    body: JSON.stringify({ praiseUuid: uuid, groupId: sweetGroup }),
  });

const earned = async (token: string) => {
  const { data } = await (await call("/api/badge", { headers: bearer(token) })).json<{
    data: { allBadgeInfos: { name: string; completedDate: string | null; imageUrl: string }[] };
  }>();
  return Object.fromEntries(data.allBadgeInfos.map((b) => [b.name, b]));
};
const badgeRows = async (memberId: number) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM member_badges WHERE member_id = ?")
    .bind(memberId)
    .first<{ n: number }>())!.n;

beforeAll(async () => {
  bee = await registerMember("김꿀벌", "1001");
  sweet = await registerMember("이달콤", "1002");
  beeToken = (await loginAs("김꿀벌")).accessToken;
  sweetToken = (await loginAs("이달콤")).accessToken;
  beeGroup = await group(bee, "보낸 꿀");
  sweetGroup = await group(sweet, "받은 꿀");
});

describe("GET /api/badge", () => {
  it("lists all six badges, locked (art and no date) before anything happened", async () => {
    const badges = await earned(beeToken);
    expect(Object.keys(badges)).toEqual([
      "첫 꿀 받기",
      "꿀 좀 받아본 사람",
      "꿀부자",
      "첫 꿀 보내기",
      "달달한 당신",
      "꿀플루언서",
    ]);
    expect(badges["첫 꿀 보내기"]).toMatchObject({ completedDate: null, imageUrl: "/images/badges/send-1-locked.svg" });
  });

  it("the first delivered praise earns 첫 꿀 보내기, the first save earns 첫 꿀 받기, with today's date", async () => {
    const uuid = await sendAndDeliver();
    expect((await earned(beeToken))["첫 꿀 보내기"]).toMatchObject({ imageUrl: "/images/badges/send-1.svg" });
    expect((await earned(beeToken))["첫 꿀 보내기"]!.completedDate!.slice(0, 10)).toBe(
      new Date().toISOString().slice(0, 10),
    );
    expect((await earned(beeToken))["첫 꿀 받기"]!.completedDate).toBeNull();
    expect((await save(uuid)).status).toBe(201);
    expect((await earned(sweetToken))["첫 꿀 받기"]!.completedDate).not.toBeNull();
    expect((await earned(sweetToken))["꿀 좀 받아본 사람"]!.completedDate).toBeNull();
  });

  it("reaching 7 and 50 in either direction earns those badges in that request", async () => {
    await history(5, true); // 6 delivered and saved so far
    const seventh = await sendAndDeliver();
    expect((await earned(beeToken))["달달한 당신"]!.completedDate).not.toBeNull();
    expect((await earned(sweetToken))["꿀 좀 받아본 사람"]!.completedDate).toBeNull();
    await save(seventh);
    expect((await earned(sweetToken))["꿀 좀 받아본 사람"]!.completedDate).not.toBeNull();

    await history(42, true); // 49 of each
    expect((await earned(beeToken)).꿀플루언서!.completedDate).toBeNull();
    const fiftieth = await sendAndDeliver();
    expect((await earned(beeToken)).꿀플루언서!.completedDate).not.toBeNull();
    await save(fiftieth);
    expect((await earned(sweetToken)).꿀부자!.completedDate).not.toBeNull();
  });

  it("reaching a threshold a second time (after a delete and a new save) earns nothing twice", async () => {
    const before = await badgeRows(sweet);
    const latest = await env.DB.prepare("SELECT id FROM received_praises WHERE member_id = ? ORDER BY id DESC LIMIT 2")
      .bind(sweet)
      .all<{ id: number }>();
    const receiveIds = latest.results.map((r) => r.id);
    const del = await call(`/api/receive-praise?id=${receiveIds.join(",")}`, {
      method: "DELETE",
      headers: bearer(sweetToken),
    });
    expect(del.status).toBe(200);
    await save(await sendAndDeliver());
    await save(await sendAndDeliver()); // back to 50 saved
    expect(await badgeRows(sweet)).toBe(before);
    const all = await earned(sweetToken);
    expect(Object.values(all).filter((b) => b.completedDate).length).toBe(3);
  });
});

describe("GET /api/announcement", () => {
  it("is empty until the service writes one, then lists newest first", async () => {
    expect(
      (await (await call("/api/announcement", { headers: bearer(beeToken) })).json<{ data: unknown }>()).data,
    ).toEqual({ announcements: [] });
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO announcements (title, content, created_at) VALUES ('첫 소식', '안녕하세요', '2026-01-01T00:00:00.000Z')",
      ),
      env.DB.prepare(
        "INSERT INTO announcements (title, content, created_at) VALUES ('새 기능', '꿀단지가 새로워졌어요', '2026-02-01T00:00:00.000Z')",
      ),
    ]);
    const { data } = await (await call("/api/announcement", { headers: bearer(beeToken) })).json<{
      data: { announcements: { title: string }[] };
    }>();
    expect(data.announcements.map((a) => a.title)).toEqual(["새 기능", "첫 소식"]);
    expect((await call("/api/announcement")).status).toBe(401);
  });
});
