// The landing's answer without script (reaction-form.ts; decision 042): the word posted from the
// landing's form is sent through the app's own call and answered 303 back to the landing, which then
// shows it chosen; refused input shows the contract's Korean message; a post that is not from our
// origin is refused with nothing written.
import { beforeAll, describe, expect, it } from "vitest";
import { reactionFormPath } from "../../contract/reaction-form";
import { kakaoIdForNickname } from "../../dev/test-users";
import { built } from "../../test/built-client";
import { deliveredPraise, ORIGIN } from "../../test/client";
import { cachingOf, KEPT_FOR_GOING_BACK, memberWithGroup, NOT_FROM_US } from "../../test/form-posts";
import { bearer, call } from "../../test/helpers";

let cookie: string;
let groupId: number;
let token: string;

beforeAll(async () => {
  ({ token, groupId, cookie } = await memberWithGroup("폼답장", "폼으로답하는팀"));
}, 30_000);

type Kept = { reaction: string | null; receivePraiseId: number };
const asKeeper = async (uuid: string) =>
  (await (await call(`/api/receive-praise?uuid=${uuid}`, { headers: bearer(token) })).json<{ data: Kept }>()).data;

/** A praise delivered to the member and kept in their group: its uuid and their copy's id. */
const keptPraise = async () => {
  const { uuid } = await deliveredPraise(`답보냄${crypto.randomUUID().slice(0, 4)}`, {
    kakaoId: kakaoIdForNickname(`답보냄${crypto.randomUUID()}`),
    groupName: "보낸팀",
    receiverName: "폼답장",
    content: "폼으로도 답하는 칭찬",
  });
  const kept = await call("/api/receive-praise", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...bearer(token) },
    body: JSON.stringify({ praiseUuid: uuid, groupId }),
  });
  expect(kept.ok).toBe(true);
  return { uuid, receivePraiseId: (await asKeeper(uuid)).receivePraiseId };
};

const post = (uuid: string, fields: Record<string, string>, headers: Record<string, string> = { Origin: ORIGIN }) =>
  call(
    reactionFormPath(uuid),
    {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, ...headers },
      body: new URLSearchParams(fields).toString(),
    },
    built,
  );

describe("POST /compliment/:id/reaction (the landing's answer without script)", () => {
  it("answers with the word picked, 303 back to the landing, which draws it chosen", async () => {
    const { uuid, receivePraiseId } = await keptPraise();
    const landing = await call(`/compliment/${uuid}`, { headers: { Cookie: cookie } }, built);
    const before = await landing.text();
    // The member's landing carries the form before any script: the words as radio buttons, posted here.
    expect(before).toContain(`action="${reactionFormPath(uuid)}"`);
    expect(before).toMatch(new RegExp(`<input type="hidden" name="receivePraiseId" value="${receivePraiseId}"`));
    expect(before).toMatch(/<input type="radio" name="reaction" value="MOVED"/);
    // '릴레이 이어가기' is a link to the send flow carrying the relay (the built-in host takes it).
    expect(before).toMatch(
      new RegExp(`<a [^>]*href="/compliment/send/target\\?relayOf=${uuid}&amp;relayFrom=[^"]+"[^>]*>`),
    );
    expect(before).toContain("릴레이 이어가기");

    const res = await post(uuid, { receivePraiseId: String(receivePraiseId), reaction: "MOVED" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/compliment/${uuid}`);
    expect((await asKeeper(uuid)).reaction).toBe("MOVED");

    const after = await (await call(`/compliment/${uuid}`, { headers: { Cookie: cookie } }, built)).text();
    expect(after).toMatch(/<input type="radio" name="reaction" checked="" value="MOVED"\/>/);
    expect(after).toContain(`<noscript><button type="submit"`);
    expect(after).toContain("답장을 보냈어요. 다른 말로 바꿀 수도 있어요.");
  }, 30_000); // the file's first drawn landing loads the renderer: seconds on a busy machine

  it("takes a post that names no Origin only when the browser says it is same-origin", async () => {
    const { uuid, receivePraiseId } = await keptPraise();
    const res = await post(
      uuid,
      { receivePraiseId: String(receivePraiseId), reaction: "SWEET" },
      {
        "Sec-Fetch-Site": "same-origin",
      },
    );
    expect(res.status).toBe(303);
    expect((await asKeeper(uuid)).reaction).toBe("SWEET");
  });

  it.each(NOT_FROM_US)("refuses a post %s with 403, nothing written", async (_, headers) => {
    const { uuid, receivePraiseId } = await keptPraise();
    const res = await post(uuid, { receivePraiseId: String(receivePraiseId), reaction: "THANKS" }, headers);
    expect(res.status).toBe(403);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect((await asKeeper(uuid)).reaction).toBeNull();
  });

  it("shows the contract's Korean message for a post with no word or another's copy, nothing written", async () => {
    const { uuid, receivePraiseId } = await keptPraise();
    const none = await post(uuid, { receivePraiseId: String(receivePraiseId) });
    expect(none.status).toBe(400);
    expect(cachingOf(none)).toEqual(KEPT_FOR_GOING_BACK);
    const html = await none.text();
    expect(html).toContain('role="alert">꿀 답장을 골라주세요.');
    expect(html).toContain(`href="/compliment/${uuid}"`);
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/images/logo.svg" />');

    const made = await post(uuid, { receivePraiseId: String(receivePraiseId), reaction: "HUG" });
    expect(made.status).toBe(400);
    expect(await made.text()).toContain("꿀 답장을 골라주세요.");

    const another = await post(uuid, { receivePraiseId: "987654321", reaction: "THANKS" });
    expect(another.status).toBe(404);
    expect(await another.text()).toContain("칭찬을 찾을 수 없어요.");
    expect((await asKeeper(uuid)).reaction).toBeNull();
  });

  it("sends a visitor without a session to log in first, coming back to the landing", async () => {
    const { uuid, receivePraiseId } = await keptPraise();
    const res = await post(
      uuid,
      { receivePraiseId: String(receivePraiseId), reaction: "THANKS" },
      {
        Origin: ORIGIN,
        Cookie: "",
      },
    );
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("Location") ?? "", ORIGIN);
    expect(location.pathname).toBe("/auth/kakao/start");
    expect(location.searchParams.get("returnTo")).toBe(`/compliment/${uuid}`);
    expect((await asKeeper(uuid)).reaction).toBeNull();
  });
});
