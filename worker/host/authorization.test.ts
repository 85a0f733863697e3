// The authorisation matrix. One row per id-taking call of the praise host (group, praise or
// uuid in the path, query or body), derived from the mounted routes: a new route fails this file
// until it has rows here or is listed as taking no id. Member B against member A's ids gets the
// documented status, none of A's data, and the database is exactly as before.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { kstDay } from "../contract/jar";
import { dbSnapshot } from "../test/db-snapshot";
import { bearer, call, loginAs, registerMember } from "../test/host-app";
import { cleanJpeg } from "../test/photo-bytes";
import { createPraiseHost } from ".";

/** Calls that take no group, praise or uuid of another member, and why. */
const TAKES_NO_ID: Record<string, string> = {
  "POST /auth/kakao-login": "the provider token names the caller",
  "POST /auth/register": "creates the caller",
  "POST /auth/send-mail": "an address, not a member's row",
  "GET /auth/check-mail": "an address and a code",
  "POST /auth/reissue": "the caller's own tokens",
  "POST /auth/kakao-logout": "the caller's own session",
  "GET /features": "what the host offers (decision 022), the same for everyone",
  "GET /member/profile-image": "the public catalogue",
  "GET /member/info": "the caller's own profile",
  "GET /member/week": "the caller's own week (weekly/routes.test.ts)",
  "GET /member/people": "the caller's own praise and jars (weekly/routes.test.ts)",
  "PATCH /member": "the caller's own profile",
  "GET /member/service-consent": "the caller's own consents",
  "PATCH /member/service-consent": "the caller's own consents",
  "GET /member/export": "the caller's own praise, received and sent (member/leave.test.ts)",
  "DELETE /member": "the caller's own account (member/leave.test.ts)",
  "GET /group": "the caller's own groups",
  "POST /group": "creates one of the caller's groups",
  "POST /send-praise/check": "Kakao's webhook, authorised by the admin key (share-webhook tests)",
  "GET /stamp": "the public catalogue",
  "GET /badge": "the caller's own badges",
  "GET /announcement": "public notices",
  "GET /recap": "the caller's own month (a month, not an id)",
  "POST /jar": "creates the caller's own shared jar",
  "GET /jar": "the caller's own jars, made and written in (jars/write.test.ts)",
  "POST /jar/:jarId/letters": "anyone with the writing link writes, by design (jars/write.test.ts)",
  "POST /jar/:jarId/photos":
    "anyone with the writing link adds a photo to their letter, by design (jars/photos.test.ts)",
};

type Ids = {
  groupA: number;
  groupA2: number;
  groupB: number;
  sentA: { id: number; uuid: string }; // A sent it from groupA, delivered
  savedByA: { id: number; uuid: string; receivedId: number }; // C sent it, A saved it into groupA
  sentB: { id: number; uuid: string };
  savedByB: { receivedId: number };
  jarA: { jarId: string; keepKey: string; letterId: number; photoId: string }; // A's jar, A's letter and photo
};
let ids: Ids;
let tokenA: string;
let tokenB: string;

/** Text only A's rows hold: none of it may reach B. */
const A_SECRETS = [
  "A의비밀그룹",
  "A의둘째그룹",
  "A가 쓴 비밀 칭찬",
  "A수신자",
  "1001@example.com",
  "C가 A에게",
  "A가 단지에 쓴 편지",
];

type Request = [method: string, path: string, body?: unknown];
type Row = {
  route: string;
  what: string;
  /** B's request, built from A's ids. */
  asB: (ids: Ids) => Request;
  status: number;
  /** A's text this call shows to anyone by design (the received-praise landing page). */
  reveals?: string[];
  /** What else B must not see in the answer (another member's data A alone may see). */
  hides?: string[];
  /** Mixes B's and A's ids, so it fails for either owner alone. */
  mixed?: true;
  /**
   * Needs a key or a step only the owner holds (a jar's keep key; having kept it); the owner's call:
   * jars/keep.test.ts, jars/thanks.test.ts (the keepsake).
   */
  keyed?: true;
};

const MATRIX: Row[] = [
  {
    route: "GET /group/check",
    what: "A's group name",
    asB: () => ["GET", `/group/check?groupName=${encodeURIComponent("A의비밀그룹")}`],
    status: 200,
  },
  {
    route: "GET /group/search",
    what: "A's group name",
    asB: () => ["GET", `/group/search?groupName=${encodeURIComponent("A의")}`],
    status: 200,
  },
  { route: "GET /group/info", what: "A's group", asB: (i) => ["GET", `/group/info?groupId=${i.groupA}`], status: 404 },
  {
    route: "GET /group/members",
    what: "A's group",
    asB: (i) => ["GET", `/group/members?groupId=${i.groupA}`],
    status: 404,
  },
  {
    route: "GET /group/members",
    what: "B's and A's groups",
    mixed: true,
    asB: (i) => ["GET", `/group/members?groupId=${i.groupB}&groupId=${i.groupA}`],
    status: 404,
  },
  {
    route: "PATCH /group/name",
    what: "A's group",
    asB: (i) => ["PATCH", "/group/name", { groupId: i.groupA, groupName: "빼앗긴그룹" }],
    status: 404,
  },
  {
    route: "PATCH /group/order",
    what: "A's group in B's order",
    asB: (i) => [
      "PATCH",
      "/group/order",
      {
        groupOrderList: [
          { groupId: i.groupB, orderIdx: 1 },
          { groupId: i.groupA, orderIdx: 2 },
        ],
      },
    ],
    status: 404,
  },
  {
    route: "PATCH /group/order",
    what: "only A's groups",
    asB: (i) => ["PATCH", "/group/order", { groupOrderList: [{ groupId: i.groupA2, orderIdx: 1 }] }],
    status: 404,
  },
  { route: "DELETE /group/:id", what: "A's group", asB: (i) => ["DELETE", `/group/${i.groupA}`], status: 404 },
  {
    route: "PATCH /group/receive-praise/change",
    what: "A's saved praise into B's group",
    asB: (i) => ["PATCH", "/group/receive-praise/change", { praiseIdList: [i.savedByA.receivedId], groupId: i.groupB }],
    status: 404,
  },
  {
    route: "PATCH /group/receive-praise/change",
    what: "B's saved praise into A's group",
    asB: (i) => ["PATCH", "/group/receive-praise/change", { praiseIdList: [i.savedByB.receivedId], groupId: i.groupA }],
    status: 404,
  },
  {
    route: "PATCH /group/receive-praise/change",
    what: "B's and A's saved praise together",
    mixed: true,
    asB: (i) => [
      "PATCH",
      "/group/receive-praise/change",
      { praiseIdList: [i.savedByB.receivedId, i.savedByA.receivedId], groupId: i.groupB },
    ],
    status: 404,
  },
  {
    route: "PATCH /group/send-praise/change",
    what: "A's sent praise into B's group",
    asB: (i) => ["PATCH", "/group/send-praise/change", { praiseIdList: [i.sentA.id], groupId: i.groupB }],
    status: 404,
  },
  {
    route: "PATCH /group/send-praise/change",
    what: "B's sent praise into A's group",
    asB: (i) => ["PATCH", "/group/send-praise/change", { praiseIdList: [i.sentB.id], groupId: i.groupA }],
    status: 404,
  },
  {
    route: "POST /send-praise",
    what: "sending from A's group",
    asB: (i) => [
      "POST",
      "/send-praise",
      { content: "고마워요", projectStatus: true, receiverName: "누구", groupId: i.groupA, honeyStampId: 1 },
    ],
    status: 404,
  },
  {
    route: "POST /send-praise",
    what: "continuing (relayOf, the relay) a praise A kept, from B's own group",
    asB: (i) => [
      "POST",
      "/send-praise",
      {
        content: "이어가요",
        projectStatus: false,
        receiverName: "누구",
        groupId: i.groupB,
        honeyStampId: 1,
        relayOf: i.savedByA.uuid,
      },
    ],
    status: 404,
  },
  {
    route: "GET /send-praise/check",
    what: "A's praise uuid",
    asB: (i) => ["GET", `/send-praise/check?praise-uuid=${i.sentA.uuid}`],
    status: 404,
  },
  {
    route: "GET /send-praise/group",
    what: "A's group",
    asB: (i) => ["GET", `/send-praise/group?groupId=${i.groupA}`],
    status: 404,
  },
  {
    route: "GET /receive-praise/group",
    what: "A's group",
    asB: (i) => ["GET", `/receive-praise/group?groupId=${i.groupA}`],
    status: 404,
  },
  {
    route: "GET /receive-praise",
    what: "A's sent praise, kept by C: the public landing page shows the letter, never A's ids or e-mail, nor who kept it",
    asB: (i) => ["GET", `/receive-praise?uuid=${i.sentA.uuid}`],
    status: 200,
    reveals: ["A가 쓴 비밀 칭찬", "A수신자", "A의비밀그룹"], // content, receiver, sender's group (docs/api.md)
    hides: ["최세번", "keepers"], // its keepers are for its sender alone (decision 022)
  },
  {
    route: "GET /receive-praise",
    what: "a praise A saved: B sees -1, not A's group",
    asB: (i) => ["GET", `/receive-praise?uuid=${i.savedByA.uuid}`],
    status: 200,
    reveals: ["C가 A에게"],
  },
  {
    route: "POST /receive-praise",
    what: "saving into A's group",
    asB: (i) => ["POST", "/receive-praise", { praiseUuid: i.savedByA.uuid, groupId: i.groupA }],
    status: 404,
  },
  {
    route: "DELETE /receive-praise",
    what: "A's saved praise",
    asB: (i) => ["DELETE", `/receive-praise?id=${i.savedByA.receivedId}`],
    status: 404,
  },
  {
    route: "DELETE /receive-praise",
    what: "B's and A's saved praise together",
    mixed: true,
    asB: (i) => ["DELETE", `/receive-praise?id=${i.savedByB.receivedId},${i.savedByA.receivedId}`],
    status: 404,
  },
  {
    route: "PUT /receive-praise/reaction",
    what: "A's saved praise",
    asB: (i) => ["PUT", "/receive-praise/reaction", { receivePraiseId: i.savedByA.receivedId, reaction: "THANKS" }],
    status: 404,
  },
  {
    route: "PATCH /group/reactions-seen",
    what: "A's group",
    asB: (i) => ["PATCH", "/group/reactions-seen", { groupId: i.groupA }],
    status: 404,
  },
  {
    route: "GET /stamp/received",
    what: "A's group",
    asB: (i) => ["GET", `/stamp/received?group=${i.groupA}`],
    status: 404,
  },
  { route: "GET /stamp/sent", what: "A's group", asB: (i) => ["GET", `/stamp/sent?group=${i.groupA}`], status: 404 },
  {
    route: "GET /jar/:jarId",
    what: "A's shared jar: its writing page shows who it is for, never the letters nor the keep key",
    asB: (i) => ["GET", `/jar/${i.jarA.jarId}`],
    status: 200,
    hides: ["keepKey", "letters"],
  },
  {
    route: "PATCH /jar/:jarId",
    what: "closing A's jar",
    asB: (i) => ["PATCH", `/jar/${i.jarA.jarId}`, { closed: true }],
    status: 403,
  },
  {
    route: "PATCH /jar/:jarId/letters/:letterId",
    what: "A's letter",
    asB: (i) => ["PATCH", `/jar/${i.jarA.jarId}/letters/${i.jarA.letterId}`, { content: "바꿨지", honeyStampId: 51 }],
    status: 404,
  },
  {
    route: "DELETE /jar/:jarId/letters/:letterId",
    what: "A's letter",
    asB: (i) => ["DELETE", `/jar/${i.jarA.jarId}/letters/${i.jarA.letterId}`],
    status: 404,
  },
  {
    route: "POST /jar/:jarId/letters/:letterId/unhide",
    what: "a letter in A's jar, which B did not make",
    asB: (i) => ["POST", `/jar/${i.jarA.jarId}/letters/${i.jarA.letterId}/unhide`],
    status: 403,
  },
  {
    route: "GET /jar/:jarId/photos/:photoId",
    what: "the photo in A's letter",
    asB: (i) => ["GET", `/jar/${i.jarA.jarId}/photos/${i.jarA.photoId}`],
    status: 404,
  },
  {
    route: "GET /jar/:jarId/opening",
    what: "A's jar without its keep key",
    asB: (i) => ["GET", `/jar/${i.jarA.jarId}/opening?key=${"A".repeat(22)}`],
    status: 404,
    keyed: true,
  },
  {
    route: "POST /jar/:jarId/opening",
    what: "A's jar without its keep key",
    asB: (i) => ["POST", `/jar/${i.jarA.jarId}/opening`, { keepKey: "A".repeat(22) }],
    status: 404,
    keyed: true,
  },
  {
    route: "PUT /jar/:jarId/letters/:letterId/reaction",
    what: "a letter in A's jar, which B did not keep",
    asB: (i) => ["PUT", `/jar/${i.jarA.jarId}/letters/${i.jarA.letterId}/reaction`, { reaction: "HEART" }],
    status: 403,
  },
  {
    route: "GET /jar/:jarId/keepsake",
    what: "A's jar, which B did not keep",
    asB: (i) => ["GET", `/jar/${i.jarA.jarId}/keepsake`],
    status: 404,
    keyed: true,
  },
  {
    route: "POST /jar/:jarId/thanks",
    what: "A's jar, which B did not keep",
    asB: (i) => ["POST", `/jar/${i.jarA.jarId}/thanks`, { content: "고마워요" }],
    status: 403,
  },
  {
    route: "POST /jar/:jarId/keep",
    what: "A's jar without its keep key",
    asB: (i) => ["POST", `/jar/${i.jarA.jarId}/keep`, { keepKey: "A".repeat(22) }],
    status: 404,
    keyed: true,
  },
];

const mountedRoutes = () => {
  const routes = new Set<string>();
  for (const { method, path } of createPraiseHost().routes) if (method !== "ALL") routes.add(`${method} ${path}`);
  return [...routes].sort();
};

const request = ([method, path, body]: Request, token: string) =>
  call(`/api${path}`, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Every number under an id-like key, anywhere in a JSON body. */
const idsIn = (value: unknown, key = ""): number[] => {
  if (Array.isArray(value)) return value.flatMap((item) => idsIn(item, key));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => idsIn(v, k));
  return typeof value === "number" && /id$/i.test(key) ? [value] : [];
};

const praise = async (senderId: number, groupId: number | null, receiver: string, content: string) =>
  (await env.DB.prepare(
    `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status)
     VALUES (?, ?, ?, ?, ?, 1, 0, 'DIRECT') RETURNING id, uuid`,
  )
    .bind(crypto.randomUUID(), senderId, groupId, receiver, content)
    .first<{ id: number; uuid: string }>())!;
const group = async (memberId: number, name: string, orderIdx: number) =>
  (await env.DB.prepare("INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, ?) RETURNING id")
    .bind(memberId, name, orderIdx)
    .first<{ id: number }>())!.id;
const saveInto = async (praiseId: number, memberId: number, groupId: number) =>
  (await env.DB.prepare("INSERT INTO received_praises (praise_id, member_id, group_id) VALUES (?, ?, ?) RETURNING id")
    .bind(praiseId, memberId, groupId)
    .first<{ id: number }>())!.id;

/** A shared jar made by the token's member, opening today, with a letter of theirs. */
const jarOf = async (token: string) => {
  const made = await request(
    ["POST", "/jar", { recipientName: "A의동료", occasion: "THANKS", opensOn: kstDay(Date.now()) }],
    token,
  );
  const { jarId, keepKey } = (await made.json<{ data: { jarId: string; keepKey: string } }>()).data;
  const uploaded = await call(`/api/jar/${jarId}/photos`, {
    method: "POST",
    headers: { ...bearer(token), "Content-Type": "image/jpeg" },
    body: cleanJpeg(),
  });
  const { photoId } = (await uploaded.json<{ data: { photoId: string } }>()).data;
  const written = await request(
    ["POST", `/jar/${jarId}/letters`, { content: "A가 단지에 쓴 편지", honeyStampId: 55, photoId }],
    token,
  );
  return { jarId, keepKey, photoId, letterId: (await written.json<{ data: { letterId: number } }>()).data.letterId };
};

beforeAll(async () => {
  const a = await registerMember("김꿀벌", "1001");
  const b = await registerMember("이달콤", "1002");
  const c = await registerMember("최세번", "2001");
  tokenA = (await loginAs("김꿀벌")).accessToken;
  tokenB = (await loginAs("이달콤")).accessToken;
  const groupA = await group(a, "A의비밀그룹", 1);
  const groupA2 = await group(a, "A의둘째그룹", 2);
  const groupB = await group(b, "B그룹", 1);
  const groupC = await group(c, "C그룹", 1);
  const sentA = await praise(a, groupA, "A수신자", "A가 쓴 비밀 칭찬");
  const fromC = await praise(c, groupC, "김꿀벌", "C가 A에게");
  const sentB = await praise(b, groupB, "누군가", "B가 쓴 칭찬");
  const toB = await praise(c, groupC, "이달콤", "C가 B에게");
  await saveInto(sentA.id, c, groupC); // C keeps A's praise: a keeper only A may see
  const jarA = await jarOf(tokenA);
  ids = {
    jarA,
    groupA,
    groupA2,
    groupB,
    sentA,
    savedByA: { ...fromC, receivedId: await saveInto(fromC.id, a, groupA) },
    sentB,
    savedByB: { receivedId: await saveInto(toB.id, b, groupB) },
  };
});

describe("the matrix covers every mounted call", () => {
  it("has a row (or a reason for none) for each route of createPraiseHost()", () => {
    const classified = new Set([...MATRIX.map((row) => row.route), ...Object.keys(TAKES_NO_ID)]);
    expect(mountedRoutes()).toEqual([...classified].sort());
  });
});

describe.each(MATRIX)("$route — B with $what", (row) => {
  it(`answers ${row.status}, shows none of A's data and changes nothing`, async () => {
    const before = await dbSnapshot();
    const res = await request(row.asB(ids), tokenB);
    const text = await res.text();
    expect(res.status, text).toBe(row.status);
    if (row.status >= 400) expect(JSON.parse(text)).toEqual({ status: row.status, message: expect.any(String) });
    for (const secret of A_SECRETS.filter((s) => !row.reveals?.includes(s))) expect(text).not.toContain(secret);
    for (const hidden of row.hides ?? []) expect(text).not.toContain(hidden);
    const aIds = [ids.groupA, ids.groupA2, ids.savedByA.receivedId];
    expect(idsIn(JSON.parse(text)).filter((id) => aIds.includes(id))).toEqual([]);
    expect(await dbSnapshot()).toEqual(before);
  });
});

describe("the same calls work for their owner (the 404s are about ownership, not a bad request)", () => {
  it.each(MATRIX.filter((row) => row.route.startsWith("GET ") && row.status === 404 && !row.mixed && !row.keyed))(
    "$route with $what",
    async (row) => {
      const res = await request(row.asB(ids), tokenA);
      expect(res.status).toBe(200);
    },
  );
});
