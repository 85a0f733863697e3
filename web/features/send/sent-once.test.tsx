// A praise is sent once, whatever the back button does: once the host has answered a uuid, the flow
// shows that praise (sent, delivered, kept) instead of a letter ready to send again.
import type { Stamp } from "@contract/praise";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { groupQueries } from "../../api/groups";
import { sendQueries } from "../../api/send";
import {
  emptySendDraft,
  readSendDraft,
  readSentPraise,
  rememberSentPraise,
  type SentPraise,
  writeSendDraft,
} from "../../lib/drafts";
import { resetKakaoSdkForTests } from "../../lib/kakao-sdk";
import { installKakaoSdk, kakaoQuotaError } from "../../test/kakao-sdk";
import { logIn, renderAt } from "../../test/render-route";

const UUID = "0b8f3c1e-7a2d-4e5f-9c1b-2d3e4f5a6b7c";
const STAMPS: Stamp[] = [{ id: 2, stampName: "센스 만점", imageUrl: "/images/stamps/stamp-2.svg" }];
const READY = {
  ...emptySendDraft(),
  receiverName: "이달콤",
  groupId: 12,
  groupName: "개발팀",
  ongoing: true,
  content: "발표 준비 고마워요",
  honeyStampId: 2,
  honeyStampImage: "/images/stamps/stamp-2.svg",
};
const SENT: SentPraise = {
  uuid: UUID,
  receivers: ["이달콤"],
  content: "발표 준비 고마워요",
  honeyStampImage: "/images/stamps/stamp-2.svg",
  shareToken: "k1.the-hosts-token",
};

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify({ status, message: "성공", data }), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/** The host: every POST creates a praise (a new uuid per key would show a second praise), the check answers `check`. */
const host = (check: Record<string, unknown> = { sendStatus: "FAIL", savedAt: null, reaction: null, keepers: [] }) => {
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), "http://localhost").pathname;
    if (path === "/api/send-praise" && init?.method === "POST") return json(201, { uuid: UUID });
    if (path === "/api/send-praise/check") return json(200, check);
    return json(200, null);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
};
const posts = (fetch: ReturnType<typeof host>) =>
  fetch.mock.calls.filter(([url, init]) => String(url).endsWith("/api/send-praise") && init?.method === "POST");

const prefill = (client: Parameters<Parameters<typeof renderAt>[1] & object>[0]) => {
  client.setQueryData(sendQueries.stamps().queryKey, STAMPS);
  client.setQueryData(groupQueries.list().queryKey, []);
};

let sendCustom: ReturnType<typeof installKakaoSdk>;
beforeEach(() => {
  logIn("김꿀벌");
  resetKakaoSdkForTests();
  sendCustom = installKakaoSdk();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Kakao;
});

describe("a praise is sent once", () => {
  it("back from the share finds the praise where step 1 was, the draft gone; nothing is sent again", async () => {
    writeSendDraft(READY);
    const fetch = host();
    const { router } = renderAt(["/", "/compliment/send/target", "/compliment/send/content"], prefill);
    await screen.findByText("10/180");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "꿀 보내기" })));
    await screen.findByText("카카오톡으로 보내는 중이에요…");
    expect(sendCustom).toHaveBeenCalledTimes(1);
    expect(readSendDraft()).toEqual(emptySendDraft());

    await act(() => router.navigate(-1)); // the phone's back, during the share
    expect(router.state.location.pathname).toBe("/compliment/send/target");
    expect(await screen.findByRole("heading", { name: "이미 보낸 꿀이에요" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "다음" })).toBeNull();
    expect(screen.queryByLabelText("받는 사람")).toBeNull();
    const stages = await screen.findByRole("list", { name: "보낸 꿀의 상태" });
    expect(within(stages).getByText("보냈어요").closest("li")?.getAttribute("aria-current")).toBe("step");
    expect(screen.getByText("아직 카카오톡으로 전달되지 않았어요. 공유 창을 닫았다면 다시 공유해주세요.")).toBeTruthy();
    expect(posts(fetch)).toHaveLength(1);

    // '새 꿀 보내기': an empty form, the praise before it left alone.
    fireEvent.click(screen.getByRole("button", { name: "새 꿀 보내기" }));
    expect(((await screen.findByLabelText("받는 사람")) as HTMLInputElement).value).toBe("");
    expect((screen.getByRole("button", { name: "다음" }) as HTMLButtonElement).disabled).toBe(true);
    expect(readSentPraise()).toBeNull();
    expect(posts(fetch)).toHaveLength(1);
  });

  it("an instant double tap on '꿀 보내기' sends one request and opens one share", async () => {
    writeSendDraft(READY);
    const fetch = host();
    renderAt(["/compliment/send/target", "/compliment/send/content"], prefill);
    await screen.findByText("10/180");
    const send = screen.getByRole("button", { name: "꿀 보내기" });
    await act(async () => {
      fireEvent.click(send);
      fireEvent.click(send);
    });
    await screen.findByText("카카오톡으로 보내는 중이에요…");
    expect(posts(fetch)).toHaveLength(1);
    expect(sendCustom).toHaveBeenCalledTimes(1);
  });

  it("reloaded on step 2 after the send: the praise, shared again with its own uuid, never posted again", async () => {
    rememberSentPraise(SENT);
    const fetch = host();
    const { router } = renderAt(["/compliment/send/content"], prefill);
    expect(await screen.findByRole("heading", { name: "이미 보낸 꿀이에요" })).toBeTruthy();
    expect(screen.getByText("To. 이달콤")).toBeTruthy();
    expect(screen.getByText("발표 준비 고마워요")).toBeTruthy();
    await screen.findByRole("list", { name: "보낸 꿀의 상태" });

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "다시 공유하기" })));
    await waitFor(() => expect(sendCustom).toHaveBeenCalledTimes(1));
    expect(sendCustom.mock.calls[0]?.[0]).toMatchObject({
      templateArgs: { id: UUID, receiver: "이달콤", sender: "김꿀벌", content: "발표 준비 고마워요" },
      serverCallbackArgs: { praiseUuid: UUID, shareToken: "k1.the-hosts-token" },
    });
    // Not delivered yet: it waits for KakaoTalk as right after the send.
    await waitFor(() => expect(router.state.location.state).toEqual({ sendingUuid: UUID }));
    expect(await screen.findByText("카카오톡으로 보내는 중이에요…")).toBeTruthy();
    expect(posts(fetch)).toHaveLength(0);
  });

  it("KakaoTalk refuses the share again (its daily quota): the praise stays sent, the page says so and keeps '다시 공유하기'", async () => {
    rememberSentPraise(SENT);
    const fetch = host();
    const quiet = vi.spyOn(console, "info").mockImplementation(() => {});
    const refused = installKakaoSdk({ refuse: kakaoQuotaError() });
    const { router } = renderAt(["/compliment/send/content"], prefill);
    await screen.findByRole("list", { name: "보낸 꿀의 상태" });

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "다시 공유하기" })));
    await waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    // A toast, on screen for 3 s: asked for within 2 s.
    expect(
      await screen.findByText("카카오톡 공유를 열지 못했어요. 잠시 후 다시 시도해주세요.", {}, { timeout: 2000 }),
    ).toBeTruthy();
    // Not waiting for a message KakaoTalk never sent: how to share it later stays on screen.
    expect(router.state.location.state).not.toEqual({ sendingUuid: UUID });
    expect(screen.getByRole("heading", { name: "이미 보낸 꿀이에요" })).toBeTruthy();
    expect(screen.getByText("아직 카카오톡으로 전달되지 않았어요. 공유 창을 닫았다면 다시 공유해주세요.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "다시 공유하기" })).toBeTruthy();
    expect(readSentPraise()).toEqual(SENT);
    expect(posts(fetch)).toHaveLength(0);
    quiet.mockRestore();
  });

  it("a relay's praise whose share KakaoTalk refuses: sent once with its relay, then shown sent, to share later", async () => {
    const RELAY_OF = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
    writeSendDraft({ ...READY, relayOf: RELAY_OF, relayFrom: "박벌꿀" });
    const fetch = host();
    const quiet = vi.spyOn(console, "info").mockImplementation(() => {});
    const refused = installKakaoSdk({ refuse: kakaoQuotaError() });
    renderAt(["/compliment/send/target", "/compliment/send/content"], prefill);
    await screen.findByText("10/180");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "꿀 보내기" })));
    await waitFor(() => expect(refused).toHaveBeenCalledTimes(1));

    // A toast, on screen for 3 s: asked for within 2 s.
    expect(
      await screen.findByText("카카오톡 공유를 열지 못했어요. 잠시 후 다시 시도해주세요.", {}, { timeout: 2000 }),
    ).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "이미 보낸 꿀이에요" })).toBeTruthy();
    expect(screen.queryByText("카카오톡으로 보내는 중이에요…")).toBeNull();
    expect(screen.getByRole("button", { name: "다시 공유하기" })).toBeTruthy();
    expect(posts(fetch)).toHaveLength(1);
    expect(JSON.parse(String(posts(fetch)[0]?.[1]?.body))).toMatchObject({ relayOf: RELAY_OF, content: READY.content });
    expect(readSentPraise()).toMatchObject({ uuid: UUID, content: READY.content });
    quiet.mockRestore();
  });

  it("back after the complete page: the praise kept, by whom, and a way to start a new one", async () => {
    rememberSentPraise(SENT);
    host({
      sendStatus: "DIRECT",
      savedAt: "2025-03-02T01:00:00.000Z",
      reaction: null,
      keepers: [{ name: "이달콤", savedAt: "2025-03-02T01:00:00.000Z", reaction: null }],
    });
    renderAt(["/compliment/send/target"], prefill);
    const stages = await screen.findByRole("list", { name: "보낸 꿀의 상태" });
    expect(within(stages).getByText("꿀단지에 담겼어요").closest("li")?.getAttribute("aria-current")).toBe("step");
    expect(await screen.findByText(/이달콤님이 꿀단지에 담았어요/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "새 꿀 보내기" })).toBeTruthy();
  });

  it("a praise the host does not know for this member (another member logged in since): the empty form", async () => {
    rememberSentPraise(SENT);
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response(JSON.stringify({ status: 404, message: "칭찬을 찾을 수 없어요." }), { status: 404 }),
      ),
    );
    renderAt(["/compliment/send/target"], prefill);
    expect(await screen.findByLabelText("받는 사람")).toBeTruthy();
    expect(readSentPraise()).toBeNull();
  });
});
