// The /recap page with the host's answer in the cache (the answer itself is tested
// on real D1 in worker/host/recap/routes.test.ts, and end to end in tests/e2e/closing-the-loop.test.ts).
import type { Recap } from "@contract/recap";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recapQueries } from "../../api/recap";
import { resetKakaoSdkForTests } from "../../lib/kakao-sdk";
import { downloadImage } from "../../lib/save-as-image";
import { installKakaoSdk, kakaoQuotaError } from "../../test/kakao-sdk";
import { logIn, renderAt } from "../../test/render-route";
import { comparison, monthLabel } from "./recap-text";
import { recapTemplateArgs } from "./share-recap";

vi.mock("../../lib/save-as-image", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/save-as-image")>()),
  renderElementAsImage: vi.fn(async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" })),
  downloadImage: vi.fn(),
}));

const YEAR = new Date().getFullYear();
const MONTH = `${YEAR}-11`;

const RECAP: Recap = {
  month: MONTH,
  current: true,
  joinedMonth: `${YEAR}-03`,
  received: 3,
  sent: 2,
  previous: { month: `${YEAR}-10`, received: 1, sent: 2 },
  relays: { continued: 1, received: 2 },
  topStamps: [
    { stampName: "센스 만점", imageUrl: "/images/stamps/stamp-2.svg", count: 3 },
    { stampName: "협업의 신", imageUrl: "/images/stamps/stamp-5.svg", count: 1 },
  ],
  topJar: { groupId: 4, groupName: "동아리", count: 3 },
  first: {
    direction: "received",
    name: "이달콤",
    content: "첫 칭찬",
    stampUrl: "/images/stamps/stamp-2.svg",
    stampName: "센스 만점",
    date: `${YEAR}-11-01T01:00:00.000Z`,
  },
  latest: {
    direction: "sent",
    name: "박철수",
    content: "최근 칭찬",
    stampUrl: "/images/stamps/stamp-5.svg",
    stampName: "협업의 신",
    date: `${YEAR}-11-20T01:00:00.000Z`,
  },
};
const EMPTY: Recap = {
  ...RECAP,
  received: 0,
  sent: 0,
  relays: { continued: 0, received: 0 },
  topStamps: [],
  topJar: null,
  first: null,
  latest: null,
};

const renderRecap = (recap: Recap | null, path = "/recap") =>
  renderAt([path], (client) => {
    if (recap) client.setQueryData(recapQueries.month(path.includes("month=") ? MONTH : null).queryKey, recap);
  });

beforeEach(() => {
  logIn("김꿀벌");
  resetKakaoSdkForTests();
});
afterEach(() => {
  delete window.Kakao;
  vi.unstubAllGlobals();
  vi.mocked(downloadImage).mockClear();
});

describe("recap words", () => {
  it("compares with last month and names the month", () => {
    expect(comparison(3, 1)).toBe("지난달보다 2개 더");
    expect(comparison(1, 3)).toBe("지난달보다 2개 적어요");
    expect(comparison(2, 2)).toBe("지난달과 같아요");
    expect(monthLabel("2026-11", 2026)).toBe("11월");
    expect(monthLabel("2025-12", 2026)).toBe("2025년 12월");
  });
});

describe("/recap", () => {
  it("shows the month's counts against last month, the top stamps, the top jar, the first and the latest praise", async () => {
    renderRecap(RECAP);
    const card = await screen.findByRole("region", { name: "김꿀벌님의 11월 꿀단지" });
    const stat = (label: string) => within(card).getByText(label).nextElementSibling!.textContent;
    expect(stat("받은 꿀")).toBe("3개지난달보다 2개 더");
    expect(stat("보낸 꿀")).toBe("2개지난달과 같아요");
    // The month's relays.
    expect(within(card).getByTestId("recap-relays").textContent).toBe(
      "칭찬 릴레이: 이어간 릴레이 1번, 받은 릴레이 2번",
    );
    const stamps = within(within(card).getByRole("region", { name: "가장 많이 주고받은 꿀도장" })).getAllByRole(
      "listitem",
    );
    expect(stamps.map((li) => li.textContent)).toEqual(["센스 만점1위 · 3개", "협업의 신2위 · 1개"]);
    expect(within(card).getByText("동아리 그룹")).toBeTruthy();
    const moments = within(card).getAllByRole("article");
    expect(moments[0]!.textContent).toContain("이달의 첫 꿀");
    expect(moments[0]!.textContent).toContain("From. 이달콤");
    expect(moments[1]!.textContent).toContain("가장 최근 꿀");
    expect(moments[1]!.textContent).toContain("To. 박철수");
    // This month: a link back to last month, none forward.
    const months = within(screen.getByRole("navigation", { name: "달 고르기" }));
    expect(months.getByRole("link", { name: "10월 돌아보기" }).getAttribute("href")).toBe(`/recap?month=${YEAR}-10`);
    expect(months.getAllByRole("link")).toHaveLength(1); // this month: nothing forward
  });

  it("says it warmly when the month is empty, and offers to send instead of saving", async () => {
    renderRecap(EMPTY);
    const empty = await screen.findByTestId("recap-empty");
    expect(empty.textContent).toContain("이번 달 꿀단지는 아직 비어 있어요");
    expect(empty.textContent).toContain("지난달에는 받은 꿀 1개, 보낸 꿀 2개를 나눴어요.");
    expect(screen.getByRole("link", { name: "꿀 보내러 가기" }).getAttribute("href")).toBe("/compliment/send/target");
    expect(screen.queryByRole("button", { name: "이미지로 저장" })).toBeNull();
  });

  it("names everyone a sent praise went to (decision 023), not only the first", async () => {
    renderRecap({
      ...RECAP,
      latest: { ...RECAP.latest!, name: "이달콤", receiverNames: ["이달콤", "박성실", "최열정"] },
    });
    const card = await screen.findByRole("region", { name: "김꿀벌님의 11월 꿀단지" });
    const moments = within(card).getAllByRole("article");
    expect(moments[1]!.textContent).toContain("To. 이달콤, 박성실, 최열정 ·");
  });

  it("shows an earlier month from ?month= with a way forward", async () => {
    renderRecap({ ...RECAP, current: false }, `/recap?month=${MONTH}`);
    expect(await screen.findByText("11월에 주고받은 꿀이에요.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "12월 돌아보기" }).getAttribute("href")).toBe(`/recap?month=${YEAR}-12`);
  });

  it("looks back no further than the month the member joined", async () => {
    renderRecap({ ...RECAP, joinedMonth: MONTH });
    await screen.findByTestId("recap-card");
    expect(screen.queryByRole("link", { name: "10월 돌아보기" })).toBeNull();
    cleanup();
    renderRecap({ ...RECAP, joinedMonth: `${YEAR}-10` });
    expect((await screen.findByRole("link", { name: "10월 돌아보기" })).getAttribute("href")).toBe(
      `/recap?month=${YEAR}-10`,
    );
  });

  it("saves the card as an image", async () => {
    renderRecap(RECAP);
    await screen.findByTestId("recap-card");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "이미지로 저장" })));
    await waitFor(() => expect(downloadImage).toHaveBeenCalled());
    expect(vi.mocked(downloadImage).mock.calls[0]![1]).toBe("이달의 꿀단지.png");
  });

  it("shares through KakaoTalk with the recap's own template and arguments", async () => {
    const sendCustom = installKakaoSdk();
    renderRecap(RECAP);
    await screen.findByTestId("recap-card");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "카카오톡 공유" })));
    await waitFor(() => expect(sendCustom).toHaveBeenCalled());
    expect(sendCustom).toHaveBeenCalledWith({
      templateId: 2,
      templateArgs: {
        name: "김꿀벌",
        month: "11월",
        received: "3",
        sent: "2",
        topStamp: "센스 만점",
        topJar: "동아리",
        summary: "받은 꿀 3개 · 보낸 꿀 2개 · 센스 만점",
      },
    });
    expect(recapTemplateArgs("김꿀벌", EMPTY)).toMatchObject({
      topStamp: "",
      topJar: "",
      summary: "받은 꿀 0개 · 보낸 꿀 0개",
    });
  });

  it("says so when KakaoTalk refuses the share (its daily quota), the recap still on screen", async () => {
    const quiet = vi.spyOn(console, "info").mockImplementation(() => {});
    const refused = installKakaoSdk({ refuse: kakaoQuotaError() });
    renderRecap(RECAP);
    await screen.findByTestId("recap-card");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "카카오톡 공유" })));
    await waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    // A toast, on screen for 3 s: asked for within 2 s.
    expect(
      await screen.findByText("카카오톡 공유를 열지 못했어요. 잠시 후 다시 시도해주세요.", {}, { timeout: 2000 }),
    ).toBeTruthy();
    expect(screen.getByTestId("recap-card")).toBeTruthy();
    expect(screen.getByRole("button", { name: "카카오톡 공유" })).toBeTruthy();
    quiet.mockRestore();
  });

  it("says so, with a retry, when the recap cannot be loaded", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 500, message: "서버 오류" }), {
          status: 500,
          headers: { "Content-Type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    renderRecap(null);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("이달의 꿀을 불러오지 못했어요.");
    expect(within(alert).getByRole("button", { name: "다시 시도" })).toBeTruthy();
  });
});
