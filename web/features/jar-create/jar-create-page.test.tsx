import type { MyJars } from "@contract/jar";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../test/envelope";
import { logIn, renderAt } from "../../test/render-route";

// 12:00 in Seoul on 2 March 2026: the form's today, whatever the test machine's zone.
const NOW = new Date("2026-03-02T03:00:00Z");
const JAR_ID = "AbCdEfGhIjKlMnOpQrStUv";
const KEEP_KEY = "KkKkKkKkKkKkKkKkKkKkKk";

const MINE: MyJars = {
  created: [
    {
      jarId: JAR_ID,
      title: "이달콤님의 송별 꿀단지",
      recipientName: "이달콤",
      occasion: "FAREWELL",
      opensOn: "2026-03-09",
      letterCount: 0,
      keepKey: KEEP_KEY,
      kept: false,
      closed: false,
    },
  ],
  written: [],
};

const name = () => screen.getByLabelText("누구를 위한 꿀단지인가요?") as HTMLInputElement;
const title = () => screen.getByLabelText("제목") as HTMLInputElement;
const day = () => screen.getByLabelText("여는 날") as HTMLInputElement;
const occasion = (label: string) =>
  within(screen.getByRole("radiogroup", { name: "어떤 날인가요?" })).getByRole("radio", { name: label });
const createButton = () => screen.getByRole("button", { name: "꿀단지 만들기" }) as HTMLButtonElement;
const sentBody = (fetch: ReturnType<typeof vi.fn>) => {
  const [, init] = posts(fetch)[0] ?? [];
  return JSON.parse(String((init as RequestInit).body));
};
const posts = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(
    ([url, init]) => String(url).endsWith("/api/jar") && (init as RequestInit)?.method === "POST",
  );

const renderForm = async () => {
  const view = renderAt(["/", "/jar/new"]);
  await screen.findByRole("heading", { name: "함께 채우는 꿀단지를 만들어요" });
  return view;
};

beforeEach(() => {
  logIn();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("/jar/new", () => {
  it("offers the six occasions as one radio group, and the opening day from today to 60 days ahead, a week by default", async () => {
    await renderForm();
    const group = screen.getByRole("radiogroup", { name: "어떤 날인가요?" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["송별", "생일", "승진", "환영", "감사", "연말"]);
    expect(day().type).toBe("date");
    expect(day().min).toBe("2026-03-02");
    expect(day().max).toBe("2026-05-01");
    expect(day().value).toBe("2026-03-09");
    expect(screen.getByText("3월 9일 (월)에 열어요 · D-7")).toBeTruthy();
  });

  it("suggests the title from the name and the occasion until the member writes their own", async () => {
    await renderForm();
    expect(title().value).toBe("");
    fireEvent.change(name(), { target: { value: "이달콤" } });
    expect(title().value).toBe("");
    fireEvent.click(occasion("송별"));
    expect(title().value).toBe("이달콤님의 송별 꿀단지");
    fireEvent.click(occasion("생일"));
    expect(title().value).toBe("이달콤님의 생일 꿀단지");

    fireEvent.change(title(), { target: { value: "고마웠어요 달콤님" } });
    fireEvent.click(occasion("감사"));
    fireEvent.change(name(), { target: { value: "이달콤팀장" } });
    expect(title().value).toBe("고마웠어요 달콤님");

    // Cleared, the field offers the suggestion as its placeholder (the host names the jar so).
    fireEvent.change(title(), { target: { value: "" } });
    expect(title().placeholder).toBe("이달콤팀장님의 감사 꿀단지");
  });

  it("takes no 9th character of the name and no 21st of the title, saying why", async () => {
    await renderForm();
    fireEvent.change(name(), { target: { value: "가나다라마바사아" } });
    fireEvent.change(name(), { target: { value: "가나다라마바사아자" } });
    expect(name().value).toBe("가나다라마바사아");
    expect(screen.getByText("8자 이내로 입력해주세요.")).toBeTruthy();
    expect(name().getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(title(), { target: { value: "가".repeat(20) } });
    fireEvent.change(title(), { target: { value: "가".repeat(21) } });
    expect(title().value).toBe("가".repeat(20));
    expect(screen.getByText("제목은 20자 이내로 입력해주세요.")).toBeTruthy();
  });

  it("checks with the contract's rules before sending: the messages under the fields, the focus on the first", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await renderForm();
    fireEvent.change(name(), { target: { value: "   " } });
    fireEvent.change(day(), { target: { value: "2026-05-02" } });
    fireEvent.click(createButton());

    expect(await screen.findByText("받는 사람 이름을 입력해주세요.")).toBeTruthy();
    expect(screen.getByText("어떤 날인지 골라주세요.")).toBeTruthy();
    expect(screen.getByText("여는 날은 오늘부터 60일 안으로 골라주세요.")).toBeTruthy();
    expect(document.activeElement).toBe(name());
    expect(posts(fetch)).toHaveLength(0);

    fireEvent.change(name(), { target: { value: "이달콤" } });
    fireEvent.click(occasion("승진"));
    fireEvent.change(day(), { target: { value: "2026-03-01" } });
    fireEvent.click(createButton());
    await waitFor(() => expect(document.activeElement).toBe(day()));
    expect(day().getAttribute("aria-invalid")).toBe("true");
    expect(posts(fetch)).toHaveLength(0);
  });

  it("keeps everything typed when the host refuses, and shows its message", async () => {
    const fetch = vi.fn(async () => envelope(400, null, "사용할 수 없는 문자가 들어 있어요."));
    vi.stubGlobal("fetch", fetch);
    await renderForm();
    fireEvent.change(name(), { target: { value: "이달콤" } });
    fireEvent.click(occasion("환영"));
    fireEvent.change(title(), { target: { value: "어서 와요 달콤님" } });
    await act(async () => fireEvent.click(createButton()));

    expect((await screen.findByRole("alert")).textContent).toBe("사용할 수 없는 문자가 들어 있어요.");
    expect(name().value).toBe("이달콤");
    expect(title().value).toBe("어서 와요 달콤님");
    expect((occasion("환영") as HTMLInputElement).checked).toBe(true);
    expect(day().value).toBe("2026-03-09");
    expect(createButton().disabled).toBe(false);
    expect(sentBody(fetch)).toEqual({
      recipientName: "이달콤",
      occasion: "WELCOME",
      title: "어서 와요 달콤님",
      opensOn: "2026-03-09",
      anonymousAllowed: false,
    });
  });

  it("offers '이름 없이 쓰는 편지 허용' as a switch, off at first, and sends what it says", async () => {
    const fetch = vi.fn(async () => envelope(400, null, "잠시 후 다시 시도해주세요."));
    vi.stubGlobal("fetch", fetch);
    await renderForm();
    const allow = screen.getByRole("switch", { name: "이름 없이 쓰는 편지 허용" });
    expect(allow.getAttribute("aria-checked")).toBe("false");
    expect(allow.getAttribute("aria-describedby")).toBeTruthy();
    // The words toggle it too, as a label does.
    fireEvent.click(screen.getByText("이름 없이 쓰는 편지 허용"));
    expect(allow.getAttribute("aria-checked")).toBe("true");
    fireEvent.change(name(), { target: { value: "이달콤" } });
    fireEvent.click(occasion("생일"));
    await act(async () => fireEvent.click(createButton()));
    expect(sentBody(fetch)).toMatchObject({ recipientName: "이달콤", occasion: "BIRTHDAY", anonymousAllowed: true });
    // Refused: the switch stays as it was set.
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(allow.getAttribute("aria-checked")).toBe("true");
  });

  it("makes one jar for a double tap, busy meanwhile, then shows its two links", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === "POST") return new Promise<Response>((resolve) => (answer = resolve));
      if (url.endsWith("/api/jar")) return Promise.resolve(envelope(200, MINE));
      return Promise.resolve(envelope(404, null, "없어요"));
    });
    vi.stubGlobal("fetch", fetch);
    const { router } = await renderForm();
    fireEvent.change(name(), { target: { value: "이달콤" } });
    fireEvent.click(occasion("송별"));
    fireEvent.click(createButton());
    // A second tap, or Enter in a field, while the first is on its way: the form is submitted again.
    fireEvent.submit(createButton().closest("form") as HTMLFormElement);
    await waitFor(() => expect(createButton().getAttribute("aria-busy")).toBe("true"));
    expect(createButton().disabled).toBe(true);
    expect(posts(fetch)).toHaveLength(1);
    expect(sentBody(fetch)).toEqual({
      recipientName: "이달콤",
      occasion: "FAREWELL",
      title: "이달콤님의 송별 꿀단지",
      opensOn: "2026-03-09",
      anonymousAllowed: false,
    });

    await act(async () => answer(envelope(201, { jarId: JAR_ID, keepKey: KEEP_KEY })));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jar/links/${JAR_ID}`));
    expect(await screen.findByText("꿀단지를 만들었어요!")).toBeTruthy();
    const origin = window.location.origin;
    expect((screen.getByLabelText("① 함께 쓰는 링크 주소") as HTMLInputElement).value).toBe(`${origin}/jar/${JAR_ID}`);
    // Back from the links does not return to the filled form: it was replaced.
    expect(router.state.historyAction).toBe("REPLACE");
  });
});
