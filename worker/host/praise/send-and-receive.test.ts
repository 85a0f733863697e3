import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { shareTokenFor } from "../../lib/share-token";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";

let senderId: number;
let receiverId: number;
let sender: string;
let receiver: string;
let senderGroup: number;
let receiverGroup: number;

const createGroup = async (memberId: number, name: string) =>
  (await env.DB.prepare(
    "INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, (SELECT COALESCE(MAX(order_idx), 0) + 1 FROM groups WHERE member_id = ?)) RETURNING id",
  )
    .bind(memberId, name, memberId)
    .first<{ id: number }>())!.id;

const json = (method: string, path: string, body: unknown, token?: string) =>
  call(path, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });

const send = async (overrides: Record<string, unknown> = {}, token = sender) => {
  const body = {
    content: "오늘 발표 정말 멋졌어요!\n덕분에 힘이 났어요.",
    projectStatus: true,
    receiverName: "이달콤",
    groupId: senderGroup,
    honeyStampId: 3,
    ...overrides,
  };
  return json("POST", "/api/send-praise", body, token);
};
const sendOk = async () => (await (await send()).json<{ data: { uuid: string } }>()).data.uuid;

const ADMIN = `KakaoAK ${env.KAKAO_ADMIN_KEY}`;
/** Kakao's callback for a share of ours: our template and, for a uuid, the host's token (`proof: false` leaves both out). */
const webhook = async (
  given: Record<string, string>,
  {
    as = "json",
    auth = ADMIN,
    resourceId,
    proof = true,
  }: { as?: "json" | "form" | "query"; auth?: string; resourceId?: string; proof?: boolean } = {},
) => {
  const fields = { ...given };
  if (proof) {
    fields.TEMPLATE_ID ??= env.KAKAO_TEMPLATE_ID;
    if (fields.praiseUuid) fields.shareToken ??= await shareTokenFor(env.JWT_SECRET!, fields.praiseUuid);
  }
  const headers: Record<string, string> = {
    Authorization: auth,
    ...(resourceId ? { "X-Kakao-Resource-ID": resourceId } : {}),
  };
  if (as === "query") return call(`/api/send-praise/check?${new URLSearchParams(fields)}`, { method: "POST", headers });
  if (as === "form")
    return call("/api/send-praise/check", {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  return call("/api/send-praise/check", {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(fields),
  });
};
const status = async (uuid: string) =>
  (await env.DB.prepare("SELECT send_status FROM praises WHERE uuid = ?").bind(uuid).first<{ send_status: string }>())!
    .send_status;
const deliver = async (uuid: string, chat = "DirectChat") => {
  const res = await webhook(
    { CHAT_TYPE: chat, HASH_CHAT_ID: "h", TEMPLATE_ID: "100001", praiseUuid: uuid },
    { resourceId: crypto.randomUUID() },
  );
  expect(res.status).toBe(200);
};
const count = async (table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
const badges = async (memberId: number) =>
  (
    await env.DB.prepare(
      "SELECT b.name FROM member_badges mb JOIN badges b ON b.id = mb.badge_id WHERE mb.member_id = ? ORDER BY b.id",
    )
      .bind(memberId)
      .all<{ name: string }>()
  ).results.map((r) => r.name);

beforeAll(async () => {
  senderId = await registerMember("김꿀벌", "1001");
  receiverId = await registerMember("이달콤", "1002");
  sender = (await loginAs("김꿀벌")).accessToken;
  receiver = (await loginAs("이달콤")).accessToken;
  senderGroup = await createGroup(senderId, "우리 팀");
  receiverGroup = await createGroup(receiverId, "받은 칭찬");
});

describe("POST /api/send-praise", () => {
  it("creates an undelivered praise in the sender's group and returns its uuid", async () => {
    const res = await send();
    expect(res.status).toBe(201);
    const { data } = await res.json<{ data: { uuid: string; shareToken: string } }>();
    expect(data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await status(data.uuid)).toBe("FAIL");
    // The token its KakaoTalk share carries back to the webhook (decision 026).
    expect(data.shareToken).toBe(await shareTokenFor(env.JWT_SECRET!, data.uuid));
  });

  it.each([
    [{ content: "" }, "칭찬 내용을 입력해주세요."],
    [{ content: "   " }, "칭찬 내용을 입력해주세요."],
    [{ content: "꿀".repeat(181) }, "칭찬은 180자 이내로 입력해주세요."],
    [{ receiverName: "" }, "받는 사람 이름 값이 필요해요."],
    [{ receiverName: "아홉글자의이름이다" }, "8자 이내로 입력해주세요."],
    [{ projectStatus: "yes" }, "진행 중인 활동 여부를 선택해주세요."],
    [{ groupId: "1" }, "그룹 값이 필요해요."],
    [{ honeyStampId: 0 }, "꿀도장 값이 올바르지 않아요."],
    [{ honeyStampId: undefined }, "꿀도장을 선택해주세요"],
  ])("refuses %j with 400 and writes nothing", async (overrides, message) => {
    const before = await count("praises");
    const res = await send(overrides);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
    expect(await count("praises")).toBe(before);
  });

  it("accepts exactly 180 characters", async () => {
    expect((await send({ content: "꿀".repeat(180) })).status).toBe(201);
  });

  it("refuses another member's group (404) and an unknown stamp (400), writing nothing", async () => {
    const before = await count("praises");
    expect((await send({ groupId: receiverGroup })).status).toBe(404);
    expect((await send({ honeyStampId: 99 })).status).toBe(400);
    expect(await count("praises")).toBe(before);
  });

  it("needs a login", async () => {
    expect((await json("POST", "/api/send-praise", {})).status).toBe(401);
  });
});

describe("Kakao share webhook POST /api/send-praise/check", () => {
  it.each([
    ["MemoChat", "MYSELF", "json"],
    ["DirectChat", "DIRECT", "form"],
    ["OpenDirectChat", "DIRECT", "query"],
    ["MultiChat", "GROUP", "json"],
    ["OpenMultiChat", "GROUP", "form"],
  ] as const)("maps %s to %s (fields as %s)", async (chat, expected, as) => {
    const uuid = await sendOk();
    const res = await webhook(
      { CHAT_TYPE: chat, HASH_CHAT_ID: "abc", TEMPLATE_ID: "100001", praiseUuid: uuid },
      { as, resourceId: crypto.randomUUID() },
    );
    expect(res.status).toBe(200);
    expect(await status(uuid)).toBe(expected);
  });

  it.each([["KakaoAK wrong-key"], [""], [`Bearer ${"x".repeat(20)}`]])(
    "refuses the authorization %j with 401 and changes nothing",
    async (auth) => {
      const uuid = await sendOk();
      const res = await webhook({ CHAT_TYPE: "DirectChat", praiseUuid: uuid }, { auth });
      expect(res.status).toBe(401);
      expect(await status(uuid)).toBe("FAIL");
    },
  );

  it.each([
    ["multipart/form-data", "CHAT_TYPE=DirectChat"], // no boundary
    ["multipart/form-data; boundary=kkul", '--kkul\r\nContent-Disposition: form-data; name="CHAT_TYPE"'], // cut off
    ["application/x-www-form-urlencoded", "%E0%A4%A"], // not percent-decodable
  ])("answers a body it cannot read (%s) with a Korean 4xx and changes nothing", async (type, body) => {
    const uuid = await sendOk();
    const res = await call(`/api/send-praise/check?praiseUuid=${uuid}`, {
      method: "POST",
      headers: { Authorization: ADMIN, "Content-Type": type },
      body,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json<{ message: string }>()).message).toMatch(/[가-힣]/);
    expect(await status(uuid)).toBe("FAIL");
  });

  it("is idempotent: a replayed resource id changes nothing a second time", async () => {
    const uuid = await sendOk();
    const resourceId = crypto.randomUUID();
    await webhook({ CHAT_TYPE: "MemoChat", praiseUuid: uuid }, { resourceId });
    const deliveries = await count("share_deliveries");
    const replay = await webhook({ CHAT_TYPE: "MultiChat", praiseUuid: uuid }, { resourceId });
    expect(replay.status).toBe(200);
    expect(await status(uuid)).toBe("MYSELF");
    expect(await count("share_deliveries")).toBe(deliveries);
  });

  it("refuses a callback without the host's shareToken, with another praise's, or a forged one: 403, nothing marked", async () => {
    const uuid = await sendOk();
    const other = await sendOk();
    const base = { CHAT_TYPE: "DirectChat", TEMPLATE_ID: env.KAKAO_TEMPLATE_ID, praiseUuid: uuid };
    const awarded = await badges(senderId);
    for (const fields of [
      base,
      { ...base, shareToken: await shareTokenFor(env.JWT_SECRET!, other) },
      { ...base, shareToken: `local-only-jwt-1.${"A".repeat(43)}` },
      { ...base, shareToken: "garbage" },
    ]) {
      const res = await webhook(fields, { proof: false, resourceId: crypto.randomUUID() });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ status: 403, message: "공유 확인 값이 올바르지 않아요." });
    }
    expect(await status(uuid)).toBe("FAIL");
    expect(await badges(senderId)).toEqual(awarded); // nothing awarded by those
  });

  it("refuses a share of another template (TEMPLATE_ID not ours, or none), even with the right token", async () => {
    const uuid = await sendOk();
    const shareToken = await shareTokenFor(env.JWT_SECRET!, uuid);
    const templates: Record<string, string>[] = [{ TEMPLATE_ID: "999999" }, { TEMPLATE_ID: "100002" }, {}];
    for (const template of templates) {
      const fields = { CHAT_TYPE: "DirectChat", praiseUuid: uuid, shareToken, ...template };
      const res = await webhook(fields, { proof: false });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: 400, message: "이 서비스의 칭찬 공유가 아니에요." });
    }
    expect(await status(uuid)).toBe("FAIL");
  });

  it("answers 400 for an unknown chat type or a missing uuid, 404 for an unknown praise", async () => {
    const uuid = await sendOk();
    expect((await webhook({ CHAT_TYPE: "Somewhere", praiseUuid: uuid })).status).toBe(400);
    expect((await webhook({ CHAT_TYPE: "DirectChat" })).status).toBe(400);
    expect((await webhook({ CHAT_TYPE: "DirectChat", praiseUuid: crypto.randomUUID() })).status).toBe(404);
    expect(await status(uuid)).toBe("FAIL");
  });
});

describe("GET /api/send-praise/check", () => {
  it("lets only the sender poll the delivery status", async () => {
    const uuid = await sendOk();
    const poll = (token: string) => call(`/api/send-praise/check?praise-uuid=${uuid}`, { headers: bearer(token) });
    expect((await (await poll(sender)).json<{ data: unknown }>()).data).toEqual({
      sendStatus: "FAIL",
      savedAt: null,
      reaction: null,
      keepers: [],
    });
    await deliver(uuid, "MultiChat");
    expect((await (await poll(sender)).json<{ data: unknown }>()).data).toEqual({
      sendStatus: "GROUP",
      savedAt: null,
      reaction: null,
      keepers: [],
    });
    expect((await poll(receiver)).status).toBe(404);
    expect((await call("/api/send-praise/check?praise-uuid=nope", { headers: bearer(sender) })).status).toBe(400);
  });
});

describe("GET and POST /api/receive-praise", () => {
  it("shows only delivered praise, anonymously too, and MYSELF to the sender", async () => {
    const uuid = await sendOk();
    expect((await call(`/api/receive-praise?uuid=${uuid}`)).status).toBe(404);
    await deliver(uuid);

    const anonymous = await (await call(`/api/receive-praise?uuid=${uuid}`)).json<{ data: Record<string, unknown> }>();
    expect(anonymous.data).toEqual({
      content: "오늘 발표 정말 멋졌어요!\n덕분에 힘이 났어요.",
      senderName: "김꿀벌",
      senderImageUrl: "/images/profile/profile-1.svg",
      receiverName: "이달콤",
      receiverNames: ["이달콤"],
      relay: [],
      relayLength: 0,
      groupName: "우리 팀",
      groupId: -1,
      sendStatus: "DIRECT",
      imageUrl: "/images/stamps/stamp-3.svg",
      stampName: "긍정 파워",
      receivePraiseId: null,
      reaction: null,
      canReact: false,
    });
    const mine = await (await call(`/api/receive-praise?uuid=${uuid}`, { headers: bearer(sender) })).json<{
      data: { sendStatus: string };
    }>();
    expect(mine.data.sendStatus).toBe("MYSELF");
    expect((await call(`/api/receive-praise?uuid=${uuid}`, { headers: bearer("expired-or-forged") })).status).toBe(401);
  });

  it("saves once into the receiver's own group; then the view names that group; a second save is 409", async () => {
    const uuid = await sendOk();
    await deliver(uuid);
    const save = (body: unknown, token = receiver) => json("POST", "/api/receive-praise", body, token);

    expect((await save({ praiseUuid: uuid, groupId: senderGroup })).status).toBe(404); // not her group
    expect((await save({ praiseUuid: uuid, groupId: receiverGroup }, sender)).status).toBe(403); // own praise
    expect(await count("received_praises")).toBe(0);

    expect((await save({ praiseUuid: uuid, groupId: receiverGroup })).status).toBe(201);
    const view = await (await call(`/api/receive-praise?uuid=${uuid}`, { headers: bearer(receiver) })).json<{
      data: { groupId: number };
    }>();
    expect(view.data.groupId).toBe(receiverGroup);

    const again = await save({ praiseUuid: uuid, groupId: receiverGroup });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ status: 409, message: "이미 저장한 꿀이에요." });
    expect(await count("received_praises")).toBe(1);
  });

  it("refuses to save undelivered praise and bad bodies", async () => {
    const uuid = await sendOk();
    expect(
      (await json("POST", "/api/receive-praise", { praiseUuid: uuid, groupId: receiverGroup }, receiver)).status,
    ).toBe(404);
    expect(
      (await json("POST", "/api/receive-praise", { praiseUuid: "x", groupId: receiverGroup }, receiver)).status,
    ).toBe(400);
    expect((await json("POST", "/api/receive-praise", { praiseUuid: uuid }, receiver)).status).toBe(400);
  });

  it("awards the first-send and first-receive badges in the same request that reaches the count", async () => {
    expect(await badges(senderId)).toContain("첫 꿀 보내기"); // earned by the deliveries above
    expect(await badges(receiverId)).toContain("첫 꿀 받기");
    expect(await badges(receiverId)).not.toContain("첫 꿀 보내기");
  });
});

describe("a lost share webhook (docs/decisions/007)", () => {
  it("keeps undelivered praise private: 404 to anonymous viewers and to the sender's own view, status FAIL", async () => {
    const uuid = await sendOk();
    expect((await call(`/api/receive-praise?uuid=${uuid}`)).status).toBe(404);
    expect((await call(`/api/receive-praise?uuid=${uuid}`, { headers: bearer(sender) })).status).toBe(404);
    expect(await status(uuid)).toBe("FAIL");
  });

  it("counts the first view by another logged-in member as delivery: visible, savable, the sender's poll ends", async () => {
    const uuid = await sendOk();
    const deliveries = await count("share_deliveries");
    const view = await call(`/api/receive-praise?uuid=${uuid}`, { headers: bearer(receiver) });
    expect(view.status).toBe(200);
    expect((await view.json<{ data: { sendStatus: string; groupId: number } }>()).data).toMatchObject({
      sendStatus: "DIRECT",
      groupId: -1,
    });
    expect(await status(uuid)).toBe("DIRECT");
    const poll = await call(`/api/send-praise/check?praise-uuid=${uuid}`, { headers: bearer(sender) });
    expect(await poll.json()).toMatchObject({ data: { sendStatus: "DIRECT" } });

    // Recorded once, however often it is opened; saving then works as after a webhook.
    await call(`/api/receive-praise?uuid=${uuid}`, { headers: bearer(receiver) });
    expect(await count("share_deliveries")).toBe(deliveries + 1);
    const save = await json("POST", "/api/receive-praise", { praiseUuid: uuid, groupId: receiverGroup }, receiver);
    expect(save.status).toBe(201);
  });

  it("lets Kakao's late webhook through without changing the status the link decided", async () => {
    const uuid = await sendOk();
    await call(`/api/receive-praise?uuid=${uuid}`, { headers: bearer(receiver) });
    await deliver(uuid, "MultiChat");
    expect(await status(uuid)).toBe("DIRECT");
  });
});

describe("GET /api/stamp", () => {
  it("lists the eight stamps in order", async () => {
    const { data } = await (await call("/api/stamp", { headers: bearer(sender) })).json<{
      data: { stampDtos: { id: number; stampName: string; imageUrl: string }[] };
    }>();
    expect(data.stampDtos.map((s) => s.stampName)).toEqual([
      "왕꼼꼼이",
      "센스 만점",
      "긍정 파워",
      "성실의 아이콘",
      "협업의 신",
      "꽉찬 리더십",
      "불타는 열정왕",
      "능력치 만렙",
    ]);
    expect(data.stampDtos[0]).toEqual({ id: 1, stampName: "왕꼼꼼이", imageUrl: "/images/stamps/stamp-1.svg" });
  });

  it("is public: a guest writing in a shared jar picks a stamp too (decision 024)", async () => {
    const res = await call("/api/stamp");
    expect(res.status).toBe(200);
    expect((await res.json<{ data: { stampDtos: unknown[] } }>()).data.stampDtos).toHaveLength(8);
  });
});
