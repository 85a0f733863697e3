import type { Announcement } from "@contract/badge";
import { onlineManager } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { announcementQueries } from "../../api/announcement";
import { ApiError } from "../../api/client";
import { clientConfigQuery } from "../../api/config";
import { SESSION_KEYS } from "../../api/session";
import { AppProviders, createQueryClient } from "../../app/providers";
import { routes } from "../../app/router";
import { TEST_CONFIG } from "../../test/render-route";

// Local noons, so the expected days hold in any time zone.
const at = (month: number, day: number) => new Date(2026, month - 1, day, 12).toISOString();

/** /announcement in the real route table, logged in, with the host's answer already cached. */
async function renderAnnouncements(announcements: Announcement[] | "pending" | "error") {
  window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
  const client = createQueryClient();
  client.setQueryData(clientConfigQuery.queryKey, TEST_CONFIG);
  const { queryKey } = announcementQueries.list();
  if (announcements === "pending") {
    void client.prefetchQuery({ queryKey, queryFn: () => new Promise<Announcement[]>(() => {}) });
  } else if (announcements === "error") {
    client.setQueryDefaults(announcementQueries.all, { retryOnMount: false });
    await client.prefetchQuery({
      queryKey,
      queryFn: () => Promise.reject(new ApiError(500, "서버 오류")),
      retry: false,
    });
  } else {
    client.setQueryDefaults(announcementQueries.all, { staleTime: Infinity });
    client.setQueryData(queryKey, announcements);
  }
  const router = createMemoryRouter(routes, { initialEntries: ["/announcement"] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // The first render waits for the page's chunk to load.
  expect(await screen.findByRole("heading", { level: 1, name: "공지사항" }, { timeout: 5000 })).toBeTruthy();
  return client;
}

describe("/announcement", () => {
  it("shows the mascot and '새로운 공지사항이 없어요.' when there are none", async () => {
    await renderAnnouncements([]);
    expect(screen.getByText("새로운 공지사항이 없어요.")).toBeTruthy();
    expect(document.querySelector("main img")!.getAttribute("src")).toBe("/images/logo.svg");
    expect(screen.queryByRole("list", { name: "공지사항 목록" })).toBeNull();
  });

  it("lists announcements newest first with their dates, each opening to its full text", async () => {
    await renderAnnouncements([
      { id: 1, title: "꿀단지 오픈", content: "꿀단지가 문을 열었어요.", createdAt: at(10, 1) },
      {
        id: 3,
        title: "배지가 생겼어요",
        content: "여섯 가지 배지를 모아보세요.\n배지 화면에서 확인할 수 있어요.",
        createdAt: at(11, 22),
      },
      { id: 2, title: "점검 안내", content: "11월 5일 새벽에 점검해요.", createdAt: at(11, 4) },
    ]);
    const list = screen.getByRole("list", { name: "공지사항 목록" });
    const rows = within(list).getAllByRole("button");
    expect(rows.map((row) => row.textContent)).toEqual([
      "배지가 생겼어요2026.11.22",
      "점검 안내2026.11.04",
      "꿀단지 오픈2026.10.01",
    ]);
    expect(screen.queryByText("새로운 공지사항이 없어요.")).toBeNull();

    const first = rows[0]!;
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region")).toBeNull(); // content collapsed
    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    const content = screen.getByRole("region", { name: "배지가 생겼어요" });
    expect(first.getAttribute("aria-controls")).toBe(content.id);
    expect(content.textContent).toBe("여섯 가지 배지를 모아보세요.\n배지 화면에서 확인할 수 있어요.");

    // Opening another closes the first; tapping the open one again closes it.
    fireEvent.click(rows[1]!);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("region", { name: "점검 안내" })).toBeTruthy();
    fireEvent.click(rows[1]!);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("holds the list's place with skeleton rows while loading", async () => {
    await renderAnnouncements("pending");
    expect(screen.getByText("공지사항을 불러오는 중이에요")).toBeTruthy();
    expect(screen.getByTestId("announcement-skeleton").querySelectorAll("li")).toHaveLength(3);
    expect(screen.queryByText("새로운 공지사항이 없어요.")).toBeNull();
  });

  it("says when the announcements could not be loaded, and asks again on '다시 시도'", async () => {
    const client = await renderAnnouncements("error");
    expect(screen.getByRole("alert").textContent).toContain("공지사항을 불러오지 못했어요.");
    // No server answers here: with the network reported down the new request waits instead of going out.
    onlineManager.setOnline(false);
    try {
      fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
      expect(await screen.findByTestId("announcement-skeleton")).toBeTruthy();
      expect(screen.queryByRole("alert")).toBeNull();
    } finally {
      await client.cancelQueries({ queryKey: announcementQueries.all });
      cleanup(); // unmounted first, so coming back online does not refetch either
      onlineManager.setOnline(true);
    }
  });
});
