import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_KEYS } from "../../api/session";
import { renderRoute } from "../../test/render-route";

describe("/compliment/receive", () => {
  it("shows only the placeholder line (SPEC: placeholder text only)", async () => {
    window.localStorage.setItem(SESSION_KEYS.accessToken, "access");
    renderRoute("/compliment/receive");
    expect(await screen.findByText("받은 꿀은 꿀단지에서 확인할 수 있어요.", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "받은 꿀" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText("준비 중이에요.")).toBeNull();
  });
});
