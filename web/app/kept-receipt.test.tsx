// The kept receipt on the sent list, the sent praise's detail and the complete page.
import type { Keeper } from "@contract/keepers";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { groupQueries } from "../api/groups";
import { type PraiseLetter, praiseQueries } from "../api/praise";
import { sendQueries } from "../api/send";
import { rememberSentPraise } from "../lib/drafts";
import { formatDotDate } from "../lib/format-date";
import { logIn, renderAt } from "../test/render-route";

const GROUP_ID = 7;
const SAVED_AT = "2026-11-21T03:00:00.000Z";

const sent = (id: number, savedAt: string | null): PraiseLetter => ({
  id,
  name: "이달콤",
  content: `보낸 칭찬 ${id}`,
  stampUrl: "/images/stamps/stamp-1.svg",
  profileImageUrl: "/images/profile/profile-2.svg",
  date: "2026-11-20T09:00:00.000Z",
  savedAt,
});

const renderSentTab = () =>
  renderAt([`/group/${GROUP_ID}?tab=send`], (client) => {
    client.setQueryData(groupQueries.info(GROUP_ID).queryKey, {
      groupId: GROUP_ID,
      groupName: "우리팀",
      praiseCount: 2,
    });
    client.setQueryData(groupQueries.list().queryKey, []);
    client.setQueryData(praiseQueries.receivedStamps(GROUP_ID).queryKey, []);
    client.setQueryData(praiseQueries.list(GROUP_ID, "receive").queryKey, {
      pages: [{ letters: [], pageInfo: { pageNum: 0, pageSize: 10, totalElements: 0, totalPages: 0 } }],
      pageParams: [0],
    });
    client.setQueryData(praiseQueries.list(GROUP_ID, "send").queryKey, {
      pages: [
        {
          letters: [sent(2, SAVED_AT), sent(1, null)],
          pageInfo: { pageNum: 0, pageSize: 10, totalElements: 2, totalPages: 1 },
        },
      ],
      pageParams: [0],
    });
  });

beforeEach(() => logIn("김꿀벌"));

describe("kept receipt on the sent tab", () => {
  it("marks the kept praise with the receiver's name and the date, and only that one", async () => {
    renderSentTab();
    const [kept, unkept] = await screen.findAllByTestId("praise-item");
    expect(within(kept!).getByTestId("kept-receipt").textContent).toBe(
      `이달콤님이 꿀단지에 담았어요 ${formatDotDate(SAVED_AT)}`,
    );
    expect(within(kept!).getByText(formatDotDate(SAVED_AT)).getAttribute("datetime")).toBe(SAVED_AT);
    expect(within(unkept!).queryByTestId("kept-receipt")).toBeNull();
  });

  it("shows the receipt in the sent praise's detail, outside the card saved as an image", async () => {
    renderSentTab();
    fireEvent.click((await screen.findAllByTestId("praise-item"))[0]!);
    const dialog = await screen.findByRole("dialog", { name: "보낸 꿀" });
    const receipt = within(dialog).getByTestId("kept-receipt");
    expect(receipt.textContent).toContain("이달콤님이 꿀단지에 담았어요");
    expect(within(dialog).getByTestId("praise-detail-card").contains(receipt)).toBe(false);
  });
});

describe("every keeper named (decision 022)", () => {
  const KEEPERS = [
    { name: "최세번", savedAt: "2026-11-21T01:00:00.000Z", reaction: "SWEET" as const },
    { name: "이달콤", savedAt: "2026-11-21T02:00:00.000Z", reaction: null },
    { name: "박성실", savedAt: "2026-11-22T02:00:00.000Z", reaction: "THANKS" as const },
  ];
  const renderKept = () =>
    renderAt([`/group/${GROUP_ID}?tab=send`], (client) => {
      client.setQueryData(groupQueries.info(GROUP_ID).queryKey, {
        groupId: GROUP_ID,
        groupName: "우리팀",
        praiseCount: 1,
      });
      client.setQueryData(groupQueries.list().queryKey, []);
      client.setQueryData(praiseQueries.receivedStamps(GROUP_ID).queryKey, []);
      client.setQueryData(praiseQueries.list(GROUP_ID, "send").queryKey, {
        pages: [
          {
            letters: [{ ...sent(3, KEEPERS[0]!.savedAt), name: "이달콤, 박성실", keepers: KEEPERS }],
            pageInfo: { pageNum: 0, pageSize: 10, totalElements: 1, totalPages: 1 },
          },
        ],
        pageParams: [0],
      });
    });

  it("sums them up on the sent list: the first keeper, the count, the first date, the answers", async () => {
    renderKept();
    const [item] = await screen.findAllByTestId("praise-item");
    expect(within(item!).getByTestId("kept-receipt").textContent).toBe(
      `최세번님 외 2명이 꿀단지에 담았어요 ${formatDotDate(KEEPERS[0]!.savedAt)}`,
    );
    expect(within(item!).getByTestId("reaction-mark").textContent).toBe("2명이 꿀로 답했어요");
  });

  it("lists each keeper with their date and answer in the detail", async () => {
    renderKept();
    fireEvent.click((await screen.findAllByTestId("praise-item"))[0]!);
    const dialog = await screen.findByRole("dialog", { name: "보낸 꿀" });
    const rows = within(within(dialog).getByRole("list", { name: "꿀단지에 담은 사람" })).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      `최세번님${formatDotDate(KEEPERS[0]!.savedAt)}‘달달해요’`,
      `이달콤님${formatDotDate(KEEPERS[1]!.savedAt)}`,
      `박성실님${formatDotDate(KEEPERS[2]!.savedAt)}‘고마워요’`,
    ]);
  });
});

describe("named or not (decision 023)", () => {
  const renderWith = (keepers: Keeper[]) =>
    renderAt([`/group/${GROUP_ID}?tab=send`], (client) => {
      client.setQueryData(groupQueries.info(GROUP_ID).queryKey, {
        groupId: GROUP_ID,
        groupName: "우리팀",
        praiseCount: 1,
      });
      client.setQueryData(groupQueries.list().queryKey, []);
      client.setQueryData(praiseQueries.receivedStamps(GROUP_ID).queryKey, []);
      client.setQueryData(praiseQueries.list(GROUP_ID, "send").queryKey, {
        pages: [
          {
            letters: [{ ...sent(4, SAVED_AT), name: "이달콤, 박성실", keepers }],
            pageInfo: { pageNum: 0, pageSize: 10, totalElements: 1, totalPages: 1 },
          },
        ],
        pageParams: [0],
      });
    });
  const detailRows = async () => {
    fireEvent.click((await screen.findAllByTestId("praise-item"))[0]!);
    const dialog = await screen.findByRole("dialog", { name: "보낸 꿀" });
    const list = within(dialog).getByRole("list", { name: "꿀단지에 담은 사람" });
    return within(list)
      .getAllByRole("listitem")
      .map((row) => row.textContent);
  };

  it("marks in the sender's list who the praise named and who kept it without being named", async () => {
    renderWith([
      { name: "최세번", savedAt: SAVED_AT, reaction: null, named: false },
      { name: "이달콤", savedAt: SAVED_AT, reaction: "THANKS", named: true },
    ]);
    expect(await detailRows()).toEqual([
      `최세번님받는 사람 아님${formatDotDate(SAVED_AT)}`,
      `이달콤님받는 사람${formatDotDate(SAVED_AT)}‘고마워요’`,
    ]);
  });

  it("lists even a lone keeper the praise did not name, marked", async () => {
    renderWith([{ name: "최세번", savedAt: SAVED_AT, reaction: null, named: false }]);
    expect(await detailRows()).toEqual([`최세번님받는 사람 아님${formatDotDate(SAVED_AT)}`]);
  });
});

describe("kept receipt on the complete page", () => {
  it("appears, announced politely, once the check says the receiver kept it", async () => {
    const uuid = "0b8f3c1e-7a2d-4e5f-9c1b-2d3e4f5a6b7c";
    rememberSentPraise({
      uuid,
      receivers: ["이달콤"],
      content: "고마워요",
      honeyStampImage: "/images/stamps/stamp-1.svg",
    });
    const { client } = renderAt([{ pathname: "/compliment/send/complete", state: { sentUuid: uuid } }], (c) =>
      c.setQueryData(sendQueries.receipt(uuid).queryKey, { sendStatus: "DIRECT", savedAt: null }),
    );
    expect(await screen.findByRole("heading", { name: "이달콤님에게 꿀을 전달했어요!" })).toBeTruthy();
    expect(screen.queryByTestId("kept-receipt")).toBeNull();
    act(() => client.setQueryData(sendQueries.receipt(uuid).queryKey, { sendStatus: "DIRECT", savedAt: SAVED_AT }));
    const receipt = await screen.findByTestId("kept-receipt");
    expect(receipt.textContent).toContain("이달콤님이 꿀단지에 담았어요");
    expect(receipt.parentElement?.getAttribute("aria-live")).toBe("polite");
    await waitFor(() => expect(client.getQueryState(sendQueries.receipt(uuid).queryKey)?.data).toBeTruthy());
  });

  it("polls the check every 5 s until the praise is kept and answered, then stops", () => {
    const options = sendQueries.receipt("u");
    type Data = { savedAt: string | null; reaction: string | null };
    const interval = options.refetchInterval as (q: { state: { data?: Data } }) => unknown;
    expect(interval({ state: { data: { savedAt: null, reaction: null } } })).toBe(5000);
    expect(interval({ state: {} })).toBe(5000);
    expect(interval({ state: { data: { savedAt: SAVED_AT, reaction: null } } })).toBe(5000);
    expect(interval({ state: { data: { savedAt: SAVED_AT, reaction: "THANKS" } } })).toBe(false);
  });
});
