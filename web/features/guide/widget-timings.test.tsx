// SPEC §9's figures for the shared widgets, checked on the widgets themselves with fake timers and
// the styles happy-dom computes from the rules stitches inserted.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUCCESS_POPUP_MS, SuccessPopup } from "../../ui/success-popup";
import { TOAST_DURATION_MS, TOAST_FADE_MS, ToastProvider, useToast } from "../../ui/toast";
import { TOOLTIP_FADE_MS, Tooltip } from "../../ui/tooltip";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function ToastTrigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show("변경된 내용을 저장했어요")}>
      토스트
    </button>
  );
}

const renderToast = () => {
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <ToastProvider>
          <ToastTrigger />
        </ToastProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByText("토스트"));
  return screen.getByTestId("toast");
};

describe("toast (SPEC §9: 3000 ms; 24px from the bottom; at most 430px wide; 0.5 s fades)", () => {
  it("stays 3000 ms, then fades out over 0.5 s", () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(TOAST_FADE_MS).toBe(500);
    renderToast();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByTestId("toast").dataset.state).toBe("open");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("toast").dataset.state).toBe("closed");
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("sits at the bottom centre, 24px up (plus the safe area), at most 430px wide", () => {
    const bubble = renderToast();
    const region = bubble.parentElement!;
    const style = getComputedStyle(region);
    expect(style.position).toBe("fixed");
    expect(style.bottom).toMatch(/^calc\(24px \+ env\(safe-area-inset-bottom/);
    expect(style.maxWidth).toBe("430px");
    expect(style.left).toBe("50%");
    expect(style.transform).toBe("translateX(-50%)");
  });

  it("fades in and out over 0.5 s (the bubble's transition and entry animation)", () => {
    const bubble = renderToast();
    const style = getComputedStyle(bubble);
    expect(style.transition).toContain("opacity 500ms");
    expect(style.animation).toContain("500ms");
  });
});

function PopupHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        팝업
      </button>
      <SuccessPopup open={open} message="꿀을 저장했어요" onHide={() => setOpen(false)} />
    </>
  );
}

describe("success popup (SPEC §9: 2.5 s)", () => {
  it("hides itself 2.5 s after it opens", () => {
    expect(SUCCESS_POPUP_MS).toBe(2500);
    render(<PopupHarness />);
    fireEvent.click(screen.getByText("팝업"));
    expect(screen.getByText("꿀을 저장했어요")).toBeTruthy();
    act(() => vi.advanceTimersByTime(2499));
    expect(screen.getByText("꿀을 저장했어요")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("꿀을 저장했어요")).toBeNull();
  });
});

describe("tooltip (SPEC §9: fades over 0.3–0.5 s, closes on an outside click)", () => {
  it("fades within 0.3–0.5 s and is gone that long after an outside click", () => {
    expect(TOOLTIP_FADE_MS).toBeGreaterThanOrEqual(300);
    expect(TOOLTIP_FADE_MS).toBeLessThanOrEqual(500);
    render(
      <>
        <p>바깥</p>
        <Tooltip label="안내">설명이에요.</Tooltip>
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "안내" }));
    const tooltip = screen.getByRole("tooltip");
    expect(getComputedStyle(tooltip).transition).toContain(`opacity ${TOOLTIP_FADE_MS}ms`);
    expect(getComputedStyle(tooltip).animation).toContain(`${TOOLTIP_FADE_MS}ms`);

    fireEvent.pointerDown(screen.getByText("바깥"));
    expect(tooltip.dataset.state).toBe("closed");
    expect(getComputedStyle(tooltip).opacity).toBe("0");
    act(() => vi.advanceTimersByTime(TOOLTIP_FADE_MS - 1));
    expect(tooltip.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip.hidden).toBe(true);
  });
});
