import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AppLink, NavContext } from "./nav";

const renderLink = () => {
  const navigate = vi.fn();
  render(
    <NavContext value={navigate}>
      <AppLink to="/group/3" state={{ from: "landing" }}>
        저장한 그룹 보기
      </AppLink>
    </NavContext>,
  );
  return { navigate, link: screen.getByRole("link", { name: "저장한 그룹 보기" }) };
};

describe("AppLink", () => {
  it("is a real link to its page, followed in place on a plain tap", () => {
    const { navigate, link } = renderLink();
    expect(link.getAttribute("href")).toBe("/group/3");
    const followed = fireEvent.click(link);
    expect(followed).toBe(false); // the browser's own navigation is prevented
    expect(navigate).toHaveBeenCalledWith("/group/3", { replace: undefined, state: { from: "landing" } });
  });

  it("leaves a new tab or window (modifier keys, another button) to the browser", () => {
    const { navigate, link } = renderLink();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(navigate).not.toHaveBeenCalled();
  });
});
