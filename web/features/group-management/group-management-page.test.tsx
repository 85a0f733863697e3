import type { GroupSummary } from "@contract/group";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { groupQueries } from "../../api/groups";
import { SESSION_KEYS } from "../../api/session";
import { AppProviders, createQueryClient } from "../../app/providers";
import { routes } from "../../app/router";

const group = (groupId: number, groupName: string): GroupSummary => ({
  groupId,
  groupName,
  orderIdx: groupId,
  receiveCount: 0,
  sendCount: 0,
  groupMembers: [],
});

const renderManagement = (groups: GroupSummary[]) => {
  window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
  const client = createQueryClient();
  client.setQueryDefaults(groupQueries.all, { staleTime: Infinity });
  client.setQueryData(groupQueries.list().queryKey, groups);
  const router = createMemoryRouter(routes, { initialEntries: ["/group/management"] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

describe("/group/management", () => {
  it("lists the groups in order, each with a drag handle, a trash button and an arrow into it", async () => {
    renderManagement([group(3, "디자인팀"), group(1, "개발팀")]);
    expect(await screen.findByRole("heading", { level: 1, name: "그룹 관리" })).toBeTruthy();
    const rows = screen.getAllByTestId("group-row");
    expect(rows.map((row) => row.textContent)).toEqual(["디자인팀", "개발팀"]);
    const first = within(rows[0]!);
    const handle = first.getByRole("button", { name: "디자인팀 순서 바꾸기" });
    expect(handle.getAttribute("aria-roledescription")).toBe("순서 변경 손잡이");
    expect(handle.getAttribute("tabindex")).toBe("0");
    expect(first.getByRole("button", { name: "디자인팀 삭제" })).toBeTruthy();
    expect(first.getByRole("link", { name: "디자인팀 그룹으로 이동" }).getAttribute("href")).toBe("/group/3");
    expect(screen.getByRole("button", { name: "새 그룹 만들기" })).toBeTruthy();
  });

  it("says '아직 그룹이 없어요' without groups, and still offers the create dialog", async () => {
    renderManagement([]);
    expect(await screen.findByText("아직 그룹이 없어요")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "새 그룹 만들기" }));
    expect(screen.getByRole("dialog", { name: "새 그룹 생성" })).toBeTruthy();
  });

  it("the trash button asks first, with a warning that deleting cannot be undone", async () => {
    renderManagement([group(3, "디자인팀")]);
    fireEvent.click(await screen.findByRole("button", { name: "디자인팀 삭제" }));
    const dialog = screen.getByRole("dialog", { name: "'디자인팀' 그룹을 삭제할까요?" });
    expect(dialog.textContent).toContain("되돌릴 수 없어요");
    fireEvent.click(within(dialog).getByRole("button", { name: "취소" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getAllByTestId("group-row")).toHaveLength(1);
  });
});
