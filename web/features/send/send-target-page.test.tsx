import type { GroupSummary } from "@contract/group";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { groupQueries } from "../../api/groups";
import { emptySendDraft, readSendDraft, SEND_DRAFT_KEY, writeSendDraft } from "../../lib/drafts";
import { logIn, renderAt } from "../../test/render-route";

const group = (groupId: number, groupName: string): GroupSummary => ({
  groupId,
  groupName,
  orderIdx: groupId,
  receiveCount: 0,
  sendCount: 0,
  groupMembers: [],
});
const GROUPS = [group(11, "디자인팀"), group(12, "개발팀")];

const renderTarget = () =>
  renderAt(["/", "/compliment/send/target"], (client) => client.setQueryData(groupQueries.list().queryKey, GROUPS));

const receiver = () => screen.getByLabelText("받는 사람") as HTMLInputElement;
const next = () => screen.getByRole("button", { name: "다음" }) as HTMLButtonElement;

const pickGroup = (name: string) => {
  fireEvent.click(screen.getByRole("button", { name: /^그룹/ }));
  const sheet = screen.getByRole("dialog", { name: "그룹 선택" });
  fireEvent.click(within(sheet).getByRole("radio", { name }));
  fireEvent.click(within(sheet).getByRole("button", { name: "선택하기" }));
};

beforeEach(() => logIn());

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
