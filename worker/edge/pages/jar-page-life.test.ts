// A shared jar's page for anyone is kept JAR_PAGE_SECONDS (decision 024), in this isolate's memory and
// in the Cache API: a letter written after it was drawn reaches the next reader once that life is over.
// The test waits the real seconds: the Cache API keeps time outside the worker, where vitest's fake
// clock does not reach (a fake clock moved past the life still gets the cached page from it).
import { beforeAll, describe, expect, it } from "vitest";
import { kstDay } from "../../contract/jar";
import { kakaoIdForNickname } from "../../dev/test-users";
import { built } from "../../test/built-client";
import { bearer, call, loginAs, registerMember } from "../../test/helpers";
import { call as hostCall } from "../../test/host-app";
import { JAR_PAGE_SECONDS } from "./jar-pages";

let token: string;
beforeAll(async () => {
  await registerMember("김꿀벌", kakaoIdForNickname("김꿀벌"));
  token = (await loginAs("김꿀벌")).accessToken;
});

// At the host itself, past the edge's letter limit: it counts a member by id, and ids repeat across
// the run's files (each has its own D1) while the edge's counter is the run's one.
const asMember = (path: string, body: unknown) =>
  hostCall(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...bearer(token) },
    body: JSON.stringify(body),
  });

/** The drops anyone's page shows. */
const drops = async (jarId: string) => {
  const res = await call(`/jar/${jarId}`, {}, built);
  expect(res.headers.get("Cache-Control")).toBe(`public, max-age=${JAR_PAGE_SECONDS}`);
  return Number(/꿀방울 <strong[^>]*>(\d+)<\/strong>개/.exec(await res.text())?.[1]);
};

describe("GET /jar/:jarId, anyone's page", () => {
  it(`shows a new letter to the next reader within ${JAR_PAGE_SECONDS} s of its writing`, async () => {
    const made = await asMember("/api/jar", {
      recipientName: "이달콤",
      occasion: "THANKS",
      opensOn: kstDay(Date.now()),
    });
    expect(made.status).toBe(201);
    const { jarId } = (await made.json<{ data: { jarId: string } }>()).data;
    expect(await drops(jarId)).toBe(0); // drawn, and kept for anyone
    expect((await asMember(`/api/jar/${jarId}/letters`, { content: "조금 늦은 편지", honeyStampId: 51 })).status).toBe(
      201,
    );
    const writtenAt = Date.now();
    expect(await drops(jarId)).toBe(0); // the kept page, still within its life

    await new Promise((resolve) => setTimeout(resolve, writtenAt + JAR_PAGE_SECONDS * 1000 + 200 - Date.now()));
    expect(await drops(jarId)).toBe(1);
  }, 30_000); // waits out the page's life in real time

  it("forgets the page at once when a writer leaves (회원 탈퇴, decision 040): their letter is not counted again", async () => {
    const made = await asMember("/api/jar", {
      recipientName: "박성실",
      occasion: "THANKS",
      opensOn: kstDay(Date.now()),
    });
    const { jarId } = (await made.json<{ data: { jarId: string } }>()).data;
    await registerMember("곧떠남", kakaoIdForNickname("곧떠남"));
    const leaver = (await loginAs("곧떠남")).accessToken;
    const letter = await hostCall(`/api/jar/${jarId}/letters`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(leaver) },
      body: JSON.stringify({ content: "먼저 떠나요", honeyStampId: 51 }),
    });
    expect(letter.status).toBe(201);
    expect(await drops(jarId)).toBe(1); // drawn, and kept for anyone

    expect((await call("/api/member", { method: "DELETE", headers: bearer(leaver) }, built)).status).toBe(200);
    expect(await drops(jarId)).toBe(0);
  });
});
