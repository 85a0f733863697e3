import type { GroupSummary } from "@contract/group";
import type { Person } from "@contract/week";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clientConfigQuery } from "../../api/config";
import { groupQueries } from "../../api/groups";
import { weeklyQueries } from "../../api/weekly";
import { emptySendDraft, readSendDraft, SEND_DRAFT_KEY, writeSendDraft } from "../../lib/drafts";
import { answerLater } from "../../test/answer-later";
import { logIn, renderAt, TEST_CONFIG } from "../../test/render-route";

const group = (groupId: number, groupName: string): GroupSummary => ({
  groupId,
  groupName,
  orderIdx: groupId,
  receiveCount: 0,
  sendCount: 0,
  groupMembers: [],
});
const GROUPS = [group(11, "디자인팀"), group(12, "개발팀")];

const person = (name: string, groupId: number | null = null, groupName: string | null = null): Person => ({
  name,
  lastSentAt: "2026-03-01T03:00:00.000Z",
  lastReceivedAt: null,
  groupId,
  groupName,
});

/** Step 1 with the member's groups and the people they exchanged praise with (none unless given). */
const renderTarget = (people: Person[] | null = [], receiversMax = 1) =>
  renderAt(["/", "/compliment/send/target"], (client) => {
    client.setQueryData(groupQueries.list().queryKey, GROUPS);
    client.setQueryData(clientConfigQuery.queryKey, { ...TEST_CONFIG, receiversMax });
    if (people) client.setQueryData(weeklyQueries.people().queryKey, people);
  });

const receiver = () => screen.getByLabelText("받는 사람") as HTMLInputElement;
const next = () => screen.getByRole("button", { name: "다음" }) as HTMLButtonElement;

const pickGroup = (name: string) => {
  fireEvent.click(screen.getByRole("button", { name: /^그룹/ }));
  const sheet = screen.getByRole("dialog", { name: "그룹 선택" });
  fireEvent.click(within(sheet).getByRole("radio", { name }));
  fireEvent.click(within(sheet).getByRole("button", { name: "선택하기" }));
};

beforeEach(() => logIn());
afterEach(() => vi.unstubAllGlobals());

describe("/compliment/send/target", () => {
  it("shows step 1 of 2 and enables '다음' only once receiver, group and the ongoing answer are all set", async () => {
    const { router } = renderTarget();
    await screen.findByRole("heading", { name: "누구에게 꿀을 보낼까요?" });
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuemax")).toBe("2");
    expect(next().disabled).toBe(true);

    fireEvent.change(receiver(), { target: { value: "이달콤" } });
    expect(next().disabled).toBe(true);
    pickGroup("개발팀");
    expect(screen.getByRole("button", { name: /^그룹/ }).textContent).toContain("개발팀");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(next().disabled).toBe(true);

    const ongoing = screen.getByRole("radiogroup", { name: "진행 중인 그룹 활동에 대한 칭찬인가요?" });
    fireEvent.click(within(ongoing).getByRole("radio", { name: "아니요" }));
    expect(next().disabled).toBe(false);

    // Clearing the name disables it again.
    fireEvent.change(receiver(), { target: { value: "  " } });
    expect(next().disabled).toBe(true);
    fireEvent.change(receiver(), { target: { value: "이달콤" } });

    fireEvent.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliment/send/content"));
    expect(readSendDraft()).toMatchObject({ receiverName: "이달콤", groupId: 12, groupName: "개발팀", ongoing: false });
  });

  it("does not take a 9th character of the receiver name and shows the message", async () => {
    renderTarget();
    fireEvent.change(await screen.findByLabelText("받는 사람"), { target: { value: "가나다라마바사아" } });
    expect(receiver().value).toBe("가나다라마바사아");
    expect(screen.queryByText("8자 이내로 입력해주세요.")).toBeNull();

    fireEvent.change(receiver(), { target: { value: "가나다라마바사아자" } });
    expect(receiver().value).toBe("가나다라마바사아");
    expect(screen.getByText("8자 이내로 입력해주세요.")).toBeTruthy();
    expect(receiver().getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(receiver(), { target: { value: "가나다" } });
    expect(screen.queryByText("8자 이내로 입력해주세요.")).toBeNull();
  });

  it("counts the receiver name as a person sees it: 8 emoji fit, a 9th is not taken", async () => {
    renderTarget();
    fireEvent.change(await screen.findByLabelText("받는 사람"), { target: { value: "🐝".repeat(8) } });
    expect(receiver().value).toBe("🐝".repeat(8));
    expect(screen.queryByText("8자 이내로 입력해주세요.")).toBeNull();
    fireEvent.change(receiver(), { target: { value: "🐝".repeat(9) } });
    expect(receiver().value).toBe("🐝".repeat(8));
    expect(screen.getByText("8자 이내로 입력해주세요.")).toBeTruthy();
  });

  it("keeps everything in the draft: a remount (reload) shows the same values", async () => {
    const first = renderTarget();
    fireEvent.change(await screen.findByLabelText("받는 사람"), { target: { value: "이달콤" } });
    pickGroup("디자인팀");
    fireEvent.click(screen.getByRole("radio", { name: "예" }));
    expect(JSON.parse(window.localStorage.getItem(SEND_DRAFT_KEY)!)).toMatchObject({
      receiverName: "이달콤",
      groupId: 11,
      groupName: "디자인팀",
      ongoing: true,
    });
    first.unmount();

    renderTarget();
    expect(((await screen.findByLabelText("받는 사람")) as HTMLInputElement).value).toBe("이달콤");
    expect(screen.getByRole("button", { name: /^그룹/ }).textContent).toContain("디자인팀");
    expect((screen.getByRole("radio", { name: "예" }) as HTMLInputElement).checked).toBe(true);
    expect(next().disabled).toBe(false);
  });

  it("takes the relay its address carries ('릴레이 이어가기' followed as a link) into the draft, and leaves the address clean", async () => {
    writeSendDraft({ ...emptySendDraft(), content: "쓰던 편지" });
    const { router } = renderAt(
      ["/", "/compliment/send/target?relayOf=abc-123&relayFrom=%EB%B0%95%EB%B2%8C%EA%BF%80"],
      (client) => {
        client.setQueryData(groupQueries.list().queryKey, GROUPS);
        client.setQueryData(clientConfigQuery.queryKey, TEST_CONFIG);
      },
    );
    const note = await screen.findByTestId("relay-note");
    expect(note.textContent).toContain("칭찬 릴레이: 박벌꿀님에게 받은 칭찬을 이어서 보내요");
    expect(readSendDraft()).toMatchObject({ relayOf: "abc-123", relayFrom: "박벌꿀", content: "쓰던 편지" });
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/compliment/send/target");
  });

  it("starts from the group home preset", async () => {
    writeSendDraft({ ...emptySendDraft(), groupId: 12, groupName: "개발팀" });
    renderTarget();
    expect((await screen.findByRole("button", { name: /^그룹/ })).textContent).toContain("개발팀");
  });

  it("asks before leaving with entered data; leaving clears the draft, staying keeps it", async () => {
    const { router } = renderTarget();
    fireEvent.change(await screen.findByLabelText("받는 사람"), { target: { value: "이달콤" } });

    fireEvent.click(screen.getByRole("button", { name: "뒤로 가기" }));
    const dialog = await screen.findByRole("dialog", { name: "꿀 보내기를 그만둘까요?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "계속 작성하기" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/compliment/send/target");
    expect(receiver().value).toBe("이달콤");

    fireEvent.click(screen.getByRole("button", { name: "뒤로 가기" }));
    await act(async () =>
      fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "나가기" })),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(window.localStorage.getItem(SEND_DRAFT_KEY)).toBeNull();
  });

  it("leaves without asking when nothing was entered", async () => {
    const { router } = renderTarget();
    await screen.findByLabelText("받는 사람");
    fireEvent.click(screen.getByRole("button", { name: "뒤로 가기" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.queryByRole("dialog", { name: "꿀 보내기를 그만둘까요?" })).toBeNull();
  });
});

describe("/compliment/send/target: the people the member exchanged praise with (decision 034)", () => {
  const recent = () => screen.getByRole("region", { name: "최근에 꿀을 주고받은 사람" });
  const PEOPLE = [
    person("이달콤", 12, "개발팀"),
    person("박성실"),
    person("최열정", 11, "디자인팀"),
    person("정다정"),
    person("한결같"),
    person("여섯째"),
  ];

  it("offers the five most recent above the fields; a tap fills the receiver and the group last used for them", async () => {
    renderTarget(PEOPLE);
    await screen.findByLabelText("받는 사람");
    const chips = within(recent()).getAllByRole("button");
    expect(chips.map((chip) => chip.textContent)).toEqual(["이달콤", "박성실", "최열정", "정다정", "한결같"]);
    // Above the fields, in reading order.
    const field = receiver();
    expect(recent().compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(within(recent()).getByRole("button", { name: "이달콤" }));
    expect(receiver().value).toBe("이달콤");
    expect(screen.getByRole("button", { name: /^그룹/ }).textContent).toContain("개발팀");
    expect(within(recent()).getByRole("status").textContent).toBe("이달콤님에게 보내요");

    // Someone with no group of the member's yet: the receiver changes, the group stays.
    fireEvent.click(within(recent()).getByRole("button", { name: "박성실" }));
    expect(receiver().value).toBe("박성실");
    expect(screen.getByRole("button", { name: /^그룹/ }).textContent).toContain("개발팀");
    expect(readSendDraft()).toMatchObject({ receiverName: "박성실", groupId: 12, groupName: "개발팀" });
  });

  it("with several receivers, a tap adds the name once (and the group with it)", async () => {
    renderTarget(PEOPLE, 5);
    await screen.findByLabelText("받는 사람 (최대 5명)");
    fireEvent.click(within(recent()).getByRole("button", { name: "최열정" }));
    fireEvent.click(within(recent()).getByRole("button", { name: "박성실" }));
    fireEvent.click(within(recent()).getByRole("button", { name: "최열정" }));
    const added = screen.getByRole("list", { name: "받는 사람 2명" });
    expect(
      within(added)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["최열정", "박성실"]);
    expect(readSendDraft()).toMatchObject({ receiverNames: ["최열정", "박성실"], groupId: 11, groupName: "디자인팀" });
  });

  it("shows nothing of them when the member has exchanged praise with no one yet", async () => {
    renderTarget([]);
    await screen.findByLabelText("받는 사람");
    expect(screen.queryByText("최근에 꿀을 주고받은 사람")).toBeNull();
    expect(screen.queryByRole("link", { name: "우리 팀" })).toBeNull();
  });

  it("keeps the line's room while they load, and leaves it out if they cannot be read", async () => {
    const answer = answerLater(() => new Response(JSON.stringify({ status: 500, message: "오류" }), { status: 500 }));
    renderTarget(null);
    await screen.findByLabelText("받는 사람");
    expect(recent().getAttribute("aria-busy")).toBe("true");
    expect(within(recent()).queryAllByRole("button")).toEqual([]);
    answer();
    await waitFor(() => expect(screen.queryByText("최근에 꿀을 주고받은 사람")).toBeNull());
  });

  it("links to '우리 팀', and going there keeps the draft without asking", async () => {
    const { router } = renderTarget(PEOPLE);
    fireEvent.change(await screen.findByLabelText("받는 사람"), { target: { value: "누군가" } });
    const team = within(recent()).getByRole("link", { name: "우리 팀" });
    expect(team.getAttribute("href")).toBe("/team");
    fireEvent.click(team);
    await waitFor(() => expect(router.state.location.pathname).toBe("/team"));
    expect(screen.queryByRole("dialog", { name: "꿀 보내기를 그만둘까요?" })).toBeNull();
    expect(readSendDraft().receiverName).toBe("누군가");
  });
});
