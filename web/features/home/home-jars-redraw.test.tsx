// Home's shared jars arrive after the page is live (decision 021). Their arrival must not redraw the
// groups above them: that is work right after home's first load, which a first tap would wait behind.
import type { GroupSummary } from "@contract/group";
import type { MyJars } from "@contract/jar";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { groupQueries } from "../../api/groups";
import { logIn, renderAt } from "../../test/render-route";

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

const GROUP: GroupSummary = {
  groupId: 7,
  groupName: "우리 팀",
  orderIdx: 1,
  receiveCount: 3,
  sendCount: 2,
  groupMembers: [{ name: "이달콤" }],
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
  ],
  written: [],
};

beforeEach(() => {
  logIn();
  cardDraws.count = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe("home /: the shared jars arriving", () => {
  it("draws the jar list without drawing the group cards again", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        await answered;
        return new Response(JSON.stringify({ status: 200, message: "성공", data: MINE }), { status: 200 });
      }),
    );
    renderAt(["/"], (client) => client.setQueryData(groupQueries.list().queryKey, [GROUP]));
    expect(await screen.findByRole("heading", { name: "우리 팀 그룹" })).toBeTruthy();
    const before = cardDraws.count;
    expect(before).toBeGreaterThan(0);
    answer();
    const jars = await screen.findByRole("region", { name: "함께 채우는 꿀단지" });
    expect(within(jars).getByRole("link", { name: "이달콤님의 송별 꿀단지" })).toBeTruthy();
    expect(cardDraws.count).toBe(before);
  });
});
