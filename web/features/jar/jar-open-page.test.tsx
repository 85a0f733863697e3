// The opening link (decision 036): the key read from the fragment (a ?key= link moved there), every
// letter revealed on the day to whoever holds it without a login, '꿀단지에 간직하기' asking for a login
// only then; keeping once for a double tap, "already kept" shown as the kept jar; the keeper's
// reactions (aria-pressed toggles) and one thank-you, shown instead of the form once sent.
import type { JarOpening } from "@contract/jar";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../test/envelope";
import { logIn, renderAt } from "../../test/render-route";

const JAR_ID = "AbCdEfGhIjKlMnOpQrStUv";
const KEY = "KkKkKkKkKkKkKkKkKkKkKk";

const OPENING: JarOpening = {
  title: "이달콤님의 송별 꿀단지",
  recipientName: "이달콤",
  occasion: "FAREWELL",
  opensOn: "2026-03-02",
  open: true,
  kept: false,
  letterCount: 2,
  today: "2026-03-02",
  letters: [
    {
      letterId: 1,
      writerName: "민지",
      guest: true,
      content: "선배 덕분에 즐거웠어요!",
      honeyStampId: 1,
      writtenAt: "2026-02-27T01:00:00Z",
      anonymous: false,
    },
    {
      letterId: 2,
      writerName: "익명",
      guest: true,
      content: "사실 제가 제일 아꼈어요",
      honeyStampId: 2,
      writtenAt: "2026-02-28T01:00:00Z",
      anonymous: true,
    },
  ],
};

type Route = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;
const stubHost = (route: Route) => {
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    const answered = await route(url, init);
    if (answered) return answered;
    if (url.endsWith("/api/stamp")) return envelope(200, []);
    return envelope(404, null, "없어요");
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
};
const calls = (fetch: ReturnType<typeof stubHost>, method: string, path: string) =>
  fetch.mock.calls.filter(([url, init]) => String(url).endsWith(path) && init?.method === method);
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

const openAt = (address: string) => renderAt([address]);
const letters = () => screen.getByRole("list", { name: "꿀단지의 편지" });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("/jar/:jarId/open", () => {
  it("reveals every letter on the day to whoever holds the link, logged out, and asks for a login only to keep", async () => {
    const fetch = stubHost((url, init) =>
      url.endsWith(`/api/jar/${JAR_ID}/opening`) && init.method === "POST" ? envelope(200, OPENING) : undefined,
    );
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    openAt(`/jar/${JAR_ID}/open#key=${KEY}`);
    await screen.findByRole("heading", { name: "꿀단지가 열렸어요!" });
    expect(bodyOf(calls(fetch, "POST", "/opening")[0])).toEqual({ keepKey: KEY });
    expect(fetch.mock.calls.some(([url]) => String(url).includes(KEY))).toBe(false);
    expect(screen.getByText("‘이달콤님의 송별 꿀단지’에 편지 2개가 담겨 있었어요.")).toBeTruthy();
    const [first, second] = within(letters()).getAllByRole("listitem");
    expect(first?.textContent).toContain("From. 민지");
    expect(first?.textContent).toContain("선배 덕분에 즐거웠어요!");
    expect(second?.textContent).toContain("From. 익명");
    // No reactions for someone who has not kept it.
    expect(screen.queryByRole("button", { name: "감동이에요" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "꿀단지에 간직하기" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/auth/kakao/start"));
    expect(localStorage.getItem("returnTo")).toBe(`/jar/${JAR_ID}/open#key=${KEY}&keep=1`);
    assign.mockRestore();
  });

  it("back from that login, keeps the jar the tap was for, once, and drops the request from the address", async () => {
    logIn();
    let kept = false;
    const fetch = stubHost((url, init) => {
      if (url.endsWith("/opening")) return envelope(200, { ...OPENING, kept });
      if (url.endsWith("/keep") && init.method === "POST") {
        kept = true;
        return envelope(200, { groupId: 7, count: 2 });
      }
      return undefined;
    });
    const { router } = openAt(`/jar/${JAR_ID}/open#key=${KEY}&keep=1`);
    expect(await screen.findByText(/꿀단지에 간직했어요/)).toBeTruthy();
    expect(calls(fetch, "POST", "/keep")).toHaveLength(1);
    expect(bodyOf(calls(fetch, "POST", "/keep")[0])).toEqual({ keepKey: KEY });
    expect(router.state.location.hash).toBe(`#key=${KEY}`);
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.queryByRole("button", { name: "꿀단지에 간직하기" })).toBeNull();
  });

  it("keeps nothing from a link carrying that request for someone logged out, or once the jar is kept", async () => {
    const fetch = stubHost((url) => (url.endsWith("/opening") ? envelope(200, OPENING) : undefined));
    const { router, unmount } = openAt(`/jar/${JAR_ID}/open#key=${KEY}&keep=1`);
    await screen.findByRole("button", { name: "꿀단지에 간직하기" });
    await waitFor(() => expect(router.state.location.hash).toBe(`#key=${KEY}`));
    unmount();
    logIn();
    stubHost((url) => (url.endsWith("/opening") ? envelope(200, { ...OPENING, kept: true }) : undefined));
    openAt(`/jar/${JAR_ID}/open#key=${KEY}&keep=1`);
    await screen.findByText(/꿀단지에 간직했어요/);
    expect(calls(fetch, "POST", "/keep")).toHaveLength(0);
  });

  it("says so when the jar opens with no letter, instead of '편지 0개'", async () => {
    stubHost((url) =>
      url.endsWith("/opening") ? envelope(200, { ...OPENING, letterCount: 0, letters: [] }) : undefined,
    );
    openAt(`/jar/${JAR_ID}/open#key=${KEY}`);
    expect(await screen.findByText("‘이달콤님의 송별 꿀단지’에는 담긴 편지가 없었어요.")).toBeTruthy();
  });

  it("moves a ?key= link's key into the fragment, out of the query", async () => {
    stubHost((url) =>
      url.endsWith("/opening") ? envelope(200, { ...OPENING, open: false, opensOn: "2026-03-05" }) : undefined,
    );
    const { router } = openAt(`/jar/${JAR_ID}/open?key=${KEY}`);
    await screen.findByText(/여는 날까지 조금만 기다려주세요!/);
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.hash).toBe(`#key=${KEY}`);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("says so when the link carries no key", async () => {
    const fetch = stubHost(() => undefined);
    openAt(`/jar/${JAR_ID}/open`);
    expect((await screen.findByRole("alert")).textContent).toBe("여는 링크가 올바르지 않아요.");
    expect(calls(fetch, "POST", "/opening")).toHaveLength(0);
  });

  it("keeps once for a double tap, and shows the letters kept when the host answers 'already kept'", async () => {
    logIn();
    let kept = false;
    let answerKeep: (response: Response) => void = () => {};
    const fetch = stubHost((url, init) => {
      if (url.endsWith("/opening")) return envelope(200, { ...OPENING, kept });
      if (url.endsWith("/keep") && init.method === "POST")
        return new Promise<Response>((resolve) => (answerKeep = resolve));
      return undefined;
    });
    openAt(`/jar/${JAR_ID}/open#key=${KEY}`);
    const keep = await screen.findByRole("button", { name: "꿀단지에 간직하기" });
    fireEvent.click(keep);
    fireEvent.click(keep);
    await waitFor(() => expect(keep.getAttribute("aria-busy")).toBe("true"));
    expect(calls(fetch, "POST", "/keep")).toHaveLength(1);
    expect(bodyOf(calls(fetch, "POST", "/keep")[0])).toEqual({ keepKey: KEY });

    kept = true; // kept meanwhile (another tab, the message tapped again)
    await act(async () => answerKeep(envelope(409, null, "이미 전달된 꿀단지예요.")));
    expect(await screen.findByText(/꿀단지에 간직했어요/)).toBeTruthy();
    expect(screen.queryByText("이미 전달된 꿀단지예요.")).toBeNull();
    expect(within(letters()).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "꿀단지에 간직하기" })).toBeNull();
  });

  it("lets the keeper react to each letter (one tap toggles) and thank everyone once", async () => {
    logIn();
    let opening: JarOpening = { ...OPENING, kept: true };
    let thanks: (response: Response) => void = () => {};
    const fetch = stubHost((url) => {
      if (url.endsWith("/opening")) return envelope(200, opening);
      if (url.endsWith("/reaction")) return envelope(200, null);
      if (url.endsWith("/thanks")) return new Promise<Response>((resolve) => (thanks = resolve));
      return undefined;
    });
    openAt(`/jar/${JAR_ID}/open#key=${KEY}`);
    await screen.findByText(/꿀단지에 간직했어요/);
    const first = within(letters()).getAllByRole("listitem")[0] as HTMLElement;
    const reactions = within(first).getByRole("group", { name: "From. 민지의 편지에 반응 남기기" });
    expect(
      within(reactions)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["감동이에요", "최고예요", "웃겨요", "눈물 나요", "놀라워요"]);
    const heart = within(reactions).getByRole("button", { name: "감동이에요" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    await waitFor(() => expect(calls(fetch, "PUT", "/letters/1/reaction")).toHaveLength(1));
    expect(bodyOf(calls(fetch, "PUT", "/letters/1/reaction")[0])).toEqual({ reaction: "HEART" });
    await waitFor(() => expect(heart.getAttribute("aria-busy")).toBeNull());
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));
    await waitFor(() => expect(calls(fetch, "PUT", "/letters/1/reaction")).toHaveLength(2));
    expect(bodyOf(calls(fetch, "PUT", "/letters/1/reaction")[1])).toEqual({ reaction: null });

    const form = screen.getByRole("form", { name: "모두에게 감사 인사 남기기" });
    fireEvent.click(within(form).getByRole("button", { name: "감사 인사 보내기" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("감사 인사를 입력해주세요.");
    fireEvent.change(within(form).getByLabelText("감사 인사"), { target: { value: "모두 고마워요" } });
    const send = within(form).getByRole("button", { name: "감사 인사 보내기" });
    fireEvent.click(send);
    await waitFor(() => expect(send.getAttribute("aria-busy")).toBe("true"));
    expect(bodyOf(calls(fetch, "POST", "/thanks")[0])).toEqual({ content: "모두 고마워요" });
    opening = { ...opening, thanks: { content: "모두 고마워요", at: "2026-03-02T05:00:00Z" } };
    await act(async () => thanks(envelope(201, null)));
    const sent = await screen.findByRole("region", { name: "보낸 감사 인사" });
    expect(sent.textContent).toContain("모두 고마워요");
    expect(sent.textContent).toContain("2026년 3월 2일");
    expect(screen.queryByRole("form", { name: "모두에게 감사 인사 남기기" })).toBeNull();
  });

  it("shows a logged-in member who did not keep it the letters, without the keeper's answers", async () => {
    logIn();
    stubHost((url) =>
      url.endsWith("/opening") ? envelope(200, { ...OPENING, kept: true, keptByYou: false }) : undefined,
    );
    openAt(`/jar/${JAR_ID}/open#key=${KEY}`);
    await screen.findByText("선배 덕분에 즐거웠어요!");
    expect(screen.queryByRole("group", { name: /반응 남기기/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "감사 인사 보내기" })).toBeNull();
  });

  it("leads the keeper back to the group the jar became, after a reload", async () => {
    logIn();
    stubHost((url) =>
      url.endsWith("/opening") ? envelope(200, { ...OPENING, kept: true, keptByYou: true, groupId: 42 }) : undefined,
    );
    openAt(`/jar/${JAR_ID}/open#key=${KEY}`);
    const link = await screen.findByRole("link", { name: "내 꿀단지 그룹에서 보기" });
    expect(link.getAttribute("href")).toBe("/group/42");
    // And to the keepsake, to print every letter.
    expect(screen.getByRole("link", { name: "편지 모아 인쇄하기" }).getAttribute("href")).toBe(
      `/jar/${JAR_ID}/keepsake`,
    );
  });

  it("keeps the thank-you typed when it is refused, with the host's message", async () => {
    logIn();
    stubHost((url) => {
      if (url.endsWith("/opening")) return envelope(200, { ...OPENING, kept: true });
      if (url.endsWith("/thanks")) return envelope(500, null, "잠시 후 다시 시도해주세요.");
      return undefined;
    });
    openAt(`/jar/${JAR_ID}/open#key=${KEY}`);
    const form = await screen.findByRole("form", { name: "모두에게 감사 인사 남기기" });
    fireEvent.change(within(form).getByLabelText("감사 인사"), { target: { value: "정말 고마웠어요" } });
    fireEvent.click(within(form).getByRole("button", { name: "감사 인사 보내기" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("잠시 후 다시 시도해주세요.");
    expect((within(form).getByLabelText("감사 인사") as HTMLTextAreaElement).value).toBe("정말 고마웠어요");
  });
});
