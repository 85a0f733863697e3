// Home's '이번 주' (decision 034): the week's counts, the jars about to open, the Friday invitation and
// the way to '우리 팀'; drawn from the seed the worker read (no request), else read once home is live.
import type { Week } from "@contract/week";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { groupQueries } from "../../api/groups";
import { jarQueries } from "../../api/jars";
import { weeklyQueries } from "../../api/weekly";
import { createQueryClient } from "../../app/providers";
import { answerLater } from "../../test/answer-later";
import { logIn, renderAt } from "../../test/render-route";
import { applyHomeSeed } from "./home-seed";

const WEEK: Week = { monday: "2026-03-02", received: 3, sent: 2, kept: 1, jarsWaiting: 0, friday: false };

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify({ status, message: status < 300 ? "성공" : "잠시 후 다시 시도해주세요.", data }), {
    status,
  });

const renderHome = (week?: Week) =>
  renderAt(["/"], (client) => {
    client.setQueryData(groupQueries.list().queryKey, []);
    client.setQueryData(jarQueries.mine().queryKey, { created: [], written: [] });
    if (week) client.setQueryData(weeklyQueries.week().queryKey, week);
  });

const card = () => screen.findByRole("region", { name: "이번 주" });

beforeEach(() => logIn());
afterEach(() => vi.unstubAllGlobals());

describe("home /: this week", () => {
  it("shows the praise received and sent this week in the sheet, and the way to '우리 팀'", async () => {
    const { router } = renderHome(WEEK);
    const week = await card();
    expect(within(screen.getByRole("region", { name: "내 꿀단지" })).getByRole("region", { name: "이번 주" })).toBe(
      week,
    );
    expect(week.textContent).toContain("받은 꿀 3 · 보낸 꿀 2");
    expect(week.textContent).not.toContain("곧 열리는 꿀단지");
    expect(within(week).queryByText(/금요일이에요/)).toBeNull();
    fireEvent.click(within(week).getByRole("link", { name: "우리 팀" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/team"));
  });

  it("counts the shared jars about to open, and on Friday invites to send praise", async () => {
    const { router } = renderHome({ ...WEEK, jarsWaiting: 2, friday: true });
    const week = await card();
    expect(within(week).getByText("곧 열리는 꿀단지 2개")).toBeTruthy();
    expect(within(week).getByText("금요일이에요, 이번 주 고마웠던 팀원에게 꿀을 보내볼까요?")).toBeTruthy();
    const send = within(week).getByRole("link", { name: "꿀 보내기" });
    expect(send.getAttribute("href")).toBe("/compliment/send/target");
    fireEvent.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliment/send/target"));
  });

  it("drawn from the worker's seed, it asks the host nothing for the week", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(new URL(input instanceof Request ? input.url : String(input), "http://app.test").pathname);
        return json(200, { created: [], written: [] });
      }),
    );
    const client = createQueryClient();
    renderAt(
      ["/"],
      (seeded) =>
        applyHomeSeed(seeded, {
          memberName: "김꿀벌",
          groups: [],
          views: { view: "card", stampView: "honey" },
          week: { ...WEEK, received: 5 },
        }),
      client,
    );
    expect((await card()).textContent).toContain("받은 꿀 5 · 보낸 꿀 2");
    await waitFor(() => expect(asked).toContain("/api/jar"));
    expect(asked).not.toContain("/api/member/week");
  });

  it("without a seed, keeps the card's room while the week loads, then shows it", async () => {
    const answer = answerLater(() => json(200, { ...WEEK, sent: 7 }));
    renderHome();
    const week = await card();
    expect(week.getAttribute("aria-busy")).toBe("true");
    expect(week.textContent).not.toContain("받은 꿀");
    answer();
    await waitFor(() => expect(week.textContent).toContain("받은 꿀 3 · 보낸 꿀 7"));
    expect(week.hasAttribute("aria-busy")).toBe(false);
  });

  it("leaves an empty week out (nothing received, sent or about to open), but not on a Friday", async () => {
    const empty = { ...WEEK, received: 0, sent: 0, kept: 0, jarsWaiting: 0 };
    renderHome(empty);
    await screen.findByRole("region", { name: "내 꿀단지" });
    expect(screen.queryByRole("region", { name: "이번 주" })).toBeNull();
  });

  it("shows an empty week's card on a Friday, for its invitation", async () => {
    renderHome({ ...WEEK, received: 0, sent: 0, kept: 0, jarsWaiting: 0, friday: true });
    expect((await card()).textContent).toContain("금요일이에요");
  });

  it("leaves the card out when the host cannot answer the week", async () => {
    const answer = answerLater(() => json(404, null));
    renderHome();
    await card();
    answer();
    await waitFor(() => expect(screen.queryByRole("region", { name: "이번 주" })).toBeNull());
  });
});
