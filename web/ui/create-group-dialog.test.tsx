import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { CreateGroupDialog } from "./create-group-dialog";

function Harness({ onSave, takenNames }: { onSave: (name: string) => Promise<unknown>; takenNames?: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        만들기
      </button>
      <CreateGroupDialog open={open} onClose={() => setOpen(false)} onSave={onSave} takenNames={takenNames} />
    </>
  );
}

const open = () => fireEvent.click(screen.getByRole("button", { name: "만들기" }));
const field = () => screen.getByLabelText("그룹명") as HTMLInputElement;
const saveButton = () => screen.getByRole("button", { name: "저장" }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(field(), { target: { value } });

describe("CreateGroupDialog", () => {
  it("is '새 그룹 생성', 516 px tall, with '저장' disabled until a name is typed", () => {
    render(<Harness onSave={async () => {}} />);
    open();
    const dialog = screen.getByRole("dialog", { name: "새 그룹 생성" });
    expect(getComputedStyle(dialog).height).toBe("516px");
    expect(screen.getByRole("button", { name: "취소" })).toBeTruthy();
    expect(document.activeElement).toBe(field());
    expect(saveButton().disabled).toBe(true);
    type("   ");
    expect(saveButton().disabled).toBe(true);
    type("디자인팀");
    expect(saveButton().disabled).toBe(false);
  });

  it("does not take a 16th character and says '15자 이내로 입력해주세요.' until the input is valid again", () => {
    render(<Harness onSave={async () => {}} />);
    open();
    type("가".repeat(15));
    type("가".repeat(16));
    expect(field().value).toBe("가".repeat(15));
    expect(screen.getByText("15자 이내로 입력해주세요.")).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    type("가".repeat(14));
    expect(screen.queryByText("15자 이내로 입력해주세요.")).toBeNull();
  });

  it("counts what a person sees: 15 emoji fit (30 UTF-16 units), a 16th shows '15자 이내로 입력해주세요.'", async () => {
    const onSave = vi.fn(async () => {});
    render(<Harness onSave={onSave} />);
    open();
    type("🍯".repeat(15));
    expect(field().value).toBe("🍯".repeat(15));
    expect(screen.queryByText("15자 이내로 입력해주세요.")).toBeNull();
    type(`${"🍯".repeat(15)}👍🏽`);
    expect(field().value).toBe("🍯".repeat(15));
    expect(screen.getByText("15자 이내로 입력해주세요.")).toBeTruthy();
    type("👨‍👩‍👧".repeat(15)); // one family emoji is five code points, one character as seen
    expect(field().value).toBe("👨‍👩‍👧".repeat(15));
    expect(screen.queryByText("15자 이내로 입력해주세요.")).toBeNull();
    type("🍯".repeat(15));
    await act(async () => fireEvent.click(saveButton()));
    expect(onSave).toHaveBeenCalledWith("🍯".repeat(15));
  });

  it("cancel restores the text it had when opened and closes", () => {
    render(<Harness onSave={async () => {}} />);
    open();
    type("임시 이름");
    fireEvent.click(screen.getByRole("button", { name: "취소" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    open();
    expect(field().value).toBe("");
  });

  it("save sends the trimmed name, then clears the text and closes", async () => {
    const onSave = vi.fn(async () => {});
    render(<Harness onSave={onSave} />);
    open();
    type("  디자인팀 ");
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onSave).toHaveBeenCalledWith("디자인팀");
    open();
    expect(field().value).toBe("");
  });

  it("a refusal shows the server's message under the field, keeps the text, and blocks double saves", async () => {
    let refuse!: (error: Error) => void;
    const onSave = vi.fn(() => new Promise((_, reject) => (refuse = reject)));
    render(<Harness onSave={onSave} />);
    open();
    type("디자인팀");
    fireEvent.click(saveButton());
    expect(saveButton().getAttribute("aria-busy")).toBe("true");
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledTimes(1);
    await act(async () => refuse(new Error("이미 존재하는 그룹이에요.")));
    expect(screen.getByRole("dialog", { name: "새 그룹 생성" })).toBeTruthy();
    expect(screen.getByText("이미 존재하는 그룹이에요.")).toBeTruthy();
    expect(field().value).toBe("디자인팀");
    // Editing clears the message.
    type("디자인팀2");
    expect(screen.queryByText("이미 존재하는 그룹이에요.")).toBeNull();
  });

  it("refuses a name the member already has as it is typed (spacing and Unicode form aside), with 저장 disabled", () => {
    const onSave = vi.fn(async () => {});
    render(<Harness onSave={onSave} takenNames={["우리팀", "개발팀"]} />);
    open();
    type(" 개발팀 ");
    expect(screen.getByText("이미 존재하는 그룹이에요.")).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    type("우리팀".normalize("NFD")); // the same name, spelled in decomposed jamo
    expect(saveButton().disabled).toBe(true);
    type("우리 팀");
    expect(screen.getByText("이미 존재하는 그룹이에요.")).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    type("기획팀");
    expect(screen.queryByText("이미 존재하는 그룹이에요.")).toBeNull();
    expect(saveButton().disabled).toBe(false);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("Enter in the field saves", async () => {
    const onSave = vi.fn(async () => {});
    render(<Harness onSave={onSave} />);
    open();
    type("개발팀");
    fireEvent.submit(field().form!);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith("개발팀"));
  });
});
