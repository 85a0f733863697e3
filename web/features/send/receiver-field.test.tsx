// Decision 022: send step 1 takes 1 to 5 receivers as chips where the host declares it (the worker's
// client settings); a host that speaks SPEC alone keeps the one name field (send-target-page.test.tsx,
// whose settings declare nothing).
import type { GroupSummary } from "@contract/group";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { clientConfigQuery } from "../../api/config";
import { groupQueries } from "../../api/groups";
import { readSendDraft } from "../../lib/drafts";
import { logIn, renderAt, TEST_CONFIG } from "../../test/render-route";

const GROUPS: GroupSummary[] = [
  { groupId: 11, groupName: "디자인팀", orderIdx: 1, receiveCount: 0, sendCount: 0, groupMembers: [] },
];

const renderTarget = (groups = GROUPS, receiversMax = 5) =>
  renderAt(["/", "/compliment/send/target"], (client) => {
    client.setQueryData(groupQueries.list().queryKey, groups);
    client.setQueryData(clientConfigQuery.queryKey, { ...TEST_CONFIG, receiversMax });
  });

/** Two jars whose people overlap: 이달콤 is in both. */
const PEOPLE: GroupSummary[] = [
  { ...GROUPS[0]!, groupMembers: [{ name: "이달콤" }, { name: "박성실" }] },
  { ...GROUPS[0]!, groupId: 12, groupName: "개발팀", groupMembers: [{ name: "이달콤" }, { name: "최열정" }] },
];
const suggested = () =>
  within(screen.getByRole("list", { name: "꿀단지에 있는 사람" }))
    .queryAllByRole("button")
    .map((b) => b.textContent);

const field = () => screen.getByLabelText("받는 사람 (최대 5명)") as HTMLInputElement;
const chips = () =>
  within(screen.getByRole("list", { name: /^받는 사람 \d명$/ }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);
const type = (name: string) => fireEvent.change(field(), { target: { value: name } });
const enter = () => fireEvent.keyDown(field(), { key: "Enter" });
const message = () => document.getElementById("receiver-name-message")!.textContent;

beforeEach(() => logIn());

describe("several receivers on send step 1", () => {
  it("adds names with Enter or '추가', removes them with ×, and keeps them in the draft", async () => {
    renderTarget();
    await screen.findByLabelText("받는 사람 (최대 5명)");
    const add = screen.getByRole("button", { name: "추가" }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);

    type("이달콤");
    enter();
    type("박성실");
    fireEvent.click(add);
    type("최열정");
    enter();
    expect(chips()).toEqual(["이달콤", "박성실", "최열정"]);
    expect(field().value).toBe("");
    expect(readSendDraft().receiverNames).toEqual(["이달콤", "박성실", "최열정"]);

    fireEvent.click(screen.getByRole("button", { name: "박성실 빼기" }));
    expect(chips()).toEqual(["이달콤", "최열정"]);
    expect(readSendDraft().receiverNames).toEqual(["이달콤", "최열정"]);
  });

  it("refuses a repeated name (spaces aside) and a sixth one, with Korean messages", async () => {
    renderTarget();
    await screen.findByLabelText("받는 사람 (최대 5명)");
    type("이달콤");
    enter();
    type("이 달콤");
    enter();
    expect(message()).toBe("이미 추가한 이름이에요.");
    expect(chips()).toEqual(["이달콤"]);
    expect(field().value).toBe("이 달콤"); // what was typed stays, to be corrected

    for (const name of ["가나", "다라", "마바", "사아"]) {
      type(name);
      enter();
    }
    expect(chips()).toHaveLength(5);
    // Full: the field says so and takes no more.
    expect(field().disabled).toBe(true);
    expect((screen.getByRole("button", { name: "추가" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps each name within 8 characters, and counts a typed name not yet added on '다음'", async () => {
    const { router } = renderTarget();
    await screen.findByLabelText("받는 사람 (최대 5명)");
    type("아홉글자가넘는이름");
    expect(field().value).toBe("");
    expect(message()).toBe("8자 이내로 입력해주세요.");

    type("이달콤");
    enter();
    type("박성실"); // typed, not added
    fireEvent.click(screen.getByRole("button", { name: /^그룹/ }));
    const sheet = screen.getByRole("dialog", { name: "그룹 선택" });
    fireEvent.click(within(sheet).getByRole("radio", { name: "디자인팀" }));
    fireEvent.click(within(sheet).getByRole("button", { name: "선택하기" }));
    const ongoing = screen.getByRole("radiogroup", { name: "진행 중인 그룹 활동에 대한 칭찬인가요?" });
    fireEvent.click(within(ongoing).getByRole("radio", { name: "예" }));
    fireEvent.click(screen.getByRole("button", { name: "다음" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliment/send/content"));
    expect(await screen.findByRole("heading", { name: "이달콤, 박성실님에게 어떤 꿀을 보낼까요?" })).toBeTruthy();
  });

  it("offers the people in the member's jars as a name is typed, each once, filtered by its letters, less those added", async () => {
    renderTarget(PEOPLE);
    await screen.findByLabelText("받는 사람 (최대 5명)");
    // Before a letter, no second row of names under '최근에 꿀을 주고받은 사람'.
    expect(screen.queryByRole("list", { name: "꿀단지에 있는 사람" })).toBeNull();
    type("이");
    expect(suggested()).toEqual(["이달콤"]);
    type("열");
    expect(suggested()).toEqual(["최열정"]);
    fireEvent.click(screen.getByRole("button", { name: "최열정 추가" }));
    expect(chips()).toEqual(["최열정"]);
    expect(field().value).toBe(""); // the letters were the search for it
    expect(screen.queryByRole("list", { name: "꿀단지에 있는 사람" })).toBeNull();
    type("정"); // only 최열정 has it, and 최열정 is in
    expect(screen.queryByRole("list", { name: "꿀단지에 있는 사람" })).toBeNull();
  });

  it("fills the one name field from a suggestion where the host takes one receiver", async () => {
    renderTarget(PEOPLE, 1);
    const one = (await screen.findByLabelText("받는 사람")) as HTMLInputElement;
    fireEvent.change(one, { target: { value: "박" } });
    fireEvent.click(screen.getByRole("button", { name: "박성실에게 보내기" }));
    expect(one.value).toBe("박성실");
    expect(screen.queryByRole("button", { name: "추가" })).toBeNull();
  });
});
