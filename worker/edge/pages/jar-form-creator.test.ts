// The creator's forms on the jar page without script (jar-form.ts, decision 042): 숨기기, 되돌리기 and
// 마감 posted by the drawn page, made the app's own calls and answered 303 back to the page; refused
// ones drawn again with the API's Korean message; posts not from our origin refused with nothing
// changed; and a double submit of the composer writes one letter.
import { beforeAll, describe, expect, it } from "vitest";
import { kakaoIdForNickname } from "../../dev/test-users";
import { browserLogin, SESSION_COOKIE } from "../../test/browser";
import { built } from "../../test/built-client";
import { cachingOf, KEPT_FOR_GOING_BACK } from "../../test/form-posts";
import { call, registerMember } from "../../test/helpers";
import { get, letterIdOf, makeJar, member, write } from "../../test/jar-kit";

const ORIGIN = "http://app.test";
let creator: { token?: string; cookie: string };
let stranger: string;

beforeAll(async () => {
  const made = await member("폼주인");
  creator = { token: made.token, cookie: `${SESSION_COOKIE}=${(await browserLogin("폼주인")).cookie}` };
  await registerMember("폼남", kakaoIdForNickname("폼남"));
  stranger = `${SESSION_COOKIE}=${(await browserLogin("폼남")).cookie}`;
});

const post = (jarId: string, fields: Record<string, string>, headers: Record<string, string>) =>
  call(
    `/jar/${jarId}`,
    {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    },
    built,
  );
const asCreator = () => ({ Origin: ORIGIN, Cookie: creator.cookie });

/** A jar of the creator's with one guest letter. */
const jarWithLetter = async () => {
  const { jarId } = await makeJar(creator);
  const letterId = await letterIdOf(await write(jarId, {}, "숨겨질지도 모를 편지", { writerName: "손님" }));
  return { jarId, letterId: String(letterId) };
};
const creatorView = async (jarId: string) =>
  (
    await get<{ letters: { letterId: number }[]; hiddenLetters?: { letterId: number }[]; closed: boolean }>(
      `/api/jar/${jarId}`,
      creator,
    )
  ).body.data;

describe("the creator's forms on POST /jar/:jarId", () => {
  it("the creator's own letter goes in through the composer's form and the page then shows it as theirs", async () => {
    const { jarId } = await makeJar(creator);
    const fields = { writerName: "", honeyStampId: "11", content: "만든 사람도 한 통" };
    const written = await post(jarId, fields, asCreator());
    expect(written.status, await written.clone().text()).toBe(303);
    expect((await get<{ mine: { content: string }[] }>(`/api/jar/${jarId}`, creator)).body.data.mine).toEqual([
      expect.objectContaining({ content: "만든 사람도 한 통" }),
    ]);
    const page = await call(`/jar/${jarId}`, { headers: { Cookie: creator.cookie, Accept: "text/html" } }, built);
    expect(await page.text()).toContain("만든 사람도 한 통");
  });

  it("숨기기 hides the letter and 되돌리기 brings it back, each answered 303 to the page", async () => {
    const { jarId, letterId } = await jarWithLetter();
    const hidden = await post(jarId, { intent: "remove", letterId }, asCreator());
    expect(hidden.status).toBe(303);
    expect(hidden.headers.get("Location")).toBe(`/jar/${jarId}`);
    let view = await creatorView(jarId);
    expect(view.letters).toEqual([]);
    expect(view.hiddenLetters?.map((letter) => letter.letterId)).toEqual([Number(letterId)]);

    const back = await post(jarId, { intent: "unhide", letterId }, asCreator());
    expect(back.status).toBe(303);
    view = await creatorView(jarId);
    expect(view.letters.map((letter) => letter.letterId)).toEqual([Number(letterId)]);
  }, 30_000);

  it("마감 closes the jar and 다시 편지 받기 opens it again", async () => {
    const { jarId } = await jarWithLetter();
    expect((await post(jarId, { intent: "close" }, asCreator())).status).toBe(303);
    expect((await creatorView(jarId)).closed).toBe(true);
    expect((await post(jarId, { intent: "reopen" }, asCreator())).status).toBe(303);
    expect((await creatorView(jarId)).closed).toBe(false);
  });

  it("draws the page again with the API's Korean message when the call is refused", async () => {
    const { jarId } = await jarWithLetter();
    const res = await post(jarId, { intent: "unhide", letterId: "999999" }, asCreator());
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(cachingOf(res)).toEqual(KEPT_FOR_GOING_BACK);
    expect(await res.text()).toMatch(/role="alert"[^>]*>[^<]*[가-힣]/);
  }, 30_000);

  it.each([
    ["another member", () => ({ Origin: ORIGIN, Cookie: stranger })],
    ["a guest", () => ({ Origin: ORIGIN })],
  ])("refuses %s: nothing hidden, nothing closed, the refusal said in Korean", async (_, headers) => {
    const { jarId, letterId } = await jarWithLetter();
    const hide = await post(jarId, { intent: "remove", letterId }, headers());
    expect([401, 403, 404]).toContain(hide.status);
    expect(await hide.text()).toMatch(/[가-힣]/);
    const close = await post(jarId, { intent: "close" }, headers());
    expect([401, 403]).toContain(close.status);
    const view = await creatorView(jarId);
    expect(view.letters.map((letter) => letter.letterId)).toEqual([Number(letterId)]);
    expect(view.closed).toBe(false);
  });

  it.each([
    ["from another site", { Origin: "https://evil.example" }],
    ["from an opaque origin (null)", { Origin: "null" }],
    ["with no Origin and no Sec-Fetch-Site", {} as Record<string, string>],
  ])("refuses a hide or close %s with 403, nothing changed", async (_, headers) => {
    const { jarId, letterId } = await jarWithLetter();
    for (const fields of [{ intent: "remove", letterId }, { intent: "close" }] as Record<string, string>[]) {
      const res = await post(jarId, fields, { Cookie: creator.cookie, ...headers });
      expect(res.status).toBe(403);
    }
    const view = await creatorView(jarId);
    expect(view.letters.map((letter) => letter.letterId)).toEqual([Number(letterId)]);
    expect(view.closed).toBe(false);
  });
});

describe("a double submit of the composer", () => {
  it("writes one letter: the second post, at once or after the first, gets the first one's answer", async () => {
    const { jarId } = await makeJar(creator);
    const letter = { writerName: "두번손님", honeyStampId: "12", content: "두 번 눌러도 한 통" };
    const headers = { Origin: ORIGIN, "CF-Connecting-IP": "198.51.100.7" };
    const [first, second] = await Promise.all([post(jarId, letter, headers), post(jarId, letter, headers)]);
    const third = await post(jarId, letter, headers);
    for (const res of [first, second, third]) {
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe(`/jar/${jarId}#mine`);
    }
    const cookie = first.headers.get("Set-Cookie")?.split(";")[0];
    expect(cookie).toMatch(/^__Host-kkul-writer=/);
    expect(second.headers.get("Set-Cookie")?.split(";")[0]).toBe(cookie);
    const view = await get<{ letterCount: number }>(`/api/jar/${jarId}`);
    expect(view.body.data.letterCount).toBe(1);
  }, 30_000);

  it("is only the same post twice in a row: 숨기기, 되돌리기 and 숨기기 again leave the letter hidden", async () => {
    const { jarId, letterId } = await jarWithLetter();
    const headers = { ...asCreator(), "CF-Connecting-IP": "198.51.100.8" };
    for (const intent of ["remove", "unhide", "remove"]) {
      const res = await post(jarId, { intent, letterId }, headers);
      expect(res.status, intent).toBe(303);
      expect((await creatorView(jarId)).hiddenLetters?.length ?? 0, intent).toBe(intent === "remove" ? 1 : 0);
    }
  });

  it("leaves 마감 and 다시 편지 받기 to be done each time: closed again after the app reopened it", async () => {
    const { jarId } = await makeJar(creator);
    const headers = { ...asCreator(), "CF-Connecting-IP": "198.51.100.9" };
    expect((await post(jarId, { intent: "close" }, headers)).status).toBe(303);
    // Reopened by the page's script (the app's own call), not by the form.
    await call(`/api/jar/${jarId}`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${creator.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ closed: false }),
    });
    expect((await creatorView(jarId)).closed).toBe(false);
    expect((await post(jarId, { intent: "close" }, headers)).status).toBe(303);
    expect((await creatorView(jarId)).closed).toBe(true);
  });
});
