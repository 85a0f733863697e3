import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_KEYS } from "../../api/session";
import { RouterNav } from "../../app/app-root";
import { createQueryClient } from "../../app/providers";
import { SERVICE_INTRO_LINKS, SOCIAL_LINKS } from "../../lib/external-links";
import { SideMenuProvider, useSideMenu } from "../../lib/menu-state";
import { SideMenu } from "./side-menu";

/** How many times the page was drawn. */
let pageDraws = 0;

/** A page that opens the menu from its header, as the home page does. */
function Page() {
  pageDraws += 1;
  const menu = useSideMenu();
  const { pathname } = useLocation();
  return (
    <>
      <p>현재 {pathname}</p>
      <button type="button" onClick={menu.open}>
        메뉴 열기
      </button>
      <input aria-label="페이지 입력" />
    </>
  );
}

const renderMenu = () => {
  // The router behind the app's links and path (web/lib/nav.tsx), as AppRoot provides it.
  const layout = (
    <RouterNav>
      <SideMenuProvider>
        <Outlet />
        <SideMenu />
      </SideMenuProvider>
    </RouterNav>
  );
  const router = createMemoryRouter([{ element: layout, children: [{ path: "*", element: <Page /> }] }], {
    initialEntries: ["/"],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const open = () => {
  const opener = screen.getByRole("button", { name: "메뉴 열기" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, menu: screen.getByRole("dialog", { name: "메뉴" }) };
};

const KAKAOTALK_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-S921N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.200 Mobile Safari/537.36;KAKAOTALK 2410420";

afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
  window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
});

describe("SideMenu", () => {
  it("holds SPEC's entries: my 꿀단지, service intro, terms, profile and notification icons, logout, social links", () => {
    renderMenu();
    expect(screen.queryByRole("dialog")).toBeNull();
    const { menu } = open();
    expect(menu.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByText("김꿀벌님, 반가워요!")).toBeTruthy();
    const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href("메인")).toBe("/");
    expect(href("꿀 보내기")).toBe("/compliment/send/target");
    expect(href("우리 팀")).toBe("/team");
    expect(href("그룹 관리")).toBe("/group/management");
    expect(href("이달의 꿀 돌아보기")).toBe("/recap");
    expect(href("배지")).toBe("/badge");
    expect(href("프로필 수정")).toBe("/profile/update");
    expect(href("이용약관")).toBe("/setting/terms");
    expect(href("마이페이지")).toBe("/profile");
    expect(href("알림")).toBe("/announcement");
    expect(screen.getByRole("heading", { name: "나의 꿀단지" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "서비스 소개" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "로그아웃" })).toBeTruthy();

    // Two service-intro links and the social links open in a new tab, without an opener.
    const external = screen.getAllByRole("link").filter((a) => a.getAttribute("target") === "_blank");
    expect(external.length).toBe(4);
    for (const link of external) {
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
    }
  });

  it("inside KakaoTalk the outside links open the phone's browser through kakaotalk://web/openExternal", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(KAKAOTALK_ANDROID);
    renderMenu();
    open();
    const outside = [...SERVICE_INTRO_LINKS, ...SOCIAL_LINKS];
    const links = screen.getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("kakaotalk:"));
    expect(links.map((a) => a.getAttribute("href"))).toEqual(
      outside.map((link) => `kakaotalk://web/openExternal?url=${encodeURIComponent(link.href)}`),
    );
    for (const link of links) expect(link.hasAttribute("target")).toBe(false); // no blank in-app window
    expect(screen.getByRole("link", { name: /꿀단지 이야기/ }).getAttribute("href")).toBe(
      "kakaotalk://web/openExternal?url=https%3A%2F%2Fkkul-danji.notion.site%2Fabout",
    );
    expect(screen.getByRole("link", { name: "이용약관" }).getAttribute("href")).toBe("/setting/terms"); // in-app route
  });

  it("traps focus while open and gives it back to the opener on Escape", () => {
    renderMenu();
    const { opener, menu } = open();
    expect(menu.contains(document.activeElement)).toBe(true);
    const focusables = [...menu.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
    focusables.at(-1)!.focus();
    fireEvent.keyDown(menu, { key: "Tab" });
    expect(document.activeElement).toBe(focusables[0]);
    fireEvent.keyDown(menu, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(focusables.at(-1));

    fireEvent.keyDown(menu, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("opens and closes without drawing the page that opened it again", () => {
    renderMenu();
    const drawn = pageDraws;
    fireEvent.click(screen.getByRole("button", { name: "메뉴 열기" }));
    expect(screen.getByRole("dialog", { name: "메뉴" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "메뉴 닫기" }));
    expect(screen.queryByRole("dialog", { name: "메뉴" })).toBeNull();
    expect(pageDraws).toBe(drawn);
  });

  it("closes on an overlay click and on the close button", () => {
    renderMenu();
    open();
    fireEvent.click(screen.getByTestId("side-menu-overlay"));
    expect(screen.queryByRole("dialog")).toBeNull();
    open();
    fireEvent.click(screen.getByRole("button", { name: "메뉴 닫기" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("navigates from a menu entry and closes", async () => {
    const router = renderMenu();
    open();
    fireEvent.click(screen.getByRole("link", { name: "그룹 관리" }));
    expect(await screen.findByText("현재 /group/management")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/group/management");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("marks the entry of the current page", () => {
    renderMenu();
    open();
    expect(screen.getByRole("link", { name: "메인" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "그룹 관리" }).getAttribute("aria-current")).toBeNull();
  });
});
