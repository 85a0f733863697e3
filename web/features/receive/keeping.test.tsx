// Decision 023 on the landing: the moment after keeping (the answer and the relay on the same screen,
// the way home with SPEC §4's toast), one save for a double tap, and a member the praise does not
// name asked before saving. The host is a stand-in fetch; its real answers are worker tests
// (worker/host/praise/receivers.test.ts).
import type { GroupSummary } from "@contract/group";
import type { ReceivedPraise } from "@contract/praise";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clientConfigQuery } from "../../api/config";
import { groupQueries } from "../../api/groups";
import { receiveQueries } from "../../api/receive";
import { logIn, renderAt, TEST_CONFIG } from "../../test/render-route";

const UUID = "9b3f2d1c-4a5e-4f60-8a7b-1c2d3e4f5a6b";
const JAR = 21;
const PRAISE: ReceivedPraise = {
  content: "회의 정리 고마워요.",
  senderName: "김꿀벌",
  senderImageUrl: "/images/profile/profile-4.svg",
  receiverName: "이달콤, 박성실",
  receiverNames: ["이달콤", "박성실"],
  groupName: "디자인팀",
  groupId: -1,
  sendStatus: "GROUP",
  imageUrl: "/images/stamps/stamp-3.svg",
  stampName: "긍정 파워",
  viewerNamed: true,
};
const GROUPS: GroupSummary[] = [
  { groupId: JAR, groupName: "우리팀", orderIdx: 1, receiveCount: 0, sendCount: 0, groupMembers: [] },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The host: the praise (saved once POSTed), one save (201, then 409 as the real host), the answer. */
const host = (praise: ReceivedPraise) => {
  let saved = false;
  let reaction: string | null = null;
  const saves: unknown[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url);
    if (path.includes("/api/receive-praise?")) {
      return json(200, {
        status: 200,
        message: "OK",
        data: saved ? { ...praise, groupId: JAR, receivePraiseId: 77, canReact: true, reaction } : praise,
      });
    }
    if (path.endsWith("/api/receive-praise") && init?.method === "POST") {
      saves.push(JSON.parse(String(init.body)));
      if (saved) return json(409, { status: 409, message: "이미 저장한 꿀이에요." });
      saved = true;
      return json(201, { status: 201, message: "Created", data: null });
    }
    if (path.includes("/api/receive-praise/reaction")) {
      reaction = "THANKS";
      return json(200, { status: 200, message: "OK", data: { reaction: "THANKS", reactedAt: "2026-11-22T01:00:00Z" } });
    }
    return json(200, { status: 200, message: "OK", data: GROUPS });
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, saves };
};

const renderLanding = (praise: ReceivedPraise) =>
  renderAt([`/compliment/${UUID}`], (client) => {
    client.setQueryData(clientConfigQuery.queryKey, { ...TEST_CONFIG, relay: true });
    client.setQueryData(groupQueries.list().queryKey, GROUPS);
    client.setQueryData(receiveQueries.byUuid(UUID, "member").queryKey, praise);
  });

const saveInto = async (double = false) => {
  const sheet = await screen.findByRole("dialog", { name: "어느 그룹에 저장할까요?" });
  fireEvent.click(within(sheet).getByRole("radio", { name: "우리팀" }));
  const confirm = within(sheet).getByRole("button", { name: "이 그룹에 저장하기" });
  // Both taps before React re-renders: as an instant double tap on a phone.
  act(() => {
    fireEvent.click(confirm);
    if (double) fireEvent.click(confirm);
  });
};

beforeEach(() => logIn("이달콤"));
afterEach(() => vi.unstubAllGlobals());

describe("the moment after keeping (decision 023)", () => {
  it("stays on the landing after a save: the answer and the relay right there, and a way home with SPEC's toast", async () => {
    const { saves } = host(PRAISE);
    const { router } = renderLanding(PRAISE);
    fireEvent.click(await screen.findByRole("button", { name: "꿀 저장하기" }));
    await saveInto();

    const kept = await screen.findByRole("heading", { name: "꿀단지에 담았어요!" });
    await waitFor(() => expect(document.activeElement).toBe(kept)); // where the closed sheet's focus went
    const picker = await screen.findByRole("group", { name: "김꿀벌님에게 꿀로 답하기" });
    // A link to the send flow carrying the relay: it works before the page listens (decision 043).
    const relay = new URL(screen.getByRole("link", { name: "릴레이 이어가기" }).getAttribute("href") ?? "", "http://x");
    expect(relay.pathname).toBe("/compliment/send/target");
    expect(relay.searchParams.get("relayOf")).toBe(UUID);
    expect(router.state.location.pathname).toBe(`/compliment/${UUID}`);
    expect(saves).toHaveLength(1);

    const keptNote = screen.getByTestId("kept-now");
    expect(keptNote.textContent).toContain("지금 꿀로 답장하고, 받은 칭찬을 다른 팀원에게 이어가 보세요.");
    fireEvent.click(within(picker).getByRole("radio", { name: "고마워요" }));
    expect(await within(picker).findByRole("button", { name: "카카오톡으로도 알리기" })).toBeTruthy();
    // Answered: the note above no longer asks for the answer, it points on (the relay, home).
    await waitFor(() =>
      expect(keptNote.textContent).toContain("이제 받은 칭찬을 다른 팀원에게 이어가거나, 내 꿀단지로 가보세요."),
    );
    expect(keptNote.textContent).not.toContain("지금 꿀로 답장하고");

    fireEvent.click(screen.getByRole("link", { name: "내 꿀단지로 가기" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    // Home shows SPEC §4's toast, with '이동' to the jar it went into.
    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toContain("꿀을 저장했어요");
    fireEvent.click(within(toast).getByRole("button", { name: "이동" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/group/${JAR}`));
  });

  it("saves once for an instant double tap, with no '이미 저장한 꿀이에요.'", async () => {
    const { saves } = host(PRAISE);
    renderLanding(PRAISE);
    fireEvent.click(await screen.findByRole("button", { name: "꿀 저장하기" }));
    await saveInto(true);
    await screen.findByRole("heading", { name: "꿀단지에 담았어요!" });
    await screen.findByRole("group", { name: "김꿀벌님에게 꿀로 답하기" });
    expect(saves).toHaveLength(1);
    expect(screen.queryByText("이미 저장한 꿀이에요.")).toBeNull();
  });

  it("shows the sender's chosen profile image on the card, not the default bee", async () => {
    host(PRAISE);
    renderLanding(PRAISE);
    const card = await screen.findByTestId("praise-card");
    expect(card.querySelector("img")?.getAttribute("src")).toBe("/images/profile/profile-4.svg");
  });
});

describe("named or not (decision 023)", () => {
  it("tells a member the praise does not name who it was for, and asks before the group sheet", async () => {
    const stranger = { ...PRAISE, viewerNamed: false };
    const { saves } = host(stranger);
    renderLanding(stranger);
    expect((await screen.findByTestId("not-named-note")).textContent).toBe(
      "이 꿀은 이달콤, 박성실님에게 보낸 꿀이에요. 받는 사람에 내 이름은 없어요.",
    );
    fireEvent.click(screen.getByRole("button", { name: "꿀 저장하기" }));
    const ask = await screen.findByRole("dialog", { name: "내 이름이 없는 꿀이에요" });
    expect(ask.textContent).toContain("이달콤, 박성실님에게 보낸 꿀이에요.");
    expect(screen.queryByRole("dialog", { name: "어느 그룹에 저장할까요?" })).toBeNull();

    fireEvent.click(within(ask).getByRole("button", { name: "취소" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "내 이름이 없는 꿀이에요" })).toBeNull());
    expect(saves).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "꿀 저장하기" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "내 이름이 없는 꿀이에요" })).getByRole("button", {
        name: "그래도 담기",
      }),
    );
    await saveInto();
    await screen.findByRole("heading", { name: "꿀단지에 담았어요!" });
    expect(saves).toHaveLength(1);
    expect(screen.queryByTestId("not-named-note")).toBeNull();
  });

  it("asks nothing of a member it names", async () => {
    host(PRAISE);
    renderLanding(PRAISE);
    fireEvent.click(await screen.findByRole("button", { name: "꿀 저장하기" }));
    expect(await screen.findByRole("dialog", { name: "어느 그룹에 저장할까요?" })).toBeTruthy();
    expect(screen.queryByTestId("not-named-note")).toBeNull();
  });
});
