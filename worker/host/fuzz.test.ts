// Property-based fuzzing of every host call (decision 009). Generated requests (wrong types, missing and
// extra fields, huge strings, unicode edge cases, bad JSON, wrong content types, repeated query
// keys) must never answer 5xx; every refusal is a 4xx in the Korean error envelope and leaves every
// table exactly as it was. Seed: FUZZ_SEED, fixed in CI, random locally (printed to repeat a run);
// runs: FUZZ_RUNS, more in CI than locally (vitest.config.ts, docs/decisions/009).
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../lib/crypto";
import { dbSnapshot } from "../test/db-snapshot";
import { bearer, call, loginAs, registerMember } from "../test/host-app";
import { createPraiseHost } from ".";

const RUNS = Number(env.FUZZ_RUNS);
const seed = Number(env.FUZZ_SEED);

/** Every mounted host call, path parameters as `:name`. */
const ROUTES = (() => {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of createPraiseHost().routes)
    if (method !== "ALL") seen.set(`${method} ${path}`, { method, path });
  return [...seen.values()];
})();

// Field and query names the contract knows, so generated bodies reach the schemas' inner rules.
const KEYS = [
  "groupName",
  "groupId",
  "groupOrderList",
  "orderIdx",
  "praiseIdList",
  "content",
  "projectStatus",
  "receiverName",
  "receiverNames",
  "relayOf",
  "honeyStampId",
  "praiseUuid",
  "uuid",
  "praise-uuid",
  "id",
  "page",
  "size",
  "group",
  "name",
  "email",
  "profileImageUrl",
  "imageUrl",
  "serviceTerm",
  "personalInfo",
  "emailMarketing",
  "onboarding",
  "receiverMail",
  "verificationNumber",
  "accessToken",
  "refreshToken",
  "code",
  "redirectUri",
  "codeVerifier",
  "CHAT_TYPE",
  "HASH_CHAT_ID",
  "TEMPLATE_ID",
  "__proto__",
  "constructor",
];

const EDGE_TEXT = [
  "",
  " ",
  "\u0000",
  "\t",
  "\n",
  "\r\n",
  "\u0085",
  "\u202e",
  "\u2066",
  "\ufeff",
  "\u200b",
  "\ud800",
  "\udfff",
  "👨‍👩‍👧",
  "👍🏽",
  "\u1112\u1161\u11ab",
  "e\u0301",
  "Ａ",
  "%00",
  "%",
  "'; DROP TABLE groups; --",
  "<script>",
  "\\",
  '"',
  "null",
  "-1",
  "0",
  "1.5",
  "1e309",
  "NaN",
  "9007199254740993",
  "00000000-0000-4000-8000-000000000000",
  "1,2,3",
  "1,,2",
  "true",
];

const hugeText = fc
  .tuple(fc.constantFrom("가", "a", "🍯", "\u0000", "%"), fc.integer({ min: 1_000, max: 120_000 }))
  .map(([unit, n]) => unit.repeat(n));
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string() },
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme" }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary" }) }, // lone surrogates too
  { weight: 1, arbitrary: hugeText },
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.integer({ min: 1, max: 40 }), // ids that may exist
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308, 0.1),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, scalar, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 5 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string()), tie("value"), { maxKeys: 6 }),
})).value;

const body = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string()), value, { maxKeys: 8 })
      .map((o) => JSON.stringify(o)),
  },
  { weight: 2, arbitrary: value.map((v) => JSON.stringify(v) ?? "null") },
  { weight: 2, arbitrary: fc.string() }, // mostly not JSON
  { weight: 1, arbitrary: fc.constantFrom("", "{", '{"groupName":', "[1,2", "\u0000", "{}{}", '{"a":1,}') },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-16",
  undefined,
);

/** Percent-encodes every UTF-16 unit it can; a lone surrogate becomes malformed UTF-8 bytes. */
const encode = (s: string) =>
  [...s]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return "%ED%A0%80";
      }
    })
    .join("");
const queryPart = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string()), fc.oneof(text, fc.integer().map(String)))
      .map(([k, v]) => `${encode(k)}=${encode(v)}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "%",
      "%E0%A4%A",
      "%FF",
      "groupId",
      "groupId=",
      "=1",
      "&&",
      "groupId=1&groupId=1&groupId=2",
      "id=%00",
    ),
  },
);
const query = fc.array(queryPart, { maxLength: 6 }).map((parts) => (parts.length ? `?${parts.join("&")}` : ""));

type Auth = "member" | "none" | "garbage";
const request = fc.record({
  route: fc.constantFrom(...ROUTES),
  otherMethod: fc.oneof(
    { weight: 9, arbitrary: fc.constant(null) }, // mostly the route's own method
    { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PATCH", "DELETE", "PUT") },
  ),
  param: fc.oneof(text, fc.integer({ min: -5, max: 50 }).map(String)),
  query,
  body,
  contentType,
  auth: fc.constantFrom<Auth>("member", "member", "member", "member", "none", "garbage"),
});

let token: string;

/** Row count and a checksum per table. */
const digest = async () => {
  const tables = await dbSnapshot();
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, rows]) => [
      name,
      `${rows.length}:${await sha256Hex(JSON.stringify(rows))}`,
    ]),
  );
  return Object.fromEntries(entries);
};

beforeAll(async () => {
  const bee = await registerMember("김꿀벌", "1001");
  const sweet = await registerMember("이달콤", "1002");
  token = (await loginAs("김꿀벌")).accessToken;
  // Some rows for ids to hit: groups, sent and saved praise of both members.
  for (const [member, name, idx] of [
    [bee, "디자인팀", 1],
    [bee, "개발팀", 2],
    [sweet, "우리팀", 1],
  ] as const)
    await env.DB.prepare("INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, ?)")
      .bind(member, name, idx)
      .run();
  await env.DB.prepare(
    `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status)
     VALUES ('00000000-0000-4000-8000-000000000001', ?, 3, '김꿀벌', '고마워요', 1, 1, 'DIRECT'),
            ('00000000-0000-4000-8000-000000000002', ?, 1, '이달콤', '최고예요', 2, 0, 'FAIL')`,
  )
    .bind(sweet, bee)
    .run();
  await env.DB.prepare("INSERT INTO received_praises (praise_id, member_id, group_id) VALUES (1, ?, 1)")
    .bind(bee)
    .run();
});

describe("what the fuzz found", () => {
  // valibot's default messages are English ('Invalid key: Expected "praise-uuid" but received undefined').
  it.each([
    ["/api/send-praise/check", "praise-uuid 값이 필요해요."],
    ["/api/receive-praise", "uuid 값이 필요해요."],
    ["/api/send-praise/group", "groupId 값이 필요해요."],
    ["/api/receive-praise/group?page=0", "groupId 값이 필요해요."],
    ["/api/stamp/received", "group 값이 필요해요."],
    ["/api/stamp/sent?size=1", "group 값이 필요해요."],
  ])("GET %s without its key answers a Korean 400", async (path, message) => {
    const res = await call(path, { headers: bearer(token) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
  });

  // Numbers past what the contract documents (page 0..PAGE_MAX, size 1..PAGE_SIZE_MAX,
  // ids up to 2^53 - 1), however they are spelled, are a Korean 400, never D1's SQLITE_MISMATCH.
  const OUT_OF_RANGE = [
    "99999999999999999999",
    "9007199254740992",
    "10001",
    "1e3",
    "1.5",
    "-1",
    "0x10",
    "+1",
    " 1",
    "",
  ];
  it.each(
    ["/api/receive-praise/group", "/api/send-praise/group"].flatMap((path) =>
      OUT_OF_RANGE.flatMap((bad) => [
        [`${path}?groupId=1&page=${encodeURIComponent(bad)}`],
        [`${path}?groupId=1&size=${encodeURIComponent(bad)}`],
        ...(bad === "10001" ? [] : [[`${path}?groupId=${encodeURIComponent(bad)}`]]), // 10001 is an id like any
      ]),
    ),
  )("GET %s answers a Korean 400", async (path) => {
    const res = await call(path, { headers: bearer(token) });
    expect(res.status).toBe(400);
    const body = await res.json<{ status: number; message: string }>();
    expect(body.status).toBe(400);
    expect(body.message).toMatch(/[가-힣]/);
  });

  it("the last documented page is served (empty), one past it is a 400", async () => {
    const last = await call("/api/receive-praise/group?groupId=1&page=10000&size=50", { headers: bearer(token) });
    expect(last.status).toBe(200);
    expect((await call("/api/receive-praise/group?groupId=1&page=10001", { headers: bearer(token) })).status).toBe(400);
  });

  it.each([["/api/stamp/received?group=99999999999999999999"], ["/api/receive-praise?id=99999999999999999999"]])(
    "%s answers a Korean 400",
    async (path) => {
      const res = await call(path, { method: path.includes("?id=") ? "DELETE" : "GET", headers: bearer(token) });
      expect(res.status).toBe(400);
      expect((await res.json<{ message: string }>()).message).toMatch(/[가-힣]/);
    },
  );

  it.each([
    ["PUT", "/api/receive-praise/reaction", { receivePraiseId: 1e20, reaction: "THANKS" }],
    ["PATCH", "/api/group/receive-praise/change", { praiseIdList: [1e20], groupId: 1 }],
    [
      "POST",
      "/api/send-praise",
      { content: "고마워요", projectStatus: false, receiverName: "이달콤", groupId: 1, honeyStampId: 1e20 },
    ],
  ])("%s %s with an id past 2^53 answers a Korean 400", async (method, path, body) => {
    const res = await call(path, {
      method,
      headers: { ...bearer(token), "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toMatch(/[가-힣]/);
  });

  it("DELETE /api/receive-praise without ids answers a Korean 400", async () => {
    const res = await call("/api/receive-praise", { method: "DELETE", headers: bearer(token) });
    expect(await res.json()).toEqual({ status: 400, message: "삭제할 꿀 값이 필요해요." });
  });
});

describe("fuzzing every host call", () => {
  it(`answers ${RUNS} generated requests without a 5xx; every refusal is a Korean 4xx that writes nothing`, async () => {
    console.log(`[fuzz] seed ${seed} (repeat with FUZZ_SEED=${seed})`);
    const tally = new Map<number, number>();
    // The tables as the last refusal left them: proven unchanged since, so the next request's
    // "before". Only an answer that may have written (2xx, 3xx) makes it be read again.
    let unchanged: Awaited<ReturnType<typeof digest>> | null = null;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const method = r.otherMethod ?? r.route.method;
        const path = `/api${r.route.path.replace(/:\w+/g, () => encode(r.param) || "x")}${r.query}`;
        // Logging out, reissuing or leaving with the fuzz's own session would end it (every later
        // request of the run a 401): those get no valid token. A valid leave reads nothing of the
        // request, so the fuzz finds nothing in it.
        const endsSession =
          /kakao-logout|reissue/.test(r.route.path) || (method === "DELETE" && r.route.path === "/member");
        const ownSession = endsSession ? "garbage" : r.auth;
        const headers: Record<string, string> = {};
        if (ownSession === "member") Object.assign(headers, bearer(token));
        if (ownSession === "garbage") headers.Authorization = "Bearer not-a-token";
        if (r.contentType) headers["Content-Type"] = r.contentType;
        const hasBody = r.body !== undefined && method !== "GET";
        const before = unchanged ?? (await digest());
        unchanged = null;
        const res = await call(path, { method, headers, body: hasBody ? r.body : undefined });
        const answer = await res.text();
        tally.set(res.status, (tally.get(res.status) ?? 0) + 1);
        expect(res.status, `${method} ${path.slice(0, 200)} → ${answer.slice(0, 200)}`).toBeLessThan(500);
        if (res.status >= 400) {
          const envelope = JSON.parse(answer) as { status: number; message: string };
          expect(envelope).toEqual({ status: res.status, message: expect.stringMatching(/[가-힣]/) });
          const after = await digest();
          expect(after, `${method} ${path.slice(0, 200)} changed the database`).toEqual(before);
          unchanged = after;
        }
      }),
      { seed, numRuns: RUNS, endOnFailure: true },
    );
    console.log(`[fuzz] statuses ${JSON.stringify(Object.fromEntries([...tally].sort(([a], [b]) => a - b)))}`);
    expect([...tally.values()].reduce((a, b) => a + b, 0)).toBe(RUNS);
  }, 240_000);
});
