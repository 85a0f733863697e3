// After 회원 탈퇴 (decision 028), an old link no longer shows the member: the praise's landing, drawn
// and cached for anyone before, and its card image are forgotten with the account.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { kakaoIdForNickname } from "../../dev/test-users";
import { browserLogin, PAGE_HEADERS, SESSION_COOKIE } from "../../test/browser";
import { built } from "../../test/built-client";
import { deliveredPraise, ORIGIN } from "../../test/client";

describe("a departed member's praise pages", () => {
  it("are drawn afresh after 회원 탈퇴: the landing and its card no longer come from any cache", async () => {
    const { uuid } = await deliveredPraise("떠날사람", {
      kakaoId: kakaoIdForNickname("떠날사람"),
      groupName: "떠날 팀",
      receiverName: "남는사람",
      content: "그동안 고마웠어요",
    });
    const app = createApp();
    const request = async (path: string, init?: RequestInit) => {
      const ctx = createExecutionContext(); // the anonymous landing is stored (waitUntil), as in production
      const res = await app.request(`${ORIGIN}${path}`, init, { ...env, ...built }, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    const card = `${ORIGIN}/compliment/${uuid}/card.png`;

    const before = await (await request(`/compliment/${uuid}`)).text();
    expect(before).toContain("떠날사람");
    // The card as the edge stores it once drawn (drawing needs the built images, which this test has not).
    await (await caches.open("praise-cards")).put(
      card,
      new Response("drawn card", {
        headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=31536000" },
      }),
    );
    expect(await (await request(`/compliment/${uuid}/card.png`)).text()).toBe("drawn card");

    const { cookie } = await browserLogin("떠날사람");
    const left = await request("/api/member", {
      method: "DELETE",
      headers: { Cookie: `${SESSION_COOKIE}=${cookie}`, ...PAGE_HEADERS },
    });
    expect(left.status).toBe(200);

    const after = await (await request(`/compliment/${uuid}`)).text();
    expect(after).not.toContain("떠날사람");
    expect(after).not.toContain("그동안 고마웠어요");
    expect(await (await caches.open("praise-cards")).match(card)).toBeUndefined();
  }, 20_000); // the first landing drawn in a run loads the page renderer
});
