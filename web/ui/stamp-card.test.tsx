import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StampCard } from "./stamp-card";

describe("StampCard", () => {
  it("shows the stamp's image, name and 'count/total', and reads the counts out in words", () => {
    const { container } = render(
      <StampCard imageUrl="/images/stamps/stamp-2.svg" stampName="센스 만점" count={3} totalCount={5} />,
    );
    expect(container.querySelector("img")!.getAttribute("src")).toBe("/images/stamps/stamp-2.svg");
    expect(screen.getByText("센스 만점")).toBeTruthy();
    const shown = container.querySelector("[aria-hidden='true']")!;
    expect(shown.textContent).toBe("3/5");
    expect(screen.getByText("전체 5개 중 3개")).toBeTruthy();
  });
});
