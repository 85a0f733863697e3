import type { MyJars } from "@contract/jar";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jarQueries } from "../../api/jars";
import { resetKakaoSdkForTests } from "../../lib/kakao-sdk";
import { installKakaoSdk, kakaoQuotaError } from "../../test/kakao-sdk";
import { logIn, renderAt } from "../../test/render-route";

const JAR_ID = "AbCdEfGhIjKlMnOpQrStUv";
const KEEP_KEY = "KkKkKkKkKkKkKkKkKkKkKk";
const MINE: MyJars = {
  created: [
    {
      jarId: JAR_ID,
      title: "이달콤님의 송별 꿀단지",
      recipientName: "이달콤",
      occasion: "FAREWELL",
      opensOn: "2026-03-09",
      letterCount: 4,
      keepKey: KEEP_KEY,
      kept: false,
      closed: false,
    },
  ],
  written: [],
};

const at = (state?: unknown) => ({ pathname: `/jar/links/${JAR_ID}`, state });
const link = (name: string) => screen.getByRole("region", { name });

beforeEach(() => {
  logIn();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-02T03:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetKakaoSdkForTests();
  delete window.Kakao;
});

describe("/jar/links/:jarId", () => {
  it("right after making a jar: both links in full, each with KakaoTalk and copy, and which goes where", async () => {
    renderAt(["/", at({ created: true })], (client) => client.setQueryData(jarQueries.mine().queryKey, MINE));
    expect(await screen.findByText("꿀단지를 만들었어요!")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "이달콤님의 송별 꿀단지" })).toBeTruthy();
    expect(screen.getByText("이달콤님 · 송별 · 꿀방울 4개")).toBeTruthy();
    expect(screen.getByText("여는 날 3월 9일 (월) · D-7")).toBeTruthy();

    const origin = window.location.origin;
    const writing = link("① 함께 쓰는 링크");
    expect((within(writing).getByRole("textbox") as HTMLInputElement).value).toBe(`${origin}/jar/${JAR_ID}`);
    expect(within(writing).getByText(/팀 채팅방에 올려주세요/)).toBeTruthy();
    expect(within(writing).getByRole("button", { name: "카카오톡 공유" })).toBeTruthy();
    expect(within(writing).getByRole("button", { name: "링크 복사" })).toBeTruthy();

    const opening = link("② 이달콤님에게만 보낼 여는 링크");
    expect((within(opening).getByRole("textbox") as HTMLInputElement).value).toBe(
      `${origin}/jar/${JAR_ID}/open#key=${KEEP_KEY}`,
    );
    // Never the writing link's yellow button beside it (SPEC §11): a plain one, that asks first.
    expect(within(opening).queryByRole("button", { name: "카카오톡 공유" })).toBeNull();
    expect(within(opening).getByRole("button", { name: "카카오톡으로 보내기" })).toBeTruthy();
    expect(screen.getByText("여는 링크는 팀 채팅방에 올리지 마세요. 받는 사람에게만 따로 보내주세요.")).toBeTruthy();
  });

  it("asks before the opening link is copied or shared, and does nothing when the member cancels", async () => {
    const sendCustom = installKakaoSdk();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderAt(["/", at({ created: true })], (client) => client.setQueryData(jarQueries.mine().queryKey, MINE));
    await screen.findByText("꿀단지를 만들었어요!");
    const opening = link("② 이달콤님에게만 보낼 여는 링크");
    const asked = () => screen.findByRole("dialog", { name: "받는 사람에게만 보내주세요" });

    fireEvent.click(within(opening).getByRole("button", { name: "링크 복사" }));
    expect((await asked()).textContent).toContain("단체 채팅방에는 올리지 말고 받는 사람에게만 보내주세요.");
    expect(writeText).not.toHaveBeenCalled();
    fireEvent.click(within(await asked()).getByRole("button", { name: "취소" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writeText).not.toHaveBeenCalled();

    fireEvent.click(within(opening).getByRole("button", { name: "링크 복사" }));
    const copyAsked = within(await asked()).getByRole("button", { name: "링크 복사" });
    await act(async () => fireEvent.click(copyAsked));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jar/${JAR_ID}/open#key=${KEEP_KEY}`);
    expect(within(opening).getByRole("status").textContent).toBe("링크를 복사했어요.");

    fireEvent.click(within(opening).getByRole("button", { name: "카카오톡으로 보내기" }));
    expect(sendCustom).not.toHaveBeenCalled();
    const shareAsked = within(await asked()).getByRole("button", { name: "카카오톡으로 보내기" });
    await act(async () => fireEvent.click(shareAsked));
    await waitFor(() => expect(sendCustom).toHaveBeenCalledTimes(1));
    // The writing link goes to the team chat as before, without asking.
    await act(async () => fireEvent.click(within(link("① 함께 쓰는 링크")).getByRole("button", { name: "링크 복사" })));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/jar/${JAR_ID}`);
  });

  it("when KakaoTalk refuses the share (its daily quota): says so and selects each link for copying, as a blocked clipboard does", async () => {
    const sendCustom = installKakaoSdk({ refuse: kakaoQuotaError() });
    vi.spyOn(console, "info").mockImplementation(() => {});
    renderAt(["/", at({ created: true })], (client) => client.setQueryData(jarQueries.mine().queryKey, MINE));
    await screen.findByText("꿀단지를 만들었어요!");
    const selected = (field: HTMLInputElement) =>
      document.activeElement === field && field.selectionStart === 0 && field.selectionEnd === field.value.length;

    for (const [name, button] of [
      ["① 함께 쓰는 링크", "카카오톡 공유"],
      ["② 이달콤님에게만 보낼 여는 링크", "카카오톡으로 보내기"],
    ] as const) {
      const card = link(name);
      const field = within(card).getByRole("textbox") as HTMLInputElement;
      const before = field.value;
      await act(async () => fireEvent.click(within(card).getByRole("button", { name: button })));
      // The opening link asks first (SPEC §11).
      const ask = button === "카카오톡으로 보내기" ? await screen.findByRole("dialog") : null;
      if (ask) await act(async () => fireEvent.click(within(ask).getByRole("button", { name: button })));
      await waitFor(
        () =>
          expect(within(card).getByRole("status").textContent).toBe(
            "카카오톡 공유를 열지 못했어요. 링크를 복사해 전해주세요.",
          ),
        { timeout: 2000 },
      );
      expect(selected(field)).toBe(true);
      expect(field.value).toBe(before);
    }
    expect(sendCustom).toHaveBeenCalledTimes(2);

    // The in-app browser blocks the clipboard: the link is selected for a long press, with its message.
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("blocked", "NotAllowedError"));
    const writing = link("① 함께 쓰는 링크");
    const field = within(writing).getByRole("textbox") as HTMLInputElement;
    (document.activeElement as HTMLElement | null)?.blur();
    await act(async () => fireEvent.click(within(writing).getByRole("button", { name: "링크 복사" })));
    expect(within(writing).getByRole("status").textContent).toBe("복사하지 못했어요. 링크를 길게 눌러 복사해주세요.");
    expect(selected(field)).toBe(true);
    // The jar is still there to share: its heading and its count, as before.
    expect(screen.getByRole("heading", { name: "이달콤님의 송별 꿀단지" })).toBeTruthy();
  });

  it("later (a reload, or from a list): the same links read from the member's jars, and the way to the jar and home", async () => {
    const { router } = renderAt(["/", at()], (client) => client.setQueryData(jarQueries.mine().queryKey, MINE));
    await screen.findByRole("heading", { name: "이달콤님의 송별 꿀단지" });
    expect(screen.queryByText("꿀단지를 만들었어요!")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "꿀단지 보러 가기" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jar/${JAR_ID}`));
  });

  it("says so for a jar the member did not make", async () => {
    renderAt(["/", at()], (client) => client.setQueryData(jarQueries.mine().queryKey, { created: [], written: [] }));
    expect((await screen.findByRole("alert")).textContent).toBe("꿀단지를 찾을 수 없어요.");
    expect(screen.getByRole("button", { name: "홈으로" })).toBeTruthy();
  });

  it("loads, and offers a retry when the list cannot be read", async () => {
    let fail = true;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        fail
          ? new Response(JSON.stringify({ status: 500, message: "잠시 후 다시 시도해주세요." }), { status: 500 })
          : new Response(JSON.stringify({ status: 200, message: "성공", data: MINE }), { status: 200 }),
      ),
    );
    renderAt(["/", at()]);
    expect(await screen.findByText("꿀단지를 불러오는 중이에요")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toBe("꿀단지를 불러오지 못했어요.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(await screen.findByRole("heading", { name: "이달콤님의 송별 꿀단지" })).toBeTruthy();
  });
});
