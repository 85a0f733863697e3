// My page's '함께 채우는 꿀단지': the jars the member made and wrote in, in every state.
import type { MyJars } from "@contract/jar";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jarQueries } from "../../api/jars";
import { memberQueries } from "../../api/member";
import { answerLater } from "../../test/answer-later";
import { logIn, renderAt } from "../../test/render-route";

const MEMBER = {
  memberId: 1,
  bestStamp: null,
  name: "김꿀벌",
  email: "honeybee@example.com",
  imageUrl: "",
  receivePraiseCount: 0,
  sendPraiseCount: 0,
};
const MINE: MyJars = {
  created: [
    {
      jarId: "AbCdEfGhIjKlMnOpQrStUv",
      title: "이달콤님의 송별 꿀단지",
      recipientName: "이달콤",
      occasion: "FAREWELL",
      opensOn: "2026-03-09",
      letterCount: 4,
      keepKey: "KkKkKkKkKkKkKkKkKkKkKk",
      kept: false,
      closed: false,
    },
    {
      jarId: "ZyXwVuTsRqPoNmLkJiHgFe",
      title: "환영해요 박새내기님",
      recipientName: "박새내기",
      occasion: "WELCOME",
      opensOn: "2026-02-20",
      letterCount: 12,
      keepKey: "QqQqQqQqQqQqQqQqQqQqQq",
      kept: true,
      closed: false,
    },
  ],
  written: [
    {
      jarId: "WwWwWwWwWwWwWwWwWwWwWw",
      title: "최고참님 생일 축하해요",
      recipientName: "최고참",
      opensOn: "2026-03-02",
      kept: false,
    },
  ],
};

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify({ status, message: status < 300 ? "성공" : "잠시 후 다시 시도해주세요.", data }), {
    status,
  });

const renderProfile = (mine?: MyJars) =>
  renderAt(["/profile"], (client) => {
    client.setQueryData(memberQueries.info().queryKey, MEMBER);
    client.setQueryData(memberQueries.profileImages().queryKey, {});
    if (mine) client.setQueryData(jarQueries.mine().queryKey, mine);
  });

const section = () => screen.getByRole("region", { name: "함께 채우는 꿀단지" });

beforeEach(() => {
  logIn();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-02T03:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("/profile: 함께 채우는 꿀단지", () => {
  it("lists the jars the member made (drops, opening day, D-N or delivered, the way to both links) and wrote in", async () => {
    renderProfile(MINE);
    await screen.findByRole("heading", { name: "함께 채우는 꿀단지" });
    const made = within(section()).getByRole("list", { name: "내가 만든 꿀단지 2" });
    const [farewell, welcome] = within(made).getAllByRole("listitem");
    expect(
      within(farewell as HTMLElement)
        .getByRole("link", { name: "이달콤님의 송별 꿀단지" })
        .getAttribute("href"),
    ).toBe("/jar/AbCdEfGhIjKlMnOpQrStUv");
    expect(farewell?.textContent).toContain("이달콤님 · 송별 · 꿀방울 4개");
    expect(farewell?.textContent).toContain("3월 9일 (월) 열어요 D-7");
    expect(
      within(farewell as HTMLElement)
        .getByRole("link", { name: "이달콤님의 송별 꿀단지 링크 보기" })
        .getAttribute("href"),
    ).toBe("/jar/links/AbCdEfGhIjKlMnOpQrStUv");
    // Delivered: its links stay reachable.
    expect(welcome?.textContent).toContain("꿀방울 12개");
    expect(welcome?.textContent).toContain("전달됨");
    expect(within(welcome as HTMLElement).getByRole("link", { name: "환영해요 박새내기님 링크 보기" })).toBeTruthy();

    const wrote = within(section()).getByRole("list", { name: "내가 쓴 꿀단지 1" });
    expect(within(wrote).getByRole("link", { name: "최고참님 생일 축하해요" }).getAttribute("href")).toBe(
      "/jar/WwWwWwWwWwWwWwWwWwWwWw",
    );
    expect(wrote.textContent).toContain("최고참님에게 · 3월 2일 (월) 열어요 D-DAY");
    expect(within(section()).getByRole("link", { name: "새로 만들기" }).getAttribute("href")).toBe("/jar/new");
  });

  it("says '감사 인사가 도착했어요' on a jar written in whose keeper thanked its writers", async () => {
    const thanked = {
      jarId: "TtTtTtTtTtTtTtTtTtTtTt",
      title: "고마웠어요 선배",
      recipientName: "최고참",
      opensOn: "2026-02-27",
    };
    renderProfile({
      created: [],
      written: [...MINE.written, { ...thanked, kept: true, thanked: true, reaction: "HEART" }],
    });
    await screen.findByRole("heading", { name: "함께 채우는 꿀단지" });
    const wrote = within(section()).getByRole("list", { name: "내가 쓴 꿀단지 2" });
    const [waiting, delivered] = within(wrote).getAllByRole("listitem");
    expect(delivered?.textContent).toContain("전달됨");
    expect(within(delivered as HTMLElement).getByText("감사 인사가 도착했어요")).toBeTruthy();
    expect(waiting?.textContent).not.toContain("감사 인사");
  });

  it("says when there is none yet, and offers to make one", async () => {
    renderProfile({ created: [], written: [] });
    await screen.findByRole("heading", { name: "함께 채우는 꿀단지" });
    expect(
      within(section()).getByText("아직 만든 꿀단지가 없어요. 팀원에게 전할 마음을 함께 모아보세요."),
    ).toBeTruthy();
    expect(within(section()).getByText("아직 편지를 쓴 꿀단지가 없어요.")).toBeTruthy();
    expect(within(section()).getByRole("link", { name: "새로 만들기" })).toBeTruthy();
  });

  it("shows that it is loading, then a retry when the list cannot be read", async () => {
    let fail = true;
    const answer = answerLater(() => (fail ? json(500, null) : json(200, MINE)));
    renderProfile();
    await screen.findByRole("heading", { name: "함께 채우는 꿀단지" });
    expect(within(section()).getByRole("status").textContent).toContain("함께 채우는 꿀단지를 불러오는 중이에요");
    answer();
    expect((await within(section()).findByRole("alert")).textContent).toBe("함께 채우는 꿀단지를 불러오지 못했어요.");
    fail = false;
    fireEvent.click(within(section()).getByRole("button", { name: "다시 시도" }));
    expect(await within(section()).findByRole("link", { name: "이달콤님의 송별 꿀단지" })).toBeTruthy();
  });
});
