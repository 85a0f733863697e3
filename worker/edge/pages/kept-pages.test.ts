// Anyone's view of a page this isolate keeps is answered before the stack runs (worker/index.ts,
// decision 024): the answer must be the one the stack gives — the same page and every header the
// stack adds — with an id of its own, and never a member's.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { kakaoIdForNickname } from "../../dev/test-users";
import worker from "../../index";
import { browserLogin, SESSION_COOKIE } from "../../test/browser";
import { built } from "../../test/built-client";
import { deliveredPraise, ORIGIN } from "../../test/client";

const read = async (path: string, headers: Record<string, string> = {}) => {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers }), { ...env, ...built }, ctx);
  await waitOnExecutionContext(ctx);
  return { res, html: await res.text() };
};
const withoutId = (headers: Headers) => [...headers].filter(([name]) => name !== "x-request-id");

describe("a kept page, answered before the stack", () => {
  it("is the stack's answer: the same page and headers, its own request id, and a member still gets their own view", async () => {
    const { uuid } = await deliveredPraise("먼저그린이", {
      kakaoId: kakaoIdForNickname("먼저그린이"),
      groupName: "그린 팀",
      receiverName: "읽는이",
      content: "한 번 그리면 충분해요",
    });

    const drawn = await read(`/compliment/${uuid}`);
    expect(drawn.html).toContain("한 번 그리면 충분해요");
    const kept = await read(`/compliment/${uuid}`);
    expect(kept.html).toBe(drawn.html);
    expect(withoutId(kept.res.headers)).toEqual(withoutId(drawn.res.headers));
    expect(kept.res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    expect(kept.res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(kept.res.headers.get("X-Request-Id")).toMatch(/.{8,}/);
    expect(kept.res.headers.get("X-Request-Id")).not.toBe(drawn.res.headers.get("X-Request-Id"));

    const { cookie } = await browserLogin("먼저그린이");
    const mine = await read(`/compliment/${uuid}`, { Cookie: `${SESSION_COOKIE}=${cookie}` });
    expect(mine.html).toContain("내가 보낸 꿀이에요");
    expect(mine.res.headers.get("Cache-Control")).toBe("private, no-store");
  }, 20_000); // the first landing drawn in a run loads the page renderer: seconds on a busy machine
});
