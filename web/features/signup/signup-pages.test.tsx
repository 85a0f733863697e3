import type { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memberQueries } from "../../api/member";
import { SESSION_KEYS } from "../../api/session";
import {
  emptySignupDraft,
  justSignedUp,
  markJustSignedUp,
  readSignupDraft,
  SIGNUP_DRAFT_KEY,
  type SignupDraft,
  writeSignupDraft,
} from "../../lib/drafts";
import { renderAt as renderRoutesAt } from "../../test/render-route";
import { SignupCompletePage } from "./signup-complete-page";

const KAKAOTALK_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-S921N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.200 Mobile Safari/537.36;KAKAOTALK 2410420";

afterEach(() => vi.restoreAllMocks());

const IMAGES = Object.fromEntries([1, 2, 3, 4, 5, 6].map((i) => [String(i), `/images/profile/profile-${i}.svg`]));

/** The real route table with the data these pages read already cached (no network). */
const renderAt = (path: string, seed: (client: QueryClient) => void = () => undefined) =>
  renderRoutesAt([path], (client) => {
    client.setQueryData(memberQueries.profileImages().queryKey, IMAGES);
    seed(client);
  });

const draft = (patch: Partial<SignupDraft>) => writeSignupDraft({ ...emptySignupDraft(), ...patch });
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const checkbox = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("/signup/agree", () => {
  it("enables 다음 only when both required terms are checked; all-agree checks all three", async () => {
    const { router } = renderAt("/signup/agree");
    await screen.findByRole("heading", { level: 1, name: "약관 동의" });
    expect(button("다음").disabled).toBe(true);
    fireEvent.click(checkbox("[선택] 마케팅 정보 수신 동의"));
    fireEvent.click(checkbox("[필수] 서비스 이용약관 동의"));
    expect(button("다음").disabled).toBe(true);
    fireEvent.click(checkbox("[필수] 개인정보 수집 및 이용 동의"));
    expect(button("다음").disabled).toBe(false);
    expect(checkbox("약관 전체 동의").checked).toBe(true);

    fireEvent.click(checkbox("약관 전체 동의"));
    expect(readSignupDraft().isCheckedTerms).toEqual([false, false, false]);
    fireEvent.click(checkbox("약관 전체 동의"));
    expect(readSignupDraft().isCheckedTerms).toEqual([true, true, true]);

    fireEvent.click(button("다음"));
    await screen.findByRole("heading", { level: 1, name: "이름 입력" });
    expect(router.state.location.pathname).toBe("/signup/name");
  });

  it("opens each document in a new tab", async () => {
    renderAt("/signup/agree");
    const link = await screen.findByRole("link", { name: "서비스 이용약관 동의 내용 보기 (새 창)" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.getAttribute("href")).toMatch(/^https:\/\//);
  });

  it("inside KakaoTalk opens each document in the phone's browser", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(KAKAOTALK_ANDROID);
    renderAt("/signup/agree");
    const link = await screen.findByRole("link", { name: "개인정보 수집 및 이용 동의 내용 보기 (새 창)" });
    expect(link.getAttribute("href")).toBe(
      "kakaotalk://web/openExternal?url=https%3A%2F%2Fkkul-danji.notion.site%2Fprivacy-policy",
    );
    expect(link.hasAttribute("target")).toBe(false);
  });

  it("goes straight back to /login when nothing was checked", async () => {
    const { router } = renderAt("/signup/agree");
    fireEvent.click(await screen.findByRole("button", { name: "뒤로 가기" }));
    await screen.findByRole("link", { name: "카카오로 시작하기" });
    expect(router.state.location.pathname).toBe("/login");
  });

  it("asks before leaving once consent was entered; leaving clears the draft and returns to /login", async () => {
    const { router } = renderAt("/signup/agree");
    fireEvent.click(await screen.findByRole("checkbox", { name: "[필수] 서비스 이용약관 동의" }));
    fireEvent.click(button("뒤로 가기"));
    expect(screen.getByRole("dialog", { name: "회원가입을 그만둘까요?" })).toBeTruthy();
    fireEvent.click(button("계속하기"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(router.state.location.pathname).toBe("/signup/agree");

    fireEvent.click(button("뒤로 가기"));
    fireEvent.click(button("그만두기"));
    await screen.findByRole("link", { name: "카카오로 시작하기" });
    expect(router.state.location.pathname).toBe("/login");
    expect(window.localStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
  });
});

describe("/signup/name", () => {
  it("takes at most 8 characters: a 9th is not taken and '8자 이내로 입력해주세요.' shows", async () => {
    renderAt("/signup/name");
    const input = (await screen.findByLabelText("이름")) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "여덟글자인이름" } });
    fireEvent.change(input, { target: { value: "여덟글자인이름임" } });
    expect(input.value).toBe("여덟글자인이름임");
    expect(screen.queryByText("8자 이내로 입력해주세요.")).toBeNull();
    fireEvent.change(input, { target: { value: "여덟글자인이름임다" } });
    expect(input.value).toBe("여덟글자인이름임");
    expect(screen.getByText("8자 이내로 입력해주세요.")).toBeTruthy();
    fireEvent.change(input, { target: { value: "꿀벌" } });
    expect(screen.queryByText("8자 이내로 입력해주세요.")).toBeNull();
  });

  it("counts the name as a person sees it: 8 emoji fit, a 9th is not taken", async () => {
    renderAt("/signup/name");
    const input = (await screen.findByLabelText("이름")) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "🐝".repeat(8) } });
    expect(input.value).toBe("🐝".repeat(8));
    expect(screen.queryByText("8자 이내로 입력해주세요.")).toBeNull();
    fireEvent.change(input, { target: { value: "🐝".repeat(9) } });
    expect(input.value).toBe("🐝".repeat(8));
    expect(screen.getByText("8자 이내로 입력해주세요.")).toBeTruthy();
  });

  it("shows progress 1/3 and disables 다음 while the name is empty", async () => {
    renderAt("/signup/name");
    const bar = await screen.findByRole("progressbar", { name: "회원가입 진행 단계" });
    expect(bar.getAttribute("aria-valuenow")).toBe("1");
    expect(screen.getByText("1/3")).toBeTruthy();
    expect(button("다음").disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("이름"), { target: { value: "   " } });
    expect(button("다음").disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("이름"), { target: { value: "꿀벌" } });
    expect(button("다음").disabled).toBe(false);
  });

  it("keeps the draft across a remount (and a reload: it is in localStorage)", async () => {
    const first = renderAt("/signup/name");
    fireEvent.change(await screen.findByLabelText("이름"), { target: { value: "꿀벌이" } });
    first.unmount();
    expect(readSignupDraft().name).toBe("꿀벌이");

    renderAt("/signup/name");
    expect(((await screen.findByLabelText("이름")) as HTMLInputElement).value).toBe("꿀벌이");
  });
});

describe("/signup/email", () => {
  it("shows progress 2/3, checks the address pattern, and keeps 다음 disabled until verified", async () => {
    renderAt("/signup/email");
    const bar = await screen.findByRole("progressbar", { name: "회원가입 진행 단계" });
    expect(bar.getAttribute("aria-valuenow")).toBe("2");
    const input = screen.getByLabelText("이메일");
    for (const bad of ["bee", "bee@example", "bee@example.k", "bee..x@example.com", "bee x@example.com"]) {
      fireEvent.change(input, { target: { value: bad } });
      expect(screen.getByText("올바른 이메일 형식으로 입력해주세요.")).toBeTruthy();
      expect(button("인증 요청").disabled).toBe(true);
    }
    // Every deliverable address (decision 035), not only SPEC §5's suffixes.
    const good = [
      "bee@example.com",
      "bee.one_2@team.co.kr",
      "jiwoo.han+kkul@honeycorp.kr",
      "a@lab.ai",
      "x@xn--bj0bj06e.io",
      "jiwoo@꿀단지.한국", // a Korean IDN as it is typed
    ];
    for (const address of [...good, "x@school.edu"]) {
      fireEvent.change(input, { target: { value: address } });
      expect(screen.queryByText("올바른 이메일 형식으로 입력해주세요.")).toBeNull();
      expect(button("인증 요청").disabled).toBe(false);
    }
    expect(button("다음").disabled).toBe(true);
    expect(readSignupDraft().email).toBe("x@school.edu");
  });

  it("comes back verified after a remount: field locked, '인증되었어요.', 다음 enabled", async () => {
    draft({
      isCheckedTerms: [true, true, false],
      name: "꿀벌",
      email: "bee@example.com",
      emailAuth: "135790",
      isAuthCompleted: true,
    });
    const { router } = renderAt("/signup/email");
    const code = (await screen.findByLabelText("인증번호")) as HTMLInputElement;
    expect(code.value).toBe("135790");
    expect(code.readOnly).toBe(true);
    expect(screen.getByText("인증되었어요.")).toBeTruthy();
    fireEvent.click(button("다음"));
    await screen.findByRole("heading", { level: 1, name: "프로필 이미지 선택" });
    expect(router.state.location.pathname).toBe("/signup/profile");
  });

  it("editing a verified address resets the verification in the draft", async () => {
    draft({ email: "bee@example.com", emailAuth: "135790", isAuthCompleted: true });
    renderAt("/signup/email");
    fireEvent.change(await screen.findByLabelText("이메일"), { target: { value: "bee@example.net" } });
    expect(readSignupDraft()).toMatchObject({ email: "bee@example.net", emailAuth: "", isAuthCompleted: false });
    expect(button("다음").disabled).toBe(true);
  });
});

describe("/signup/profile", () => {
  const complete = {
    isCheckedTerms: [true, true, false] as [boolean, boolean, boolean],
    name: "꿀벌",
    email: "bee@example.com",
    emailAuth: "135790",
    isAuthCompleted: true,
  };

  it("shows progress 3/3 and six images with their border colours; one is required", async () => {
    draft(complete);
    renderAt("/signup/profile");
    const bar = await screen.findByRole("progressbar", { name: "회원가입 진행 단계" });
    expect(bar.getAttribute("aria-valuenow")).toBe("3");
    expect(screen.getByText("3/3")).toBeTruthy();
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(6);
    const colours = [...document.querySelectorAll("fieldset img")].map((img) =>
      (img as HTMLImageElement).style.borderColor.toUpperCase(),
    );
    expect(new Set(colours).size).toBe(6);
    expect(button("가입 완료").disabled).toBe(true);

    fireEvent.click(screen.getByRole("radio", { name: "곰" }));
    expect(button("가입 완료").disabled).toBe(false);
    expect(readSignupDraft().profileIdx).toBe(4);
  });

  it("keeps the chosen image across a remount", async () => {
    draft({ ...complete, profileIdx: 2 });
    renderAt("/signup/profile");
    expect(((await screen.findByRole("radio", { name: "꿀단지" })) as HTMLInputElement).checked).toBe(true);
  });

  it("refuses an image the server's list does not know: '선택한 프로필 이미지를 확인해주세요.'", async () => {
    draft({ ...complete, profileIdx: 6 });
    const { router } = renderAt("/signup/profile", (client) => {
      const { "6": _missing, ...five } = IMAGES;
      client.setQueryData(memberQueries.profileImages().queryKey, five);
    });
    const finish = await screen.findByRole("button", { name: "가입 완료" });
    await act(async () => {
      fireEvent.click(finish);
    });
    expect(screen.getByText("선택한 프로필 이미지를 확인해주세요.")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/signup/profile");
  });

  it("sends an unfinished draft back to the step that is missing", async () => {
    draft({ ...complete, isAuthCompleted: false, profileIdx: 1 });
    const { router } = renderAt("/signup/profile");
    fireEvent.click(await screen.findByRole("button", { name: "가입 완료" }));
    await screen.findByRole("heading", { level: 1, name: "이메일 인증" });
    expect(router.state.location.pathname).toBe("/signup/email");
  });
});

describe("/signup/complete", () => {
  const completeRouter = () =>
    createMemoryRouter(
      [
        { path: "/signup/complete", element: <SignupCompletePage /> },
        { path: "/", element: <p>홈</p> },
      ],
      { initialEntries: ["/signup/complete"] },
    );

  it("opened later, not right after a sign-up, is home without the welcome popup", async () => {
    window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
    const router = completeRouter();
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("홈")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    expect(screen.queryByText("회원가입이 완료되었어요")).toBeNull();
  });

  it("welcomes the new member by name; 시작하기 goes to /", async () => {
    markJustSignedUp();
    window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
    window.localStorage.setItem(SESSION_KEYS.userName, "새꿀벌");
    // Only this page and a stand-in for / (the home page's own data is not this test's business).
    const router = createMemoryRouter(
      [
        { path: "/signup/complete", element: <SignupCompletePage /> },
        { path: "/", element: <p>홈</p> },
      ],
      { initialEntries: ["/signup/complete"] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { level: 1, name: "가입 완료" })).toBeTruthy();
    expect(screen.getByText(/새꿀벌님,\s*환영해요!/)).toBeTruthy();
    expect(screen.getByText("회원가입이 완료되었어요")).toBeTruthy();
    fireEvent.click(button("시작하기"));
    expect(await screen.findByText("홈")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    expect(justSignedUp()).toBe(false); // once
  });
});
