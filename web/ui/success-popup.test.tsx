import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SuccessPopup } from "./success-popup";

function Harness({ onHide }: { onHide: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <SuccessPopup
      open={open}
      message="회원가입이 완료되었어요"
      onHide={() => {
        onHide();
        setOpen(false);
      }}
    />
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("SuccessPopup", () => {
  it("announces its message and hides after 2.5 s", () => {
    const onHide = vi.fn();
    render(<Harness onHide={onHide} />);
    expect(screen.getByRole("status").textContent).toContain("회원가입이 완료되었어요");
    act(() => vi.advanceTimersByTime(2499));
    expect(onHide).not.toHaveBeenCalled();
    expect(screen.getByText("회원가입이 완료되었어요")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("회원가입이 완료되었어요")).toBeNull();
  });
});
