import type { GroupSummary } from "@contract/group";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { groupQueries } from "../../api/groups";
import { jarQueries } from "../../api/jars";
import { SESSION_KEYS } from "../../api/session";
import { weeklyQueries } from "../../api/weekly";
import { AppProviders, createQueryClient } from "../../app/providers";
import { routes } from "../../app/router";
import { SEND_DRAFT_KEY, SIGNUP_DRAFT_KEY } from "../../lib/drafts";
import { HOME_VIEWS_KEY } from "./home-views";

const group = (id: number, members: string[] = [], counts: [number, number] = [0, 0]): GroupSummary => ({
  groupId: id,
  groupName: `그룹${id}`,
  orderIdx: id,
  receiveCount: counts[0],
  sendCount: counts[1],
  groupMembers: members.map((name) => ({ name })),
});

/** The real route table at /, logged in as 김꿀벌, with the group list already known (no network). */
const renderHome = (groups: GroupSummary[], state?: unknown, userName = "김꿀벌") => {
  window.localStorage.setItem(SESSION_KEYS.userName, userName);
  const client = createQueryClient();
  client.setQueryDefaults(groupQueries.all, { staleTime: Infinity });
  client.setQueryData(groupQueries.list().queryKey, groups);
  client.setQueryDefaults(jarQueries.all, { staleTime: Infinity });
  client.setQueryData(jarQueries.mine().queryKey, { created: [], written: [] });
  client.setQueryDefaults(weeklyQueries.all, { staleTime: Infinity });
  client.setQueryData(weeklyQueries.week().queryKey, {
    monday: "2026-03-02",
    received: 0,
    sent: 0,
    kept: 0,
    jarsWaiting: 0,
    friday: false,
  });
  client.setQueryData(weeklyQueries.people().queryKey, []); // send step 1's, where some tests go
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: "/", state }] });
  const { unmount } = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, client, unmount };
};

const sheet = () => screen.getByRole("region", { name: "내 꿀단지" });
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
/** A count tile, named by what it shows ('받은 꿀 4개'; the test DOM may space its parts). */
const tile = (label: string, count: number) =>
  screen.getByRole("link", { name: new RegExp(`^${label} ?${count} ?개$`) });

afterEach(() => vi.useRealTimers());

describe("home /", () => {
  it("greets the member, counts the groups and links the edit icon to /group/management", async () => {
    renderHome([group(1), group(2)]);
    expect(await screen.findByRole("heading", { level: 1, name: "안녕하세요, 김꿀벌님!" })).toBeTruthy();
    expect(within(sheet()).getByRole("heading", { name: "내 꿀단지" })).toBeTruthy();
    expect(within(sheet()).getByLabelText("그룹 2개").textContent).toBe("2");
    expect(within(sheet()).getByRole("link", { name: "그룹 관리" }).getAttribute("href")).toBe("/group/management");
    expect(button("메뉴 열기")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "로그아웃" })).toBeNull();
  });

  it("adds 님 once: a name that ends in 님 is greeted as it is", async () => {
    renderHome([], undefined, "최고참선배님");
    expect(await screen.findByRole("heading", { level: 1, name: "안녕하세요, 최고참선배님!" })).toBeTruthy();
    expect(screen.queryByText(/님님/)).toBeNull();
  });

  it("clears a stored sign-up draft on mount", async () => {
    window.localStorage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify({ name: "꿀벌" }));
    renderHome([]);
    await screen.findByRole("heading", { level: 1, name: "안녕하세요, 김꿀벌님!" });
    await waitFor(() => expect(window.localStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull());
  });

  it("with no groups: '꿀 보내기' first, one word (꿀단지) under '내 꿀단지', no view toggles", async () => {
    renderHome([]);
    expect(await screen.findByText("아직 꿀단지가 없어요")).toBeTruthy();
    expect(screen.getByText("팀원에게 첫 꿀을 보내면 꿀단지가 생겨요.")).toBeTruthy();
    expect(screen.queryByText(/그룹이 없어요/)).toBeNull();
    const actions = within(screen.getByTestId("my-jars-body")).getAllByRole("button");
    expect(actions.map((b) => b.textContent)).toEqual(["꿀 보내기", "새 꿀단지 만들기"]);
    expect(screen.queryByRole("group", { name: "그룹 보기 방식" })).toBeNull();
    expect(screen.queryByRole("button", { name: "카드로 보기" })).toBeNull();
    expect(screen.queryByRole("button", { name: "목록으로 보기" })).toBeNull();
    fireEvent.click(button("새 꿀단지 만들기"));
    expect(screen.getByRole("dialog", { name: "새 그룹 생성" })).toBeTruthy();
  });

  it("with no groups, '꿀 보내기' opens the send flow (its picker makes the first jar)", async () => {
    const { router } = renderHome([]);
    await screen.findByText("아직 꿀단지가 없어요");
    fireEvent.click(button("꿀 보내기"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliment/send/target"));
  });

  it("remembers the card/list and honeycomb/list choices on the phone across visits", async () => {
    const first = renderHome([group(1), group(2)]);
    fireEvent.click(await screen.findByRole("button", { name: "목록으로 보기" }));
    expect(button("목록으로 보기").getAttribute("aria-pressed")).toBe("true");
    first.unmount();
    renderHome([group(1), group(2)]);
    expect((await screen.findByRole("button", { name: "목록으로 보기" })).getAttribute("aria-pressed")).toBe("true");
    expect(JSON.parse(window.localStorage.getItem(HOME_VIEWS_KEY) ?? "{}")).toEqual({
      view: "list",
      stampView: "honey",
    });
  });

  it("card view: one group at a time with 'N번째 그룹 / total', names then '외 N명', tiles to the detail tabs", async () => {
    renderHome([group(7, ["박철수", "최영희", "이달콤"], [4, 2]), group(8)]);
    expect(await screen.findByText("1번째 그룹 / 2")).toBeTruthy();
    expect(button("카드로 보기").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("heading", { name: "그룹7 그룹" })).toBeTruthy();
    expect(screen.getByText("박철수, 최영희 외 1명")).toBeTruthy();
    expect(tile("받은 꿀", 4).getAttribute("href")).toBe("/group/7?tab=receive");
    expect(tile("보낸 꿀", 2).getAttribute("href")).toBe("/group/7?tab=send");
    expect(screen.getByRole("link", { name: "그룹7 그룹 상세 보기" }).getAttribute("href")).toBe("/group/7");
    expect(button("이전 그룹").disabled).toBe(true);
    fireEvent.click(button("다음 그룹"));
    expect(screen.getByText("2번째 그룹 / 2")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "그룹8 그룹" })).toBeTruthy();
    expect(button("다음 그룹").disabled).toBe(true);
  });

  it("the stamp view toggle switches the count tiles between honey and one-line rows", async () => {
    renderHome([group(7, [], [4, 2])]);
    await screen.findByText("1번째 그룹 / 1");
    expect(button("꿀 모양으로 보기").getAttribute("aria-pressed")).toBe("true");
    expect(tile("받은 꿀", 4).parentElement?.getAttribute("data-view")).toBe("honey");
    // Named by its visible text: no aria-label that could differ from what it shows (axe).
    expect(tile("받은 꿀", 4).hasAttribute("aria-label")).toBe(false);
    fireEvent.click(button("한 줄씩 보기"));
    expect(button("한 줄씩 보기").getAttribute("aria-pressed")).toBe("true");
    expect(tile("받은 꿀", 4).parentElement?.getAttribute("data-view")).toBe("list");
    expect(tile("받은 꿀", 4).textContent).toBe("받은 꿀 4개");
  });

  it("'이 그룹에 꿀 보내기' presets the group in the send draft and opens the send flow", async () => {
    window.localStorage.setItem(SEND_DRAFT_KEY, JSON.stringify({ receiverName: "박철수" }));
    const { router } = renderHome([group(7)]);
    fireEvent.click(await screen.findByRole("button", { name: "이 그룹에 꿀 보내기" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliment/send/target"));
    expect(JSON.parse(window.localStorage.getItem(SEND_DRAFT_KEY)!)).toMatchObject({
      receiverName: "박철수",
      groupName: "그룹7",
      groupId: 7,
    });
  });

  it("never doubles '그룹': a group named '영업 그룹' is '영업 그룹' on its card and its list row", async () => {
    renderHome([{ ...group(7), groupName: "영업 그룹" }]);
    expect(await screen.findByRole("heading", { name: "영업 그룹" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "영업 그룹 상세 보기" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "목록으로 보기" }));
    expect(screen.getByText("영업 그룹")).toBeTruthy();
    expect(screen.queryByText(/그룹 그룹/)).toBeNull();
  });

  it("list view: three groups a page, 'page / total', clamped at both ends", async () => {
    renderHome([1, 2, 3, 4, 5, 6, 7].map((id) => group(id)));
    fireEvent.click(await screen.findByRole("button", { name: "목록으로 보기" }));
    const rows = () =>
      screen.getAllByRole("link").filter((link) => /^\/group\/\d+$/.test(link.getAttribute("href") ?? ""));
    expect(screen.getByText("1 / 3")).toBeTruthy();
    expect(rows().map((row) => row.getAttribute("href"))).toEqual(["/group/1", "/group/2", "/group/3"]);
    expect(button("이전 페이지").disabled).toBe(true);
    fireEvent.click(button("다음 페이지"));
    fireEvent.click(button("다음 페이지"));
    expect(screen.getByText("3 / 3")).toBeTruthy();
    expect(rows().map((row) => row.getAttribute("href"))).toEqual(["/group/7"]);
    expect(button("다음 페이지").disabled).toBe(true);
  });

  it("the mascot collapses and expands the sheet, by keyboard too (a real button with aria-expanded)", async () => {
    renderHome([group(1)]);
    const mascot = await screen.findByRole("button", { name: "내 꿀단지 접기" });
    expect(mascot.getAttribute("aria-expanded")).toBe("true");
    mascot.focus();
    fireEvent.click(mascot); // Enter/Space on a <button> is a click
    expect(sheet().getAttribute("data-expanded")).toBe("false");
    expect(screen.getByRole("button", { name: "내 꿀단지 펼치기" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("sizes the sheet to the window height minus 235, as the dynamic viewport (it follows a WebView's toolbars)", async () => {
    renderHome([group(1)]);
    await screen.findByText("1번째 그룹 / 1");
    expect(getComputedStyle(sheet()).height).toBe("calc(100dvh - 235px)");
    expect(getComputedStyle(sheet()).minHeight).toBe("320px");
    // Collapsed, it moves down by its own height minus the peek, whatever that height is now.
    fireEvent.click(screen.getByRole("button", { name: "내 꿀단지 접기" }));
    expect(getComputedStyle(sheet()).transform).toBe(
      "translateY(calc(100% - 96px - env(safe-area-inset-bottom, 0px)))",
    );
  });

  it("after a save from a landing, the toast's '이동' opens the jar it went into", async () => {
    const { router } = renderHome([group(1), group(2)], { showToast: true, savedGroupId: 2 });
    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toContain("꿀을 저장했어요");
    fireEvent.click(within(toast).getByRole("button", { name: "이동" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/group/2"));
  });

  it("arriving with state.showToast shows '꿀을 저장했어요' for 3 s, once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderHome([group(1)], { showToast: true });
    expect(await screen.findByText("꿀을 저장했어요")).toBeTruthy();
    expect(router.state.location.state).toBeNull();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId("toast").getAttribute("data-state")).toBe("open");
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId("toast").getAttribute("data-state")).toBe("closed");
  });
});
