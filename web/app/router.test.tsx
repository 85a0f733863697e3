import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { groupQueries } from "../api/groups";
import { SESSION_KEYS } from "../api/session";
import { markJustSignedUp } from "../lib/drafts";
import { logIn, renderAt, renderRoute } from "../test/render-route";
import { ErrorPage } from "./error-page";

const LOGGED_IN_ROUTES = [
  "/",
  "/group/7",
  "/group/7?tab=send",
  "/group/management",
  "/badge",
  "/announcement",
  "/profile",
  "/profile/update",
  "/email/update",
  "/setting/terms",
  "/guide",
  "/compliment/send/target",
  "/compliment/send/content",
  "/compliment/send/complete",
  "/compliment/receive",
];

const expectLoginPage = async (router: ReturnType<typeof renderRoute>["router"]) => {
  expect(await screen.findByRole("heading", { level: 1, name: "꿀단지" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "카카오로 시작하기" })).toBeTruthy();
  expect(router.state.location.pathname).toBe("/login");
};

describe("route table", () => {
  it.each(LOGGED_IN_ROUTES)("sends an anonymous visit to %s to /login", async (path) => {
    const { router } = renderRoute(path);
    await expectLoginPage(router);
  });

  it.each(["/nope", "/compliment", "/signup", "/group", "/login/kakao/extra"])(
    "redirects the unknown path %s to /login",
    async (path) => {
      const { router } = renderRoute(path);
      await expectLoginPage(router);
    },
  );

  it.each([
    ["/signup/agree", "약관 동의"],
    ["/signup/name", "이름 입력"],
    ["/signup/email", "이메일 인증"],
    ["/signup/profile", "프로필 이미지 선택"],
    ["/signup/complete", "가입 완료"],
  ])("renders the public page %s without a login", async (path, heading) => {
    markJustSignedUp(); // /signup/complete is for the moment after a sign-up
    const { router } = renderRoute(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it("renders /login for an anonymous visitor", async () => {
    const { router } = renderRoute("/login");
    await expectLoginPage(router);
  });

  it("keeps an anonymous visitor on a received praise and remembers it for after login", async () => {
    const uuid = "3f1c2a9e-7b4d-4e2a-9c1f-5d6e7f8a9b0c";
    const { router } = renderRoute(`/compliment/${uuid}`);
    expect(await screen.findByRole("heading", { level: 1, name: "도착한 꿀" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "로그인하고 꿀 저장하기" }).getAttribute("href")).toBe(
      `/auth/kakao/start?returnTo=%2Fcompliment%2F${uuid}`,
    );
    expect(router.state.location.pathname).toBe(`/compliment/${uuid}`);
    // Remembered by the landing's effect once it has rendered (use-log-in-to-keep.ts).
    await waitFor(() => expect(window.localStorage.getItem(SESSION_KEYS.uuid)).toBe(uuid));
  });

  it("greets a logged-in member by the stored name on /", async () => {
    window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
    window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
    const { router } = renderRoute("/");
    expect(await screen.findByRole("heading", { level: 1, name: "안녕하세요, 김꿀벌님!" })).toBeTruthy();
    // Logout lives in the side menu, opened from the home header (its module loads on that first open).
    fireEvent.click(screen.getByRole("button", { name: "메뉴 열기" }));
    expect(await screen.findByRole("button", { name: "로그아웃" }, { timeout: 5_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  }, 15_000);

  it("lets a logged-in member into the other logged-in routes", async () => {
    window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
    const { router } = renderRoute("/group/management");
    expect(await screen.findByRole("heading", { level: 1, name: "그룹 관리" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/group/management");
  });

  it("shows the fallback page with the error's status text", async () => {
    const router = createMemoryRouter([
      {
        path: "/",
        loader: () => {
          throw new Response("", { status: 503, statusText: "Service Unavailable" });
        },
        element: null,
        hydrateFallbackElement: null,
        errorElement: <ErrorPage />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("Service Unavailable")).toBeTruthy();
    expect(screen.getByRole("link", { name: "처음으로 돌아가기" }).getAttribute("href")).toBe("/");
  });
});

describe("back on the first page of a session (a link opened from a chat)", () => {
  it("goes home when logged in", async () => {
    logIn();
    // Home's group list is cached, so nothing goes to the network.
    const { router } = renderAt(["/guide"], (client) => client.setQueryData(groupQueries.list().queryKey, []));
    fireEvent.click((await screen.findAllByRole("button", { name: "뒤로 가기" }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByText("아직 꿀단지가 없어요")).toBeTruthy();
  });

  it("goes to /login (through the route guard) when logged out", async () => {
    const { router } = renderRoute("/signup/name");
    fireEvent.click(await screen.findByRole("button", { name: "뒤로 가기" }));
    await expectLoginPage(router);
  });
});
