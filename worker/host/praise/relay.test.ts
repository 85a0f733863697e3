// The praise relay (decision 022). A member who kept a praise may continue it once (per kept praise);
// the new praise's landing shows the chain from its first praise.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { relayPeople } from "../../contract/receiver-names";
import { RELAY_MESSAGES } from "../../contract/relay";
import { kakaoIdForNickname } from "../../dev/test-users";
import { dbSnapshot } from "../../test/db-snapshot";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";

const NAMES = { bee: "김꿀벌", sweet: "이달콤", steady: "박성실", stranger: "최세번" } as const;
type Who = keyof typeof NAMES;
const tokens = {} as Record<Who, string>;
const jars = {} as Record<Who, number>;

const json = (method: string, path: string, body: unknown, who: Who) =>
  call(path, {
    method,
    headers: { "Content-Type": "application/json", ...bearer(tokens[who]) },
    body: JSON.stringify(body),
  });
const data = async (path: string, who?: Who) =>
  (await (await call(path, { headers: who ? bearer(tokens[who]) : {} })).json<{ data: any }>()).data;

/** `from` praises `to` (continuing `relayOf`, if given); delivered. */
const praise = async (from: Who, to: Who, relayOf?: string) => {
  const res = await json(
    "POST",
    "/api/send-praise",
    {
      content: `${NAMES[from]} → ${NAMES[to]}`,
      projectStatus: false,
      receiverName: NAMES[to],
      groupId: jars[from],
      honeyStampId: 1,
      relayOf,
    },
    from,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const { uuid } = (await res.json<{ data: { uuid: string } }>()).data;
  await env.DB.prepare("UPDATE praises SET send_status = 'DIRECT' WHERE uuid = ?").bind(uuid).run();
  return uuid;
};
const keep = async (who: Who, uuid: string) =>
  expect((await json("POST", "/api/receive-praise", { praiseUuid: uuid, groupId: jars[who] }, who)).status).toBe(201);

beforeAll(async () => {
  for (const [who, name] of Object.entries(NAMES) as [Who, string][]) {
    const id = await registerMember(name, kakaoIdForNickname(name));
    tokens[who] = (await loginAs(name)).accessToken;
    jars[who] = (await env.DB.prepare(
      "INSERT INTO groups (member_id, name, order_idx) VALUES (?, '우리 팀', 1) RETURNING id",
    )
      .bind(id)
      .first<{ id: number }>())!.id;
  }
});

describe("the praise relay (decision 022)", () => {
  it("continues a kept praise; its landing shows the chain from the first praise, to anyone", async () => {
    const first = await praise("bee", "sweet");
    await keep("sweet", first);
    const second = await praise("sweet", "steady", first);

    const landing = await data(`/api/receive-praise?uuid=${second}`);
    expect(landing.relayLength).toBe(2);
    expect(landing.relay).toEqual([
      { senderName: "김꿀벌", receiverNames: ["이달콤"], sentAt: expect.any(String) },
      { senderName: "이달콤", receiverNames: ["박성실"], sentAt: expect.any(String) },
    ]);
    expect(relayPeople(landing.relay, landing.relayLength).join(" → ")).toBe("김꿀벌 → 이달콤 → 박성실");
    // The first praise continues nothing: no chain on its own landing.
    expect(await data(`/api/receive-praise?uuid=${first}`)).toMatchObject({ relay: [], relayLength: 0 });
    // The month's recap counts the relay: continued by 이달콤, received by 박성실 once kept.
    await keep("steady", second);
    expect((await data("/api/recap", "sweet")).relays).toEqual({ continued: 1, received: 0 });
    expect((await data("/api/recap", "steady")).relays).toEqual({ continued: 0, received: 1 });
  });

  it("sent again with its draft's Idempotency-Key (back, a reload), a relay answers the same praise, not 409", async () => {
    const first = await praise("bee", "sweet");
    await keep("sweet", first);
    const body = JSON.stringify({
      content: "다시 눌러도 한 번",
      projectStatus: false,
      receiverName: "박성실",
      groupId: jars.sweet,
      honeyStampId: 1,
      relayOf: first,
    });
    const headers = {
      "Content-Type": "application/json",
      "Idempotency-Key": "relay-draft-key-1",
      ...bearer(tokens.sweet),
    };
    const once = await call("/api/send-praise", { method: "POST", headers, body });
    const twice = await call("/api/send-praise", { method: "POST", headers, body });
    expect([once.status, twice.status]).toEqual([201, 201]);
    expect(twice.headers.get("Idempotent-Replayed")).toBe("true");
    const [a, b] = await Promise.all([
      once.json<{ data: { uuid: string } }>(),
      twice.json<{ data: { uuid: string } }>(),
    ]);
    expect(b.data.uuid).toBe(a.data.uuid);
  });

  it("is once per kept praise (409), and only from a praise the caller holds a copy of (404); nothing written", async () => {
    const first = await praise("bee", "steady");
    await keep("steady", first);
    await praise("steady", "sweet", first);
    const body = (relayOf: string) => ({
      content: "또 이어가요",
      projectStatus: false,
      receiverName: "아무개",
      groupId: jars.steady,
      honeyStampId: 1,
      relayOf,
    });
    const before = await dbSnapshot();
    const again = await json("POST", "/api/send-praise", body(first), "steady");
    expect(again.status).toBe(409);
    expect((await again.json<{ message: string }>()).message).toBe(RELAY_MESSAGES.once);
    // The sender of it, and a member who never kept it.
    for (const who of ["bee", "stranger"] as const) {
      const res = await json("POST", "/api/send-praise", { ...body(first), groupId: jars[who] }, who);
      expect(res.status, who).toBe(404);
      expect((await res.json<{ message: string }>()).message).toBe(RELAY_MESSAGES.notFound);
    }
    expect((await json("POST", "/api/send-praise", body("not-a-uuid"), "steady")).status).toBe(400);
    expect(await dbSnapshot()).toEqual(before);

    // A copy deleted is a praise no longer held: nothing to continue from.
    const other = await praise("bee", "stranger");
    await keep("stranger", other);
    const { receivePraiseId } = await data(`/api/receive-praise?uuid=${other}`, "stranger");
    await call(`/api/receive-praise?id=${receivePraiseId}`, { method: "DELETE", headers: bearer(tokens.stranger) });
    const res = await json("POST", "/api/send-praise", { ...body(other), groupId: jars.stranger }, "stranger");
    expect(res.status).toBe(404);
  });

  it("shortens a long chain to its first praise and the last ones, with the whole count", async () => {
    let uuid = await praise("bee", "sweet");
    const order: Who[] = ["bee", "sweet", "bee", "sweet", "bee", "sweet", "bee"];
    for (let i = 1; i < order.length - 1; i++) {
      await keep(order[i]!, uuid);
      uuid = await praise(order[i]!, order[i + 1]!, uuid);
    }
    const landing = await data(`/api/receive-praise?uuid=${uuid}`);
    expect(landing.relayLength).toBe(6);
    expect(landing.relay).toHaveLength(5);
    expect(landing.relay[0]).toMatchObject({ senderName: "김꿀벌", receiverNames: ["이달콤"] });
    // Praises 1, 3, 4, 5 and 6 of six (senders 김꿀벌, 김꿀벌, 이달콤, 김꿀벌, 이달콤), then the last one's receiver.
    expect(relayPeople(landing.relay, landing.relayLength)).toEqual([
      "김꿀벌",
      "…",
      "김꿀벌",
      "이달콤",
      "김꿀벌",
      "이달콤",
      "김꿀벌",
    ]);
  });
});
