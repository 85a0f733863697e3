import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RouterNav } from "../app/app-root";
import { TOAST_CARRY_MS, type ToastOptions, ToastProvider, useToast } from "./toast";

function Trigger({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  const location = useLocation();
  return (
    <>
      <p>path:{location.pathname}</p>
      <button type="button" onClick={() => toast.show(message, options)}>
        show
      </button>
    </>
  );
}

const renderWithToast = (message: string, options?: ToastOptions) => {
  const element = (
    <RouterNav>
      <ToastProvider>
        <Trigger message={message} options={options} />
      </ToastProvider>
    </RouterNav>
  );
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/group/1"] });
  render(<RouterProvider router={router} />);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("Toast", () => {
  it("stays 3000 ms by default, then fades out over 0.5 s and is gone", () => {
    renderWithToast("변경된 내용을 저장했어요");
    fireEvent.click(screen.getByText("show"));
    expect(screen.getByTestId("toast").dataset.state).toBe("open");
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByTestId("toast").dataset.state).toBe("open");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("toast").dataset.state).toBe("closed");
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByTestId("toast")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("announces politely to screen readers", () => {
    renderWithToast("그룹 순서를 변경했어요");
    fireEvent.click(screen.getByText("show"));
    expect(screen.getByRole("status").textContent).toContain("그룹 순서를 변경했어요");
  });

  it("honours a custom duration, and a new toast replaces the old one with a fresh timer", () => {
    renderWithToast("곧 지원될 예정이에요", { duration: 1000 });
    fireEvent.click(screen.getByText("show"));
    act(() => vi.advanceTimersByTime(900));
    fireEvent.click(screen.getByText("show"));
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByTestId("toast").dataset.state).toBe("open");
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId("toast").dataset.state).toBe("closed");
  });

  it("a plain toast lets taps through to the button beneath it; a link toast takes them", () => {
    renderWithToast("인증번호가 전송되었어요.");
    fireEvent.click(screen.getByText("show"));
    expect(getComputedStyle(screen.getByTestId("toast")).pointerEvents).toBe("none");
    cleanup();
    renderWithToast("성공적으로 꿀을 옮겼어요", { link: { to: "/group/7" } });
    fireEvent.click(screen.getByText("show"));
    expect(getComputedStyle(screen.getByTestId("toast")).pointerEvents).toBe("auto");
  });

  it("the link variant waits while '이동' is focused or pointed at, then runs its full time again", () => {
    renderWithToast("성공적으로 꿀을 옮겼어요", { link: { to: "/group/7" } });
    fireEvent.click(screen.getByText("show"));
    const bubble = screen.getByTestId("toast");
    fireEvent.focus(screen.getByRole("button", { name: "이동" }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(bubble.dataset.state).toBe("open");
    fireEvent.blur(screen.getByRole("button", { name: "이동" }));
    fireEvent.pointerEnter(bubble);
    act(() => vi.advanceTimersByTime(10_000));
    expect(bubble.dataset.state).toBe("open");
    fireEvent.pointerLeave(bubble);
    act(() => vi.advanceTimersByTime(2999));
    expect(bubble.dataset.state).toBe("open");
    act(() => vi.advanceTimersByTime(1));
    expect(bubble.dataset.state).toBe("closed");
  });

  it("the link variant's '이동' navigates in the app and closes the toast", () => {
    renderWithToast("성공적으로 꿀을 옮겼어요", { link: { to: "/group/7" } });
    fireEvent.click(screen.getByText("show"));
    fireEvent.click(screen.getByRole("button", { name: "이동" }));
    expect(screen.getByText("path:/group/7")).toBeTruthy();
    expect(screen.queryByTestId("toast")).toBeNull(); // its page is left, so the toast is gone
  });
});

/** A page of the sign-up walk and beyond: a toast, and moves to other pages (with a toast first, or not). */
function Walk() {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => toast.show("인증번호가 전송되었어요.")}>
        send code
      </button>
      <button type="button" onClick={() => void navigate("/signup/profile")}>
        next
      </button>
      <button type="button" onClick={() => void navigate("/compliment/abc")}>
        praise
      </button>
      <button
        type="button"
        onClick={() => {
          toast.show("꿀을 저장했어요", { carry: true });
          void navigate("/");
        }}
      >
        save and go home
      </button>
    </>
  );
}

const renderWalk = () => {
  const element = (
    <RouterNav>
      <ToastProvider>
        <Walk />
      </ToastProvider>
    </RouterNav>
  );
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/signup/email"] });
  render(<RouterProvider router={router} />);
};
const click = (name: string) => act(() => fireEvent.click(screen.getByText(name)));

describe("Toast across pages", () => {
  it("is gone when the member moves on to another page later: no stale mail toast on the next pages", () => {
    renderWalk();
    click("send code");
    expect(screen.getByTestId("toast").textContent).toContain("인증번호가 전송되었어요.");
    act(() => vi.advanceTimersByTime(TOAST_CARRY_MS + 1));
    click("next");
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("comes along onto the page a result moves to, and no further", () => {
    renderWalk();
    click("save and go home");
    expect(screen.getByTestId("toast").textContent).toContain("꿀을 저장했어요");
    expect(screen.getByTestId("toast").dataset.state).toBe("open");
    click("praise");
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("never outlives its page: the mail toast is gone on the very next page, however soon the member moves", () => {
    renderWalk();
    click("send code");
    click("next"); // at once, well within TOAST_CARRY_MS
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("a fast walk through sign-up does not bring the mail toast to the praise page", () => {
    renderWalk();
    click("send code");
    click("next");
    click("praise");
    expect(screen.queryByTestId("toast")).toBeNull();
  });
});
