// Home's ways to the shared jars: '함께 채우는 꿀단지 만들기' in the greeting card (drawn as it is), and
// below the groups the jars the member made and wrote in, once the page is live and only if any; their
// arrival redraws that list alone, not the group cards above it.
import type { GroupSummary } from "@contract/group";
import type { MyJars } from "@contract/jar";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { groupQueries } from "../../api/groups";
import { jarQueries } from "../../api/jars";
import { weeklyQueries } from "../../api/weekly";
import { answerLater } from "../../test/answer-later";
import { logIn, renderAt } from "../../test/render-route";

// The group cards, drawn as they are, counted: the jars' arrival must not draw them again.
const cardDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock("./group-card-view", async (importOriginal) => {
  const original = await importOriginal<typeof import("./group-card-view")>();
  return {
    ...original,
    GroupCardView: (props: Parameters<typeof original.GroupCardView>[0]) => {
      cardDraws.count++;
      return original.GroupCardView(props);
    },
  };
});

// What the jar list was drawn with, each time, and whether the jars' answer had come by then: the
// answer is drawn as a transition, so the draw that takes it in still shows the list as it was.
const listDraws = vi.hoisted(() => ({ answered: false, draws: [] as { answered: boolean; listed: boolean }[] }));
vi.mock("../../ui/jar-lists", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../ui/jar-lists")>();
  return {
    ...original,
    JarLists: (props: Parameters<typeof original.JarLists>[0]) => {
      listDraws.draws.push({ answered: listDraws.answered, listed: props.mine !== undefined });
      return original.JarLists(props);
    },
  };
});

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
  ],
  written: [],
};

const WEEK = { monday: "2026-03-02", received: 0, sent: 0, kept: 0, jarsWaiting: 0, friday: false };

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify({ status, message: status < 300 ? "성공" : "잠시 후 다시 시도해주세요.", data }), {
    status,
  });

const renderHome = (mine?: MyJars) =>
  renderAt(["/"], (client) => {
    client.setQueryData(groupQueries.list().queryKey, []);
    client.setQueryData(weeklyQueries.week().queryKey, WEEK);
    if (mine) client.setQueryData(jarQueries.mine().queryKey, mine);
  });

const greeting = () => screen.findByRole("heading", { level: 1, name: "안녕하세요, 김꿀벌님!" });

beforeEach(() => {
  logIn();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-02T03:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("home /: the shared jars", () => {
  it("offers to make one from the greeting card", async () => {
    const { router } = renderHome({ created: [], written: [] });
    await greeting();
    fireEvent.click(screen.getByRole("link", { name: "함께 채우는 꿀단지 만들기" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/jar/new"));
  });

  it("lists the jars the member made below the groups, with the way to their links", async () => {
    renderHome(MINE);
    await greeting();
    const sheet = screen.getByRole("region", { name: "내 꿀단지" });
    const jars = within(sheet).getByRole("region", { name: "함께 채우는 꿀단지" });
    const made = within(jars).getByRole("list", { name: "내가 만든 꿀단지 1" });
    expect(made.textContent).toContain("이달콤님 · 송별 · 꿀방울 4개");
    expect(made.textContent).toContain("3월 9일 (월) 열어요 D-7");
    expect(within(made).getByRole("link", { name: "이달콤님의 송별 꿀단지 링크 보기" }).getAttribute("href")).toBe(
      "/jar/links/AbCdEfGhIjKlMnOpQrStUv",
    );
    // Nothing written in yet: that list is left out on home.
    expect(within(jars).queryByText(/내가 쓴 꿀단지/)).toBeNull();
  });

  it("lists the jars the member wrote in, each to its page, with its day and where it stands", async () => {
    renderHome({
      created: [],
      written: [
        {
          jarId: "WrWrWrWrWrWrWrWrWrWrWr",
          title: "박성실님 생일 축하해요",
          recipientName: "박성실",
          opensOn: "2026-03-02",
          kept: false,
        },
        {
          jarId: "KeKeKeKeKeKeKeKeKeKeKe",
          title: "고마운 최열정님",
          recipientName: "최열정",
          opensOn: "2026-02-20",
          kept: true,
        },
      ],
    });
    await greeting();
    const jars = screen.getByRole("region", { name: "함께 채우는 꿀단지" });
    const wrote = within(jars).getByRole("list", { name: "내가 쓴 꿀단지 2" });
    const rows = within(wrote).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "박성실님 생일 축하해요박성실님에게 · 3월 2일 (월) 열어요 D-DAY",
      "고마운 최열정님최열정님에게 · 2월 20일 (금) 열어요 전달됨",
    ]);
    expect(within(wrote).getByRole("link", { name: "박성실님 생일 축하해요" }).getAttribute("href")).toBe(
      "/jar/WrWrWrWrWrWrWrWrWrWrWr",
    );
    // A jar the member only wrote in has no links of its own to share; nothing made: that list is left out.
    expect(within(wrote).queryByRole("link", { name: /링크 보기/ })).toBeNull();
    expect(within(jars).queryByText(/내가 만든 꿀단지/)).toBeNull();
  });

  it("shows nothing of them when there are none", async () => {
    renderHome({ created: [], written: [] });
    await greeting();
    expect(screen.queryByRole("region", { name: "함께 채우는 꿀단지" })).toBeNull();
  });

  it("shows nothing of them while they load (as the worker drew it), then a retry when they cannot be read", async () => {
    let fail = true;
    const answer = answerLater(() => (fail ? json(500, null) : json(200, MINE)));
    renderHome();
    await greeting();
    expect(screen.queryByRole("region", { name: "함께 채우는 꿀단지" })).toBeNull();
    answer();
    const jars = await screen.findByRole("region", { name: "함께 채우는 꿀단지" });
    expect(within(jars).getByRole("alert").textContent).toBe("함께 채우는 꿀단지를 불러오지 못했어요.");
    fail = false;
    fireEvent.click(within(jars).getByRole("button", { name: "다시 시도" }));
    expect(await within(jars).findByRole("link", { name: "이달콤님의 송별 꿀단지" })).toBeTruthy();
  });

  it("draws the jar list without drawing the group cards again", async () => {
    const group: GroupSummary = {
      groupId: 7,
      groupName: "우리 팀",
      orderIdx: 1,
      receiveCount: 3,
      sendCount: 2,
      groupMembers: [{ name: "이달콤" }],
    };
    const answer = answerLater(() => json(200, MINE));
    renderAt(["/"], (client) => {
      client.setQueryData(groupQueries.list().queryKey, [group]);
      client.setQueryData(weeklyQueries.week().queryKey, WEEK);
    });
    expect(await screen.findByRole("heading", { name: "우리 팀 그룹" })).toBeTruthy();
    const before = cardDraws.count;
    expect(before).toBeGreaterThan(0);
    answer();
    const jars = await screen.findByRole("region", { name: "함께 채우는 꿀단지" });
    expect(within(jars).getByRole("link", { name: "이달콤님의 송별 꿀단지" })).toBeTruthy();
    expect(cardDraws.count).toBe(before);
  });

  it("draws the jars' answer as a transition, after a draw that keeps the list as it was", async () => {
    // The answer comes through the query's store, whose updates React draws in one task, not yielding
    // to a tap; drawn as a transition, the list (its cards' styles new to the page) yields between
    // components. The sign of it: the answer's first draw still has no list, a later one has it.
    const answer = answerLater(() => {
      listDraws.answered = true;
      return json(200, MINE);
    });
    listDraws.answered = false;
    listDraws.draws = [];
    renderHome();
    await greeting();
    answer();
    const jars = await screen.findByRole("region", { name: "함께 채우는 꿀단지" });
    expect(within(jars).getByRole("link", { name: "이달콤님의 송별 꿀단지" })).toBeTruthy();
    const afterAnswer = listDraws.draws.filter((draw) => draw.answered);
    expect(afterAnswer[0]).toEqual({ answered: true, listed: false });
    expect(afterAnswer.at(-1)).toEqual({ answered: true, listed: true });
  });
});
