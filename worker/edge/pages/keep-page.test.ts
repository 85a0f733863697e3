// Keeping a praise without script (keep-page.ts; decision 042): the landing's '꿀 저장하기' leads to the
// member's groups drawn by the worker; the choice posted is kept through the app's own call and
// answered 303 back to the landing; a refused post shows the API's Korean message; a double submit
// keeps once; a post that is not from our origin is refused with nothing written.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { kakaoIdForNickname } from "../../dev/test-users";
import { built } from "../../test/built-client";
import { deliveredPraise, ORIGIN } from "../../test/client";
import { cachingOf, KEPT_FOR_GOING_BACK, memberWithGroup, NOT_FROM_US } from "../../test/form-posts";
import { call } from "../../test/helpers";
import { KEEP_NO_GROUP } from "./keep-page";

let cookie: string;
let groupId: number;

beforeAll(async () => {
  ({ groupId, cookie } = await memberWithGroup("폼저장", "폼으로담는팀"));
}, 30_000);

const praiseFor = async (receiverName = "폼저장") =>
  (
    await deliveredPraise(`보냄${crypto.randomUUID().slice(0, 4)}`, {
      kakaoId: kakaoIdForNickname(`보냄${crypto.randomUUID()}`),
      groupName: "보낸팀",
      receiverName,
      content: "폼으로도 담기는 칭찬",
    })
  ).uuid;

const post = (uuid: string, fields: Record<string, string>, headers: Record<string, string> = { Origin: ORIGIN }) =>
  call(
    `/compliment/${uuid}/keep`,
    {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, ...headers },
      body: new URLSearchParams(fields).toString(),
    },
    built,
  );

const keptRows = async (uuid: string) =>
  (
    await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM received_praises r JOIN praises p ON p.id = r.praise_id WHERE p.uuid = ?",
    )
      .bind(uuid)
      .first<{ n: number }>()
  )?.n ?? 0;

describe("GET /compliment/:id/keep (the choice without script)", () => {
  it("draws the member's groups as radio buttons in a form posted to itself", async () => {
    const uuid = await praiseFor();
    const res = await call(`/compliment/${uuid}/keep`, { headers: { Cookie: cookie } }, built);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Security-Policy")).toMatch(/style-src 'self' [^;]*'sha256-/);
    const html = await res.text();
    expect(html).toContain(`<form method="post" action="/compliment/${uuid}/keep"`);
    expect(html).toMatch(
      new RegExp(`<input type="radio" name="groupId" value="${groupId}" required\\s*/>폼으로담는팀`),
    );
    expect(html).toContain("어느 그룹에 저장할까요?");
    // The app's icon, as on every page: without it the browser asks for /favicon.ico, which is not found.
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/images/logo.svg" />');
  });

  it("sends a visitor without a session to log in first, coming back to the choice", async () => {
    const uuid = await praiseFor();
    const res = await call(`/compliment/${uuid}/keep`, { redirect: "manual" }, built);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("Location") ?? "", ORIGIN);
    expect(location.pathname).toBe("/auth/kakao/start");
    expect(location.searchParams.get("returnTo")).toBe(`/compliment/${uuid}/keep`);
  });
});

describe("POST /compliment/:id/keep", () => {
  it("keeps the praise in the chosen group and answers 303 back to the landing", async () => {
    const uuid = await praiseFor();
    const res = await post(uuid, { groupId: String(groupId) });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/compliment/${uuid}`);
    expect(await keptRows(uuid)).toBe(1);
    const landing = await call(`/compliment/${uuid}`, { headers: { Cookie: cookie } }, built);
    expect(await landing.text()).toContain("저장한 그룹 보기");
  }, 30_000); // the first drawn landing loads the renderer

  it("keeps once when the form is sent twice: the second answer is the landing too", async () => {
    const uuid = await praiseFor();
    const [first, second] = [
      await post(uuid, { groupId: String(groupId) }),
      await post(uuid, { groupId: String(groupId) }),
    ];
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get("Location")).toBe(`/compliment/${uuid}`);
    expect(await keptRows(uuid)).toBe(1);
  });

  it("shows the API's Korean message on the page when the post is refused, nothing kept", async () => {
    const uuid = await praiseFor();
    const otherGroup = 987_654;
    const res = await post(uuid, { groupId: String(otherGroup) });
    expect(res.status).toBe(404);
    expect(cachingOf(res)).toEqual(KEPT_FOR_GOING_BACK);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain("그룹을 찾을 수 없어요");
    expect(html).toContain(`<form method="post" action="/compliment/${uuid}/keep"`);
    expect(html).toContain('<link rel="icon"');
    expect(await keptRows(uuid)).toBe(0);

    const none = await post(uuid, {});
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(KEEP_NO_GROUP);
    expect(await keptRows(uuid)).toBe(0);
  });

  it("takes a post that names no Origin only when the browser says it is same-origin", async () => {
    const uuid = await praiseFor();
    expect((await post(uuid, { groupId: String(groupId) }, { "Sec-Fetch-Site": "same-origin" })).status).toBe(303);
    expect(await keptRows(uuid)).toBe(1);
  });

  it.each(NOT_FROM_US)("refuses a post %s with 403, nothing written", async (_, headers) => {
    const uuid = await praiseFor();
    const res = await post(uuid, { groupId: String(groupId) }, headers);
    expect(res.status).toBe(403);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await keptRows(uuid)).toBe(0);
  });
});
