// Idempotent sending and races. Retries with one Idempotency-Key create one praise, also
// when they arrive together; concurrent saves, creations, reorders and deletes keep the database's
// rules (one saved copy, one group per name, orderIdx exactly 1..N).
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { dbSnapshot } from "../../test/db-snapshot";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";
import { clock } from "../auth/clock";

let bee: string;
let sweet: string;
let beeId: number;
let sweetId: number;
let groupId: number;

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, token = bee) =>
  call(path, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const json = async <T>(res: Response) => res.json<{ status: number; message: string; data: T }>();

const praiseBody = (overrides: Record<string, unknown> = {}) => ({
  content: "발표 준비 고마워요",
  projectStatus: true,
  receiverName: "이달콤",
  groupId,
  honeyStampId: 1,
  ...overrides,
});
const sendPraise = (key: string | undefined, body = praiseBody()) =>
  send("POST", "/api/send-praise", body, key === undefined ? {} : { "Idempotency-Key": key });
const praiseCount = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM praises WHERE sender_id = ?").bind(beeId).first<{ n: number }>())!.n;

beforeAll(async () => {
  beeId = await registerMember("김꿀벌", "1001");
  sweetId = await registerMember("이달콤", "1002");
  bee = (await loginAs("김꿀벌")).accessToken;
  sweet = (await loginAs("이달콤")).accessToken;
});

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM praises"), env.DB.prepare("DELETE FROM groups")]);
  groupId = (await json<{ groupId: number }>(await send("POST", "/api/group", { groupName: "디자인팀" }))).data.groupId;
});

afterEach(() => vi.restoreAllMocks());

describe("POST /api/send-praise with an Idempotency-Key", () => {
  it("answers a retry with the same uuid and 201, marked as a replay, and creates one praise", async () => {
    const first = await sendPraise("draft-1-attempt");
    expect(first.status).toBe(201);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const { uuid, shareToken } = (await json<{ uuid: string; shareToken: string }>(first)).data;

    const retry = await sendPraise("draft-1-attempt");
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    // The same praise, and the same proof for its share (decision 026).
    expect((await json<{ uuid: string }>(retry)).data).toEqual({ uuid, shareToken });
    expect(await praiseCount()).toBe(1);
  });

  it("creates exactly one praise for 10 identical requests at once", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendPraise("same-key-10x")));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    const uuids = new Set(await Promise.all(answers.map(async (res) => (await json<{ uuid: string }>(res)).data.uuid)));
    expect(uuids.size).toBe(1);
    expect(await praiseCount()).toBe(1);
    const keys = await env.DB.prepare("SELECT COUNT(*) AS n FROM send_idempotency_keys WHERE member_id = ?")
      .bind(beeId)
      .first<{ n: number }>();
    expect(keys!.n).toBe(1);
  });

  it("keeps keys apart per member and per key; no key means no deduplication (as before)", async () => {
    const sweetGroup = (
      await json<{ groupId: number }>(await send("POST", "/api/group", { groupName: "우리팀" }, {}, sweet))
    ).data.groupId;
    const a = await sendPraise("shared-key-1");
    const b = await send(
      "POST",
      "/api/send-praise",
      praiseBody({ groupId: sweetGroup }),
      { "Idempotency-Key": "shared-key-1" },
      sweet,
    );
    expect(b.status).toBe(201);
    expect((await json<{ uuid: string }>(b)).data.uuid).not.toBe((await json<{ uuid: string }>(a)).data.uuid);
    expect((await sendPraise("another-key")).status).toBe(201);
    await sendPraise(undefined);
    await sendPraise(undefined);
    expect(await praiseCount()).toBe(4);
  });

  it("refuses a key reused for a different praise with 422, writing nothing", async () => {
    await sendPraise("draft-2-attempt");
    const before = await dbSnapshot(["praises", "send_idempotency_keys"]);
    const res = await sendPraise("draft-2-attempt", praiseBody({ content: "다른 내용" }));
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ status: 422, message: "같은 요청 키로 다른 칭찬을 보낼 수 없어요." });
    expect(await dbSnapshot(["praises", "send_idempotency_keys"])).toEqual(before);
  });

  it.each([["short"], ["has space in it"], ["x".repeat(129)], ["키는한글이아니에요"]])(
    "refuses a malformed key %j with a Korean 400",
    async (key) => {
      const res = await sendPraise(key);
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe("Idempotency-Key 형식이 올바르지 않아요.");
      expect(await praiseCount()).toBe(0);
    },
  );

  it("forgets a key after 24 h: the same key then sends a new praise", async () => {
    const first = (await json<{ uuid: string }>(await sendPraise("day-old-key"))).data.uuid;
    const now = Date.now();
    vi.spyOn(clock, "now").mockReturnValue(now + 24 * 60 * 60 * 1000 + 1000);
    const later = (await json<{ uuid: string }>(await sendPraise("day-old-key"))).data.uuid;
    expect(later).not.toBe(first);
    expect(await praiseCount()).toBe(2);
  });
});

describe("races", () => {
  it("20 concurrent saves of one praise by one member: one saved row, 409 for the rest", async () => {
    const sweetGroup = (
      await json<{ groupId: number }>(await send("POST", "/api/group", { groupName: "받은꿀" }, {}, sweet))
    ).data.groupId;
    const { uuid } = (await json<{ uuid: string }>(await sendPraise("to-save-20x"))).data;
    await env.DB.prepare("UPDATE praises SET send_status = 'DIRECT' WHERE uuid = ?").bind(uuid).run();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send("POST", "/api/receive-praise", { praiseUuid: uuid, groupId: sweetGroup }, {}, sweet),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const saved = await env.DB.prepare("SELECT COUNT(*) AS n FROM received_praises WHERE member_id = ?")
      .bind(sweetId)
      .first<{ n: number }>();
    expect(saved!.n).toBe(1);
  });

  it("20 concurrent creations of one group name by one member: one group, 409 for the rest", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send("POST", "/api/group", { groupName: "동시에" })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    const groups = await env.DB.prepare("SELECT name, order_idx FROM groups WHERE member_id = ? ORDER BY order_idx")
      .bind(beeId)
      .all<{ name: string; order_idx: number }>();
    expect(groups.results).toEqual([
      { name: "디자인팀", order_idx: 1 },
      { name: "동시에", order_idx: 2 },
    ]);
  });

  // A send racing its group's deletion was a 500 (FOREIGN KEY) from check-then-insert.
  it.each(Array.from({ length: 10 }, (_, round) => [round + 1]))(
    "8 sends while their group is deleted (round %i): each 201 or 404, never a 5xx, no praise left without its group",
    async () => {
      const doomed = (await json<{ groupId: number }>(await send("POST", "/api/group", { groupName: "곧 삭제" }))).data
        .groupId;
      const sends = Array.from({ length: 8 }, (_, i) =>
        sendPraise(i % 2 === 0 ? `race-${doomed}-${i}` : undefined, praiseBody({ groupId: doomed })),
      );
      const answers = await Promise.all([
        ...sends.slice(0, 4),
        send("DELETE", `/api/group/${doomed}`),
        ...sends.slice(4),
      ]);
      for (const res of answers) expect([200, 201, 404], `status ${res.status}`).toContain(res.status);
      for (const res of answers.filter((r) => r.status === 404))
        expect((await json(res)).message).toBe("그룹을 찾을 수 없어요.");
      const orphans = await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM praises p WHERE p.sender_group_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM groups g WHERE g.id = p.sender_group_id)",
      ).first<{ n: number }>();
      expect(orphans!.n).toBe(0);
      expect((await env.DB.prepare("PRAGMA foreign_key_check").all()).results).toEqual([]);
    },
  );

  it("a send with a stamp that does not exist is a 400 and writes nothing", async () => {
    const res = await sendPraise(undefined, praiseBody({ honeyStampId: 999 }));
    expect(res.status).toBe(400);
    expect(await praiseCount()).toBe(0);
  });

  it("concurrent reorders and deletes keep orderIdx exactly 1..N", async () => {
    const ids = [groupId];
    for (let i = 2; i <= 8; i++) {
      ids.push(
        (await json<{ groupId: number }>(await send("POST", "/api/group", { groupName: `그룹${i}` }))).data.groupId,
      );
    }
    const reversed = [...ids].reverse().map((id, i) => ({ groupId: id, orderIdx: i + 1 }));
    const answers = await Promise.all([
      send("PATCH", "/api/group/order", { groupOrderList: reversed }),
      send("DELETE", `/api/group/${ids[2]}`),
      send("PATCH", "/api/group/order", { groupOrderList: ids.map((id, i) => ({ groupId: id, orderIdx: i + 1 })) }),
      send("DELETE", `/api/group/${ids[5]}`),
      send("POST", "/api/group", { groupName: "새로 만든" }),
      send("PATCH", "/api/group/order", { groupOrderList: reversed }),
    ]);
    // A reorder that no longer lists every group is refused (400) or names a deleted one (404).
    for (const res of answers) expect([200, 201, 400, 404]).toContain(res.status);
    expect(answers.every((res) => res.status < 500)).toBe(true);
    const order = await env.DB.prepare("SELECT order_idx FROM groups WHERE member_id = ? ORDER BY order_idx")
      .bind(beeId)
      .all<{ order_idx: number }>();
    expect(order.results.map((row) => row.order_idx)).toEqual(Array.from({ length: 7 }, (_, i) => i + 1));
  });
});
