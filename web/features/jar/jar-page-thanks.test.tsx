// A writer back on the writing link once the jar is kept (decision 036): the page drawn for anyone
// (cached at the edge) knows nothing of them; the live read after hydration brings the keeper's thanks
// and the reaction on each of their own letters, and a letter sent without a name says so to them.
import type { JarView } from "@contract/jar";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jarQueries } from "../../api/jars";
import { stampsQuery } from "../../api/stamps";
import { envelope } from "../../test/envelope";
import { renderAt } from "../../test/render-route";
import { markJarWriter } from "./jar-guest";

const JAR_ID = "AbCdEfGhIjKlMnOpQrStUv";

const ANYONE: JarView = {
  jarId: JAR_ID,
  title: "이달콤님의 송별 꿀단지",
  recipientName: "이달콤",
  occasion: "FAREWELL",
  opensOn: "2026-03-02",
  open: true,
  kept: true,
  closed: false,
  letterCount: 3,
  stamps: [{ honeyStampId: 2, count: 3 }],
  creatorName: "김꿀벌",
  isCreator: false,
  mine: [],
  today: "2026-03-03",
  anonymousAllowed: true,
};
const MINE: JarView = {
  ...ANYONE,
  mine: [
    {
      letterId: 7,
      writerName: "민지",
      guest: true,
      content: "사실 제가 제일 아꼈어요",
      honeyStampId: 2,
      writtenAt: "2026-02-27T01:00:00Z",
      anonymous: true,
      reaction: "HEART",
    },
  ],
  thanks: { content: "모두 정말 고마웠어요.\n오래 기억할게요.", at: "2026-03-02T05:00:00Z" },
};

const renderJar = () =>
  renderAt([`/jar/${JAR_ID}`], (client) => {
    client.setQueryData(jarQueries.view(JAR_ID).queryKey, ANYONE);
    client.setQueryData(stampsQuery("FAREWELL").queryKey, [
      { id: 2, imageUrl: "/images/stamps/stamp-2.svg", stampName: "센스 만점" },
    ]);
  });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("/jar/:jarId once kept, to one of its writers", () => {
  it("shows the keeper's thanks and the reaction on the guest's own letter, marked as sent without a name", async () => {
    const fetch = vi.fn(async (url: string) =>
      String(url).endsWith(`/api/jar/${JAR_ID}`) ? envelope(200, MINE) : envelope(200, null),
    );
    vi.stubGlobal("fetch", fetch);
    markJarWriter(); // this browser wrote here as a guest
    renderJar();

    const thanks = await screen.findByRole("region", { name: "감사 인사가 도착했어요" });
    expect(thanks.textContent).toContain("모두 정말 고마웠어요.\n오래 기억할게요.");
    expect(thanks.textContent).toContain("From. 이달콤 · 2026년 3월 2일");
    const own = await screen.findByRole("list", { name: "내가 쓴 편지" });
    const letter = within(own).getByRole("listitem");
    expect(letter.textContent).toContain("From. 민지");
    expect(within(letter).getByText("익명으로 보냈어요")).toBeTruthy();
    expect(within(letter).getByRole("img", { name: "받은 반응: 감동이에요" })).toBeTruthy();
    // Kept: nothing to change or delete any more.
    expect(within(letter).queryByRole("button")).toBeNull();
  });

  it("shows anyone else the delivered jar, with no thanks of anybody's", async () => {
    const fetch = vi.fn(async () => envelope(200, null));
    vi.stubGlobal("fetch", fetch);
    renderJar();
    expect(await screen.findByText(/이달콤님에게 전달된 꿀단지예요/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "감사 인사가 도착했어요" })).toBeNull();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining(`/api/jar/${JAR_ID}`), expect.anything());
  });
});
