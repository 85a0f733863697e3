import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "./progress-bar";

describe("ProgressBar", () => {
  it.each([
    [1, "1/3", "3단계 중 1단계"],
    [2, "2/3", "3단계 중 2단계"],
    [3, "3/3", "3단계 중 3단계"],
  ])("step %i shows %s and tells screen readers %s", (step, text, valueText) => {
    render(<ProgressBar step={step} total={3} label="회원가입 진행 단계" />);
    const bar = screen.getByRole("progressbar", { name: "회원가입 진행 단계" });
    expect(bar.getAttribute("aria-valuenow")).toBe(String(step));
    expect(bar.getAttribute("aria-valuemax")).toBe("3");
    expect(bar.getAttribute("aria-valuetext")).toBe(valueText);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
