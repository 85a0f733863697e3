// The receiver's honey reaction (picker), the sender's view of it, and home's
// 'new' mark that opening the group clears. The host side is tested on real D1
// (worker/host/praise/reactions.test.ts); here the fetch stands in only to see what the page asks.
import type { GroupSummary } from "@contract/group";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clientConfigQuery } from "../api/config";
import { groupQueries } from "../api/groups";
import { type PraiseLetter, praiseQueries } from "../api/praise";
import { readSendDraft } from "../lib/drafts";
import { resetKakaoSdkForTests } from "../lib/kakao-sdk";
import { installKakaoSdk, kakaoQuotaError } from "../test/kakao-sdk";
import { logIn, renderAt, TEST_CONFIG } from "../test/render-route";

const GROUP_ID = 7;

const letter = (overrides: Partial<PraiseLetter>): PraiseLetter => ({
  id: 31,
  name: "김꿀벌",
  content: "발표 준비 고마워요",
  stampUrl: "/images/stamps/stamp-1.svg",
  profileImageUrl: "/images/profile/profile-2.svg",
  date: "2026-11-20T09:00:00.000Z",
  ...overrides,
});
const page = (letters: PraiseLetter[]) => ({
  pages: [{ letters, pageInfo: { pageNum: 0, pageSize: 10, totalElements: letters.length, totalPages: 1 } }],
  pageParams: [0],
});
const summary = (hasNewReaction: boolean): GroupSummary => ({
  groupId: GROUP_ID,
  groupName: "우리팀",
  orderIdx: 1,
  receiveCount: 1,
  sendCount: 2,
  groupMembers: [{ name: "이달콤" }],
  hasNewReaction,
});

const renderGroup = (tab: "receive" | "send", letters: PraiseLetter[], hasNew = false, relay = false) =>
  renderAt([`/group/${GROUP_ID}?tab=${tab}`], (client) => {
    client.setQueryData(clientConfigQuery.queryKey, { ...TEST_CONFIG, relay });
    // The group's own info says whether a reaction is new; home's list agrees.
    client.setQueryData(groupQueries.info(GROUP_ID).queryKey, {
      groupId: GROUP_ID,
      groupName: "우리팀",
      praiseCount: 1,
      receiveCount: tab === "receive" ? letters.length : 0,
      sendCount: tab === "send" ? letters.length : 0,
      hasNewReaction: hasNew,
    });
    client.setQueryData(groupQueries.list().queryKey, [summary(hasNew)]);
    client.setQueryData(praiseQueries.receivedStamps(GROUP_ID).queryKey, []);
    client.setQueryData(praiseQueries.list(GROUP_ID, "receive").queryKey, page(tab === "receive" ? letters : []));
    client.setQueryData(praiseQueries.list(GROUP_ID, "send").queryKey, page(tab === "send" ? letters : []));
  });

const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: 200, message: "OK", data }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });

beforeEach(() => {
  logIn("이달콤");
  resetKakaoSdkForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Kakao;
});

describe("the receiver answers with a honey reaction", () => {
  it("offers four words as one radio group in the received praise's detail and sends the pick", async () => {
    const fetch = vi.fn(async () => ok({ reaction: "MOVED", reactedAt: "2026-11-22T01:00:00.000Z" }));
    vi.stubGlobal("fetch", fetch);
    renderGroup("receive", [letter({ canReact: true, reaction: null })]);
    fireEvent.click(await screen.findByTestId("praise-item"));
    const dialog = await screen.findByRole("dialog", { name: "받은 꿀" });
    const group = within(dialog).getByRole("group", { name: "김꿀벌님에게 꿀로 답하기" });
    const radios = within(group).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((r) => r.closest("label")?.textContent)).toEqual([
      "고마워요",
      "감동이에요",
      "힘이 나요",
      "달달해요",
    ]);
    expect(radios.some((r) => r.checked)).toBe(false);

    fireEvent.click(within(group).getByRole("radio", { name: "감동이에요" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain("/api/receive-praise/reaction");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ receivePraiseId: 31, reaction: "MOVED" });
    expect((within(group).getByRole("radio", { name: "감동이에요" }) as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByText("답장을 보냈어요. 다른 말로 바꿀 수도 있어요.")).toBeTruthy();
  });

  it("puts the choice back and says so when the host refuses", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 404, message: "칭찬을 찾을 수 없어요." }), {
            status: 404,
            headers: { "Content-Type": "application/json" },
          }),
      ),
    );
    renderGroup("receive", [letter({ canReact: true, reaction: "THANKS" })]);
    fireEvent.click(await screen.findByTestId("praise-item"));
    const group = await screen.findByRole("group", { name: "김꿀벌님에게 꿀로 답하기" });
    expect((within(group).getByRole("radio", { name: "고마워요" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole("radio", { name: "달달해요" }));
    expect(await screen.findByText("칭찬을 찾을 수 없어요.")).toBeTruthy();
    expect((within(group).getByRole("radio", { name: "고마워요" }) as HTMLInputElement).checked).toBe(true);
  });

  it("offers nothing to a member who may not answer (not the first to keep it)", async () => {
    renderGroup("receive", [letter({ canReact: false, reaction: null })]);
    fireEvent.click(await screen.findByTestId("praise-item"));
    const dialog = await screen.findByRole("dialog", { name: "받은 꿀" });
    expect(within(dialog).queryByTestId("reaction-picker")).toBeNull();
  });
});

describe("from the received detail (decision 022): the answer sent back, the relay", () => {
  const UUID = "7d1c7a8e-5a43-4c1b-9f0e-2b6f3c1d9a01";
  // The host's answers: the praise by its uuid (its relay chain), and the reaction call.
  const host = () =>
    vi.fn(async (url: string) =>
      String(url).includes("/api/receive-praise?")
        ? ok({
            content: "발표 준비 고마워요\n덕분에 살았어요",
            senderName: "김꿀벌",
            receiverName: "이달콤",
            relay: [
              { senderName: "박성실", receiverNames: ["김꿀벌"], sentAt: "2026-11-19T09:00:00.000Z" },
              { senderName: "김꿀벌", receiverNames: ["이달콤"], sentAt: "2026-11-20T09:00:00.000Z" },
            ],
            relayLength: 2,
            groupName: "우리팀",
            groupId: GROUP_ID,
            sendStatus: "GROUP",
            imageUrl: "/images/stamps/stamp-1.svg",
            stampName: "센스 만점",
            receivePraiseId: 31,
            reaction: "THANKS",
            canReact: true,
          })
        : ok({ reaction: "THANKS", reactedAt: "2026-11-22T01:00:00.000Z" }),
    );

  it("after answering, '카카오톡으로도 알리기' shares the answer with its own template, linking the praise", async () => {
    vi.stubGlobal("fetch", host());
    const sendCustom = installKakaoSdk();
    renderGroup("receive", [
      letter({ canReact: true, reaction: null, uuid: UUID, content: "발표 준비 고마워요\n덕분에 살았어요" }),
    ]);
    fireEvent.click(await screen.findByTestId("praise-item"));
    const group = await screen.findByRole("group", { name: "김꿀벌님에게 꿀로 답하기" });
    // Nothing to send back before an answer.
    expect(within(group).queryByRole("button", { name: "카카오톡으로도 알리기" })).toBeNull();
    fireEvent.click(within(group).getByRole("radio", { name: "고마워요" }));
    fireEvent.click(await within(group).findByRole("button", { name: "카카오톡으로도 알리기" }));
    await waitFor(() => expect(sendCustom).toHaveBeenCalled());
    expect(sendCustom).toHaveBeenCalledWith({
      templateId: 3,
      templateArgs: {
        keeper: "이달콤",
        sender: "김꿀벌",
        reaction: "고마워요",
        title: "이달콤님이 ‘고마워요’ 꿀 답장을 보냈어요",
        content: "발표 준비 고마워요",
        id: UUID,
        answerImageUrl: `${location.origin}/compliment/${UUID}/answer.png?reaction=THANKS`,
      },
    });
  });

  it("says so when KakaoTalk refuses the answer's share (its daily quota), the answer kept", async () => {
    vi.stubGlobal("fetch", host());
    const quiet = vi.spyOn(console, "info").mockImplementation(() => {});
    const refused = installKakaoSdk({ refuse: kakaoQuotaError() });
    renderGroup("receive", [letter({ canReact: true, reaction: "SWEET", uuid: UUID })]);
    fireEvent.click(await screen.findByTestId("praise-item"));
    fireEvent.click(await screen.findByRole("button", { name: "카카오톡으로도 알리기" }));
    await waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    // A toast, on screen for 3 s: asked for within 2 s.
    expect(
      await screen.findByText("카카오톡 공유를 열지 못했어요. 잠시 후 다시 시도해주세요.", {}, { timeout: 2000 }),
    ).toBeTruthy();
    const group = screen.getByRole("group", { name: "김꿀벌님에게 꿀로 답하기" });
    expect((within(group).getByRole("radio", { name: "달달해요" }) as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByRole("button", { name: "카카오톡으로도 알리기" })).toBeTruthy();
    quiet.mockRestore();
  });

  it("says so when KakaoTalk's share cannot open, and offers nothing without the answer template", async () => {
    vi.stubGlobal("fetch", host());
    // An SDK that cannot start (a blocked or broken script): the share is unavailable.
    window.Kakao = {
      init: () => {
        throw new Error("blocked");
      },
      isInitialized: () => false,
      Share: { sendCustom: vi.fn() },
    };
    const view = renderGroup("receive", [letter({ canReact: true, reaction: "SWEET", uuid: UUID })]);
    fireEvent.click(await screen.findByTestId("praise-item"));
    fireEvent.click(await screen.findByRole("button", { name: "카카오톡으로도 알리기" }));
    expect(await screen.findByText("카카오톡 공유를 열지 못했어요. 잠시 후 다시 시도해주세요.")).toBeTruthy();
    view.unmount();

    renderAt([`/group/${GROUP_ID}?tab=receive`], (client) => {
      client.setQueryData(clientConfigQuery.queryKey, { ...TEST_CONFIG, kakaoAnswerTemplateId: "" });
      client.setQueryData(groupQueries.info(GROUP_ID).queryKey, {
        groupId: GROUP_ID,
        groupName: "우리팀",
        praiseCount: 1,
      });
      client.setQueryData(groupQueries.list().queryKey, [summary(false)]);
      client.setQueryData(praiseQueries.receivedStamps(GROUP_ID).queryKey, []);
      client.setQueryData(
        praiseQueries.list(GROUP_ID, "receive").queryKey,
        page([letter({ canReact: true, reaction: "SWEET", uuid: UUID })]),
      );
    });
    fireEvent.click(await screen.findByTestId("praise-item"));
    await screen.findByRole("group", { name: "김꿀벌님에게 꿀로 답하기" });
    expect(screen.queryByRole("button", { name: "카카오톡으로도 알리기" })).toBeNull();
  });

  it("shows the relay chain and continues it into the send flow where the host takes relays", async () => {
    vi.stubGlobal("fetch", host());
    const view = renderGroup("receive", [letter({ canReact: true, reaction: "THANKS", uuid: UUID })], false, true);
    fireEvent.click(await screen.findByTestId("praise-item"));
    const dialog = await screen.findByRole("dialog", { name: "받은 꿀" });
    expect((await within(dialog).findByTestId("relay-chain")).textContent).toBe(
      "칭찬 릴레이 · 2번째 릴레이박성실 → 김꿀벌 → 이달콤",
    );
    fireEvent.click(within(dialog).getByRole("link", { name: "릴레이 이어가기" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/compliment/send/target"));
    expect(readSendDraft()).toMatchObject({ relayOf: UUID, relayFrom: "김꿀벌" });
  });
});

describe("the sender sees it", () => {
  it("on the sent item and in its detail", async () => {
    logIn("김꿀벌");
    renderGroup("send", [letter({ name: "이달콤", savedAt: "2026-11-21T03:00:00.000Z", reaction: "THANKS" })]);
    const item = await screen.findByTestId("praise-item");
    expect(within(item).getByTestId("reaction-mark").textContent).toBe("이달콤님이 ‘고마워요’ 꿀로 답했어요");
    expect(within(item).getByTestId("reaction-mark").querySelector("img")?.getAttribute("src")).toBe(
      "/images/reactions/thanks.svg",
    );
    fireEvent.click(item);
    const dialog = await screen.findByRole("dialog", { name: "보낸 꿀" });
    expect(within(dialog).getByTestId("reaction-mark").textContent).toContain("‘고마워요’");
  });

  it("as '새 답장' on home's card, in the sent tile's name", async () => {
    logIn("김꿀벌");
    renderAt(["/"], (client) => client.setQueryData(groupQueries.list().queryKey, [summary(true)]));
    const link = await screen.findByRole("link", { name: /보낸 꿀.*새 답장/ });
    expect(link.getAttribute("href")).toBe(`/group/${GROUP_ID}?tab=send`);
  });

  it("opening the group tells the host it was seen", async () => {
    logIn("김꿀벌");
    const fetch = vi.fn(async () => ok(null));
    vi.stubGlobal("fetch", fetch);
    renderGroup("send", [letter({ name: "이달콤", reaction: "SWEET" })], true);
    const patches = () =>
      (fetch.mock.calls as unknown as [string, RequestInit][]).filter(([, init]) => init.method === "PATCH");
    await waitFor(() => expect(patches()).toHaveLength(1));
    const [url, init] = patches()[0]!;
    expect(String(url)).toContain("/api/group/reactions-seen");
    expect(JSON.parse(String(init.body))).toEqual({ groupId: GROUP_ID });
  });

  it("asks nothing when the group has no news", async () => {
    logIn("김꿀벌");
    const fetch = vi.fn(async () => ok(null));
    vi.stubGlobal("fetch", fetch);
    renderGroup("send", [letter({ name: "이달콤" })], false);
    await screen.findByTestId("praise-item");
    expect(fetch).not.toHaveBeenCalled();
  });
});
