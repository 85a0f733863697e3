import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";
import { Modal } from "./modal";

function Harness({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <Modal open={open} title="새 그룹 생성" onClose={() => setOpen(false)} onConfirm={onConfirm} confirmText="저장">
        <input aria-label="그룹명" />
      </Modal>
    </>
  );
}

function Typing() {
  const [text, setText] = useState("");
  return (
    <Modal open title="새 그룹 생성" onClose={() => {}} onConfirm={() => {}}>
      <button type="button">첫 버튼</button>
      <input aria-label="그룹명" value={text} onChange={(e) => setText(e.target.value)} />
    </Modal>
  );
}

describe("Modal", () => {
  it("is a labelled modal dialog with default texts, focus moved inside and given back on close", () => {
    render(<Harness />);
    const opener = screen.getByText("열기");
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "새 그룹 생성" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole("button", { name: "취소" })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("keeps focus where the user is typing when the dialog re-renders", () => {
    render(<Typing />);
    const input = screen.getByLabelText("그룹명");
    input.focus();
    fireEvent.change(input, { target: { value: "꿀" } });
    fireEvent.change(input, { target: { value: "꿀벌" } });
    expect(document.activeElement).toBe(input);
  });

  it("keeps Tab inside the dialog", () => {
    render(<Harness />);
    fireEvent.click(screen.getByText("열기"));
    const dialog = screen.getByRole("dialog");
    const save = screen.getByRole("button", { name: "저장" });
    save.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(save);
  });

  it("a busy confirm cannot be pressed twice and the dialog cannot be dismissed meanwhile", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        busy
        title="그룹을 삭제할까요?"
        confirmText="삭제"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const confirm = screen.getByRole("button", { name: /삭제/ });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
