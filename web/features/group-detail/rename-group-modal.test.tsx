import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { groupQueries } from "../../api/groups";
import { AppProviders } from "../../app/providers";
import { ToastProvider } from "../../ui/toast";
import { RenameGroupModal } from "./rename-group-modal";

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <RenameGroupModal open={open} group={{ groupId: 7, groupName: "우리팀" }} onClose={() => setOpen(false)} />
    </>
  );
}

/** The duplicate checks the server would answer, known up front (the cache never refetches them). */
const renderModal = (checks: Record<string, boolean>) => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [name, isDuplicate] of Object.entries(checks))
    client.setQueryData(groupQueries.check(name).queryKey, { isDuplicate });
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <ToastProvider>
            <Harness />
          </ToastProvider>
        ),
      },
    ],
    { initialEntries: ["/group/7"] },
  );
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

const field = () => screen.getByLabelText("새 그룹명") as HTMLInputElement;
const save = () => screen.getByRole("button", { name: "저장" }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(field(), { target: { value } });

describe("RenameGroupModal", () => {
  it("opens as '그룹명 변경' on the current name, save disabled while unchanged or empty", () => {
    renderModal({});
    expect(screen.getByRole("dialog", { name: "그룹명 변경" })).toBeTruthy();
    expect(field().value).toBe("우리팀");
    expect(save().disabled).toBe(true);
    type(" 우리팀 "); // the same name once trimmed
    expect(save().disabled).toBe(true);
    type("");
    expect(save().disabled).toBe(true);
  });

  it("asks the server about a new name and says '이미 존재하는 그룹이에요.' for a duplicate", async () => {
    renderModal({ 동아리: true, 스터디: false });
    type("동아리");
    expect(save().disabled).toBe(true); // not checked yet
    expect(await screen.findByText("이미 존재하는 그룹이에요.")).toBeTruthy();
    expect(save().disabled).toBe(true);
    type("스터디");
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(screen.queryByText("이미 존재하는 그룹이에요.")).toBeNull();
  });

  it("respacing the group's own name needs no check and saves: the server would call it taken by itself", () => {
    renderModal({ "우리 팀": true }); // what /check answers: the key is this group's own
    type("우리 팀");
    expect(screen.queryByText("이미 존재하는 그룹이에요.")).toBeNull();
    expect(save().disabled).toBe(false);
  });

  it("does not take a 16th character; the message disables save until the input is valid again", async () => {
    renderModal({ [`${"가".repeat(15)}`]: false });
    type("가".repeat(15));
    await waitFor(() => expect(save().disabled).toBe(false));
    type("가".repeat(16));
    expect(field().value).toBe("가".repeat(15));
    expect(screen.getByText("15자 이내로 입력해주세요.")).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it("counts emoji as a person sees them: 15 fit, a 16th is not taken", async () => {
    renderModal({ ["🐝".repeat(15)]: false });
    type("🐝".repeat(15));
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(screen.queryByText("15자 이내로 입력해주세요.")).toBeNull();
    type("🐝".repeat(16));
    expect(field().value).toBe("🐝".repeat(15));
    expect(screen.getByText("15자 이내로 입력해주세요.")).toBeTruthy();
  });

  it("the delete link swaps to a warning confirmation that says it cannot be undone; cancel comes back", () => {
    renderModal({});
    fireEvent.click(screen.getByRole("button", { name: "그룹 삭제하기" }));
    expect(screen.queryByRole("dialog", { name: "그룹명 변경" })).toBeNull();
    const confirm = screen.getByRole("dialog", { name: "'우리팀' 그룹을 삭제할까요?" });
    expect(confirm.textContent).toContain("되돌릴 수 없어요");
    expect(screen.getByRole("button", { name: "삭제" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "취소" }));
    expect(screen.getByRole("dialog", { name: "그룹명 변경" })).toBeTruthy();
  });

  it("starts from the current name again after being closed with edits", () => {
    renderModal({});
    type("바뀐 이름");
    fireEvent.click(screen.getByRole("button", { name: "취소" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "열기" }));
    expect(field().value).toBe("우리팀");
  });
});
