// '우리 팀' (decision 034): who the member has not praised in four weeks first, each a tap from a
// filled send step 1; loading, failure with a retry, and the empty state.
import type { Person } from "@contract/week";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clientConfigQuery } from "../../api/config";
import { groupQueries } from "../../api/groups";
import { weeklyQueries } from "../../api/weekly";
import { emptySendDraft, readSendDraft, writeSendDraft } from "../../lib/drafts";
import { answerLater } from "../../test/answer-later";
import { logIn, renderAt, TEST_CONFIG } from "../../test/render-route";

const NOW = new Date("2026-03-10T03:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const person = (name: string, sent: string | null, received: string | null, group?: [number, string]): Person => ({
  name,
  lastSentAt: sent,
  lastReceivedAt: received,
  groupId: group?.[0] ?? null,
  groupName: group?.[1] ?? null,
});

// As the host lists them: most recent first.
const PEOPLE = [
  person("이달콤", daysAgo(1), daysAgo(3), [12, "개발팀"]),
  person("박성실", null, daysAgo(2)),
  person("최열정", daysAgo(40), daysAgo(5), [11, "디자인팀"]),
  person("정다정", daysAgo(6), null, [11, "디자인팀"]),
];

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify({ status, message: status < 300 ? "성공" : "잠시 후 다시 시도해주세요.", data }), {
    status,
  });

const renderTeam = (people?: Person[], receiversMax = 1) =>
  renderAt(["/", "/team"], (client) => {
    client.setQueryData(clientConfigQuery.queryKey, { ...TEST_CONFIG, receiversMax });
    client.setQueryData(groupQueries.list().queryKey, []);
    if (people) client.setQueryData(weeklyQueries.people().queryKey, people);
  });

const rows = () => within(screen.getByRole("list", { name: /^팀원 \d+명$/ })).getAllByRole("listitem");

beforeEach(() => {
  logIn();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("/team", () => {
  it("lists who the member has not praised in four weeks (or ever) first, marked, each with the last day", async () => {
    renderTeam(PEOPLE);
    expect(await screen.findByRole("heading", { level: 1, name: "우리 팀" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "뒤로 가기" })).toBeTruthy();
    expect(rows().map((row) => within(row).getByRole("heading").textContent)).toEqual([
      "박성실",
      "최열정",
      "이달콤",
      "정다정",
    ]);
    const [never, long, recent] = rows();
    expect(never!.textContent).toContain("아직 꿀을 보내지 않았어요");
    expect(never!.textContent).toContain("3월 8일에 마지막으로 주고받았어요");
    expect(long!.textContent).toContain("4주 넘게 꿀을 보내지 않았어요");
    expect(long!.textContent).toContain("디자인팀 · 3월 5일에 마지막으로 주고받았어요");
    expect(recent!.textContent).not.toContain("보내지 않았어요");
    expect(recent!.textContent).toContain("개발팀 · 3월 9일에 마지막으로 주고받았어요");
  });

  it("'꿀 보내기' starts a draft with the person and their group and opens send step 1 filled in", async () => {
    const { router } = renderTeam(PEOPLE);
    fireEvent.click(await screen.findByRole("button", { name: "이달콤님에게 꿀 보내기" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliment/send/target"));
    expect(((await screen.findByLabelText("받는 사람")) as HTMLInputElement).value).toBe("이달콤");
    expect(screen.getByRole("button", { name: /^그룹/ }).textContent).toContain("개발팀");
    expect(readSendDraft()).toMatchObject({ receiverName: "이달콤", groupId: 12, groupName: "개발팀", ongoing: null });
  });

  it("adds the person to a draft in progress, where several receivers are allowed", async () => {
    writeSendDraft({ ...emptySendDraft(), receiverNames: ["김하나"], ongoing: true, content: "고마워요" });
    const { router } = renderTeam(PEOPLE, 5);
    fireEvent.click(await screen.findByRole("button", { name: "최열정님에게 꿀 보내기" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliment/send/target"));
    expect(readSendDraft()).toMatchObject({
      receiverNames: ["김하나", "최열정"],
      groupId: 11,
      groupName: "디자인팀",
      ongoing: true,
      content: "고마워요",
    });
  });

  it("with no one yet: the empty state and its way to send praise", async () => {
    const { router } = renderTeam([]);
    expect(await screen.findByText("아직 꿀을 주고받은 팀원이 없어요")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "꿀 보내기" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliment/send/target"));
  });

  it("shows that it is loading, then a retry when the list cannot be read", async () => {
    let fail = true;
    const answer = answerLater(() => (fail ? json(500, null) : json(200, { people: PEOPLE })));
    renderTeam();
    expect((await screen.findByText("팀원을 불러오는 중이에요")).closest("[role='status']")).toBeTruthy();
    answer();
    expect((await screen.findByRole("alert")).textContent).toBe("팀원을 불러오지 못했어요.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(await screen.findByRole("button", { name: "박성실님에게 꿀 보내기" })).toBeTruthy();
    expect(rows()).toHaveLength(4);
  });
});
