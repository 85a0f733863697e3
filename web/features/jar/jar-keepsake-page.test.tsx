// The keepsake (docs/api.md fifth round): the keeper's page of every letter of the jar they kept, read by
// their session alone, with '인쇄하기' opening the phone's print sheet; anyone else is told it is the
// keeper's, with no letter shown.
import type { JarOpening } from "@contract/jar";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../test/envelope";
import { logIn, renderAt } from "../../test/render-route";

const JAR_ID = "AbCdEfGhIjKlMnOpQrStUv";

const KEPT: JarOpening = {
  title: "최고참선배님의 송별 꿀단지",
  recipientName: "최고참선배님",
  occasion: "FAREWELL",
  opensOn: "2026-03-02",
  open: true,
  kept: true,
  letterCount: 2,
  today: "2026-03-03",
  letters: [
    {
      letterId: 1,
      writerName: "민지",
      guest: true,
      content: "선배 덕분에 즐거웠어요!",
      honeyStampId: 1,
      writtenAt: "2026-02-27T01:00:00Z",
    },
    {
      letterId: 2,
      writerName: "박성실",
      guest: false,
      content: "새 팀에서도 화이팅",
      honeyStampId: 2,
      writtenAt: "2026-02-28T01:00:00Z",
      photoUrl: `/api/jar/${JAR_ID}/photos/PpPpPpPpPpPpPpPpPpPpPp?key=k`,
    },
  ],
  thanks: { content: "모두 고마워요", at: "2026-03-03T01:00:00Z" },
};

const answering = (keepsake: Response) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = String(input);
      if (url.endsWith(`/api/jar/${JAR_ID}/keepsake`)) return keepsake.clone();
      if (url.endsWith("/api/stamp")) return envelope(200, []);
      return envelope(404, null, "없어요");
    }),
  );

beforeEach(() => {
  localStorage.clear();
  logIn();
});
afterEach(() => vi.unstubAllGlobals());

describe("/jar/:jarId/keepsake", () => {
  it("lays out every letter with its photo and the thanks sent, under the jar's title, and prints on '인쇄하기'", async () => {
    answering(envelope(200, KEPT));
    const print = vi.fn();
    vi.stubGlobal("print", print); // jsdom has no print sheet
    renderAt([`/jar/${JAR_ID}/keepsake`]);
    await screen.findByRole("heading", { name: "최고참선배님의 송별 꿀단지" });
    expect(screen.getByText("To. 최고참선배님 · 송별 · 2026.03.02")).toBeTruthy();
    expect(screen.getByText("편지 2통")).toBeTruthy();
    const [first, second] = within(screen.getByRole("list", { name: "꿀단지의 편지" })).getAllByRole("listitem");
    expect(first?.textContent).toContain("선배 덕분에 즐거웠어요!");
    expect(within(second!).getByRole("img", { name: "편지에 담긴 사진" })).toBeTruthy();
    expect(screen.getByText("모두 고마워요")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "감동이에요" })).toBeNull(); // to read, not to answer
    fireEvent.click(screen.getByRole("button", { name: "인쇄하기" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("tells anyone but the keeper it is the keeper's, and shows no letter", async () => {
    answering(envelope(404, null, "꿀단지를 찾을 수 없어요."));
    renderAt([`/jar/${JAR_ID}/keepsake`]);
    expect((await screen.findByRole("alert")).textContent).toBe("꿀단지를 간직한 사람만 볼 수 있어요.");
    expect(screen.queryByRole("list", { name: "꿀단지의 편지" })).toBeNull();
  });
});
