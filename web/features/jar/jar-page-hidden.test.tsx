// The jar's page stays honest (SPEC §11): the creator finds the letters they hid under '숨긴 편지 N'
// with 되돌리기 until the day; a writer sees their hidden letter marked so, not silently gone; and a
// jar kept while the page was open offers 지우기 to nobody once its refusal comes back.
import type { JarView, Letter } from "@contract/jar";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jarQueries } from "../../api/jars";
import { stampsQuery } from "../../api/stamps";
import { logIn, renderAt } from "../../test/render-route";

const JAR_ID = "AbCdEfGhIjKlMnOpQrStUv";
const letter = (letterId: number, content: string, extra: Partial<Letter> = {}): Letter => ({
  letterId,
  writerName: "민지",
  guest: true,
  content,
  honeyStampId: 2,
  writtenAt: "2026-03-01T01:00:00Z",
  ...extra,
});
const VIEW: JarView = {
  jarId: JAR_ID,
  title: "이달콤님의 송별 꿀단지",
  recipientName: "이달콤",
  occasion: "FAREWELL",
  opensOn: "2026-03-05",
  open: false,
  kept: false,
  closed: false,
  letterCount: 1,
  stamps: [],
  creatorName: "김꿀벌",
  isCreator: true,
  mine: [],
  letters: [letter(8, "남는 편지")],
  hiddenLetters: [letter(9, "숨긴 장난 편지", { hidden: true })],
  today: "2026-03-03",
};

const reply = (data: unknown, status = 200, message = "성공") =>
  new Response(JSON.stringify({ status, message, data }), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/** The host: GET the jar answers `views()`, other calls as `answer` says (the member's list by default). */
const host = (
  views: () => JarView,
  answer: (url: string, method: string) => Response | undefined = () => undefined,
) => {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const answered = answer(String(url), method);
    if (answered) return answered;
    return String(url).endsWith(`/api/jar/${JAR_ID}`) ? reply(views()) : reply({ created: [], written: [] });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
};

const renderJar = (view: JarView) =>
  renderAt([`/jar/${JAR_ID}`], (client) => {
    client.setQueryData(jarQueries.view(JAR_ID).queryKey, view);
    client.setQueryData(stampsQuery("FAREWELL").queryKey, []);
  });

beforeEach(() => logIn());
afterEach(() => vi.unstubAllGlobals());

describe("hidden letters on the jar's page", () => {
  it("shows the creator '숨긴 편지 1' and takes a hide back with 되돌리기", async () => {
    let view = VIEW;
    const fetch = host(
      () => view,
      (url, method) => {
        if (method !== "POST" || !url.endsWith("/letters/9/unhide")) return undefined;
        view = { ...VIEW, letterCount: 2, letters: [...VIEW.letters!, letter(9, "숨긴 장난 편지")], hiddenLetters: [] };
        return reply(null);
      },
    );
    renderJar(VIEW);
    const summary = await screen.findByText("숨긴 편지 1");
    fireEvent.click(summary);
    const hidden = await screen.findByRole("list", { name: "숨긴 편지" });
    expect(hidden.textContent).toContain("숨긴 장난 편지");
    expect(within(hidden).queryByRole("button", { name: "숨기기" })).toBeNull();
    await act(async () => fireEvent.click(within(hidden).getByRole("button", { name: "되돌리기" })));

    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining(`/api/jar/${JAR_ID}/letters/9/unhide`),
      expect.objectContaining({ method: "POST" }),
    );
    expect(await screen.findByText("편지를 되돌렸어요.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("숨긴 편지 1")).toBeNull());
    expect(screen.getByRole("list", { name: "모인 편지" }).textContent).toContain("숨긴 장난 편지");
  });

  it("offers no 되돌리기 from the day on", async () => {
    const onTheDay = { ...VIEW, open: true, today: "2026-03-05" };
    host(() => onTheDay);
    renderJar(onTheDay);
    fireEvent.click(await screen.findByText("숨긴 편지 1"));
    expect(within(await screen.findByRole("list", { name: "숨긴 편지" })).queryByRole("button")).toBeNull();
  });

  it("marks a writer's hidden letter, with nothing to change, and offers no letter form", async () => {
    const writer: JarView = {
      ...VIEW,
      isCreator: false,
      letters: undefined,
      hiddenLetters: undefined,
      mine: [letter(9, "숨긴 장난 편지", { hidden: true })],
    };
    host(() => writer);
    renderJar(writer);
    const own = await screen.findByRole("list", { name: "내가 쓴 편지" });
    const item = within(own).getByRole("listitem");
    expect(within(item).getByText("만든 사람이 숨긴 편지예요")).toBeTruthy();
    expect(within(item).queryByRole("button")).toBeNull();
    expect(screen.getByText("만든 사람이 숨긴 편지가 있어 이 꿀단지에는 더 쓸 수 없어요.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "꿀단지에 담기" })).toBeNull();
  });
});

describe("a jar kept while its page was open", () => {
  it("offers 지우기 to nobody once the refusal comes back", async () => {
    const writer: JarView = {
      ...VIEW,
      isCreator: false,
      letters: undefined,
      hiddenLetters: undefined,
      mine: [letter(7, "내 편지", { guest: false })],
    };
    let view = writer;
    host(
      () => view,
      (_url, method) => {
        if (method !== "DELETE") return undefined;
        view = { ...writer, open: true, kept: true };
        return reply(null, 409, "이미 전달된 꿀단지예요.");
      },
    );
    renderJar(writer);
    const own = await screen.findByRole("list", { name: "내가 쓴 편지" });
    fireEvent.click(within(own).getByRole("button", { name: "지우기" }));
    const dialog = await screen.findByRole("dialog");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "지우기" })));
    expect(await screen.findByText("이미 전달된 꿀단지예요.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "지우기" })).toBeNull());
    expect(screen.queryByRole("button", { name: "숨기기" })).toBeNull();
  });
});
