import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { BottomSheet } from "./bottom-sheet";

function Harness({ start = true, height = 500 }: { start?: boolean; height?: number | string }) {
  const [expanded, setExpanded] = useState(start);
  const [taps, setTaps] = useState(0);
  return (
    <BottomSheet
      label="내 꿀단지"
      expanded={expanded}
      onExpandedChange={setExpanded}
      height={height}
      minHeight={typeof height === "string" ? 320 : undefined}
      peek={100}
      top={
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => {
            setTaps((n) => n + 1);
            setExpanded((open) => !open);
          }}
        >
          손잡이
        </button>
      }
    >
      <button type="button">안쪽 버튼</button>
      <p>눌림 {taps}</p>
    </BottomSheet>
  );
}

const dragArea = () => screen.getByTestId("sheet-drag-area");
const isExpanded = () => screen.getByRole("region", { name: "내 꿀단지" }).getAttribute("data-expanded") === "true";

/** A vertical drag on the sheet's top area, `dy` px (negative is up). */
const drag = (dy: number, target: Element = dragArea()) => {
  fireEvent.pointerDown(target, { pointerId: 1, button: 0, clientX: 100, clientY: 400 });
  fireEvent.pointerMove(target, { pointerId: 1, clientX: 100, clientY: 400 + dy });
  fireEvent.pointerUp(target, { pointerId: 1, clientX: 100, clientY: 400 + dy });
};

describe("BottomSheet", () => {
  it("a drag of 9 px does nothing; 11 px down collapses and 11 px up expands", () => {
    render(<Harness />);
    expect(isExpanded()).toBe(true);
    drag(9);
    expect(isExpanded()).toBe(true);
    drag(10); // the threshold itself is not "more than 10"
    expect(isExpanded()).toBe(true);
    drag(11);
    expect(isExpanded()).toBe(false);
    drag(-9);
    expect(isExpanded()).toBe(false);
    drag(-11);
    expect(isExpanded()).toBe(true);
    drag(-40); // up again: stays expanded
    expect(isExpanded()).toBe(true);
  });

  it("moves by its height minus the peek when collapsed", () => {
    render(<Harness start={false} />);
    const sheet = screen.getByRole("region", { name: "내 꿀단지" });
    expect(getComputedStyle(sheet).height).toBe("500px");
    expect(getComputedStyle(sheet).transform).toBe("translateY(400px)");
    fireEvent.click(screen.getByRole("button", { name: "손잡이" }));
    expect(getComputedStyle(sheet).transform).toBe("translateY(0)");
  });

  it("takes a CSS height that follows the viewport (100dvh), with a floor, and collapses by its own height", () => {
    render(<Harness start={false} height="calc(100dvh - 235px)" />);
    const sheet = screen.getByRole("region", { name: "내 꿀단지" });
    expect(getComputedStyle(sheet).height).toBe("calc(100dvh - 235px)");
    expect(getComputedStyle(sheet).minHeight).toBe("320px");
    expect(getComputedStyle(sheet).transform).toBe("translateY(calc(100% - 100px - env(safe-area-inset-bottom, 0px)))");
    fireEvent.click(screen.getByRole("button", { name: "손잡이" }));
    expect(getComputedStyle(sheet).transform).toBe("translateY(0)");
  });

  it("the handle toggles on a tap, but a drag that ends on it is not also a tap", () => {
    render(<Harness />);
    const handle = screen.getByRole("button", { name: "손잡이" });
    fireEvent.click(handle);
    expect(handle.getAttribute("aria-expanded")).toBe("false");
    drag(-30, handle);
    fireEvent.click(handle); // the click a browser sends after that pointerup
    expect(handle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("눌림 1")).toBeTruthy();
  });

  it("makes the hidden content inert while collapsed", () => {
    render(<Harness />);
    const inner = screen.getByRole("button", { name: "안쪽 버튼" });
    expect(inner.closest("[inert]")).toBeNull();
    drag(20);
    expect(inner.closest("[inert]")).not.toBeNull();
  });
});
