import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { clampPage, Pager } from "./pager";

function Harness({ start, total }: { start: number; total: number }) {
  const [page, setPage] = useState(start);
  return (
    <Pager label="페이지" page={page} total={total} onChange={setPage} format={(p, t) => `${p}번째 그룹 / ${t}`} />
  );
}

describe("clampPage", () => {
  it.each([
    [0, 3, 1],
    [-4, 3, 1],
    [1, 3, 1],
    [3, 3, 3],
    [4, 3, 3],
    [99, 3, 3],
    [2, 0, 1], // no pages still reads as page 1
    [Number.NaN, 3, 1],
  ])("clampPage(%d, %d) is %d", (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });
});

describe("Pager", () => {
  it("moves one page at a time and stops at both ends", () => {
    render(<Harness start={1} total={3} />);
    const prev = screen.getByRole("button", { name: "이전" }) as HTMLButtonElement;
    const next = screen.getByRole("button", { name: "다음" }) as HTMLButtonElement;
    expect(screen.getByText("1번째 그룹 / 3")).toBeTruthy();
    expect(prev.disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText("3번째 그룹 / 3")).toBeTruthy();
    expect(next.disabled).toBe(true);
    fireEvent.click(next); // disabled: nothing happens
    expect(screen.getByText("3번째 그룹 / 3")).toBeTruthy();
    fireEvent.click(prev);
    expect(screen.getByText("2번째 그룹 / 3")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "페이지" })).toBeTruthy();
  });

  it("shows an out-of-range page clamped, and 'page / total' by default", () => {
    render(<Pager label="페이지" page={7} total={2} onChange={() => {}} />);
    expect(screen.getByText("2 / 2")).toBeTruthy();
    expect((screen.getByRole("button", { name: "다음" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("with a single page both arrows are disabled", () => {
    render(<Pager label="페이지" page={1} total={1} onChange={() => {}} />);
    expect(screen.getByText("1 / 1")).toBeTruthy();
    for (const name of ["이전", "다음"])
      expect((screen.getByRole("button", { name }) as HTMLButtonElement).disabled).toBe(true);
  });
});
