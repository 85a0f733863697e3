// 회원 탈퇴 → /login: the login page says goodbye once instead of nothing.

import { LEAVE_MESSAGES } from "@contract/member";
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
    expect(screen.getByRole("link", { name: "카카오로 시작하기" })).toBeTruthy();
    cleanup();

    // Said once: a later visit to /login is the ordinary one.
    renderAt(["/login"]);
    await screen.findByRole("link", { name: "카카오로 시작하기" });
    expect(screen.queryByText(FAREWELL_TITLE)).toBeNull();
  });

  it("an ordinary visit to /login says nothing of it", async () => {
    renderAt(["/login"]);
    await screen.findByRole("link", { name: "카카오로 시작하기" });
    expect(screen.queryByText(FAREWELL_TITLE)).toBeNull();
  });
});

describe("회원 탈퇴 after an old login (decision 028)", () => {
  it("says why, sends the member through Kakao again, and comes back to the confirmation", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 403, message: LEAVE_MESSAGES.loginAgain }), {
          status: 403,
          headers: { "Content-Type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    renderAt(["/setting/leave"]);
    fireEvent.click(await screen.findByRole("button", { name: "탈퇴하기" }));
    const confirm = await screen.findByRole("dialog", { name: "정말 탈퇴할까요?" });
    await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "탈퇴" })));

    const again = await screen.findByRole("dialog", { name: "다시 로그인해주세요" });
    expect(within(again).getByText(LEAVE_MESSAGES.loginAgain)).toBeTruthy();
    expect(screen.queryByText(FAREWELL_TITLE)).toBeNull();
    fireEvent.click(within(again).getByRole("button", { name: "다시 로그인" }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]![0]).toBe("/auth/kakao/start?returnTo=%2Fsetting%2Fleave%3Fconfirm%3D1");
    assign.mockRestore();
    cleanup();

    // Back from Kakao: the confirmation is open at once.
    renderAt(["/setting/leave?confirm=1"]);
    expect(await screen.findByRole("dialog", { name: "정말 탈퇴할까요?" })).toBeTruthy();
  });
});
