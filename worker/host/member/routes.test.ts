import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";
import { ONE_CLIENT, verifyEmail } from "../../test/mailbox";

let token: string;
const patch = (body: unknown, auth = token) =>
  call("/api/member/service-consent", {
    method: "PATCH",
    headers: { "Content-Type": "application/json", ...bearer(auth) },
    body: JSON.stringify(body),
  });
const consent = async (auth = token) =>
  (await (await call("/api/member/service-consent", { headers: bearer(auth) })).json<{ data: unknown }>()).data;

beforeAll(async () => {
  await registerMember("김꿀벌", "1001");
  await registerMember("이달콤", "1002");
  token = (await loginAs("김꿀벌")).accessToken;
});

describe("/api/member/service-consent", () => {
  it("reads the caller's own consents", async () => {
    expect(await consent()).toEqual({ serviceTerm: true, personalInfo: true, emailMarketing: false });
  });

  it("toggles marketing consent for the caller only", async () => {
    const res = await patch({ emailMarketing: true });
    expect(res.status).toBe(200);
    expect((await res.json<{ data: unknown }>()).data).toEqual({
      serviceTerm: true,
      personalInfo: true,
      emailMarketing: true,
    });
    const other = (await loginAs("이달콤")).accessToken;
    expect(await consent(other)).toEqual({ serviceTerm: true, personalInfo: true, emailMarketing: false });
    await patch({ emailMarketing: false });
    expect(await consent()).toMatchObject({ emailMarketing: false });
  });

  it.each([
    [{ serviceTerm: false }],
    [{ personalInfo: false }],
    [{ emailMarketing: "yes" }],
    [{ emailMarketing: true, serviceTerm: true }],
    [{}],
    [{ somethingElse: true }],
  ])("refuses %j with 400 and changes nothing", async (body) => {
    const before = await consent();
    const res = await patch(body);
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toMatch(/[가-힣]/);
    expect(await consent()).toEqual(before);
  });

  it("needs a login", async () => {
    expect((await call("/api/member/service-consent")).status).toBe(401);
  });
});

describe("GET /api/member/profile-image", () => {
  it("lists the six images without a login", async () => {
    const res = await call("/api/member/profile-image");
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: { profileImageUrl: Record<string, string> } }>();
    expect(data.profileImageUrl).toEqual(
      Object.fromEntries([1, 2, 3, 4, 5, 6].map((i) => [String(i), `/images/profile/profile-${i}.svg`])),
    );
  });
});

describe("GET /api/member/info", () => {
  let bee: number;
  let sweet: number;

  beforeAll(async () => {
    const ids = await env.DB.prepare("SELECT id, name FROM members").all<{ id: number; name: string }>();
    bee = ids.results.find((m) => m.name === "김꿀벌")!.id;
    sweet = ids.results.find((m) => m.name === "이달콤")!.id;
    const group = (member: number, name: string) =>
      env.DB.prepare("INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, 1) RETURNING id")
        .bind(member, name)
        .first<{ id: number }>()
        .then((r) => r!.id);
    const beeGroup = await group(bee, "꿀벌팀");
    const sweetGroup = await group(sweet, "달콤팀");
    const praise = (sender: number, groupId: number, receiver: string, stamp: number, status: string) =>
      env.DB.prepare(
        `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status)
         VALUES (?, ?, ?, ?, '고마워요', ?, 0, ?) RETURNING id`,
      )
        .bind(crypto.randomUUID(), sender, groupId, receiver, stamp, status)
        .first<{ id: number }>()
        .then((r) => r!.id);
    // 이달콤 → 김꿀벌: three delivered and saved (stamps 5, 2, 2), one never delivered.
    for (const stamp of [5, 2, 2]) {
      const id = await praise(sweet, sweetGroup, "김꿀벌", stamp, "DIRECT");
      await env.DB.prepare("INSERT INTO received_praises (praise_id, member_id, group_id) VALUES (?, ?, ?)")
        .bind(id, bee, beeGroup)
        .run();
    }
    await praise(sweet, sweetGroup, "김꿀벌", 7, "FAIL");
    // 김꿀벌 sends two delivered and one still waiting for Kakao.
    await praise(bee, beeGroup, "이달콤", 1, "GROUP");
    await praise(bee, beeGroup, "박새내기", 1, "MYSELF");
    await praise(bee, beeGroup, "이달콤", 1, "FAIL");
  });

  it("answers the caller's own profile and counts only delivered praise; best stamp = most received", async () => {
    const res = await call("/api/member/info", { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect((await res.json<{ data: unknown }>()).data).toEqual({
      memberId: bee,
      name: "김꿀벌",
      email: "1001@example.com",
      imageUrl: "/images/profile/profile-1.svg",
      receivePraiseCount: 3,
      sendPraiseCount: 2,
      bestStamp: "/images/stamps/stamp-2.svg",
    });
  });

  it("answers another member's token with that member's data: nothing received, no best stamp", async () => {
    const other = (await loginAs("이달콤")).accessToken;
    const { data } = await (await call("/api/member/info", { headers: bearer(other) })).json<{
      data: Record<string, unknown>;
    }>();
    expect(data).toMatchObject({
      memberId: sweet,
      name: "이달콤",
      receivePraiseCount: 0,
      sendPraiseCount: 3,
      bestStamp: null,
    });
  });

  it("needs a login", async () => {
    expect((await call("/api/member/info")).status).toBe(401);
  });
});

describe("PATCH /api/member", () => {
  const patchMember = (body: unknown, auth = token) =>
    call("/api/member", {
      method: "PATCH",
      headers: { "Content-Type": "application/json", ...bearer(auth) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const memberRow = (kakaoId: string) =>
    env.DB.prepare(
      "SELECT m.name, m.email, m.image_url FROM members m JOIN social_links s ON s.member_id = m.id WHERE s.provider_user_id = ?",
    )
      .bind(kakaoId)
      .first();

  it("changes the caller's name and image, and nobody else's", async () => {
    const sweetBefore = await memberRow("1002");
    const res = await patchMember({
      name: "꿀벌이",
      email: "1001@example.com",
      profileImageUrl: "/images/profile/profile-4.svg",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 200, message: "성공", data: null });
    expect(await memberRow("1001")).toEqual({
      name: "꿀벌이",
      email: "1001@example.com",
      image_url: "/images/profile/profile-4.svg",
    });
    expect(await memberRow("1002")).toEqual(sweetBefore);
    const { data } = await (await call("/api/member/info", { headers: bearer(token) })).json<{
      data: { name: string };
    }>();
    expect(data.name).toBe("꿀벌이");
    await patchMember({ name: "김꿀벌", email: "1001@example.com", profileImageUrl: "/images/profile/profile-1.svg" });
  });

  it("changes the e-mail only to an address that just passed check-mail, once", async () => {
    const body = { name: "김꿀벌", email: "bee.new@example.com", profileImageUrl: "/images/profile/profile-1.svg" };
    const refused = await patchMember(body);
    expect(await refused.json()).toEqual({ status: 400, message: "이메일 인증을 먼저 완료해주세요." });
    expect(await memberRow("1001")).toMatchObject({ email: "1001@example.com" });

    await verifyEmail("bee.new@example.com", bearer(token));
    expect((await patchMember(body)).status).toBe(200);
    expect(await memberRow("1001")).toMatchObject({ email: "bee.new@example.com" });

    // The verification is used up: moving to it again from elsewhere needs a new check.
    const other = (await loginAs("이달콤")).accessToken;
    const reuse = await patchMember({ ...body, name: "이달콤" }, other);
    expect(reuse.status).toBe(400);
    expect(await memberRow("1002")).toMatchObject({ name: "이달콤", email: "1002@example.com" });
  });

  it("takes only a verification the member passed themself (decision 027)", async () => {
    const before = await memberRow("1001");
    const body = {
      name: "김꿀벌",
      email: "someone.elses@example.com",
      profileImageUrl: "/images/profile/profile-1.svg",
    };
    await verifyEmail("someone.elses@example.com", bearer((await loginAs("이달콤")).accessToken));
    expect(await (await patchMember(body)).json()).toEqual({
      status: 400,
      message: "이메일 인증을 먼저 완료해주세요.",
    });
    // Nor one passed without the member's token.
    await verifyEmail("verified.anonymously@example.com", ONE_CLIENT);
    const anonymous = await patchMember({ ...body, email: "verified.anonymously@example.com" });
    expect(await anonymous.json()).toEqual({ status: 400, message: "이메일 인증을 먼저 완료해주세요." });
    expect(await memberRow("1001")).toEqual(before);
  });

  it.each([
    ["not an object", '"김꿀벌"', "요청 형식이 올바르지 않아요."],
    ["no name", { email: "1001@example.com", profileImageUrl: "/images/profile/profile-1.svg" }, "이름 값이 필요해요."],
    [
      "empty name",
      { name: " ", email: "1001@example.com", profileImageUrl: "/images/profile/profile-1.svg" },
      "이름을 입력해주세요.",
    ],
    [
      "long name",
      { name: "아홉글자인이름이다", email: "1001@example.com", profileImageUrl: "/images/profile/profile-1.svg" },
      "8자 이내로 입력해주세요.",
    ],
    [
      "bad email",
      { name: "김꿀벌", email: "bee@", profileImageUrl: "/images/profile/profile-1.svg" },
      "올바른 이메일 형식으로 입력해주세요.",
    ],
    [
      "empty image",
      { name: "김꿀벌", email: "1001@example.com", profileImageUrl: "" },
      "이름과 프로필 이미지를 모두 선택해주세요.",
    ],
    [
      "unknown image",
      { name: "김꿀벌", email: "1001@example.com", profileImageUrl: "/images/profile/profile-9.svg" },
      "선택한 프로필 이미지를 확인해주세요.",
    ],
  ])("refuses %s with 400 and changes nothing", async (_label, body, message) => {
    const before = await memberRow("1001");
    const res = await patchMember(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
    expect(await memberRow("1001")).toEqual(before);
  });

  it("needs a login", async () => {
    expect((await call("/api/member", { method: "PATCH", body: "{}" })).status).toBe(401);
  });
});
