// 회원 탈퇴 and 내 꿀 내려받기 (decision 020): DELETE /api/member and GET /api/member/export.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { bearer, call, loginAs, registerMember, type Tokens } from "../../test/host-app";
import { sendMail, verifyEmail } from "../../test/mailbox";

let bee: Tokens;
let sweet: Tokens;
let beeId: number;
let sweetId: number;
let keptBySweet: string; // 김꿀벌 → 이달콤, saved and answered by 이달콤
let unkept: string; // 김꿀벌 → nobody yet
let keptByBee: string; // 이달콤 → 김꿀벌, saved and answered by 김꿀벌

const send = (method: string, path: string, token: string, body?: unknown) =>
  call(path, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const data = async <T>(res: Response) => (await res.json<{ data: T }>()).data;
const count = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;

/** A praise from `from`'s group, delivered; saved (and answered) by `keeper` when given. */
const praise = async (from: Tokens, fromGroup: number, content: string, keeper?: [Tokens, number]) => {
  const { uuid } = await data<{ uuid: string }>(
    await send("POST", "/api/send-praise", from.accessToken, {
      content,
      projectStatus: false,
      receiverName: "누군가",
      groupId: fromGroup,
      honeyStampId: 3,
    }),
  );
  await env.DB.prepare("UPDATE praises SET send_status = 'DIRECT' WHERE uuid = ?").bind(uuid).run();
  if (keeper) {
    const [token, group] = keeper;
    expect(
      (await send("POST", "/api/receive-praise", token.accessToken, { praiseUuid: uuid, groupId: group })).status,
    ).toBe(201);
    const { receivePraiseId } = await data<{ receivePraiseId: number }>(
      await send("GET", `/api/receive-praise?uuid=${uuid}`, token.accessToken),
    );
    await send("PUT", "/api/receive-praise/reaction", token.accessToken, { receivePraiseId, reaction: "SWEET" });
  }
  return uuid;
};

beforeEach(async () => {
  // Each test from the same two members (the file's storage is shared between its tests).
  await env.DB.batch([
    env.DB.prepare("DELETE FROM praises"),
    env.DB.prepare("DELETE FROM members WHERE email <> 'withdrawn-member@kkul.invalid'"),
    env.DB.prepare("DELETE FROM email_verifications"),
    env.DB.prepare("DELETE FROM kakao_token_users"),
  ]);
  beeId = await registerMember("김꿀벌", "1001");
  sweetId = await registerMember("이달콤", "1002");
  [bee, sweet] = [await loginAs("김꿀벌"), await loginAs("이달콤")];
  const group = async (token: Tokens, groupName: string) =>
    (await data<{ groupId: number }>(await send("POST", "/api/group", token.accessToken, { groupName }))).groupId;
  const [beeTeam, sweetJar] = [await group(bee, "우리 팀"), await group(sweet, "받은 꿀")];
  keptBySweet = await praise(bee, beeTeam, '=SUM(1,2) 발표 준비 고마워요, "최고"', [sweet, sweetJar]);
  unkept = await praise(bee, beeTeam, "아직 아무도 안 담은 꿀");
  keptByBee = await praise(sweet, sweetJar, "리뷰 고마워요", [bee, beeTeam]);
  // Their address's verification, one they passed for a new address, and Kakao's word on their token.
  await env.DB.batch([
    env.DB.prepare("INSERT INTO email_verifications (email, verified_at) VALUES ('1001@example.com', 1)"),
    env.DB.prepare(
      "INSERT INTO email_verifications (email, requester, verified_at) VALUES ('bee.moving@example.com', ?, 1)",
    ).bind(`member:${beeId}`),
    env.DB.prepare("INSERT INTO kakao_token_users (token_hash, kakao_user_id, expires_at) VALUES ('h', '1001', 1)"),
  ]);
});

describe("DELETE /api/member (회원 탈퇴)", () => {
  it("deletes the member and what is only theirs in one go; the session ends at once", async () => {
    const res = await send("DELETE", "/api/member", bee.accessToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 200, message: "성공", data: null });

    expect((await send("GET", "/api/member/info", bee.accessToken)).status).toBe(401);
    expect(await count("SELECT COUNT(*) AS n FROM members WHERE id = ?", beeId)).toBe(0);
    for (const table of [
      "groups",
      "received_praises",
      "consents",
      "member_badges",
      "sessions",
      "refresh_tokens",
      "social_links",
    ])
      expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE member_id = ?`, beeId), table).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM email_verifications")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM kakao_token_users")).toBe(0);
    // The praise nobody kept is gone; the answer 김꿀벌 gave on their copy too. The sender's receipt
    // keeps a keeper, '탈퇴한 회원' (decision 022), with no answer.
    expect(await count("SELECT COUNT(*) AS n FROM praises WHERE uuid = ?", unkept)).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM praise_keepers x JOIN praises p ON p.id = x.praise_id WHERE p.uuid = ? AND x.reaction IS NOT NULL",
        keptByBee,
      ),
    ).toBe(0);
    const keepers = await env.DB.prepare(
      "SELECT x.member_id FROM praise_keepers x JOIN praises p ON p.id = x.praise_id WHERE p.uuid = ?",
    )
      .bind(keptByBee)
      .all<{ member_id: number }>();
    expect(keepers.results).toEqual([{ member_id: -1 }]);
    expect((await env.DB.prepare("PRAGMA foreign_key_check").all()).results).toEqual([]);
  });

  it("leaves what 이달콤 kept in her jar, from '탈퇴한 회원', with her own answer", async () => {
    await send("DELETE", "/api/member", bee.accessToken);
    const landing = await data<{ senderName: string; content: string; reaction: string }>(
      await send("GET", `/api/receive-praise?uuid=${keptBySweet}`, sweet.accessToken),
    );
    expect(landing).toMatchObject({ senderName: "탈퇴한 회원", reaction: "SWEET" });
    expect(landing.content).toContain("발표 준비 고마워요");
    const { groupMembersPraiseCountInfos: jars } = await data<{
      groupMembersPraiseCountInfos: { groupName: string; receiveCount: number }[];
    }>(await send("GET", "/api/group", sweet.accessToken));
    expect(jars).toEqual([expect.objectContaining({ groupName: "받은 꿀", receiveCount: 1 })]);
  });

  it("unlinks the Kakao account, and the same account logging in starts sign-up afresh", async () => {
    await send("DELETE", "/api/member", bee.accessToken);
    const unlinks = await (await call("/__dev/kakao/unlinks")).json<string[]>();
    expect(unlinks).toContain("1001");
    await expect(loginAs("김꿀벌")).rejects.toThrow(/login failed: 404/);
  });

  it("takes the e-mail rows of every address the member had: none names the old or the new one", async () => {
    const [old, moved] = ["1001@example.com", "bee.moved@example.com"];
    const EMAIL_TABLES = ["email_codes", "email_sends", "email_verifications"];
    const rowsNaming = async () => {
      let n = 0;
      for (const table of EMAIL_TABLES)
        n += await count(`SELECT COUNT(*) AS n FROM ${table} WHERE email IN (?, ?)`, old, moved);
      return n;
    };
    // A code asked for the old address, then a move to a new one through check-mail.
    expect((await sendMail(old)).status).toBe(201);
    await verifyEmail(moved, bearer(bee.accessToken));
    const profile = { name: "김꿀벌", email: moved, profileImageUrl: "/images/profile/profile-1.svg" };
    expect((await send("PATCH", "/api/member", bee.accessToken, profile)).status).toBe(200);
    expect(await rowsNaming()).toBeGreaterThan(0);

    expect((await send("DELETE", "/api/member", bee.accessToken)).status).toBe(200);
    for (const table of EMAIL_TABLES)
      expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE email IN (?, ?)`, old, moved), table).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM member_past_emails WHERE member_id = ?", beeId)).toBe(0);
  });

  it("leaves the e-mail rows of an address another member holds too", async () => {
    await env.DB.prepare("UPDATE members SET email = '1001@example.com' WHERE id = ?").bind(sweetId).run();
    expect((await send("DELETE", "/api/member", bee.accessToken)).status).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM email_verifications WHERE email = '1001@example.com'")).toBe(1);
  });

  it("needs the member's own session, and '탈퇴한 회원' itself cannot be anyone's", async () => {
    expect((await call("/api/member", { method: "DELETE" })).status).toBe(401);
    await send("DELETE", "/api/member", bee.accessToken);
    expect((await send("DELETE", "/api/member", bee.accessToken)).status).toBe(401);
    expect(await count("SELECT COUNT(*) AS n FROM members WHERE id = ?", sweetId)).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM social_links s JOIN members m ON m.id = s.member_id WHERE m.name = '탈퇴한 회원'",
      ),
    ).toBe(0);
  });
});

describe("GET /api/member/export (내 꿀 내려받기)", () => {
  it("gives every praise received and sent as CSV: UTF-8 with a BOM, a Korean file name, formulas as text", async () => {
    const res = await send("GET", "/api/member/export?format=csv", bee.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const disposition = res.headers.get("Content-Disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="kkul-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("''")[1]!)).toMatch(/^내 꿀 \d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toBe("구분,그룹,꿀도장,날짜,보낸 사람,받는 사람,내용,꿀 답장,전달");
    expect(lines).toHaveLength(4); // two sent, one received
    expect(lines.filter((l) => l.startsWith("보낸 꿀,"))).toHaveLength(2);
    const received = lines.find((l) => l.startsWith("받은 꿀,"))!;
    expect(received).toContain(",우리 팀,");
    expect(received).toContain(",이달콤,김꿀벌,리뷰 고마워요,달달해요,전달됨");
    // Quoted, and a letter that starts with '=' is text, not a formula.
    expect(lines).toContainEqual(expect.stringContaining(`"'=SUM(1,2) 발표 준비 고마워요, ""최고"""`));
    expect(lines).toContainEqual(expect.stringContaining("아직 아무도 안 담은 꿀,,전달됨"));
  });

  it("writes the CSV's dates as Seoul reads them, 'YYYY-MM-DD HH:mm', across midnight UTC", async () => {
    await env.DB.batch([
      env.DB.prepare("UPDATE received_praises SET saved_at = '2026-03-01T16:05:59.999Z'"),
      env.DB.prepare("UPDATE praises SET delivered_at = '2026-12-31T15:00:00.000Z' WHERE uuid = ?").bind(unkept),
    ]);
    const res = await send("GET", "/api/member/export?format=csv", bee.accessToken);
    const rows = (await res.text()).trimEnd().split("\r\n").slice(1);
    const dates = rows.map((row) => row.split(",")[3]);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows.find((row) => row.startsWith("받은 꿀,"))).toContain(",2026-03-02 01:05,");
    expect(rows.find((row) => row.includes("아직 아무도 안 담은 꿀"))).toContain(",2027-01-01 00:00,");
  });

  it("gives the same as JSON, only the caller's own", async () => {
    const res = await send("GET", "/api/member/export?format=json", sweet.accessToken);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const file = await res.json<{ exportedAt: string; praise: Record<string, unknown>[] }>();
    expect(file.praise).toHaveLength(2);
    expect(file.praise).toContainEqual(
      expect.objectContaining({ direction: "received", sender: "김꿀벌", receiver: "이달콤", reaction: "SWEET" }),
    );
    expect(file.praise).toContainEqual(
      expect.objectContaining({ direction: "sent", content: "리뷰 고마워요", reaction: "SWEET", delivered: true }),
    );
    expect(JSON.stringify(file)).not.toContain("아직 아무도 안 담은 꿀"); // 김꿀벌's alone
  });

  it("refuses another format with a Korean 400 and a caller without a session with 401", async () => {
    const res = await send("GET", "/api/member/export?format=xml", bee.accessToken);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message: "format은 csv 또는 json이에요." });
    expect((await call("/api/member/export")).status).toBe(401);
  });
});
