import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, call, loginAs, registerMember } from "../test/host-app";

let token: string;
let groupId: number;

beforeAll(async () => {
  const memberId = await registerMember("김꿀벌", "1001");
  token = (await loginAs("김꿀벌")).accessToken;
  groupId = (await env.DB.prepare(
    "INSERT INTO groups (member_id, name, order_idx) VALUES (?, '우리 팀', 1) RETURNING id",
  )
    .bind(memberId)
    .first<{ id: number }>())!.id;
});

const share = (body: Record<string, unknown>) =>
  call("/__dev/kakao/share", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://app.test" },
    body: JSON.stringify(body),
  });

describe("KakaoTalk share emulator", () => {
  it("serves an SDK stand-in with Kakao's API surface", async () => {
    const res = await call("/__dev/kakao-sdk.js");
    expect(res.headers.get("Content-Type")).toContain("javascript");
    const code = await res.text();
    for (const name of ["init(key)", "isInitialized()", "sendCustom", "sendScrap"]) expect(code).toContain(name);
    expect(code).not.toContain(env.KAKAO_ADMIN_KEY!);
  });

  it("offers in its chooser a refusal shaped like Kakao's at its daily quota, and cancels with an AbortError", async () => {
    // The chooser runs in Chromium in tests/e2e/jar-create.test.ts; here, what the page is handed.
    const code = await (await call("/__dev/kakao-sdk.js")).text();
    expect(code).toContain(">공유 한도 초과</button>");
    expect(code).toMatch(/name: "KakaoError", code: 4006, msg/);
    expect(code).toContain('new DOMException("공유를 취소했어요.", "AbortError")');
  });

  it("delivers a share to the app's webhook with the admin key, which marks the praise delivered", async () => {
    const sent = await call("/api/send-praise", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(token) },
      body: JSON.stringify({
        content: "고마워요",
        projectStatus: false,
        receiverName: "이달콤",
        groupId,
        honeyStampId: 1,
      }),
    });
    const { uuid, shareToken } = (await sent.json<{ data: { uuid: string; shareToken: string } }>()).data;

    const res = await share({
      appKey: env.KAKAO_JS_KEY,
      templateId: 100001,
      templateArgs: { sender: "김꿀벌", receiver: "이달콤", content: "고마워요", id: uuid },
      serverCallbackArgs: { praiseUuid: uuid, shareToken },
      chatType: "MultiChat",
    });
    expect(await res.json()).toEqual({ webhookStatus: 200 });

    const poll = await call(`/api/send-praise/check?praise-uuid=${uuid}`, { headers: bearer(token) });
    expect((await poll.json<{ data: unknown }>()).data).toEqual({
      sendStatus: "GROUP",
      savedAt: null,
      reaction: null,
      keepers: [],
    });

    const [latest] = await (await call("/__dev/shares")).json<
      { link: string; chatType: string; templateArgs: Record<string, string> }[]
    >();
    expect(latest).toMatchObject({
      link: `http://app.test/compliment/${uuid}`,
      chatType: "MultiChat",
      templateArgs: { sender: "김꿀벌", id: uuid },
    });
  });

  it("passes on a share whose callback args name a praise without its token, which the app's webhook refuses (403)", async () => {
    const sent = await call("/api/send-praise", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(token) },
      body: JSON.stringify({
        content: "남의 칭찬",
        projectStatus: false,
        receiverName: "이달콤",
        groupId,
        honeyStampId: 1,
      }),
    });
    const { uuid } = (await sent.json<{ data: { uuid: string } }>()).data;
    const res = await share({
      appKey: env.KAKAO_JS_KEY,
      templateId: 100001,
      templateArgs: { id: uuid },
      serverCallbackArgs: { praiseUuid: uuid }, // what any script on our page could send
    });
    expect(await res.json()).toEqual({ webhookStatus: 403 });
    const poll = await call(`/api/send-praise/check?praise-uuid=${uuid}`, { headers: bearer(token) });
    expect((await poll.json<{ data: { sendStatus: string } }>()).data.sendStatus).toBe("FAIL");
  });

  it("records a share without serverCallbackArgs (a recap, an answer) and calls no webhook, like Kakao", async () => {
    const uuid = crypto.randomUUID();
    const res = await share({
      appKey: env.KAKAO_JS_KEY,
      templateId: 100003,
      templateArgs: { keeper: "이달콤", reaction: "고마워요", id: uuid },
      chatType: "DirectChat",
    });
    expect(await res.json()).toEqual({ webhookStatus: 0 });
    const [latest] = await (await call("/__dev/shares")).json<{ link: string; templateId: string }[]>();
    expect(latest).toMatchObject({ templateId: "100003", link: `http://app.test/compliment/${uuid}` });
  });

  it("refuses a wrong JavaScript key like Kakao does", async () => {
    const res = await share({ appKey: "someone-else", templateId: 1 });
    expect(res.status).toBe(401);
  });
});
