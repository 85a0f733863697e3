import type { GroupSummary } from "@contract/group";
import type { StampCard } from "@contract/praise";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { groupQueries } from "../../api/groups";
import { type PraiseLetter, type PraisePage, praiseQueries } from "../../api/praise";
import { SESSION_KEYS } from "../../api/session";
import { AppProviders, createQueryClient } from "../../app/providers";
import { routes } from "../../app/router";
import { SEND_DRAFT_KEY } from "../../lib/drafts";
import { downloadImage } from "../../lib/save-as-image";

vi.mock("../../lib/save-as-image", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/save-as-image")>()),
  renderElementAsImage: vi.fn(async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" })),
  downloadImage: vi.fn(),
}));

const KAKAOTALK_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.5";

const GROUP_ID = 7;

const letter = (id: number, name = "김꿀벌"): PraiseLetter => ({
  id,
  name,
  content: `칭찬 ${id}번째\n둘째 줄\n셋째 줄`,
  stampUrl: "/images/stamps/stamp-1.svg",
  profileImageUrl: "/images/profile/profile-2.svg",
  date: "2026-11-22T09:00:00.000Z",
});

/** Pages of 10 as the server would answer them, `total` praise in all (ids total..1, newest first). */
const pages = (total: number, loaded = 1, name?: string): { pages: PraisePage[]; pageParams: number[] } => {
  const totalPages = Math.ceil(total / 10);
  const all = Array.from({ length: total }, (_, i) => letter(total - i, name));
  const count = Math.max(1, Math.min(loaded, totalPages));
  return {
    pages: Array.from({ length: count }, (_, page) => ({
      letters: all.slice(page * 10, page * 10 + 10),
      pageInfo: { pageNum: page, pageSize: 10, totalElements: total, totalPages },
    })),
    pageParams: Array.from({ length: count }, (_, page) => page),
  };
};

const summary = (groupId: number, groupName: string): GroupSummary => ({
  groupId,
  groupName,
  orderIdx: groupId,
  receiveCount: 0,
  sendCount: 0,
  groupMembers: [],
});

const stamps: StampCard[] = [
  { imageUrl: "/images/stamps/stamp-1.svg", stampName: "왕꼼꼼이", count: 3, totalCount: 5 },
  { imageUrl: "/images/stamps/stamp-2.svg", stampName: "센스 만점", count: 0, totalCount: 2 },
];

type Setup = { received?: number; sent?: number; loadedReceived?: number; path?: string; state?: unknown };

/**
 * The real route table at /group/7, logged in, with everything the page asks for already in the
 * cache (nothing is stale, so nothing goes to the network).
 */
const renderDetail = ({
  received = 12,
  sent = 0,
  loadedReceived = 1,
  path = `/group/${GROUP_ID}`,
  state,
}: Setup = {}) => {
  window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
  const client = createQueryClient();
  client.setQueryDefaults(groupQueries.all, { staleTime: Infinity });
  client.setQueryDefaults(praiseQueries.all, { staleTime: Infinity });
  client.setQueryData(groupQueries.info(GROUP_ID).queryKey, {
    groupId: GROUP_ID,
    groupName: "우리팀",
    praiseCount: received + sent,
  });
  client.setQueryData(praiseQueries.receivedStamps(GROUP_ID).queryKey, stamps);
  client.setQueryData(praiseQueries.list(GROUP_ID, "receive").queryKey, pages(received, loadedReceived));
  client.setQueryData(praiseQueries.list(GROUP_ID, "send").queryKey, pages(sent, 1, "박철수"));
  client.setQueryData(groupQueries.list().queryKey, [
    summary(GROUP_ID, "우리팀"),
    summary(8, "동아리"),
    summary(9, "스터디"),
  ]);
  client.setQueryData(praiseQueries.groupMembers([GROUP_ID, 8]).queryKey, [
    { groupId: GROUP_ID, groupName: "우리팀", orderIdx: 1, groupMembers: [{ name: "김꿀벌" }, { name: "박철수" }] },
    { groupId: 8, groupName: "동아리", orderIdx: 2, groupMembers: [{ name: "최영희" }] },
  ]);
  const router = createMemoryRouter(routes, {
    initialEntries: [
      "/",
      { pathname: path.split("?")[0]!, search: path.includes("?") ? `?${path.split("?")[1]}` : "", state },
    ],
    initialIndex: 1,
  });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, client };
};

const button = (name: string | RegExp) => screen.getByRole("button", { name }) as HTMLButtonElement;
const tab = (name: RegExp) => screen.getByRole("tab", { name });
const items = () => screen.getAllByTestId("praise-item");
const ready = () => screen.findByRole("tab", { name: /^받은 꿀/ });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(downloadImage).mockClear();
});

describe("group detail /group/:id", () => {
  it("shows the name, the total, the stamps received here, both tab counts and the received list by default", async () => {
    renderDetail({ received: 12, sent: 3 });
    expect(await screen.findByRole("heading", { level: 1, name: "우리팀" })).toBeTruthy();
    expect(screen.getByText("15")).toBeTruthy(); // 이 그룹에 담긴 꿀 15개
    const stampSection = screen.getByRole("region", { name: "이 그룹에서 받은 꿀도장" });
    expect(within(stampSection).getByText("왕꼼꼼이")).toBeTruthy();
    expect(within(stampSection).getByText("전체 5개 중 3개")).toBeTruthy();
    expect(within(stampSection).getByRole("button", { name: "꿀도장 개수 안내" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "꿀단지 현황" })).toBeTruthy();
    expect(tab(/^받은 꿀/).textContent).toBe("받은 꿀 (12)");
    expect(tab(/^보낸 꿀/).textContent).toBe("보낸 꿀 (3)");
    expect(tab(/^받은 꿀/).getAttribute("aria-selected")).toBe("true");
    expect(items()).toHaveLength(10); // the first page
    expect(items()[0]!.textContent).toContain("From.김꿀벌");
    expect(items()[0]!.textContent).toContain("2026.11.22");
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(tab(/^받은 꿀/).id);
  });

  it("shows every page already loaded, one after the other", async () => {
    renderDetail({ received: 23, loadedReceived: 3 });
    await ready();
    expect(items()).toHaveLength(23);
    expect(items()[22]!.textContent).toContain("칭찬 1번째");
  });

  it("switching tabs replaces the history entry and sets ?tab=", async () => {
    const { router } = renderDetail({ received: 2, sent: 4 });
    await ready();
    fireEvent.click(tab(/^보낸 꿀/));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=send"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(tab(/^보낸 꿀/).getAttribute("aria-selected")).toBe("true");
    expect(items()[0]!.textContent).toContain("To.박철수");
    // The arrow keys move between the tabs too.
    fireEvent.keyDown(tab(/^보낸 꿀/), { key: "ArrowLeft" });
    await waitFor(() => expect(router.state.location.search).toBe("?tab=receive"));
    expect(document.activeElement).toBe(tab(/^받은 꿀/));
    // Back leaves the group for the entry before it: the tab switches added none.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("opens on the sent tab with ?tab=send; an empty tab says so and offers no select mode", async () => {
    renderDetail({ received: 2, sent: 0, path: `/group/${GROUP_ID}?tab=send` });
    await ready();
    expect(tab(/^보낸 꿀/).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("아직 보낸 꿀도장이 없어요")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "선택" })).toBeNull();
    fireEvent.click(tab(/^받은 꿀/));
    expect(await screen.findByRole("button", { name: "선택" })).toBeTruthy();
  });

  it("says '아직 받은 꿀도장이 없어요' when nothing was received", async () => {
    renderDetail({ received: 0, sent: 1 });
    expect(await screen.findByText("아직 받은 꿀도장이 없어요")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "선택" })).toBeNull();
  });

  it("select mode: taps toggle, and move and trash are disabled while nothing is selected", async () => {
    renderDetail({ received: 3 });
    await ready();
    fireEvent.click(button("선택"));
    const bar = screen.getByRole("toolbar", { name: "선택한 꿀" });
    const move = within(bar).getByRole("button", { name: "다른 그룹으로 옮기기" }) as HTMLButtonElement;
    const trash = within(bar).getByRole("button", { name: "선택한 꿀 삭제" }) as HTMLButtonElement;
    expect(move.disabled).toBe(true);
    expect(trash.disabled).toBe(true);
    expect(items()[0]!.getAttribute("aria-pressed")).toBe("false");

    fireEvent.click(items()[0]!);
    fireEvent.click(items()[2]!);
    expect(items().map((item) => item.getAttribute("aria-pressed"))).toEqual(["true", "false", "true"]);
    expect(within(bar).getByText("2개 선택")).toBeTruthy();
    expect(move.disabled).toBe(false);
    expect(trash.disabled).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull(); // a tap selects; it opens nothing

    fireEvent.click(items()[0]!);
    fireEvent.click(items()[2]!);
    expect(move.disabled).toBe(true);
    expect(trash.disabled).toBe(true);

    // Leaving the mode clears it.
    fireEvent.click(items()[1]!);
    fireEvent.click(button("선택 취소"));
    expect(screen.queryByRole("toolbar", { name: "선택한 꿀" })).toBeNull();
    expect(items()[1]!.hasAttribute("aria-pressed")).toBe(false);
    fireEvent.click(button("선택"));
    expect(items()[1]!.getAttribute("aria-pressed")).toBe("false");
  });

  it("switching tabs ends select mode", async () => {
    renderDetail({ received: 2, sent: 2 });
    await ready();
    fireEvent.click(button("선택"));
    fireEvent.click(items()[0]!);
    fireEvent.click(tab(/^보낸 꿀/));
    await waitFor(() => expect(tab(/^보낸 꿀/).getAttribute("aria-selected")).toBe("true"));
    expect(screen.queryByRole("toolbar", { name: "선택한 꿀" })).toBeNull();
  });

  it("on the sent tab the trash shows '보낸 꿀 삭제는 준비 중이에요' for 3000 ms and deletes nothing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDetail({ received: 0, sent: 2, path: `/group/${GROUP_ID}?tab=send` });
    await ready();
    fireEvent.click(button("선택"));
    fireEvent.click(items()[0]!);
    fireEvent.click(button("선택한 꿀 삭제"));
    expect(screen.getByTestId("toast").textContent).toBe("보낸 꿀 삭제는 준비 중이에요");
    expect(screen.queryByRole("dialog")).toBeNull(); // no delete confirmation
    expect(items()[0]!.getAttribute("aria-pressed")).toBe("true"); // still selected
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId("toast").getAttribute("data-state")).toBe("open");
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId("toast").getAttribute("data-state")).toBe("closed");
  });

  it("on the received tab the trash asks a warning confirmation first", async () => {
    renderDetail({ received: 3 });
    await ready();
    fireEvent.click(button("선택"));
    fireEvent.click(items()[1]!);
    fireEvent.click(items()[2]!);
    fireEvent.click(button("선택한 꿀 삭제"));
    const dialog = screen.getByRole("dialog", { name: "선택한 꿀 2개를 삭제할까요?" });
    expect(dialog.textContent).toContain("되돌릴 수 없어요");
    fireEvent.click(within(dialog).getByRole("button", { name: "취소" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(items()[1]!.getAttribute("aria-pressed")).toBe("true"); // cancelling keeps the selection
  });

  it("leaving with a selection asks to confirm; cancel stays, '나가기' leaves", async () => {
    const { router } = renderDetail({ received: 3 });
    await ready();
    fireEvent.click(button("선택"));
    fireEvent.click(items()[0]!);
    fireEvent.click(button("뒤로 가기"));
    const dialog = await screen.findByRole("dialog", { name: "선택한 꿀이 있어요" });
    fireEvent.click(within(dialog).getByRole("button", { name: "취소" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe(`/group/${GROUP_ID}`);
    expect(items()[0]!.getAttribute("aria-pressed")).toBe("true");

    act(() => void router.navigate("/compliment/receive")); // any in-app navigation
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "선택한 꿀이 있어요" })).getByRole("button", { name: "나가기" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliment/receive"));
  });

  it("leaves without asking when nothing is selected", async () => {
    const { router } = renderDetail({ received: 3 });
    await ready();
    fireEvent.click(button("선택"));
    fireEvent.click(button("뒤로 가기"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("the move picker: the current group is not pickable, a second tap unselects, '다음' needs a choice", async () => {
    renderDetail({ received: 3 });
    await ready();
    fireEvent.click(button("선택"));
    fireEvent.click(items()[0]!);
    fireEvent.click(items()[1]!);
    fireEvent.click(button("다른 그룹으로 옮기기"));
    const picker = screen.getByRole("dialog", { name: "다른 그룹으로 꿀 옮기기" });
    const next = within(picker).getByRole("button", { name: "다음" }) as HTMLButtonElement;
    const option = (name: RegExp) => within(picker).getByRole("button", { name }) as HTMLButtonElement;
    expect(option(/^우리팀/).disabled).toBe(true);
    expect(option(/^우리팀/).textContent).toContain("현재 그룹");
    expect(next.disabled).toBe(true);
    fireEvent.click(option(/^동아리/));
    expect(option(/^동아리/).getAttribute("aria-pressed")).toBe("true");
    expect(next.disabled).toBe(false);
    fireEvent.click(option(/^동아리/));
    expect(option(/^동아리/).getAttribute("aria-pressed")).toBe("false");
    expect(next.disabled).toBe(true);
    fireEvent.click(option(/^스터디/));
    fireEvent.click(option(/^동아리/));
    expect(option(/^스터디/).getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(next);

    const confirm = screen.getByRole("dialog", { name: "총 2개의 꿀을 옮길까요?" });
    expect(confirm.textContent).toContain("우리팀멤버 2명");
    expect(confirm.textContent).toContain("동아리멤버 1명");
    expect(within(confirm).getByRole("button", { name: "옮기기" })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "취소" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(items()[0]!.getAttribute("aria-pressed")).toBe("true"); // nothing moved, still selected
  });

  it("a tap outside select mode opens the detail: From. on received, To. on sent; its move opens the picker for it", async () => {
    renderDetail({ received: 2, sent: 1 });
    await ready();
    fireEvent.click(items()[0]!);
    let dialog = screen.getByRole("dialog", { name: "받은 꿀" });
    expect(dialog.textContent).toContain("From.김꿀벌");
    expect(dialog.textContent).toContain("우리팀");
    expect(dialog.textContent).toContain("2026.11.22");
    expect(dialog.textContent).toContain("칭찬 2번째");
    expect(within(dialog).getByRole("img", { name: "왕꼼꼼이 꿀도장" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "이미지로 저장" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "옮기기" }));
    expect(screen.getByRole("dialog", { name: "다른 그룹으로 꿀 옮기기" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "받은 꿀" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "취소" }));
    expect(screen.getByRole("dialog", { name: "받은 꿀" })).toBeTruthy(); // back to the detail
    fireEvent.click(screen.getByRole("button", { name: "닫기" }));

    fireEvent.click(tab(/^보낸 꿀/));
    await waitFor(() => expect(items()).toHaveLength(1));
    fireEvent.click(items()[0]!);
    dialog = screen.getByRole("dialog", { name: "보낸 꿀" });
    expect(dialog.textContent).toContain("To.박철수");
    fireEvent.click(within(dialog).getByRole("button", { name: "삭제" }));
    expect(screen.getByTestId("toast").textContent).toBe("보낸 꿀 삭제는 준비 중이에요");
  });

  it("in KakaoTalk the detail's '이미지로 저장' opens the viewer over the detail; closing it returns there", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(KAKAOTALK_IOS);
    renderDetail({ received: 2 });
    await ready();
    fireEvent.click(items()[0]!);
    const detail = screen.getByRole("dialog", { name: "받은 꿀" });
    const save = within(detail).getByRole("button", { name: "이미지로 저장" });
    save.focus();
    fireEvent.click(save);
    const viewer = await screen.findByRole("dialog", { name: "이미지로 저장" });
    expect(within(viewer).getByRole("img", { name: "김꿀벌님에게 받은 칭찬 카드" })).toBeTruthy();
    expect(downloadImage).not.toHaveBeenCalled();
    fireEvent.keyDown(viewer, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "이미지로 저장" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "받은 꿀" })).toBeTruthy();
    expect(document.activeElement).toBe(within(detail).getByRole("button", { name: "이미지로 저장" }));
  });

  it("the stamp view lays the praise out in rows of 2 and 3", async () => {
    renderDetail({ received: 12, loadedReceived: 2 });
    await ready();
    fireEvent.click(button("꿀도장으로 보기"));
    expect(button("꿀도장으로 보기").getAttribute("aria-pressed")).toBe("true");
    const grid = screen.getByTestId("praise-honeycomb");
    expect([...grid.children].map((row) => row.children.length)).toEqual([2, 3, 2, 3, 2]);
    expect(within(grid).getAllByRole("listitem")).toHaveLength(12);
    expect(within(grid).getAllByRole("button", { name: "김꿀벌님이 보낸 꿀, 2026.11.22" })).toHaveLength(12);
    // Select mode works the same on the tiles.
    fireEvent.click(button("선택"));
    const tiles = within(grid).getAllByRole("button");
    fireEvent.click(tiles[3]!);
    expect(tiles[3]!.getAttribute("aria-pressed")).toBe("true");
  });

  it("'이 그룹에 꿀 보내기' presets this group in the send draft and opens the send flow", async () => {
    window.localStorage.setItem(SEND_DRAFT_KEY, JSON.stringify({ receiverName: "박철수" }));
    const { router } = renderDetail();
    await ready();
    fireEvent.click(button("이 그룹에 꿀 보내기"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliment/send/target"));
    expect(JSON.parse(window.localStorage.getItem(SEND_DRAFT_KEY)!)).toMatchObject({
      receiverName: "박철수",
      groupName: "우리팀",
      groupId: GROUP_ID,
    });
  });

  it("arriving with state.showToast shows '꿀을 저장했어요' for 3 s, once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderDetail({ state: { showToast: true } });
    await ready();
    expect((await screen.findByTestId("toast")).textContent).toBe("꿀을 저장했어요");
    await waitFor(() => expect(router.state.location.state).toBeNull());
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId("toast").getAttribute("data-state")).toBe("open");
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId("toast").getAttribute("data-state")).toBe("closed");
  });
});
