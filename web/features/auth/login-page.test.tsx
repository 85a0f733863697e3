import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SIGNUP_DRAFT_KEY } from "../../lib/drafts";
import { logIn, renderRoute } from "../../test/render-route";

describe("/login", () => {
  it("clears a stored sign-up draft on mount", async () => {
    window.localStorage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify({ name: "꿀벌", profileIdx: 2 }));
    renderRoute("/login");
    await screen.findByRole("heading", { level: 1, name: "꿀단지" });
    // The page clears it in an effect, which React may run just after the heading is on screen.
    await waitFor(() => expect(window.localStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull());
  });

  it("shows the speech bubble and the Kakao button, a link to the edge's login start", async () => {
    renderRoute("/login");
    expect(await screen.findByText("1분 만에 가입하고 칭찬 보내기")).toBeTruthy();
    const button = screen.getByRole("link", { name: "카카오로 시작하기" });
    expect(button.getAttribute("href")).toBe("/auth/kakao/start"); // followed as it is without script
    expect(button.getAttribute("aria-busy")).toBeNull();
    expect(screen.getByText("팀원에게 달콤한 칭찬을 전해보세요")).toBeTruthy();
  });

  it("sends a member who is already logged in home, in place of /login", async () => {
    logIn();
    const { router } = renderRoute("/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.historyAction).toBe("REPLACE");
  });
});
