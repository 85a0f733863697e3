import type { Stamp } from "@contract/praise";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { groupQueries } from "../../api/groups";
import { sendQueries } from "../../api/send";
import {
  emptySendDraft,
  readSendDraft,
  readSentPraise,
  rememberSentPraise,
  SENT_PRAISE_KEY,
  writeSendDraft,
} from "../../lib/drafts";
import { resetKakaoSdkForTests } from "../../lib/kakao-sdk";
import { logIn, renderAt } from "../../test/render-route";

const STAMPS: Stamp[] = [
  "왕꼼꼼이",
  "센스 만점",
  "긍정 파워",
  "성실의 아이콘",
  "협업의 신",
  "꽉찬 리더십",
  "불타는 열정왕",
  "능력치 만렙",
].map((stampName, index) => ({ id: index + 1, stampName, imageUrl: `/images/stamps/stamp-${index + 1}.svg` }));

const STEP_ONE = { ...emptySendDraft(), receiverName: "이달콤", groupId: 12, groupName: "개발팀", ongoing: true };

const renderContent = (state?: unknown) =>
  renderAt(["/compliment/send/target", { pathname: "/compliment/send/content", state }], (client) => {
    client.setQueryData(sendQueries.stamps().queryKey, STAMPS);
    client.setQueryData(groupQueries.list().queryKey, []);
  });

const letter = () => screen.getByLabelText("칭찬 내용") as HTMLTextAreaElement;
const sendButton = () => screen.getByRole("button", { name: "꿀 보내기" }) as HTMLButtonElement;

beforeEach(() => {
  logIn("김꿀벌");
  writeSendDraft(STEP_ONE);
  // The page warms Kakao's SDK up; this plays the already-loaded third-party script.
  resetKakaoSdkForTests();
  let key: string | null = null;
  window.Kakao = {
    init: (k) => {
      key = k;
    },
    isInitialized: () => key !== null,
    Share: { sendCustom: vi.fn() },
  };
});
afterEach(() => {
  delete window.Kakao;
});

describe("/compliment/send/content", () => {
  it("shows step 2 of 2 and the eight stamps as one radio group; a choice is marked and kept in the draft", async () => {
    renderContent();
    const group = await screen.findByRole("radiogroup", { name: "꿀도장 선택" });
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("2");
    const radios = within(group).getAllByRole("radio") as HTMLInputElement[];
    expect(radios).toHaveLength(8);
    expect(radios.some((radio) => radio.checked)).toBe(false);
    expect(group.querySelectorAll("img")[3]?.getAttribute("src")).toBe("/images/stamps/stamp-4.svg");

    fireEvent.click(within(group).getByRole("radio", { name: "협업의 신" }));
    expect((within(group).getByRole("radio", { name: "협업의 신" }) as HTMLInputElement).checked).toBe(true);
    expect(readSendDraft()).toMatchObject({ honeyStampId: 5, honeyStampImage: "/images/stamps/stamp-5.svg" });
  });

  it("counts the letter live as N/180, cuts it at 180 and keeps it in the draft", async () => {
    renderContent();
    await screen.findByText("0/180");
    expect(letter().getAttribute("rows")).toBe("9");
    fireEvent.change(letter(), { target: { value: "고마워요\n정말로" } });
    expect(screen.getByText("8/180")).toBeTruthy();

    fireEvent.change(letter(), { target: { value: "꿀".repeat(200) } });
    expect(letter().value).toBe("꿀".repeat(180));
    expect(screen.getByText("180/180")).toBeTruthy();
    expect(readSendDraft().content).toHaveLength(180);
  });

  it("counts the letter as a person sees it: an emoji is one of 180, and the cut never splits one", async () => {
    renderContent();
    await screen.findByText("0/180");
    expect(letter().hasAttribute("maxlength")).toBe(false); // the attribute would count UTF-16 units
    fireEvent.change(letter(), { target: { value: "고마워요 👍🏽🍯" } });
    expect(screen.getByText("7/180")).toBeTruthy();
    fireEvent.change(letter(), { target: { value: "👨‍👩‍👧".repeat(200) } });
    expect(letter().value).toBe("👨‍👩‍👧".repeat(180));
    expect(screen.getByText("180/180")).toBeTruthy();
    expect(readSendDraft().content).toBe("👨‍👩‍👧".repeat(180));
  });

  it("keeps send disabled for an empty letter and, without a stamp, says '꿀도장을 선택해주세요'", async () => {
    renderContent();
    await screen.findByText("0/180");
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(letter(), { target: { value: "발표 준비 고마워요" } });
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    expect((await screen.findByTestId("toast")).textContent).toBe("꿀도장을 선택해주세요");
    expect(letter().value).toBe("발표 준비 고마워요");
  });

  it("explains the two praise styles behind the help icon", async () => {
    renderContent();
    fireEvent.click(await screen.findByRole("button", { name: "칭찬 작성 도움말" }));
    const dialog = screen.getByRole("dialog", { name: "이렇게 칭찬해보세요" });
    expect(within(dialog).getByRole("heading", { name: "행동 칭찬" })).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "결과 칭찬" })).toBeTruthy();
    expect(within(dialog).getAllByText("예시")).toHaveLength(2);
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("previews the KakaoTalk message with sender, receiver, letter, stamp and the '꿀 확인하기' button look", async () => {
    renderContent();
    fireEvent.click(
      within(await screen.findByRole("radiogroup", { name: "꿀도장 선택" })).getByRole("radio", { name: "센스 만점" }),
    );
    fireEvent.change(letter(), { target: { value: "센스 있는 정리 고마워요" } });
    fireEvent.click(screen.getByRole("button", { name: "미리보기" }));
    const dialog = screen.getByRole("dialog", { name: "카카오톡 메시지 미리보기" });
    const card = within(dialog).getByTestId("share-preview");
    expect(card.textContent).toContain("김꿀벌님이 이달콤님에게 꿀을 보냈어요");
    expect(card.textContent).toContain("센스 있는 정리 고마워요");
    expect(card.textContent).toContain("꿀 확인하기");
    expect(within(card).getByRole("img", { name: "선택한 꿀도장" }).getAttribute("src")).toBe(
      "/images/stamps/stamp-2.svg",
    );
  });

  it("sends back to step 1 when step 1 is not complete", async () => {
    writeSendDraft({ ...STEP_ONE, ongoing: null });
    const { router } = renderContent();
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliment/send/target"));
  });

  it("waits calmly while KakaoTalk delivers, then moves on to the completion page once the check is not FAIL", async () => {
    const uuid = "0b8f3c1e-7a2d-4e5f-9c1b-2d3e4f5a6b7c";
    rememberSentPraise({
      uuid,
      receivers: ["이달콤"],
      content: "고마워요",
      honeyStampImage: "/images/stamps/stamp-2.svg",
    });
    const { router, client } = renderAt(
      [{ pathname: "/compliment/send/content", state: { sendingUuid: uuid } }],
      (c) => {
        c.setQueryData(sendQueries.check(uuid).queryKey, { sendStatus: "FAIL", savedAt: null });
        // The complete page asks whether the receiver kept it yet: not yet.
        c.setQueryData(sendQueries.receipt(uuid).queryKey, { sendStatus: "DIRECT", savedAt: null });
      },
    );
    expect(await screen.findByText("카카오톡으로 보내는 중이에요…")).toBeTruthy();
    expect(screen.getByRole("button", { name: "다시 보내기" })).toBeTruthy();

    act(() => client.setQueryData(sendQueries.check(uuid).queryKey, { sendStatus: "DIRECT", savedAt: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliment/send/complete"));
    expect(await screen.findByRole("heading", { name: "이달콤님에게 꿀을 전달했어요!" })).toBeTruthy();
    // Replace: the waiting page is not in the history any more.
    expect(router.state.historyAction).toBe("REPLACE");
  });
});

describe("sending with an Idempotency-Key", () => {
  const READY = {
    ...STEP_ONE,
    content: "발표 준비 고마워요",
    honeyStampId: 2,
    honeyStampImage: "/images/stamps/stamp-2.svg",
  };
  const UUID = "0b8f3c1e-7a2d-4e5f-9c1b-2d3e4f5a6b7c";
  const created = () =>
    new Response(JSON.stringify({ status: 201, message: "성공", data: { uuid: UUID } }), {
      status: 201,
      headers: { "Content-Type": "application/json" },
    });
  const sentKeys = (fetch: ReturnType<typeof vi.fn>) =>
    fetch.mock.calls
      .filter(([url]) => String(url).endsWith("/api/send-praise"))
      .map(([, init]) => new Headers((init as RequestInit).headers).get("Idempotency-Key"));

  afterEach(() => vi.unstubAllGlobals());

  it("when the connection drops mid-send: a Korean error with a retry, the draft kept, the retry reusing the key", async () => {
    writeSendDraft(READY);
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockImplementation(async () => created());
    vi.stubGlobal("fetch", fetch);
    const { router } = renderContent();
    await screen.findByText("10/180");

    await act(async () => fireEvent.click(sendButton()));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("연결이 불안정해서 꿀을 보내지 못했어요. 작성한 내용은 그대로 있어요.");
    expect(letter().value).toBe("발표 준비 고마워요");
    const [firstKey] = sentKeys(fetch);
    expect(firstKey).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(readSendDraft()).toMatchObject({ content: "발표 준비 고마워요", sendKey: firstKey });

    await act(async () => fireEvent.click(within(alert).getByRole("button", { name: "다시 시도" })));
    await waitFor(() => expect(router.state.location.state).toEqual({ sendingUuid: UUID }));
    expect(sentKeys(fetch)).toEqual([firstKey, firstKey]);
    expect(screen.queryByRole("alert")).toBeNull();
    // A praise exists now: the draft (and its key) gave way to it.
    expect(readSendDraft()).toEqual(emptySendDraft());
    expect(readSentPraise()).toEqual({
      uuid: UUID,
      receivers: ["이달콤"],
      content: "발표 준비 고마워요",
      honeyStampImage: "/images/stamps/stamp-2.svg",
    });
  });

  it("keeps the key across a reload, and makes a new one when the letter changes", async () => {
    writeSendDraft({ ...READY, sendKey: "kept-from-before-reload" });
    const fetch = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetch);
    renderContent();
    await screen.findByText("10/180");
    await act(async () => fireEvent.click(sendButton()));
    await screen.findByRole("alert");
    expect(sentKeys(fetch)).toEqual(["kept-from-before-reload"]);

    fireEvent.change(letter(), { target: { value: "발표 준비 정말 고마워요" } });
    expect(readSendDraft().sendKey).toBeNull();
    await act(async () => fireEvent.click(sendButton()));
    await waitFor(() => expect(sentKeys(fetch)).toHaveLength(2));
    expect(sentKeys(fetch)[1]).not.toBe("kept-from-before-reload");
  });

  it("shows the host's reason for a refusal as a toast, without a retry", async () => {
    writeSendDraft(READY);
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 400, message: "사용할 수 없는 문자가 들어 있어요." }), { status: 400 }),
      ),
    );
    renderContent();
    await screen.findByText("10/180");
    await act(async () => fireEvent.click(sendButton()));
    expect((await screen.findByTestId("toast")).textContent).toBe("사용할 수 없는 문자가 들어 있어요.");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("too many sends in a minute (429): the limit's Korean message as a toast, the letter and its key kept", async () => {
    writeSendDraft(READY);
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 429, message: "요청이 너무 많아요. 잠시 후 다시 시도해주세요." }), {
          status: 429,
          headers: { "Retry-After": "60" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    renderContent();
    await screen.findByText("10/180");
    await act(async () => fireEvent.click(sendButton()));
    expect((await screen.findByTestId("toast")).textContent).toBe("요청이 너무 많아요. 잠시 후 다시 시도해주세요.");
    expect(letter().value).toBe("발표 준비 고마워요");
    const [key] = sentKeys(fetch);
    expect(readSendDraft()).toMatchObject({ content: "발표 준비 고마워요", sendKey: key });
  });
});

describe("/compliment/send/complete", () => {
  it("says who got the praise; '확인' goes home, done with the praise", async () => {
    rememberSentPraise({
      uuid: "0b8f3c1e-7a2d-4e5f-9c1b-2d3e4f5a6b7c",
      receivers: ["이달콤"],
      content: "고마워요",
      honeyStampImage: "",
    });
    const { router } = renderAt(["/compliment/send/complete"], (client) =>
      client.setQueryData(groupQueries.list().queryKey, []),
    );
    expect(await screen.findByRole("heading", { name: "이달콤님에게 꿀을 전달했어요!" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(window.localStorage.getItem(SENT_PRAISE_KEY)).toBeNull();
  });

  it("shared to 나와의 채팅 (MemoChat): says it went there, not to the receiver", async () => {
    rememberSentPraise({
      uuid: "0b8f3c1e-7a2d-4e5f-9c1b-2d3e4f5a6b7c",
      receivers: ["이달콤"],
      content: "고마워요",
      honeyStampImage: "",
    });
    renderAt([{ pathname: "/compliment/send/complete", state: { sentUuid: "", sendStatus: "MYSELF" } }], (client) =>
      client.setQueryData(groupQueries.list().queryKey, []),
    );
    expect(await screen.findByRole("heading", { name: "나와의 채팅에 꿀을 보냈어요!" })).toBeTruthy();
    expect(screen.getByText(/이달콤님에게 전달하면/)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "이달콤님에게 꿀을 전달했어요!" })).toBeNull();
  });
});
