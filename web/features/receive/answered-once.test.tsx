// Decision 023's joints for the answer: like the praise and the relay (web/features/send/sent-once.test.tsx),
// a keeper's answer ('카카오톡으로도 알리기') is sent once, whatever an instant double tap or the phone's back
// does. The host is a stand-in fetch that remembers the answer, as the real one does
// (worker/host/praise/reactions.test.ts).
import type { ReceivedPraise } from "@contract/praise";
import type { ReactionCode } from "@contract/reaction";
import type { QueryClient } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clientConfigQuery } from "../../api/config";
import { groupQueries } from "../../api/groups";
import { receiveQueries } from "../../api/receive";
import { createQueryClient } from "../../app/providers";
import { resetKakaoSdkForTests } from "../../lib/kakao-sdk";
import { installKakaoSdk } from "../../test/kakao-sdk";
import { logIn, renderAt, TEST_CONFIG } from "../../test/render-route";

const UUID = "5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f";
const JAR = 21;
const SENT_HINT = "답장을 보냈어요. 다른 말로 바꿀 수도 있어요.";
/** The praise as its keeper reads it: saved in their jar, theirs to answer, not answered yet. */
const KEPT: ReceivedPraise = {
  content: "회의 정리 고마워요.",
  senderName: "김꿀벌",
  senderImageUrl: "/images/profile/profile-4.svg",
  receiverName: "이달콤",
  receiverNames: ["이달콤"],
  groupName: "디자인팀",
  groupId: JAR,
  sendStatus: "DIRECT",
  imageUrl: "/images/stamps/stamp-3.svg",
  stampName: "긍정 파워",
  viewerNamed: true,
  receivePraiseId: 77,
  canReact: true,
  reaction: null,
};

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify({ status, message: "OK", data }), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/** The host: the praise with the answer it last accepted; every PUT is an answer sent. */
const host = () => {
  let answer: ReactionCode | null = null;
  const answers: unknown[] = [];
  const reads = { count: 0 };
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url);
    if (path.includes("/api/receive-praise/reaction") && init?.method === "PUT") {
      const body = JSON.parse(String(init.body)) as { reaction: ReactionCode };
      answers.push(body);
      answer = body.reaction;
      return json(200, { reaction: answer, reactedAt: "2026-11-22T01:00:00.000Z" });
    }
    if (path.includes("/api/receive-praise?")) {
      reads.count += 1;
      return json(200, { ...KEPT, reaction: answer });
    }
    return json(200, []);
  });
  vi.stubGlobal("fetch", fetch);
  return { answers, reads };
};

/** The landing at the last of `entries`; `seeded`: the praise already in the cache; `client`: the cache. */
const renderLanding = (entries: string[], seeded = true, client?: QueryClient) =>
  renderAt(
    entries,
    (c) => {
      c.setQueryData(clientConfigQuery.queryKey, { ...TEST_CONFIG, relay: true });
      c.setQueryData(groupQueries.list().queryKey, []);
      if (seeded) c.setQueryData(receiveQueries.byUuid(UUID, "member").queryKey, KEPT);
    },
    client,
  );

const picker = () => screen.findByRole("group", { name: "김꿀벌님에게 꿀로 답하기" });

/** Answers '고마워요' and waits until the host has it and the page shows it sent. */
const answerThanks = async () => {
  const group = await picker();
  fireEvent.click(within(group).getByRole("radio", { name: "고마워요" }));
  const share = await within(group).findByRole("button", { name: "카카오톡으로도 알리기" });
  await waitFor(() => expect((share as HTMLButtonElement).disabled).toBe(false));
  return share;
};

/** The page shows '고마워요' as the answer sent, with the share offered again (not opened). */
const expectShownSent = async () => {
  const group = await picker();
  await waitFor(() =>
    expect((within(group).getByRole("radio", { name: "고마워요" }) as HTMLInputElement).checked).toBe(true),
  );
  expect(within(group).getByText(SENT_HINT)).toBeTruthy();
  expect(within(group).getByRole("button", { name: "카카오톡으로도 알리기" })).toBeTruthy();
};

let sendCustom: ReturnType<typeof installKakaoSdk>;
beforeEach(() => {
  logIn("이달콤");
  resetKakaoSdkForTests();
  sendCustom = installKakaoSdk();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Kakao;
});

describe("one state once the answer is sent", () => {
  it("says it was sent, offers the relay and the way on, never '꿀 답장 보내기' again; the share says it opened", async () => {
    host();
    renderLanding([`/compliment/${UUID}`]);
    const group = await picker();
    expect(within(group).getByRole("status").textContent).toBe("한 번 눌러 마음을 전해보세요.");
    const share = await answerThanks();
    expect(within(group).getByText(SENT_HINT).getAttribute("role")).toBe("status");
    // No second '보내기' under '답장을 보냈어요': the share is a quiet '카카오톡으로도 알리기'.
    expect(screen.queryByRole("button", { name: "꿀 답장 보내기" })).toBeNull();
    expect(share.textContent).toBe("카카오톡으로도 알리기");
    expect(screen.getByRole("link", { name: "릴레이 이어가기" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "저장한 그룹 보기" })).toBeTruthy();
    expect(screen.queryByText("카카오톡 공유 창을 열었어요")).toBeNull();

    fireEvent.click(share);
    await waitFor(() => expect(sendCustom).toHaveBeenCalledTimes(1));
    expect((await within(group).findByText("카카오톡 공유 창을 열었어요")).getAttribute("role")).toBe("status");
    // A changed answer has not been shared yet.
    fireEvent.click(within(group).getByRole("radio", { name: "달달해요" }));
    await waitFor(() => expect(within(group).queryByText("카카오톡 공유 창을 열었어요")).toBeNull());
  });
});

describe("a keeper's answer is sent once (decision 023)", () => {
  it("an instant double tap on the answer sends one answer, and on '카카오톡으로도 알리기' opens one share", async () => {
    const { answers } = host();
    renderLanding([`/compliment/${UUID}`]);
    const group = await picker();
    const thanks = within(group).getByRole("radio", { name: "고마워요" });
    // Both taps before React re-renders: as an instant double tap on a phone.
    act(() => {
      fireEvent.click(thanks);
      fireEvent.click(thanks);
    });
    const share = await within(group).findByRole("button", { name: "카카오톡으로도 알리기" });
    await waitFor(() => expect((share as HTMLButtonElement).disabled).toBe(false));
    expect(answers).toEqual([{ receivePraiseId: 77, reaction: "THANKS" }]);

    act(() => {
      fireEvent.click(share);
      fireEvent.click(share);
    });
    await waitFor(() => expect(sendCustom).toHaveBeenCalled());
    await waitFor(() =>
      expect(within(group).getByRole("button", { name: "카카오톡으로도 알리기" }).getAttribute("aria-busy")).toBeNull(),
    );
    expect(sendCustom).toHaveBeenCalledTimes(1);
    expect(sendCustom.mock.calls[0]?.[0]).toMatchObject({ templateArgs: { id: UUID, reaction: "고마워요" } });
    expect(answers).toHaveLength(1);
  });

  it("back from the share and forward to the landing (a re-mount): the answer shown sent, nothing sent again", async () => {
    const { answers } = host();
    const { router } = renderLanding(["/group/21", `/compliment/${UUID}`]);
    fireEvent.click(await answerThanks());
    await waitFor(() => expect(sendCustom).toHaveBeenCalledTimes(1));

    await act(() => router.navigate(-1)); // the phone's back, during the share
    await waitFor(() => expect(screen.queryByRole("group", { name: "김꿀벌님에게 꿀로 답하기" })).toBeNull());
    await act(() => router.navigate(1));
    expect(router.state.location.pathname).toBe(`/compliment/${UUID}`);
    await expectShownSent();
    expect(answers).toHaveLength(1);
    expect(sendCustom).toHaveBeenCalledTimes(1);
  });

  it("the landing opened again after the share (a reload): the host's answer shown sent, nothing sent again", async () => {
    const { answers, reads } = host();
    renderLanding([`/compliment/${UUID}`]);
    fireEvent.click(await answerThanks());
    await waitFor(() => expect(sendCustom).toHaveBeenCalledTimes(1));

    cleanup(); // the browser dropped the page while KakaoTalk was open
    const before = reads.count;
    renderLanding([`/compliment/${UUID}`], false);
    await expectShownSent();
    expect(reads.count).toBeGreaterThan(before);
    expect(answers).toHaveLength(1);
    expect(sendCustom).toHaveBeenCalledTimes(1);
  });

  it("the page visible again after the share: read again, the answer still shown sent, nothing sent again", async () => {
    const { answers, reads } = host();
    // The app's own cache (it reads again when the page comes back), not the tests' still one.
    renderLanding([`/compliment/${UUID}`], true, createQueryClient());
    fireEvent.click(await answerThanks());
    await waitFor(() => expect(sendCustom).toHaveBeenCalledTimes(1));

    const before = reads.count;
    act(() => {
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    });
    await waitFor(() => expect(reads.count).toBeGreaterThan(before));
    await expectShownSent();
    expect(answers).toHaveLength(1);
    expect(sendCustom).toHaveBeenCalledTimes(1);
  });
});
