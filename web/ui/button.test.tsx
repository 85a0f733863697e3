// The button keeps its label and its busy spinner on one line, inside it, at any width (320 px).
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("busy: the spinner beside a label that never wraps and ends in an ellipsis rather than overflow", () => {
    render(
      <div style={{ width: "120px" }}>
        <Button pending>카카오톡 공유</Button>
      </div>,
    );
    const button = screen.getByRole("button", { name: "카카오톡 공유" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    const style = getComputedStyle(button);
    expect(style.whiteSpace).toBe("nowrap");
    expect(style.maxWidth).toBe("100%");
    const label = screen.getByText("카카오톡 공유");
    expect(label.parentElement).toBe(button);
    expect(getComputedStyle(label).overflow).toBe("hidden");
    expect(getComputedStyle(label).textOverflow).toBe("ellipsis");
    expect(getComputedStyle(label).minWidth).toMatch(/^0(px)?$/);
  });
});
