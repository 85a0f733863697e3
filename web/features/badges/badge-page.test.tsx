import type { Badge } from "@contract/badge";
import { onlineManager } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { badgeQueries } from "../../api/badges";
import { ApiError } from "../../api/client";
import { clientConfigQuery } from "../../api/config";
import { SESSION_KEYS } from "../../api/session";
import { AppProviders, createQueryClient } from "../../app/providers";
import { routes } from "../../app/router";
import { downloadImage, renderElementAsImage } from "../../lib/save-as-image";
import { TEST_CONFIG } from "../../test/render-route";
import { earnedLabel } from "./earned-date";

vi.mock("../../lib/save-as-image", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/save-as-image")>()),
  renderElementAsImage: vi.fn(async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" })),
  downloadImage: vi.fn(),
}));

const KAKAOTALK_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.5";
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(downloadImage).mockClear();
});

// A local noon, so the expected day is the same in every time zone the test may run in.
const EARNED_AT = new Date(2026, 10, 22, 12, 0, 0).toISOString();

const BADGES: Badge[] = [
  {
    name: "첫 꿀 받기",
    description: "처음으로 꿀을 받았어요.",
    imageUrl: "/images/badges/receive-1-locked.svg",
    completedDate: null,
  },
  {
    name: "꿀 좀 받아본 사람",
    description: "꿀을 7번 받았어요.",
    imageUrl: "/images/badges/receive-7-locked.svg",
    completedDate: null,
  },
  {
    name: "꿀부자",
    description: "꿀을 50번 받았어요.",
    imageUrl: "/images/badges/receive-50-locked.svg",
    completedDate: null,
  },
  {
    name: "첫 꿀 보내기",
    description: "처음으로 꿀을 보냈어요.",
    imageUrl: "/images/badges/send-1.svg",
    completedDate: EARNED_AT,
  },
  {
    name: "달달한 당신",
    description: "꿀을 7번 보냈어요.",
    imageUrl: "/images/badges/send-7-locked.svg",
    completedDate: null,
  },
  {
    name: "꿀플루언서",
    description: "꿀을 50번 보냈어요.",
    imageUrl: "/images/badges/send-50-locked.svg",
    completedDate: null,
  },
];

type Seed = "badges" | "pending" | "error";

/** /badge in the real route table, logged in, with the badge query's state seeded (no network). */
async function renderBadgePage(seed: Seed) {
  window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
  const client = createQueryClient();
  client.setQueryData(clientConfigQuery.queryKey, TEST_CONFIG);
  const { queryKey } = badgeQueries.list();
  if (seed === "badges") {
    client.setQueryDefaults(badgeQueries.all, { staleTime: Infinity });
    client.setQueryData(queryKey, BADGES);
  } else if (seed === "pending") {
    // A request that is under way and never answers; the page joins it instead of starting another.
    void client.prefetchQuery({ queryKey, queryFn: () => new Promise<Badge[]>(() => {}) });
  } else {
    client.setQueryDefaults(badgeQueries.all, { retryOnMount: false });
    await client.prefetchQuery({
      queryKey,
      queryFn: () => Promise.reject(new ApiError(500, "서버 오류")),
      retry: false,
    });
  }
  const router = createMemoryRouter(routes, { initialEntries: ["/badge"] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // The first render waits for the page's chunk to load.
  expect(await screen.findByRole("heading", { level: 1, name: "배지" }, { timeout: 5000 })).toBeTruthy();
  return { client, router };
}

const tile = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });

describe("earned date", () => {
  it("reads '2026.11.22 획득' in the viewer's time zone, zero-padded, and '미획득' before", () => {
    expect(earnedLabel(EARNED_AT)).toBe("2026.11.22 획득");
    expect(earnedLabel(null)).toBe("미획득");
  });
});

describe("/badge", () => {
  it("shows the six badges in a 3-column grid: the earned one with its date, the rest locked", async () => {
    await renderBadgePage("badges");
    const grid = screen.getByRole("list", { name: "배지 목록" });
    expect(getComputedStyle(grid).gridTemplateColumns).toBe("repeat(3, minmax(0, 1fr))");
    const tiles = within(grid).getAllByRole("button");
    expect(tiles.map((button) => button.textContent)).toEqual([
      "첫 꿀 받기미획득",
      "꿀 좀 받아본 사람미획득",
      "꿀부자미획득",
      "첫 꿀 보내기2026.11.22 획득",
      "달달한 당신미획득",
      "꿀플루언서미획득",
    ]);
    expect(screen.getByText("6개 중", { exact: false }).textContent).toBe("6개 중 1개 획득");

    const earnedArt = tile("첫 꿀 보내기").querySelector("img")!;
    const lockedArt = tile("꿀부자").querySelector("img")!;
    expect(earnedArt.getAttribute("src")).toBe("/images/badges/send-1.svg");
    expect(lockedArt.getAttribute("src")).toBe("/images/badges/receive-50-locked.svg");
    // The locked look: faded art and a grey name on top of the locked artwork.
    expect(getComputedStyle(earnedArt).opacity).not.toBe("0.55");
    expect(getComputedStyle(lockedArt).opacity).toBe("0.55");
    expect(getComputedStyle(within(tile("꿀부자")).getByText("꿀부자")).color).not.toBe(
      getComputedStyle(within(tile("첫 꿀 보내기")).getByText("첫 꿀 보내기")).color,
    );
    expect(screen.getByRole("button", { name: "이미지로 저장" }).hasAttribute("disabled")).toBe(false);
  });

  it("shows a badge's description on tap, in a dialog that Escape closes", async () => {
    await renderBadgePage("badges");
    const button = tile("꿀 좀 받아본 사람");
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);

    const dialog = screen.getByRole("dialog", { name: "꿀 좀 받아본 사람" });
    expect(within(dialog).getByText("꿀을 7번 받았어요.")).toBeTruthy();
    expect(within(dialog).getByText("아직 획득하지 못했어요")).toBeTruthy();
    expect(button.getAttribute("aria-expanded")).toBe("true");

    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(tile("첫 꿀 보내기"));
    const earned = screen.getByRole("dialog", { name: "첫 꿀 보내기" });
    expect(within(earned).getByText("처음으로 꿀을 보냈어요.")).toBeTruthy();
    expect(within(earned).getByText("2026.11.22 획득")).toBeTruthy();
  });

  it("saves the board: a download named '꿀단지 배지.png' in a browser, the viewer in KakaoTalk", async () => {
    await renderBadgePage("badges");
    fireEvent.click(screen.getByRole("button", { name: "이미지로 저장" }));
    await waitFor(() => expect(downloadImage).toHaveBeenCalledWith(expect.any(Blob), "꿀단지 배지.png"));
    expect(renderElementAsImage).toHaveBeenCalledWith(screen.getByRole("region", { name: "나의 꿀단지 배지" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    cleanup();
    vi.mocked(downloadImage).mockClear();

    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(KAKAOTALK_IOS);
    await renderBadgePage("badges");
    fireEvent.click(screen.getByRole("button", { name: "이미지로 저장" }));
    const viewer = await screen.findByRole("dialog", { name: "이미지로 저장" });
    expect(within(viewer).getByRole("img", { name: "나의 꿀단지 배지: 6개 중 1개 획득" })).toBeTruthy();
    expect(downloadImage).not.toHaveBeenCalled();
  });

  it("holds the grid's place with six skeleton tiles while loading, and cannot save yet", async () => {
    await renderBadgePage("pending");
    expect(screen.getByText("배지를 불러오는 중이에요").closest("[role='status']")).not.toBeNull();
    expect(screen.getByTestId("badge-skeleton").querySelectorAll("li")).toHaveLength(6);
    expect(getComputedStyle(screen.getByTestId("badge-skeleton")).gridTemplateColumns).toBe(
      "repeat(3, minmax(0, 1fr))",
    );
    expect(screen.getByRole("button", { name: "이미지로 저장" }).hasAttribute("disabled")).toBe(true);
  });

  it("says when the badges could not be loaded and offers to try again", async () => {
    const { client } = await renderBadgePage("error");
    expect(screen.getByRole("alert").textContent).toContain("배지를 불러오지 못했어요.");
    const retry = screen.getByRole("button", { name: "다시 시도" });
    expect(screen.queryByRole("button", { name: "이미지로 저장" })).toBeNull();
    // No server answers here: with the network reported down the new request waits instead of going out.
    onlineManager.setOnline(false);
    try {
      fireEvent.click(retry);
      // Asking again: the skeleton takes the error's place while the request is under way.
      expect(await screen.findByTestId("badge-skeleton")).toBeTruthy();
      expect(screen.queryByRole("alert")).toBeNull();
    } finally {
      await client.cancelQueries({ queryKey: badgeQueries.all });
      cleanup(); // unmounted first, so coming back online does not refetch either
      onlineManager.setOnline(true);
    }
  });
});
