// GET /api/member/people and GET /api/member/week (decision 034): the people a member exchanged praise
// or a jar with, most recent first with the group last used for them, never anyone else's; the week's
// counts in Seoul's week.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { People, Week } from "../../contract/week";
import { type Caller, get, makeJar, member, write } from "../../test/jar-kit";

const DAY = 86_400_000;

let me: Caller & { id: number };
let colleague: Caller & { id: number };
let stranger: Caller & { id: number };
const groups: Record<string, number> = {};

const group = async (owner: number, name: string) => {
  const row = await env.DB.prepare("INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, 1) RETURNING id")
    .bind(owner, name)
    .first<{ id: number }>();
  groups[name] = row!.id;
  return row!.id;
};

const sent = async (from: number, groupId: number, names: string[], at: number, status = "DIRECT") => {
  const iso = new Date(at).toISOString();
  return (await env.DB.prepare(
    `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, receiver_names, content, stamp_id, project_status, send_status, created_at, delivered_at)
     VALUES (?, ?, ?, ?, ?, '고마워요', 2, 0, ?, ?7, ?7) RETURNING id`,
  )
    .bind(crypto.randomUUID(), from, groupId, names[0], JSON.stringify(names), status, iso)
    .first<{ id: number }>())!.id;
};

const now = Date.now();

beforeAll(async () => {
  me = await member("우리나");
  colleague = await member("우리동료");
  stranger = await member("남남");
  const work = await group(me.id, "프로젝트");
  const old = await group(me.id, "지난 팀");
  const kept = await group(me.id, "받은 꿀");
  await sent(me.id, work, ["이달콤"], now - DAY);
  await sent(me.id, old, ["박성실", "최열정"], now - 40 * DAY);
  await sent(me.id, old, ["보내다만"], now - 2 * DAY, "FAIL"); // never delivered: nobody
  const fromColleague = await sent(colleague.id, await group(colleague.id, "동료 그룹"), ["우리나"], now - 3 * DAY);
  await env.DB.prepare("INSERT INTO received_praises (praise_id, member_id, group_id, saved_at) VALUES (?, ?, ?, ?)")
    .bind(fromColleague, me.id, kept, new Date(now - 60_000).toISOString())
    .run();
  await sent(stranger.id, await group(stranger.id, "남의 그룹"), ["남의동료"], now - 60_000);
  const jar = await makeJar(me, 5, { recipientName: "단지주인" });
  await write(jar.jarId, colleague, "축하해요");
});

describe("GET /api/member/people", () => {
  it("lists whom the member praised, was praised by or made a jar for, most recent first, with the group last used", async () => {
    const { status, body } = await get<People>("/api/member/people", me);
    expect(status).toBe(200);
    const names = body.data.people.map((p) => p.name);
    expect(names).toEqual(["단지주인", "우리동료", "이달콤", "박성실", "최열정"]);
    const byName = Object.fromEntries(body.data.people.map((p) => [p.name, p]));
    expect(byName.이달콤).toMatchObject({ groupId: groups.프로젝트, groupName: "프로젝트", lastReceivedAt: null });
    expect(byName.박성실).toMatchObject({ groupId: groups["지난 팀"], groupName: "지난 팀" });
    expect(Date.parse(byName.박성실!.lastSentAt!)).toBe(now - 40 * DAY);
    expect(byName.우리동료).toMatchObject({ groupId: groups["받은 꿀"], lastSentAt: null });
    expect(byName.단지주인).toMatchObject({ groupId: null, lastReceivedAt: null });
  });

  it("never shows another member's people, and asks for a login", async () => {
    const { body } = await get<People>("/api/member/people", stranger);
    expect(body.data.people.map((p) => p.name)).toEqual(["남의동료"]);
    expect((await get("/api/member/people")).status).toBe(401);
  });
});

describe("GET /api/member/week", () => {
  it("counts this week's praise kept and sent, and the jars about to open", async () => {
    const { status, body } = await get<Week>("/api/member/week", me);
    expect(status).toBe(200);
    const { monday, friday, ...counts } = body.data;
    expect(monday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(typeof friday).toBe("boolean");
    // The praise a day ago may fall in last week (on a Monday in Seoul); the one kept a minute ago cannot.
    expect(counts.received).toBe(1);
    expect(counts.jarsWaiting).toBe(1);
    expect((await get<Week>("/api/member/week", colleague)).body.data.jarsWaiting).toBe(1);
    expect((await get<Week>("/api/member/week", stranger)).body.data).toMatchObject({ received: 0, jarsWaiting: 0 });
    expect((await get("/api/member/week")).status).toBe(401);
  });
});
