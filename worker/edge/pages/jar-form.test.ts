// The jar page's letter form posted without script (jar-form.ts; decision 021's form rule): written
// through the app's own call and answered 303 back to the page, where the letter shows as the guest's
// own; refused input drawn again with what was typed and the API's Korean message; and a post that is
// not from our origin refused with nothing written.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { kstDay } from "../../contract/jar";
import { kakaoIdForNickname } from "../../dev/test-users";
import worker from "../../index";
import { built } from "../../test/built-client";
import { cachingOf, KEPT_FOR_GOING_BACK, NOT_FROM_US } from "../../test/form-posts";
import { bearer, call, loginAs, registerMember } from "../../test/helpers";
import { aDayPasses } from "../../test/jar-kit";

const ORIGIN = "http://app.test";
let token: string;

beforeAll(async () => {
  await registerMember("폼만듦", kakaoIdForNickname("폼만듦"));
  token = (await loginAs("폼만듦")).accessToken;
});

const makeJar = async () => {
  await aDayPasses();
  const res = await call("/api/jar", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...bearer(token) },
    body: JSON.stringify({ recipientName: "이달콤", occasion: "FAREWELL", opensOn: kstDay(Date.now()) }),
  });
  return (await res.json<{ data: { jarId: string } }>()).data.jarId;
};

const post = (jarId: string, fields: Record<string, string>, headers: Record<string, string> = { Origin: ORIGIN }) =>
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

/** A page as the worker's own entry answers it (anyone's kept page first, worker/index.ts). */
const read = async (path: string, headers: Record<string, string> = {}) => {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers }), { ...env, ...built }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
};

const letterCount = async (jarId: string) =>
  (await (await call(`/api/jar/${jarId}`)).json<{ data: { letterCount: number } }>()).data.letterCount;

const LETTER = { writerName: "폼손님", honeyStampId: "12", content: "스크립트 없이도 전해지는 마음" };

describe("POST /jar/:jarId (the composer without script)", () => {
  it("writes a guest's letter, answers 303 with the writer cookie, and the page then shows it as theirs", async () => {
    const jarId = await makeJar();
    expect((await read(`/jar/${jarId}`)).status).toBe(200); // anyone's page, now kept by the isolate
    const res = await post(jarId, LETTER);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/jar/${jarId}#mine`);
    const writer = res.headers.get("Set-Cookie") ?? "";
    expect(writer).toMatch(/^__Host-kkul-writer=[A-Za-z0-9_-]{22};/);
    expect(await letterCount(jarId)).toBe(1);

    const back = await read(`/jar/${jarId}`, { Cookie: writer.split(";")[0]! });
    expect(back.status).toBe(200);
    expect(back.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await back.text();
    expect(html).toContain("스크립트 없이도 전해지는 마음");
    expect(html).toContain("내가 쓴 편지");
    // Anyone else's page still carries no letter.
    expect(await (await read(`/jar/${jarId}`)).text()).not.toContain("스크립트 없이도");
  }, 30_000); // the file's first drawn page loads the renderer: seconds on a busy machine

  it("takes a post that names no Origin only when the browser says it is same-origin", async () => {
    const jarId = await makeJar();
    expect((await post(jarId, LETTER, { "Sec-Fetch-Site": "same-origin" })).status).toBe(303);
    expect(await letterCount(jarId)).toBe(1);
  });

  it.each(NOT_FROM_US)("refuses a post %s with 403, nothing written", async (_, headers) => {
    const jarId = await makeJar();
    const res = await post(jarId, LETTER, headers);
    expect(res.status).toBe(403);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await letterCount(jarId)).toBe(0);
  });

  it("draws the page again for refused input: the API's status and message, what was typed kept", async () => {
    const jarId = await makeJar();
    const res = await post(jarId, { ...LETTER, content: "   " });
    expect(res.status).toBe(400);
    expect(cachingOf(res)).toEqual(KEPT_FOR_GOING_BACK);
    const html = await res.text();
    expect(html).toContain("편지 내용을 입력해주세요.");
    expect(html).toContain('value="폼손님"');
    expect(html).toMatch(/<input[^>]*name="honeyStampId"[^>]*value="12"[^>]*checked=""|checked=""[^>]*value="12"/);
    expect(await letterCount(jarId)).toBe(0);

    const noStamp = await post(jarId, { writerName: "폼손님", content: "도장을 잊은 편지" });
    expect(noStamp.status).toBe(400);
    const again = await noStamp.text();
    // One mistake, said once in the page's own words: the host's answer is the stamp field's message.
    const alerts = [...again.matchAll(/role="alert"[^>]*>([^<]*)</g)].map((alert) => alert[1]);
    expect(alerts).toEqual(["꿀도장을 선택해주세요"]);
    expect(again).toContain("도장을 잊은 편지</textarea>");
  }, 30_000);
});
