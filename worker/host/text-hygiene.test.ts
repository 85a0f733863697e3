// Decision 008: every text a person types and others read refuses control, bidi and lone-surrogate
// characters with a Korean 400 that writes nothing; lengths count what a person sees (graphemes).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { dbSnapshot } from "../test/db-snapshot";
import { bearer, call, kakaoTokenFor, loginAs, registerMember } from "../test/host-app";

const UNSAFE = "사용할 수 없는 문자가 들어 있어요.";
const TOO_COMPLEX = "이모지나 기호가 너무 많아 저장할 수 없어요. 조금 줄여주세요.";

/** One of each class the contract refuses, placed inside otherwise valid text. */
const BAD: [string, string][] = [
  ["NUL", "\u0000"],
  ["tab (C0)", "\t"],
  ["escape (C0)", "\u001b"],
  ["carriage return (C0)", "\r"],
  ["DEL", "\u007f"],
  ["next line (C1)", "\u0085"],
  ["CSI (C1)", "\u009b"],
  ["left-to-right embedding", "\u202a"],
  ["right-to-left override", "\u202e"],
  ["left-to-right isolate", "\u2066"],
  ["pop directional isolate", "\u2069"],
  ["lone high surrogate", "\ud83d"],
  ["lone low surrogate", "\udc1d"],
];
const BAD_IN_NAMES: [string, string][] = [...BAD, ["line feed", "\n"]];

let bee: string;
let beeId: number;
let groupId: number;

const send = (method: string, path: string, body?: unknown, token = bee) =>
  call(path, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const json = async (res: Response) => res.json<{ status: number; message: string; data?: unknown }>();

/** The answer must be the Korean 400 and the database must be exactly as before. */
const expectRefused = async (request: () => Response | Promise<Response>, message: string) => {
  const before = await dbSnapshot();
  const res = await request();
  expect(res.status).toBe(400);
  expect(await json(res)).toEqual({ status: 400, message });
  expect(await dbSnapshot()).toEqual(before);
};

const praiseBody = (overrides: Record<string, unknown> = {}) => ({
  content: "항상 고마워요",
  projectStatus: true,
  receiverName: "이달콤",
  groupId,
  honeyStampId: 1,
  ...overrides,
});
const memberBody = (overrides: Record<string, unknown> = {}) => ({
  name: "김꿀벌",
  email: "1001@example.com",
  profileImageUrl: "/images/profile/profile-1.svg",
  ...overrides,
});

beforeAll(async () => {
  beeId = await registerMember("김꿀벌", "1001");
  bee = (await loginAs("김꿀벌")).accessToken;
  const res = await send("POST", "/api/group", { groupName: "디자인팀" });
  groupId = ((await json(res)).data as { groupId: number }).groupId;
});

describe("the reported 500s answer 400 and write nothing", () => {
  it('POST /api/group {"groupName":"\\u0000"}', async () => {
    await expectRefused(() => send("POST", "/api/group", { groupName: "\u0000" }), UNSAFE);
  });

  it("PATCH /api/member with a NUL in the name", async () => {
    await expectRefused(() => send("PATCH", "/api/member", memberBody({ name: "김\u0000꿀벌" })), UNSAFE);
  });
});

describe.each(BAD_IN_NAMES)("a %s", (_label, bad) => {
  it("is refused in a new group name (POST /api/group)", async () => {
    await expectRefused(() => send("POST", "/api/group", { groupName: `꿀${bad}단지` }), UNSAFE);
  });

  it("is refused in a group's new name (PATCH /api/group/name)", async () => {
    await expectRefused(() => send("PATCH", "/api/group/name", { groupId, groupName: `꿀${bad}단지` }), UNSAFE);
  });

  it("is refused at the edge of a name too, not trimmed away", async () => {
    await expectRefused(() => send("POST", "/api/group", { groupName: `꿀단지${bad}` }), UNSAFE);
  });

  it("is refused in the member's name (PATCH /api/member)", async () => {
    await expectRefused(() => send("PATCH", "/api/member", memberBody({ name: `김${bad}꿀벌` })), UNSAFE);
  });

  it("is refused in the e-mail (PATCH /api/member, POST /api/auth/send-mail)", async () => {
    await expectRefused(() => send("PATCH", "/api/member", memberBody({ email: `1001${bad}@example.com` })), UNSAFE);
    await expectRefused(() => send("POST", "/api/auth/send-mail", { receiverMail: `a${bad}@example.com` }), UNSAFE);
  });

  it("is refused in the receiver's name (POST /api/send-praise)", async () => {
    await expectRefused(() => send("POST", "/api/send-praise", praiseBody({ receiverName: `이${bad}달콤` })), UNSAFE);
  });

  it("is refused in the sign-up name and e-mail (POST /api/auth/register)", async () => {
    const token = await kakaoTokenFor("박새내기");
    const register = (overrides: Record<string, unknown>) =>
      send(
        "POST",
        "/api/auth/register",
        {
          serviceTerm: 1,
          personalInfo: 1,
          emailMarketing: 0,
          name: "박새내기",
          email: "new@example.com",
          imageUrl: "/images/profile/profile-1.svg",
          onboarding: 0,
          ...overrides,
        },
        token,
      );
    await expectRefused(() => register({ name: `박${bad}새내기` }), UNSAFE);
    await expectRefused(() => register({ email: `new${bad}@example.com` }), UNSAFE);
  });
});

describe.each(BAD)("in the letter, a %s", (_label, bad) => {
  it("is refused (POST /api/send-praise)", async () => {
    await expectRefused(() => send("POST", "/api/send-praise", praiseBody({ content: `항상${bad} 고마워요` })), UNSAFE);
  });
});

describe.each(BAD.filter(([label]) => !label.includes("surrogate")))("in a query, a %s", (_label, bad) => {
  // A URL cannot carry a lone surrogate (it is encoded as UTF-8), so those two are body-only.
  it("is refused by GET /api/group/check, /search and /api/auth/check-mail", async () => {
    const q = encodeURIComponent(`꿀${bad}단지`);
    await expectRefused(() => send("GET", `/api/group/check?groupName=${q}`), UNSAFE);
    await expectRefused(() => send("GET", `/api/group/search?groupName=${q}`), UNSAFE);
    await expectRefused(
      () =>
        send(
          "GET",
          `/api/auth/check-mail?receiverMail=${encodeURIComponent(`a${bad}@example.com`)}&verificationNumber=123456`,
        ),
      UNSAFE,
    );
  });
});

describe("the letter keeps its line feeds; every value is trimmed", () => {
  it("stores a letter with line feeds, and trims the letter and names", async () => {
    const res = await send(
      "POST",
      "/api/send-praise",
      praiseBody({ content: "\n  첫 줄\n둘째 줄\n\n넷째 줄  \n", receiverName: "  이달콤 " }),
    );
    expect(res.status).toBe(201);
    const { uuid } = (await json(res)).data as { uuid: string };
    const row = await env.DB.prepare("SELECT content, receiver_name FROM praises WHERE uuid = ?")
      .bind(uuid)
      .first<{ content: string; receiver_name: string }>();
    expect(row).toEqual({ content: "첫 줄\n둘째 줄\n\n넷째 줄", receiver_name: "이달콤" });

    const created = await send("POST", "/api/group", { groupName: "  트림 그룹 " });
    expect(((await json(created)).data as { groupName: string }).groupName).toBe("트림 그룹");
  });
});

describe("lengths count what a person sees (grapheme clusters)", () => {
  const honey = "🍯"; // one code point, two UTF-16 units

  it("accepts a group name of 15 emoji and refuses 16 with SPEC's message", async () => {
    const res = await send("POST", "/api/group", { groupName: honey.repeat(15) });
    expect(res.status).toBe(201);
    expect(((await json(res)).data as { groupName: string }).groupName).toBe(honey.repeat(15));
    await expectRefused(() => send("POST", "/api/group", { groupName: "🐝".repeat(16) }), "15자 이내로 입력해주세요.");
    await expectRefused(
      () => send("PATCH", "/api/group/name", { groupId, groupName: "🐝".repeat(16) }),
      "15자 이내로 입력해주세요.",
    );
  });

  it("renames a group to 15 emoji; check and search take 15 emoji too", async () => {
    const res = await send("PATCH", "/api/group/name", { groupId, groupName: "🐝".repeat(15) });
    expect(res.status).toBe(200);
    const check = await send("GET", `/api/group/check?groupName=${encodeURIComponent("🐝".repeat(15))}`);
    expect((await json(check)).data).toEqual({ isDuplicate: true });
    const search = await send("GET", `/api/group/search?groupName=${encodeURIComponent("🐝".repeat(15))}`);
    expect((await json(search)).data).toEqual({ groupInfos: [{ groupId, groupName: "🐝".repeat(15) }] });
    expect((await send("GET", `/api/group/search?groupName=${encodeURIComponent("🐝".repeat(16))}`)).status).toBe(400);
    await send("PATCH", "/api/group/name", { groupId, groupName: "디자인팀" });
  });

  it("accepts a name of 8 emoji and refuses 9 (member and receiver)", async () => {
    expect((await send("PATCH", "/api/member", memberBody({ name: honey.repeat(8) }))).status).toBe(200);
    await expectRefused(
      () => send("PATCH", "/api/member", memberBody({ name: honey.repeat(9) })),
      "8자 이내로 입력해주세요.",
    );
    expect((await send("POST", "/api/send-praise", praiseBody({ receiverName: honey.repeat(8) }))).status).toBe(201);
    await expectRefused(
      () => send("POST", "/api/send-praise", praiseBody({ receiverName: honey.repeat(9) })),
      "8자 이내로 입력해주세요.",
    );
    await send("PATCH", "/api/member", memberBody());
  });

  it("accepts a letter of 180 emoji and refuses 181", async () => {
    expect((await send("POST", "/api/send-praise", praiseBody({ content: honey.repeat(180) }))).status).toBe(201);
    await expectRefused(
      () => send("POST", "/api/send-praise", praiseBody({ content: honey.repeat(181) })),
      "칭찬은 180자 이내로 입력해주세요.",
    );
  });

  it("counts a composed emoji or a decomposed syllable once", async () => {
    // 👍🏽 is two code points; 한 typed as three jamo is composed (NFC) before it is stored.
    expect((await send("POST", "/api/group", { groupName: "👍🏽".repeat(7) })).status).toBe(201);
    const jamo = "\u1112\u1161\u11ab".repeat(15); // "한" × 15, decomposed
    const res = await send("POST", "/api/group", { groupName: jamo });
    expect(res.status).toBe(201);
    expect(((await json(res)).data as { groupName: string }).groupName).toBe("한".repeat(15));
  });

  it("refuses with a 400 (never a 500) a name that fits as seen but not as a row can hold it", async () => {
    // 15 graphemes, 30 code points: the tables' CHECK counts code points (decision 008).
    await expectRefused(() => send("POST", "/api/group", { groupName: "👍🏽".repeat(15) }), TOO_COMPLEX);
    await expectRefused(() => send("PATCH", "/api/member", memberBody({ name: "👨‍👩‍👧".repeat(2) })), TOO_COMPLEX);
  });
});

describe("rows stored before these rules keep working", () => {
  it("lists, reads, renames and deletes a group whose stored name has a bidi control", async () => {
    const old = await env.DB.prepare(
      "INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, (SELECT MAX(order_idx) + 1 FROM groups WHERE member_id = ?)) RETURNING id",
    )
      .bind(beeId, "옛\u202e그룹", beeId)
      .first<{ id: number }>();
    const id = old!.id;
    const list = await json(await send("GET", "/api/group"));
    expect(JSON.stringify(list.data)).toContain("옛\u202e그룹");
    const info = await send("GET", `/api/group/info?groupId=${id}`);
    expect((await json(info)).data).toMatchObject({ groupId: id, groupName: "옛\u202e그룹" });
    expect((await send("PATCH", "/api/group/name", { groupId: id, groupName: "새 그룹" })).status).toBe(200);
    expect((await send("DELETE", `/api/group/${id}`)).status).toBe(200);
  });
});
