import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP_FADE_MS, Tooltip } from "./tooltip";

const renderTooltip = () =>
  render(
    <div>
      <p>바깥 영역</p>
      <Tooltip label="스탬프 안내">이 그룹에서 받은 스탬프 수 / 모든 그룹에서 받은 스탬프 수예요.</Tooltip>
    </div>,
  );

const trigger = () => screen.getByRole("button", { name: "스탬프 안내" });
const note = () => document.getElementById(trigger().getAttribute("aria-controls")!)!;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("Tooltip", () => {
  it("is a button that controls a hidden note until tapped", () => {
    renderTooltip();
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
    expect(note()).not.toBeNull();
    expect(note().hidden).toBe(true);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("opens on a tap: aria-expanded, role=tooltip and the trigger described by it", () => {
    renderTooltip();
    fireEvent.click(trigger());
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip.textContent).toContain("모든 그룹에서 받은 스탬프 수");
    expect(trigger().getAttribute("aria-expanded")).toBe("true");
    expect(trigger().getAttribute("aria-controls")).toBe(tooltip.id);
    expect(trigger().getAttribute("aria-describedby")).toBe(tooltip.id);
    expect(tooltip.dataset.state).toBe("open");
  });

  it("closes on a click outside, fading out over 0.4 s before it is hidden", () => {
    renderTooltip();
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByText("바깥 영역"));
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
    expect(note().dataset.state).toBe("closed");
    act(() => vi.advanceTimersByTime(TOOLTIP_FADE_MS - 1));
    expect(note().hidden).toBe(false); // still fading
    act(() => vi.advanceTimersByTime(1));
    expect(note().hidden).toBe(true);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("stays open on a click inside the note", () => {
    renderTooltip();
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByRole("tooltip"));
    expect(trigger().getAttribute("aria-expanded")).toBe("true");
  });

  it("closes on Escape and gives focus back to its button", () => {
    renderTooltip();
    fireEvent.click(trigger());
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger());
    act(() => vi.advanceTimersByTime(TOOLTIP_FADE_MS));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("toggles closed on a second tap, and reopening during the fade keeps it shown", () => {
    renderTooltip();
    fireEvent.click(trigger());
    fireEvent.click(trigger());
    expect(note().dataset.state).toBe("closed");
    act(() => vi.advanceTimersByTime(TOOLTIP_FADE_MS / 2));
    fireEvent.click(trigger());
    act(() => vi.advanceTimersByTime(TOOLTIP_FADE_MS));
    expect(screen.getByRole("tooltip").dataset.state).toBe("open");
  });
});
