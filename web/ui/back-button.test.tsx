import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { BackButton } from "./back-button";

function Page({ to }: { to?: string }) {
  const { pathname } = useLocation();
  return (
    <>
      <p>at:{pathname}</p>
      <BackButton to={to} />
    </>
  );
}

const renderAt = (entries: (string | { pathname: string; state: unknown })[], to?: string) => {
  const router = createMemoryRouter([{ path: "*", element: <Page to={to} /> }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(<RouterProvider router={router} />);
  return router;
};

describe("BackButton", () => {
  it("goes back one step by default", () => {
    renderAt(["/a", "/b", "/c"]);
    fireEvent.click(screen.getByRole("button", { name: "뒤로 가기" }));
    expect(screen.getByText("at:/b")).toBeTruthy();
  });

  it("goes back two steps when the route state has double", () => {
    renderAt(["/a", "/b", { pathname: "/group/management", state: { double: true } }]);
    fireEvent.click(screen.getByRole("button", { name: "뒤로 가기" }));
    expect(screen.getByText("at:/a")).toBeTruthy();
  });

  it("goes to a given target", () => {
    renderAt(["/a", "/b"], "/profile");
    fireEvent.click(screen.getByRole("button", { name: "뒤로 가기" }));
    expect(screen.getByText("at:/profile")).toBeTruthy();
  });

  it("on the first page of a session (opened from a chat: nothing behind it) goes home, replacing the entry", () => {
    const router = renderAt(["/badge"]);
    expect(router.state.location.key).toBe("default");
    fireEvent.click(screen.getByRole("button", { name: "뒤로 가기" }));
    expect(screen.getByText("at:/")).toBeTruthy();
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("goes home too when a double back would reach past the first page", () => {
    const router = renderAt([{ pathname: "/group/management", state: { double: true } }]);
    fireEvent.click(screen.getByRole("button", { name: "뒤로 가기" }));
    expect(router.state.location.pathname).toBe("/");
  });

  it("a given target still wins on the first page", () => {
    renderAt(["/profile"], "/somewhere");
    fireEvent.click(screen.getByRole("button", { name: "뒤로 가기" }));
    expect(screen.getByText("at:/somewhere")).toBeTruthy();
  });
});
