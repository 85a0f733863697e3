import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { canAddGroup, GroupPickerSheet, type PickableGroup } from "./group-picker-sheet";

const GROUPS: PickableGroup[] = [
  { groupId: 1, groupName: "디자인팀" },
  { groupId: 2, groupName: "개발팀" },
];

function Harness({
  onCreate,
  onConfirm = () => {},
  groups = GROUPS,
  suggestion,
}: {
  onCreate?: (name: string) => Promise<unknown>;
  onConfirm?: (id: number | null) => void;
  /** "loading": the member's groups have not arrived yet. */
  groups?: PickableGroup[] | "loading";
  suggestion?: string;
}) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        그룹 열기
      </button>
      <GroupPickerSheet
        open={open}
        title="그룹 선택"
        onClose={() => setOpen(false)}
        groups={groups === "loading" ? undefined : groups}
        suggestion={suggestion}
        selectedId={selected}
        onSelect={(group) => setSelected(group.groupId)}
        onConfirm={() => onConfirm(selected)}
        confirmText="선택하기"
        allowCreate={onCreate !== undefined}
        onCreate={onCreate}
      />
    </>
  );
}

const open = () => fireEvent.click(screen.getByText("그룹 열기"));
const field = () => screen.getByRole("textbox");
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const addOption = () => screen.queryByRole("button", { name: /그룹 추가하기/ });

describe("canAddGroup (SPEC §5)", () => {
  it("needs non-empty text that is not an existing group's name", () => {
    expect(canAddGroup("", GROUPS)).toBe(false);
    expect(canAddGroup("   ", GROUPS)).toBe(false);
    expect(canAddGroup("개발팀", GROUPS)).toBe(false);
    expect(canAddGroup(" 개발팀 ", GROUPS)).toBe(false);
    expect(canAddGroup("개발", GROUPS)).toBe(true);
    expect(canAddGroup("마케팅팀", [])).toBe(true);
  });
});

describe("GroupPickerSheet", () => {
  it("is a modal dialog with the groups as one radio group; confirm waits for a choice", () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    open();
    const dialog = screen.getByRole("dialog", { name: "그룹 선택" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole("radiogroup").querySelectorAll("input[type=radio]")).toHaveLength(2);
    const confirm = screen.getByRole("button", { name: "선택하기" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    fireEvent.click(screen.getByRole("radio", { name: "개발팀" }));
    expect((screen.getByRole("radio", { name: "개발팀" }) as HTMLInputElement).checked).toBe(true);
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(2);
  });

  it("closes on Escape and gives focus back to the opener", () => {
    render(<Harness />);
    const opener = screen.getByText("그룹 열기");
    opener.focus();
    open();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("keeps focus in the field while typing (a re-render does not move focus)", () => {
    render(<Harness onCreate={vi.fn().mockResolvedValue(undefined)} />);
    open();
    field().focus();
    type("마");
    type("마케");
    expect(document.activeElement).toBe(field());
  });

  it("offers to add a group only for non-empty text that matches no group, and filters the list meanwhile", () => {
    render(<Harness onCreate={vi.fn().mockResolvedValue(undefined)} />);
    open();
    expect(addOption()).toBeNull();
    type("   ");
    expect(addOption()).toBeNull();
    type("개발팀");
    expect(addOption()).toBeNull();
    expect(screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["개발팀"]);
    type("개발");
    expect(addOption()?.textContent).toContain("‘개발’ 그룹 추가하기");
    type("마케팅");
    expect(addOption()).not.toBeNull();
    expect(screen.queryAllByRole("radio")).toHaveLength(0);
  });

  it("does not take a 16th character and says so; valid text clears the message", () => {
    render(<Harness onCreate={vi.fn().mockResolvedValue(undefined)} />);
    open();
    type("가".repeat(15));
    type("가".repeat(16));
    expect((field() as HTMLInputElement).value).toBe("가".repeat(15));
    expect(screen.getByText("15자 이내로 입력해주세요.")).toBeTruthy();
    expect(addOption()).not.toBeNull(); // the 15 characters kept are still a valid new name
    type("가".repeat(14));
    expect(screen.queryByText("15자 이내로 입력해주세요.")).toBeNull();
  });

  it("adds the typed group (trimmed) and shows a refusal under the field", async () => {
    const onCreate = vi
      .fn()
      .mockRejectedValueOnce(new Error("이미 존재하는 그룹이에요."))
      .mockResolvedValueOnce(undefined);
    render(<Harness onCreate={onCreate} />);
    open();
    type(" 마케팅팀 ");
    await act(async () => fireEvent.click(addOption()!));
    expect(onCreate).toHaveBeenCalledWith("마케팅팀");
    expect(screen.getByText("이미 존재하는 그룹이에요.")).toBeTruthy();
    expect((field() as HTMLInputElement).value).toBe(" 마케팅팀 ");

    await act(async () => fireEvent.click(addOption()!));
    expect(onCreate).toHaveBeenCalledTimes(2);
    expect((field() as HTMLInputElement).value).toBe("");
  });

  it("has no add option without allowCreate", () => {
    render(<Harness />);
    open();
    type("마케팅팀");
    expect(addOption()).toBeNull();
    expect(screen.getByText("검색 결과가 없어요.")).toBeTruthy();
  });

  it("offers the suggestion as a one-tap new group to a member with none, and only then", () => {
    const { unmount } = render(<Harness onCreate={async () => {}} groups={[]} suggestion="보낸 사람 팀" />);
    open();
    expect((field() as HTMLInputElement).value).toBe("보낸 사람 팀");
    expect(screen.getByRole("button", { name: "‘보낸 사람 팀’ 그룹 추가하기" })).toBeTruthy();
    unmount();
    render(<Harness onCreate={async () => {}} suggestion="보낸 사람 팀" />);
    open();
    expect((field() as HTMLInputElement).value).toBe("");
  });

  it("never puts the suggestion over a name typed while the groups were loading", () => {
    const { rerender } = render(<Harness onCreate={async () => {}} groups="loading" suggestion="보낸 사람 팀" />);
    open();
    fireEvent.change(field(), { target: { value: "내가 지은 이름" } });
    rerender(<Harness onCreate={async () => {}} groups={[]} suggestion="보낸 사람 팀" />);
    expect((field() as HTMLInputElement).value).toBe("내가 지은 이름");
  });

  // Typing starts with the field taking focus: a suggestion arriving then would land under the
  // caret, and the member's first letters would be added to its end (past 15 characters, refused).
  it("never puts the suggestion into the field once the member is in it, even before the first letter", () => {
    const { rerender } = render(<Harness onCreate={async () => {}} groups="loading" suggestion="보낸 사람 팀" />);
    open();
    fireEvent.focus(field());
    rerender(<Harness onCreate={async () => {}} groups={[]} suggestion="보낸 사람 팀" />);
    expect((field() as HTMLInputElement).value).toBe("");
    type("우리 팀");
    expect(screen.getByRole("button", { name: "‘우리 팀’ 그룹 추가하기" })).toBeTruthy();
  });
});
