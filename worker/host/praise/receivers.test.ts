// Decision 022: one praise to several people, and every member who keeps it named, each with their own
// answer. A stranger forwarded the link keeps a copy of their own and takes nothing from the named.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { kakaoIdForNickname } from "../../dev/test-users";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";

let bee: number, sweet: number, steady: number, stranger: number;
const tokens: Record<string, string> = {};
const groups: Record<string, number> = {};

const createGroup = async (memberId: number, name: string) =>
  (await env.DB.prepare("INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, 1) RETURNING id")
    .bind(memberId, name)
    .first<{ id: number }>())!.id;

const json = (method: string, path: string, body: unknown, token: string, headers: Record<string, string> = {}) =>
  call(path, {
    method,
    headers: { "Content-Type": "application/json", ...bearer(token), ...headers },
    body: JSON.stringify(body),
  });
const data = async (path: string, token?: string) =>
  (await (await call(path, { headers: token ? bearer(token) : {} })).json<{ data: any }>()).data;

const letter = { content: "다들 이번 출시 고생 많았어요!", projectStatus: false, honeyStampId: 2 };
const sendTo = (names: unknown, headers: Record<string, string> = {}) =>
  json("POST", "/api/send-praise", { ...letter, receiverNames: names, groupId: groups.bee }, tokens.bee!, headers);
const praiseCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM praises").first<{ n: number }>())!.n;
const deliver = (uuid: string) =>
  env.DB.prepare("UPDATE praises SET send_status = 'GROUP' WHERE uuid = ?").bind(uuid).run();

beforeAll(async () => {
  bee = await registerMember("김꿀벌", kakaoIdForNickname("김꿀벌"));
  sweet = await registerMember("이달콤", kakaoIdForNickname("이달콤"));
  steady = await registerMember("박성실", kakaoIdForNickname("박성실"));
  stranger = await registerMember("최세번", kakaoIdForNickname("최세번"));
  for (const [name, id, key] of [
    ["김꿀벌", bee, "bee"],
    ["이달콤", sweet, "sweet"],
    ["박성실", steady, "steady"],
    ["최세번", stranger, "stranger"],
  ] as const) {
    tokens[key] = (await loginAs(name)).accessToken;
    groups[key] = await createGroup(id, `${name}의 단지`);
  }
});

describe("several receivers (decision 022)", () => {
  it("are declared by the host: GET /api/features, public", async () => {
    expect(await data("/api/features")).toEqual({ receiversMax: 5, relay: true });
  });

  it("are one praise naming everyone, in the order typed; SPEC's receiverName joins them", async () => {
    const res = await sendTo(["이달콤", "박성실", "최열정"]);
    expect(res.status).toBe(201);
    const { uuid } = (await res.json<{ data: { uuid: string } }>()).data;
    await deliver(uuid);
    expect(await data(`/api/receive-praise?uuid=${uuid}`)).toMatchObject({
      receiverName: "이달콤, 박성실, 최열정", // SPEC's field: everyone, joined for display
      receiverNames: ["이달콤", "박성실", "최열정"],
    });
    const { sendPraiseInfos } = await data(`/api/send-praise/group?groupId=${groups.bee}&size=50`, tokens.bee);
    // Everyone it names is one of the people of the jar it was sent from (send step 1 offers them).
    const { groupMembersPraiseCountInfos: jars } = await data("/api/group", tokens.bee);
    const jar = jars.find((g: { groupId: number }) => g.groupId === groups.bee);
    expect(jar.groupMembers.map((m: { name: string }) => m.name)).toEqual(["이달콤", "박성실", "최열정"]);
    expect(sendPraiseInfos[0]).toMatchObject({
      name: "이달콤, 박성실, 최열정",
      receiverNames: ["이달콤", "박성실", "최열정"],
    });
  });

  it("refuses an empty list, a sixth name, a name twice, a long name, and both fields, writing nothing", async () => {
    const before = await praiseCount();
    const cases: [unknown, string][] = [
      [[], "받는 사람을 한 명 이상 추가해주세요."],
      [["가", "나", "다", "라", "마", "바"], "받는 사람은 5명까지 추가할 수 있어요."],
      [["이달콤", "이 달콤"], "이미 추가한 이름이에요."],
      [["이달콤", "아홉글자가넘는이름이에요"], "8자 이내로 입력해주세요."],
      [["이달콤", "  "], "받는 사람 이름 값이 필요해요."],
      ["이달콤", "받는 사람을 한 명 이상 추가해주세요."], // not a list
    ];
    for (const [names, message] of cases) {
      const res = await sendTo(names);
      expect(res.status, JSON.stringify(names)).toBe(400);
      expect((await res.json<{ message: string }>()).message).toContain(message);
    }
    const both = await json(
      "POST",
      "/api/send-praise",
      { ...letter, receiverName: "이달콤", receiverNames: ["박성실"], groupId: groups.bee },
      tokens.bee!,
    );
    expect(both.status).toBe(400);
    expect((await both.json<{ message: string }>()).message).toBe("receiverName과 receiverNames 중 하나만 보내주세요.");
    const neither = await json("POST", "/api/send-praise", { ...letter, groupId: groups.bee }, tokens.bee!);
    expect(neither.status).toBe(400);
    expect(await praiseCount()).toBe(before);
  });

  it("take part in the send key: the same names replay, other names are another praise (422)", async () => {
    const key = { "Idempotency-Key": `receivers-${crypto.randomUUID()}` };
    const first = await sendTo(["이달콤", "박성실"], key);
    const again = await sendTo(["이달콤", "박성실"], key);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await again.json<{ data: unknown }>()).data).toEqual((await first.json<{ data: unknown }>()).data);
    expect((await sendTo(["이달콤", "최열정"], key)).status).toBe(422);
  });
});

describe("every keeper named, every keeper answers (decision 022)", () => {
  it("two named receivers and a stranger keep it; each answers; the sender sees all three by member name", async () => {
    // Typed as the sender knows them: '달콤' is 이달콤's nickname at work.
    const { uuid } = (await (await sendTo(["달콤", "박성실"])).json<{ data: { uuid: string } }>()).data;
    await deliver(uuid);
    const keep = async (who: "sweet" | "steady" | "stranger") => {
      const res = await json("POST", "/api/receive-praise", { praiseUuid: uuid, groupId: groups[who] }, tokens[who]!);
      expect(res.status, who).toBe(201);
      return (await data(`/api/receive-praise?uuid=${uuid}`, tokens[who])) as {
        receivePraiseId: number;
        canReact: boolean;
      };
    };
    const stranger = await keep("stranger"); // forwarded the link, saved first
    const sweet = await keep("sweet");
    const steady = await keep("steady");
    for (const copy of [stranger, sweet, steady]) expect(copy.canReact).toBe(true);

    const react = (copy: { receivePraiseId: number }, reaction: string, who: string) =>
      json("PUT", "/api/receive-praise/reaction", { receivePraiseId: copy.receivePraiseId, reaction }, tokens[who]!);
    expect((await react(stranger, "SWEET", "stranger")).status).toBe(200);
    expect((await react(sweet, "MOVED", "sweet")).status).toBe(200);
    expect((await react(steady, "THANKS", "steady")).status).toBe(200);
    // One keeper cannot answer on another's copy.
    expect((await react(sweet, "CHEERED", "stranger")).status).toBe(404);

    const check = await data(`/api/send-praise/check?praise-uuid=${uuid}`, tokens.bee);
    // Decision 023: only 박성실 was typed as named ('달콤' is not '이달콤', matched as typed).
    expect(check.keepers).toEqual([
      { name: "최세번", savedAt: expect.any(String), reaction: "SWEET", named: false },
      { name: "이달콤", savedAt: expect.any(String), reaction: "MOVED", named: false },
      { name: "박성실", savedAt: expect.any(String), reaction: "THANKS", named: true },
    ]);
    expect(check.savedAt).toBe(check.keepers[0].savedAt);
    // Each keeper's view shows their own answer only.
    expect(await data(`/api/receive-praise?uuid=${uuid}`, tokens.sweet)).toMatchObject({ reaction: "MOVED" });

    // The praise's page, where an answer sent through KakaoTalk leads, shows its sender
    // every keeper's answer, and nobody else anyone's.
    const senderView = await data(`/api/receive-praise?uuid=${uuid}`, tokens.bee);
    expect(senderView.sendStatus).toBe("MYSELF");
    expect(senderView.keepers).toEqual(check.keepers);
    expect(await data(`/api/receive-praise?uuid=${uuid}`, tokens.sweet)).not.toHaveProperty("keepers");
    expect(await data(`/api/receive-praise?uuid=${uuid}`)).not.toHaveProperty("keepers");
    // The keeper's list knows the praise by its uuid (the relay and the answer start from it).
    const list = await data(`/api/receive-praise/group?groupId=${groups.sweet}`, tokens.sweet);
    expect(list.receivePraiseInfos.map((item: { uuid: string }) => item.uuid)).toContain(uuid);

    // A keeper who deletes their copy stays on the sender's receipt (the receipt stays, 0008);
    // saving it again points their keeper at the new copy, with the answer they gave.
    const del = await call(`/api/receive-praise?id=${sweet.receivePraiseId}`, {
      method: "DELETE",
      headers: bearer(tokens.sweet!),
    });
    expect(del.status).toBe(200);
    expect((await data(`/api/send-praise/check?praise-uuid=${uuid}`, tokens.bee)).keepers).toHaveLength(3);
    const again = await keep("sweet");
    expect(again).toMatchObject({ canReact: true, reaction: "MOVED" });
  });
});

describe("named or not (decision 023)", () => {
  it("tells a member viewer whether the praise names them, matched without spaces; the sender's lists mark each keeper", async () => {
    const { uuid } = (await (await sendTo(["이 달콤", "박성실"])).json<{ data: { uuid: string } }>()).data;
    await deliver(uuid);
    expect(await data(`/api/receive-praise?uuid=${uuid}`, tokens.sweet)).toMatchObject({ viewerNamed: true });
    expect(await data(`/api/receive-praise?uuid=${uuid}`, tokens.stranger)).toMatchObject({ viewerNamed: false });
    // Nobody's name to compare: anyone, and the sender's own view.
    expect(await data(`/api/receive-praise?uuid=${uuid}`)).not.toHaveProperty("viewerNamed");
    expect(await data(`/api/receive-praise?uuid=${uuid}`, tokens.bee)).not.toHaveProperty("viewerNamed");

    for (const who of ["stranger", "sweet"] as const) {
      const res = await json("POST", "/api/receive-praise", { praiseUuid: uuid, groupId: groups[who] }, tokens[who]!);
      expect(res.status, who).toBe(201);
    }
    const marks = [
      { name: "최세번", named: false },
      { name: "이달콤", named: true },
    ];
    const check = await data(`/api/send-praise/check?praise-uuid=${uuid}`, tokens.bee);
    expect(check.keepers).toMatchObject(marks);
    expect((await data(`/api/receive-praise?uuid=${uuid}`, tokens.bee)).keepers).toMatchObject(marks);
    const { sendPraiseInfos } = await data(`/api/send-praise/group?groupId=${groups.bee}&size=50`, tokens.bee);
    const sent = sendPraiseInfos.find((item: { receiverNames: string[] }) => item.receiverNames[0] === "이 달콤");
    expect(sent.keepers).toMatchObject(marks);
  });

  it("shows the sender's chosen profile image on the landing, to anyone", async () => {
    await env.DB.prepare("UPDATE members SET image_url = '/images/profile/profile-4.svg' WHERE id = ?").bind(bee).run();
    const { uuid } = (await (await sendTo(["이달콤"])).json<{ data: { uuid: string } }>()).data;
    await deliver(uuid);
    expect(await data(`/api/receive-praise?uuid=${uuid}`)).toMatchObject({
      senderImageUrl: "/images/profile/profile-4.svg",
    });
  });
});
