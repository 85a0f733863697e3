import type { GroupSummary } from "@contract/group";
import type { ReceivedPraise } from "@contract/praise";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/client";
import { groupQueries } from "../../api/groups";
import { receiveQueries } from "../../api/receive";
import { getPendingUuid, isLoggedIn } from "../../api/session";
import { downloadImage, renderElementAsImage } from "../../lib/save-as-image";
import { logIn, renderAt } from "../../test/render-route";

vi.mock("../../lib/save-as-image", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/save-as-image")>()),
  renderElementAsImage: vi.fn(async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" })),
  downloadImage: vi.fn(),
}));
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(downloadImage).mockClear();
});

const KAKAOTALK_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-S921N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.200 Mobile Safari/537.36;KAKAOTALK 2410420";

const UUID = "3c2b1a09-8f7e-4d6c-b5a4-93827160f5e4";
const PRAISE: ReceivedPraise = {
  content: "회의 정리 고마워요.\n덕분에 편했어요!",
  senderName: "김꿀벌",
  receiverName: "이달콤",
  groupName: "디자인팀",
  groupId: -1,
  sendStatus: "DIRECT",
  imageUrl: "/images/stamps/stamp-3.svg",
  stampName: "긍정 파워",
};
const GROUPS: GroupSummary[] = [
  { groupId: 21, groupName: "우리팀", orderIdx: 1, receiveCount: 0, sendCount: 0, groupMembers: [] },
];

const renderLanding = (praise: ReceivedPraise | ApiError) =>
  renderAt([`/compliment/${UUID}`], (client) => {
    client.setQueryData(groupQueries.list().queryKey, GROUPS);
    const key = receiveQueries.byUuid(UUID, isLoggedIn() ? "member" : "anonymous").queryKey;
    if (praise instanceof ApiError) {
      // The cache holds the server's refusal, as after a real failed fetch.
      void client.prefetchQuery({ queryKey: key, queryFn: () => Promise.reject(praise) });
    } else client.setQueryData(key, praise);
  });

const card = () => screen.getByTestId("praise-card");

describe("/compliment/:id", () => {
  it("shows sender, receiver, group, stamp and the letter with its line breaks, plus notices", async () => {
    logIn("이달콤");
    renderLanding(PRAISE);
    expect(await screen.findByRole("heading", { name: "이달콤님에게 꿀이 도착했어요!" })).toBeTruthy();
    expect(within(card()).getByText("From.").parentElement?.textContent).toBe("From.김꿀벌");
    expect(within(card()).getByText("To.").parentElement?.textContent).toBe("To.이달콤");
    expect(within(card()).getByText("디자인팀")).toBeTruthy();
    expect(within(card()).getByText(/회의 정리/).textContent).toBe("회의 정리 고마워요.\n덕분에 편했어요!");
    expect(within(card()).getByRole("img", { name: "긍정 파워 꿀도장" }).getAttribute("src")).toBe(
      "/images/stamps/stamp-3.svg",
    );
    expect(screen.getByRole("heading", { name: "알아두세요" })).toBeTruthy();
    expect(within(card()).queryByRole("img", { name: "편지에 담긴 사진" })).toBeNull();
    expect(screen.getByRole("button", { name: "이미지로 저장" })).toBeTruthy();
  });

  it("'이미지로 저장' downloads the card in an ordinary browser", async () => {
    renderLanding(PRAISE);
    fireEvent.click(await screen.findByRole("button", { name: "이미지로 저장" }));
    await waitFor(() => expect(downloadImage).toHaveBeenCalledWith(expect.any(Blob), "칭찬 이미지.png"));
    expect(renderElementAsImage).toHaveBeenCalledWith(card());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("in KakaoTalk '이미지로 저장' opens the viewer instead of a download", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(KAKAOTALK_ANDROID);
    renderLanding(PRAISE);
    fireEvent.click(await screen.findByRole("button", { name: "이미지로 저장" }));
    const viewer = await screen.findByRole("dialog", { name: "이미지로 저장" });
    const picture = within(viewer).getByRole("img", { name: "김꿀벌님이 이달콤님에게 보낸 칭찬 카드" });
    expect(picture.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(viewer.textContent).toContain("이미지를 길게 눌러 저장하세요");
    expect(downloadImage).not.toHaveBeenCalled();
  });

  it("disables saving for the sender with '내가 보낸 꿀이에요'", async () => {
    logIn("김꿀벌");
    renderLanding({ ...PRAISE, sendStatus: "MYSELF" });
    const button = (await screen.findByRole("button", { name: "내가 보낸 꿀이에요" })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "꿀 저장하기" })).toBeNull();
    expect(screen.queryByTestId("sender-keepers")).toBeNull(); // nobody has kept it yet
  });

  it("shows its sender who kept it and each one's answer (where a '꿀 답장' link lands, decision 022)", async () => {
    logIn("김꿀벌");
    renderLanding({
      ...PRAISE,
      sendStatus: "MYSELF",
      keepers: [
        { name: "이달콤", savedAt: "2026-11-21T03:00:00.000Z", reaction: "MOVED" },
        { name: "박성실", savedAt: "2026-11-22T03:00:00.000Z", reaction: null },
      ],
    });
    const keepers = await screen.findByTestId("sender-keepers");
    expect(keepers.textContent).toContain("이달콤님 외 1명이 꿀단지에 담았어요");
    const rows = within(keepers)
      .getAllByRole("listitem")
      .map((row) => row.textContent);
    expect(rows[0]).toMatch(/^이달콤님.*‘감동이에요’$/);
    expect(rows[1]).toMatch(/^박성실님/);
    expect(rows[1]).not.toContain("‘");
  });

  it("links an already saved praise to its group", async () => {
    logIn("이달콤");
    renderLanding({ ...PRAISE, groupId: 21 });
    const link = await screen.findByRole("link", { name: "저장한 그룹 보기" });
    expect(link.getAttribute("href")).toBe("/group/21");
    expect(screen.getByText("이미 내 꿀단지에 저장한 꿀이에요.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "꿀 저장하기" })).toBeNull();
  });

  it("shows a kept jar letter's photo in its card to the member who kept it, and no frame without one", async () => {
    logIn("이달콤");
    renderLanding({ ...PRAISE, groupId: 21, photoUrl: "/api/jar/j/photos/p" });
    await screen.findByRole("link", { name: "저장한 그룹 보기" });
    expect(within(card()).getByRole("img", { name: "편지에 담긴 사진" }).getAttribute("src")).toBe(
      "/api/jar/j/photos/p",
    );
  });

  it("takes an anonymous viewer straight to Kakao through the worker's start, keeping the uuid for the way back", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const { router } = renderLanding(PRAISE);
    const login = await screen.findByRole("link", { name: "로그인하고 꿀 저장하기" });
    // Without JavaScript, the edge's login start, coming back to this praise (decision 042).
    expect(login.getAttribute("href")).toBe(`/auth/kakao/start?returnTo=%2Fcompliment%2F${UUID}`);
    await waitFor(() => expect(getPendingUuid()).toBe(UUID)); // remembered once the page has mounted
    window.localStorage.removeItem("uuid"); // e.g. cleared by another tab's login meanwhile
    fireEvent.click(login);
    expect(getPendingUuid()).toBe(UUID);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    // The worker makes the state, verifier and nonce (decision 026): the page keeps none of them.
    expect(assign.mock.calls[0]![0]).toBe("/auth/kakao/start");
    expect(JSON.stringify({ ...window.sessionStorage })).not.toMatch(/verifier|nonce|state/i);
    expect(router.state.location.pathname).toBe(`/compliment/${UUID}`); // not through /login
    assign.mockRestore();
  });

  // The login started here comes back with #keep (complete-login takes the return address first).
  it("comes back from that login to the choice of groups, opened once without a second tap", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const first = renderLanding(PRAISE);
    fireEvent.click(await screen.findByRole("link", { name: "로그인하고 꿀 저장하기" }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem("returnTo")).toBe(`/compliment/${UUID}#keep`);
    assign.mockRestore();
    first.unmount();

    logIn("이달콤");
    window.history.replaceState(null, "", `/compliment/${UUID}#keep`);
    renderLanding(PRAISE);
    expect(await screen.findByRole("dialog", { name: "어느 그룹에 저장할까요?" })).toBeTruthy();
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe(`/compliment/${UUID}`);
  });

  it("opens nothing on such a return for the praise the member sent, or one saved already", async () => {
    logIn("김꿀벌");
    for (const praise of [
      { ...PRAISE, sendStatus: "MYSELF" as const },
      { ...PRAISE, groupId: 21 },
    ]) {
      window.history.replaceState(null, "", `/compliment/${UUID}#keep`);
      const { unmount } = renderLanding(praise);
      await waitFor(() => expect(window.location.hash).toBe(""));
      expect(screen.queryByRole("dialog")).toBeNull();
      unmount();
    }
  });

  it("does not remember the praise for a logged-in viewer", async () => {
    logIn("이달콤");
    renderLanding(PRAISE);
    await screen.findByRole("button", { name: "꿀 저장하기" });
    expect(getPendingUuid()).toBeNull();
  });

  it("opens the group sheet (with add-group) for a logged-in receiver", async () => {
    logIn("이달콤");
    renderLanding(PRAISE);
    fireEvent.click(await screen.findByRole("button", { name: "꿀 저장하기" }));
    const sheet = screen.getByRole("dialog", { name: "어느 그룹에 저장할까요?" });
    const confirm = within(sheet).getByRole("button", { name: "이 그룹에 저장하기" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(sheet).getByRole("radio", { name: "우리팀" }));
    expect(confirm.disabled).toBe(false);
    fireEvent.change(within(sheet).getByRole("textbox"), { target: { value: "새 꿀단지" } });
    expect(within(sheet).getByRole("button", { name: "‘새 꿀단지’ 그룹 추가하기" })).toBeTruthy();
  });

  it.each([
    ["a missing praise (404)", new ApiError(404, "칭찬을 찾을 수 없어요.")],
    ["a malformed id (400)", new ApiError(400, "uuid 형식이 올바르지 않아요.")],
  ])("shows the fallback card for %s, not a crash", async (_, error) => {
    logIn("이달콤");
    renderLanding(error);
    expect(await screen.findByRole("heading", { name: "꿀을 찾을 수 없어요" })).toBeTruthy();
    expect(within(card()).getByText("내용을 찾을 수 없어요.")).toBeTruthy();
    expect(within(card()).getByText("그룹명을 찾을 수 없어요.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "꿀 저장하기" })).toBeNull();
    expect(screen.queryByRole("button", { name: "이미지로 저장" })).toBeNull();
    expect(screen.getByRole("link", { name: "홈으로 가기" }).getAttribute("href")).toBe("/");
  });

  it("draws '꿀 저장하기' in a form that asks the worker for the groups where there is no script", async () => {
    logIn("이달콤");
    renderLanding(PRAISE);
    const keep = await screen.findByRole("button", { name: "꿀 저장하기" });
    const form = keep.closest("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe(`/compliment/${UUID}/keep`);
    expect(keep.getAttribute("type")).toBe("submit");
    fireEvent.click(keep); // with script: the sheet, in place
    expect(await screen.findByRole("dialog", { name: "어느 그룹에 저장할까요?" })).toBeTruthy();
  });

  it("offers a visitor not logged in the way home from a missing praise, the card's fallbacks kept", async () => {
    renderLanding(new ApiError(404, "칭찬을 찾을 수 없어요."));
    expect(await screen.findByRole("heading", { name: "꿀을 찾을 수 없어요" })).toBeTruthy();
    expect(within(card()).getByText("내용을 찾을 수 없어요.")).toBeTruthy();
    expect(within(card()).getByText("그룹명을 찾을 수 없어요.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "홈으로" }).getAttribute("href")).toBe("/");
  });

  it("shows the group fallback when the sender's group is gone", async () => {
    renderLanding({ ...PRAISE, groupName: null });
    expect(await within(await screen.findByTestId("praise-card")).findByText("그룹명을 찾을 수 없어요.")).toBeTruthy();
  });
});
