// The monthly recap on real D1, with a fixed clock. Months are Seoul's
// (UTC+9, no summer time) whatever the server's zone: the boundary cases sit on either side of
// 00:00 KST, which is 15:00 UTC the day before.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seoulMonthOf, seoulMonthRange, shiftMonth } from "../../contract/recap";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";
import { clock } from "../auth/clock";

let bee: number, sweet: number, beeToken: string, sweetToken: string;
let beeTeam: number, beeClub: number, sweetGroup: number;

const createGroup = async (memberId: number, name: string, order: number) =>
  (await env.DB.prepare("INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, ?) RETURNING id")
    .bind(memberId, name, order)
    .first<{ id: number }>())!.id;

/** A praise from `from` delivered at `at`; returns its id. */
const sent = async (from: number, group: number | null, receiver: string, stamp: number, content: string, at: string) =>
  (await env.DB.prepare(
    `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status, created_at, delivered_at)
     VALUES (?, ?, ?, ?, ?, ?, 0, 'DIRECT', ?, ?) RETURNING id`,
  )
    .bind(crypto.randomUUID(), from, group, receiver, content, stamp, at, at)
    .first<{ id: number }>())!.id;
const saved = (praiseId: number, memberId: number, groupId: number, at: string) =>
  env.DB.prepare("INSERT INTO received_praises (praise_id, member_id, group_id, saved_at) VALUES (?, ?, ?, ?)")
    .bind(praiseId, memberId, groupId, at)
    .run();

const recap = async (token: string, month?: string) => {
  const res = await call(`/api/recap${month ? `?month=${month}` : ""}`, { headers: bearer(token) });
  return { status: res.status, body: await res.json<{ data: any; message: string }>() };
};

beforeAll(async () => {
  bee = await registerMember("김꿀벌", "1001");
  sweet = await registerMember("이달콤", "1002");
  beeToken = (await loginAs("김꿀벌")).accessToken;
  sweetToken = (await loginAs("이달콤")).accessToken;
  beeTeam = await createGroup(bee, "우리 팀", 1);
  beeClub = await createGroup(bee, "동아리", 2);
  sweetGroup = await createGroup(sweet, "달콤 단지", 1);
  // 김꿀벌 joined at 00:00 KST on 1 October 2026 (15:00 UTC the day before): October is his first month.
  await env.DB.prepare("UPDATE members SET created_at = '2026-09-30T15:00:00.000Z' WHERE id = ?").bind(bee).run();

  // November 2026 in Seoul = [2026-10-31T15:00Z, 2026-11-30T15:00Z).
  // 김꿀벌 receives 3 (saved into 우리 팀 ×2, 동아리 ×1) and sends 2 from 동아리 in November.
  const r1 = await sent(sweet, sweetGroup, "김꿀벌", 2, "11월 1일 0시의 칭찬", "2026-10-31T14:00:00.000Z");
  await saved(r1, bee, beeTeam, "2026-10-31T15:00:00.000Z"); // 00:00 KST, 1 Nov: November
  const r2 = await sent(sweet, sweetGroup, "김꿀벌", 2, "센스 칭찬", "2026-11-10T01:00:00.000Z");
  await saved(r2, bee, beeTeam, "2026-11-10T02:00:00.000Z");
  const r3 = await sent(sweet, sweetGroup, "김꿀벌", 5, "마지막 날 밤 칭찬", "2026-11-30T14:00:00.000Z");
  await saved(r3, bee, beeClub, "2026-11-30T14:59:59.999Z"); // 23:59:59.999 KST, 30 Nov: November
  await sent(bee, beeClub, "이달콤", 2, "보낸 칭찬 하나", "2026-11-05T00:00:00.000Z");
  await sent(bee, beeClub, "박철수", 7, "보낸 칭찬 둘", "2026-11-20T09:00:00.000Z");
  // Not November: 23:59 KST on 31 Oct (October), 00:00 KST on 1 Dec (December), and undelivered.
  const oct = await sent(sweet, sweetGroup, "김꿀벌", 1, "10월의 칭찬", "2026-10-31T14:00:00.000Z");
  await saved(oct, bee, beeTeam, "2026-10-31T14:59:59.999Z");
  await sent(bee, beeTeam, "이달콤", 1, "12월의 칭찬", "2026-11-30T15:00:00.000Z");
  await env.DB.prepare(
    `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, created_at)
     VALUES (?, ?, ?, '누군가', '안 간 칭찬', 3, 0, '2026-11-12T00:00:00.000Z')`,
  )
    .bind(crypto.randomUUID(), bee, beeTeam)
    .run();
  // October also has one sent.
  await sent(bee, beeTeam, "이달콤", 4, "10월에 보낸 칭찬", "2026-10-02T00:00:00.000Z");
});

afterEach(() => vi.restoreAllMocks());

describe("month arithmetic in Asia/Seoul", () => {
  it("places instants in Seoul months and bounds a month by UTC instants", () => {
    expect(seoulMonthOf(Date.parse("2026-10-31T14:59:59.999Z"))).toBe("2026-10");
    expect(seoulMonthOf(Date.parse("2026-10-31T15:00:00.000Z"))).toBe("2026-11");
    expect(seoulMonthRange("2026-11")).toEqual(["2026-10-31T15:00:00.000Z", "2026-11-30T15:00:00.000Z"]);
    expect(seoulMonthRange("2026-12")).toEqual(["2026-11-30T15:00:00.000Z", "2026-12-31T15:00:00.000Z"]);
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
  });
});

describe("GET /api/recap", () => {
  it("adds up this month (Seoul's, from the clock): counts, top stamps, top jar, first and latest, last month", async () => {
    vi.spyOn(clock, "now").mockReturnValue(Date.parse("2026-11-15T03:00:00.000Z"));
    const { status, body } = await recap(beeToken);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      month: "2026-11",
      current: true,
      joinedMonth: "2026-10",
      received: 3,
      sent: 2,
      previous: { month: "2026-10", received: 1, sent: 1 },
      relays: { continued: 0, received: 0 },
      topStamps: [
        { stampName: "센스 만점", imageUrl: "/images/stamps/stamp-2.svg", count: 3 },
        { stampName: "협업의 신", imageUrl: "/images/stamps/stamp-5.svg", count: 1 },
        { stampName: "불타는 열정왕", imageUrl: "/images/stamps/stamp-7.svg", count: 1 },
      ],
      // 동아리: 1 saved + 2 sent = 3; 우리 팀: 2 saved.
      topJar: { groupId: beeClub, groupName: "동아리", count: 3 },
      first: {
        direction: "received",
        name: "이달콤",
        content: "11월 1일 0시의 칭찬",
        stampUrl: "/images/stamps/stamp-2.svg",
        stampName: "센스 만점",
        date: "2026-10-31T15:00:00.000Z",
      },
      latest: {
        direction: "received",
        name: "이달콤",
        content: "마지막 날 밤 칭찬",
        stampUrl: "/images/stamps/stamp-5.svg",
        stampName: "협업의 신",
        date: "2026-11-30T14:59:59.999Z",
      },
    });
  });

  it("turns the month at 00:00 in Seoul, not at UTC midnight", async () => {
    // 16:00 UTC on 30 Nov is 01:00 KST on 1 Dec: December, with November as last month.
    vi.spyOn(clock, "now").mockReturnValue(Date.parse("2026-11-30T16:00:00.000Z"));
    const { body } = await recap(beeToken);
    expect(body.data).toMatchObject({
      month: "2026-12",
      current: true,
      received: 0,
      sent: 1,
      previous: { month: "2026-11", received: 3, sent: 2 },
      first: { content: "12월의 칭찬", direction: "sent", name: "이달콤" },
    });
  });

  it("names everyone a sent praise names (decision 023), not only the first", async () => {
    await env.DB.prepare(
      `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, receiver_names, content, stamp_id, project_status, send_status, created_at, delivered_at)
       VALUES (?, ?, ?, '이달콤', '["이달콤","박성실","최열정"]', '셋에게 보낸 칭찬', 2, 0, 'GROUP', ?, ?)`,
    )
      .bind(crypto.randomUUID(), bee, beeTeam, "2027-01-05T00:00:00.000Z", "2027-01-05T00:00:00.000Z")
      .run();
    const { body } = await recap(beeToken, "2027-01");
    expect(body.data.latest).toMatchObject({
      direction: "sent",
      name: "이달콤",
      receiverNames: ["이달콤", "박성실", "최열정"],
    });
  });

  it("answers an empty month with zeros and nulls, and a past month on request", async () => {
    vi.spyOn(clock, "now").mockReturnValue(Date.parse("2026-11-15T03:00:00.000Z"));
    expect((await recap(beeToken, "2026-06")).body.data).toEqual({
      month: "2026-06",
      current: false,
      joinedMonth: "2026-10", // asked for a month before it: answered all the same, empty
      received: 0,
      sent: 0,
      previous: { month: "2026-05", received: 0, sent: 0 },
      relays: { continued: 0, received: 0 },
      topStamps: [],
      topJar: null,
      first: null,
      latest: null,
    });
    expect((await recap(beeToken, "2026-10")).body.data).toMatchObject({ current: false, received: 1, sent: 1 });
  });

  it("names the Seoul month each member joined, where looking back ends", async () => {
    vi.spyOn(clock, "now").mockReturnValue(Date.parse("2026-11-15T03:00:00.000Z"));
    expect((await recap(beeToken, "2026-10")).body.data.joinedMonth).toBe("2026-10");
    await env.DB.prepare("UPDATE members SET created_at = '2026-09-30T14:59:59.999Z' WHERE id = ?").bind(sweet).run();
    expect((await recap(sweetToken)).body.data.joinedMonth).toBe("2026-09"); // 23:59 KST, 30 September
  });

  it("shows each member only their own praise", async () => {
    vi.spyOn(clock, "now").mockReturnValue(Date.parse("2026-11-15T03:00:00.000Z"));
    const { body } = await recap(sweetToken);
    // 이달콤's November: two delivered (the other two reached KakaoTalk on 31 Oct, 23:00 KST), none
    // saved (김꿀벌's praise to her was never saved by her).
    expect(body.data).toMatchObject({ received: 0, sent: 2, topJar: { groupName: "달콤 단지", count: 2 } });
    expect(JSON.stringify(body.data)).not.toContain("우리 팀");
    expect(JSON.stringify(body.data)).not.toContain("보낸 칭찬 하나");
  });

  it("answers 400 for a malformed month and 401 without a session", async () => {
    for (const month of ["2026-13", "2026-1", "26-11", "2026-11-01"]) {
      const { status, body } = await recap(beeToken, month);
      expect(status, month).toBe(400);
      expect(body.message).toBe("month는 2026-11처럼 보내주세요.");
    }
    expect((await call("/api/recap")).status).toBe(401);
  });
});
