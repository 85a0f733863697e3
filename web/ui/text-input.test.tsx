import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { type FieldMessage, TextInput } from "./text-input";

function Harness({ message }: { message?: FieldMessage }) {
  const [value, setValue] = useState("꿀벌팀");
  return <TextInput label="그룹명" value={value} onChange={setValue} message={message} />;
}

describe("TextInput", () => {
  it("shows the clear button while the field is edited; it clears, keeps the focus and disappears", () => {
    render(<Harness />);
    const input = screen.getByLabelText("그룹명") as HTMLInputElement;
    expect(screen.queryByRole("button", { name: "입력 지우기" })).toBeNull(); // at rest: the text has the width
    act(() => input.focus());
    const clear = screen.getByRole("button", { name: "입력 지우기" });
    expect(fireEvent.mouseDown(clear)).toBe(false); // the press does not take the focus from the field
    fireEvent.click(clear);
    expect(input.value).toBe("");
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole("button", { name: "입력 지우기" })).toBeNull();
  });

  it("ties an error message to the field for screen readers", () => {
    render(<Harness message={{ tone: "error", text: "15자 이내로 입력해주세요." }} />);
    const input = screen.getByLabelText("그룹명");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = document.getElementById(input.getAttribute("aria-describedby")!);
    expect(describedBy?.textContent).toBe("15자 이내로 입력해주세요.");
  });

  it("shows a success message without marking the field invalid", () => {
    render(<Harness message={{ tone: "success", text: "인증되었어요." }} />);
    expect(screen.getByText("인증되었어요.")).toBeTruthy();
    expect(screen.getByLabelText("그룹명").getAttribute("aria-invalid")).toBeNull();
  });
});
