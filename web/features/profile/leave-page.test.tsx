// 회원 탈퇴 → /login: the login page says goodbye once instead of nothing.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FAREWELL_TEXT, FAREWELL_TITLE } from "../../lib/farewell";
import { logIn, renderAt } from "../../test/render-route";

const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: 200, data }), { status: 200, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  window.sessionStorage.clear();
  logIn();
});
afterEach(() => vi.unstubAllGlobals());

describe("after 회원 탈퇴", () => {
  it("the login page says goodbye, once", async () => {
    const fetch = vi.fn(async () => ok(null));
    vi.stubGlobal("fetch", fetch);
    renderAt(["/setting/leave"]);
    fireEvent.click(await screen.findByRole("button", { name: "탈퇴하기" }));
    const confirm = await screen.findByRole("dialog", { name: "정말 탈퇴할까요?" });
    await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "탈퇴" })));
    await screen.findByText(FAREWELL_TITLE);
    expect(fetch).toHaveBeenCalled();
    cleanup();

    // '처음으로' loads /login afresh.
    renderAt(["/login"]);
    await waitFor(() => expect(screen.getByText(FAREWELL_TITLE)).toBeTruthy());
    expect(screen.getByText(FAREWELL_TEXT)).toBeTruthy();
    expect(screen.getByRole("button", { name: "카카오로 시작하기" })).toBeTruthy();
    cleanup();

    // Said once: a later visit to /login is the ordinary one.
    renderAt(["/login"]);
    await screen.findByRole("button", { name: "카카오로 시작하기" });
    expect(screen.queryByText(FAREWELL_TITLE)).toBeNull();
  });

  it("an ordinary visit to /login says nothing of it", async () => {
    renderAt(["/login"]);
    await screen.findByRole("button", { name: "카카오로 시작하기" });
    expect(screen.queryByText(FAREWELL_TITLE)).toBeNull();
  });
});
