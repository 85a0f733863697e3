import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE_IMAGE, PraiseCardHeader } from "./praise-card-header";
import { PraiseContent } from "./praise-content";

describe("PraiseCardHeader", () => {
  it("falls back to profile image 1 and shows 'From.' with the sender", () => {
    const { container } = render(<PraiseCardHeader direction="from" name="김꿀벌" groupName="디자인팀" />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe(DEFAULT_PROFILE_IMAGE);
    expect(DEFAULT_PROFILE_IMAGE).toBe("/images/profile/profile-1.svg");
    expect(screen.getByText("From.").parentElement?.textContent).toBe("From.김꿀벌");
    expect(screen.getByText("디자인팀")).toBeTruthy();
  });

  it("shows 'To.', the given image and the date", () => {
    const { container } = render(
      <PraiseCardHeader
        direction="to"
        name="이달콤"
        groupName="개발팀"
        profileImageUrl="/images/profile/profile-3.svg"
        date="2026-11-02T10:00:00"
      />,
    );
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/images/profile/profile-3.svg");
    expect(screen.getByText("To.").parentElement?.textContent).toBe("To.이달콤");
    expect(screen.getByText("2026.11.02")).toBeTruthy();
  });
});

describe("PraiseContent", () => {
  it("keeps the letter's line breaks and names the stamp image", () => {
    render(
      <PraiseContent content={"첫 줄\n둘째 줄"} stampImageUrl="/images/stamps/stamp-2.svg" stampName="센스 만점" />,
    );
    expect(screen.getByText(/첫 줄/).textContent).toBe("첫 줄\n둘째 줄");
    expect(screen.getByRole("img", { name: "센스 만점 꿀도장" }).getAttribute("src")).toBe(
      "/images/stamps/stamp-2.svg",
    );
  });
});
