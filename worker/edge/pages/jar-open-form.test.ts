// Keeping a jar from its opening page without script (jar-open-form.ts, decision 042): the shell's
// <noscript> form for a member, the key from a pasted opening link (or a ?key= address) posted and
// kept through the app's own call, 303 to the member's home; refused keys drawn again with the API's
// message; and posts not from our origin, or from nobody logged in, keep nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { kakaoIdForNickname } from "../../dev/test-users";
import { browserLogin, SESSION_COOKIE } from "../../test/browser";
import { built } from "../../test/built-client";
import { cachingOf, KEPT_FOR_GOING_BACK } from "../../test/form-posts";
import { call, registerMember } from "../../test/helpers";
import { get, makeJar, member, write } from "../../test/jar-kit";

const ORIGIN = "http://app.test";
let keeper: string;
let creator: { token?: string };

beforeAll(async () => {
  creator = await member("열기만듦");
  await registerMember("열기받음", kakaoIdForNickname("열기받음"));
  keeper = `${SESSION_COOKIE}=${(await browserLogin("열기받음")).cookie}`;
});

/** A jar opening today with one letter, and its opening link. */
const openingJar = async () => {
  const { jarId, keepKey } = await makeJar(creator, 0);
  await write(jarId, {}, "여는 날의 편지", { writerName: "손님" });
  return { jarId, keepKey, link: `${ORIGIN}/jar/${jarId}/open#key=${keepKey}` };
};
const kept = async (jarId: string, keepKey: string) =>
  (await get<{ kept: boolean }>(`/api/jar/${jarId}/opening?key=${keepKey}`)).body.data.kept;

const post = (jarId: string, key: string, headers: Record<string, string>) =>
  call(
    `/jar/${jarId}/open`,
    {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ key }).toString(),
    },
    built,
  );

describe("/jar/:jarId/open without script", () => {
  it("draws a member the keep form in <noscript>: a field for the link, or the key when the address carried it", async () => {
    const { jarId, keepKey } = await openingJar();
    const page = await call(`/jar/${jarId}/open`, { headers: { Cookie: keeper } }, built);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toMatch(/<noscript><main>[\s\S]*<form method="post" action="\/jar\/[^"]+\/open"/);
    expect(html).toContain("받은 여는 링크");
    const carried = await (
      await call(`/jar/${jarId}/open?key=${keepKey}`, { headers: { Cookie: keeper } }, built)
    ).text();
    expect(carried).toContain(`<input type="hidden" name="key" value="${keepKey}" />`);
    // With the key in the address the form needs no script at all: drawn in the root, where it works
    // before the scripts arrive too, and said once.
    expect(carried).toMatch(/<div id="root"><main>[\s\S]*<form method="post" action="\/jar\/[^"]+\/open"/);
    expect(carried).not.toContain("<noscript>");
    const anyone = await (await call(`/jar/${jarId}/open`, {}, built)).text();
    expect(anyone).toContain("꿀단지에 간직하려면 먼저 로그인해주세요.");
    expect(anyone).not.toContain("<form");
  }, 30_000);

  it("keeps the jar from the pasted opening link and answers 303 to home; a second post is kept already", async () => {
    const { jarId, keepKey, link } = await openingJar();
    const res = await post(jarId, link, { Origin: ORIGIN, Cookie: keeper });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    expect(await kept(jarId, keepKey)).toBe(true);
    const again = await post(jarId, keepKey, { Origin: ORIGIN, Cookie: keeper });
    expect(again.status).toBe(303);
  });

  it("draws the form again with the API's Korean message for a wrong key, or none", async () => {
    const { jarId, keepKey } = await openingJar();
    const wrong = await post(jarId, `${ORIGIN}/jar/${jarId}/open#key=${"A".repeat(22)}`, {
      Origin: ORIGIN,
      Cookie: keeper,
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(cachingOf(wrong)).toEqual(KEPT_FOR_GOING_BACK);
    expect(await wrong.text()).toMatch(/<p role="alert">[^<]*[가-힣]/);
    const none = await post(jarId, "링크를 잊었어요", { Origin: ORIGIN, Cookie: keeper });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("받은 여는 링크를 붙여넣어 주세요.");
    expect(await kept(jarId, keepKey)).toBe(false);
  });

  it("keeps nothing for someone not logged in: the refusal in Korean", async () => {
    const { jarId, keepKey, link } = await openingJar();
    const res = await post(jarId, link, { Origin: ORIGIN });
    expect(res.status).toBe(401);
    expect(await res.text()).toMatch(/role="alert">[^<]*[가-힣]/);
    expect(await kept(jarId, keepKey)).toBe(false);
  });

  it.each([
    ["from another site", { Origin: "https://evil.example" }],
    ["from an opaque origin (null)", { Origin: "null" }],
    ["with no Origin and no Sec-Fetch-Site", {} as Record<string, string>],
  ])("refuses a keep %s with 403, nothing kept", async (_, headers) => {
    const { jarId, keepKey, link } = await openingJar();
    const res = await post(jarId, link, { Cookie: keeper, ...headers });
    expect(res.status).toBe(403);
    expect(await kept(jarId, keepKey)).toBe(false);
  });
});
