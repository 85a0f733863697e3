import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { EmailVerification, type EmailVerificationValue, formatCountdown } from "./email-verification";
import { ToastProvider } from "./toast";

const RIGHT = "246810";
const MISMATCH = "인증번호가 일치하지 않아요.";

type Calls = {
  sendCode: Mock<(email: string) => Promise<void>>;
  checkCode: Mock<(email: string, code: string) => Promise<void>>;
  values: EmailVerificationValue[];
};

function Harness({ calls, initial }: { calls: Calls; initial: EmailVerificationValue }) {
  const [value, setValue] = useState(initial);
  return (
    <EmailVerification
      value={value}
      onChange={(next) => {
        calls.values.push(next);
        setValue(next);
      }}
      validateEmail={(email) =>
        /^[a-z0-9.]+@[a-z]+\.com$/.test(email) ? null : "올바른 이메일 형식으로 입력해주세요."
      }
      sendCode={calls.sendCode}
      checkCode={calls.checkCode}
    />
  );
}

const setup = (initial: EmailVerificationValue = { email: "", code: "", verified: false }) => {
  const calls: Calls = {
    sendCode: vi.fn(async (_email: string) => undefined),
    checkCode: vi.fn(async (_email: string, code: string) => {
      if (code !== RIGHT) throw new Error(MISMATCH);
    }),
    values: [],
  };
  const element = (
    <ToastProvider>
      <Harness calls={calls} initial={initial} />
    </ToastProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element }])} />);
  return calls;
};

const email = () => screen.getByLabelText("이메일") as HTMLInputElement;
const code = () => screen.getByLabelText("인증번호") as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
};
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const send = async () => {
  type(email(), "bee@example.com");
  await click("인증 요청");
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("formatCountdown", () => {
  it.each([
    [300, "5:00"],
    [299, "4:59"],
    [61, "1:01"],
    [9, "0:09"],
    [0, "0:00"],
  ])("shows %i s as %s", (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe("EmailVerification", () => {
  it("shows only the address at first; an invalid one says so and cannot be sent", () => {
    setup();
    expect(screen.queryByLabelText("인증번호")).toBeNull();
    const request = screen.getByRole("button", { name: "인증 요청" }) as HTMLButtonElement;
    expect(request.disabled).toBe(true);
    type(email(), "bee@");
    expect(screen.getByText("올바른 이메일 형식으로 입력해주세요.")).toBeTruthy();
    expect(request.disabled).toBe(true);
    type(email(), "bee@example.com");
    expect(screen.queryByText("올바른 이메일 형식으로 입력해주세요.")).toBeNull();
    expect(request.disabled).toBe(false);
  });

  it("after a send: toast, code field, 300 s countdown as m:ss ticking each second, button reads 재전송", async () => {
    const calls = setup();
    await send();
    expect(calls.sendCode).toHaveBeenCalledWith("bee@example.com");
    expect(screen.getByText("인증번호가 전송되었어요.")).toBeTruthy();
    expect(code()).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("5:00");
    expect(screen.getByRole("button", { name: "재전송" })).toBeTruthy();

    tick(1000);
    expect(screen.getByRole("timer").textContent).toBe("4:59");
    tick(59_000);
    expect(screen.getByRole("timer").textContent).toBe("4:00");
    tick(180_000);
    expect(screen.getByRole("timer").textContent).toBe("1:00");
    // The toast went away after its 3 s.
    expect(screen.queryByText("인증번호가 전송되었어요.")).toBeNull();
  });

  it("takes digits only; a wrong code says so, editing clears it, the right one locks the field", async () => {
    const calls = setup();
    await send();
    const check = screen.getByRole("button", { name: "확인" }) as HTMLButtonElement;
    type(code(), "12a3-45");
    expect(code().value).toBe("12345");
    expect(check.disabled).toBe(true); // six digits needed

    type(code(), "123456");
    await click("확인");
    expect(calls.checkCode).toHaveBeenCalledWith("bee@example.com", "123456");
    expect(screen.getByText(MISMATCH)).toBeTruthy();
    type(code(), "12345");
    expect(screen.queryByText(MISMATCH)).toBeNull();

    type(code(), RIGHT);
    await click("확인");
    expect(screen.getByText("인증되었어요.")).toBeTruthy();
    expect(code().readOnly).toBe(true);
    expect(screen.queryByRole("timer")).toBeNull();
    expect(calls.values.at(-1)).toEqual({ email: "bee@example.com", code: RIGHT, verified: true });
    expect((screen.getByRole("button", { name: "재전송" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("editing the address resets the verification", async () => {
    const calls = setup();
    await send();
    type(code(), RIGHT);
    await click("확인");
    type(email(), "bee2@example.com");
    expect(calls.values.at(-1)).toEqual({ email: "bee2@example.com", code: "", verified: false });
    expect(screen.queryByLabelText("인증번호")).toBeNull();
    expect(screen.queryByText("인증되었어요.")).toBeNull();
    expect(screen.getByRole("button", { name: "인증 요청" })).toBeTruthy();
  });

  it("expires at 0: '유효시간이 만료되었어요.', no check; a resend starts over at 5:00", async () => {
    const calls = setup();
    await send();
    type(code(), RIGHT);
    tick(299_000);
    expect(screen.getByRole("timer").textContent).toBe("0:01");
    tick(1000);
    expect(screen.getByRole("timer").textContent).toBe("0:00");
    expect(screen.getByText("유효시간이 만료되었어요.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "확인" }) as HTMLButtonElement).disabled).toBe(true);

    await click("재전송");
    expect(calls.sendCode).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("timer").textContent).toBe("5:00");
    expect(screen.queryByText("유효시간이 만료되었어요.")).toBeNull();
    expect(code().value).toBe("");
  });

  it("shows a failed send's message as a toast and keeps the code field hidden", async () => {
    const calls = setup();
    calls.sendCode.mockRejectedValueOnce(
      new Error("인증번호는 30초에 한 번만 받을 수 있어요. 잠시 후 다시 시도해주세요."),
    );
    await send();
    expect(screen.getByText("인증번호는 30초에 한 번만 받을 수 있어요. 잠시 후 다시 시도해주세요.")).toBeTruthy();
    expect(screen.queryByLabelText("인증번호")).toBeNull();
  });

  it("comes back verified and locked from a verified draft", () => {
    setup({ email: "bee@example.com", code: RIGHT, verified: true });
    expect(code().value).toBe(RIGHT);
    expect(code().readOnly).toBe(true);
    expect(screen.getByText("인증되었어요.")).toBeTruthy();
  });
});
