import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_KEYS } from "../../api/session";
import { renderRoute } from "../../test/render-route";

describe("/compliment/receive", () => {
  it("shows the placeholder line under a header with the back arrow, and a way to the jars", async () => {
    window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
    renderRoute("/compliment/receive");
    expect(await screen.findByText("받은 꿀은 꿀단지에서 확인할 수 있어요.", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "받은 꿀" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "뒤로 가기" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "내 꿀단지로 가기" }).getAttribute("href")).toBe("/");
    expect(screen.queryByText("준비 중이에요.")).toBeNull();
  });
});
