// Sign-up cannot loop: once registered, back into any step goes home (or to the praise being opened),
// and a double tap on '가입 완료' registers once and shows the welcome.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { groupQueries } from "../../api/groups";
import { memberQueries } from "../../api/member";
import { SESSION_KEYS } from "../../api/session";
import { emptySignupDraft, writeSignupDraft } from "../../lib/drafts";
import { renderAt } from "../../test/render-route";
import { completeKakaoLogin } from "../auth/complete-login";

const IMAGES = Object.fromEntries([1, 2, 3, 4, 5, 6].map((i) => [String(i), `/images/profile/profile-${i}.svg`]));
const UUID = "0b8f3c1e-7a2d-4e5f-9c1b-2d3e4f5a6b7c";

const render = (entries: string[]) =>
  renderAt(entries, (client) => {
    client.setQueryData(memberQueries.profileImages().queryKey, IMAGES);
    client.setQueryData(groupQueries.list().queryKey, []);
  });

afterEach(() => vi.unstubAllGlobals());

describe("sign-up, once registered", () => {
  it.each(["/signup/agree", "/signup/name", "/signup/email", "/signup/profile"])(
    "%s goes home instead of the form",
    async (step) => {
      window.localStorage.setItem(SESSION_KEYS.userName, "새꿀벌");
      const { router } = render([step]);
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      expect(router.state.historyAction).toBe("REPLACE");
      expect(screen.queryByRole("progressbar")).toBeNull();
    },
  );

  it("back from /signup/complete lands home, not on an empty e-mail step", async () => {
    window.localStorage.setItem(SESSION_KEYS.userName, "새꿀벌");
    const { router } = render(["/signup/agree", "/signup/name", "/signup/email", "/signup/complete"]);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.queryByLabelText("이메일")).toBeNull();
  });

  it("with a praise being opened, back into a step goes to that praise", async () => {
    window.localStorage.setItem(SESSION_KEYS.userName, "새꿀벌");
    window.localStorage.setItem(SESSION_KEYS.uuid, UUID);
    const { router } = render(["/signup/name"]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/compliment/${UUID}`));
  });

  it("an instant double tap on '가입 완료' registers once and shows the welcome, never '이미 가입된 회원이에요'", async () => {
    writeSignupDraft({
      ...emptySignupDraft(),
      isCheckedTerms: [true, true, false],
      name: "새꿀벌",
      email: "new.bee@example.com",
      emailAuth: "135790",
      isAuthCompleted: true,
      profileIdx: 3,
    });
    let registered = 0;
    const fetch = vi.fn(async (url: string | URL | Request) => {
      if (!String(url).endsWith("/api/auth/register")) return new Response("{}", { status: 404 });
      registered += 1;
      // The host as it is: the second registration of the same Kakao user is refused.
      return registered === 1
        ? new Response(JSON.stringify({ status: 201, message: "성공", data: { memberName: "새꿀벌" } }), {
            status: 201,
            headers: { "Content-Type": "application/json" },
          })
        : new Response(JSON.stringify({ status: 409, message: "이미 가입된 회원이에요. 로그인해주세요." }), {
            status: 409,
            headers: { "Content-Type": "application/json" },
          });
    });
    vi.stubGlobal("fetch", fetch);
    const { router } = render(["/signup/profile"]);
    const finish = await screen.findByRole("button", { name: "가입 완료" });
    await act(async () => {
      fireEvent.click(finish);
      fireEvent.click(finish);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/signup/complete"));
    expect(await screen.findByText(/새꿀벌님,\s*환영해요!/)).toBeTruthy();
    expect(registered).toBe(1);
    expect(screen.queryByText("이미 가입된 회원이에요. 로그인해주세요.")).toBeNull();
  });
});

describe("'가입 완료' on a slow network", () => {
  it("tapped before the pictures' addresses have arrived, waits for them and registers: no '선택한 프로필 이미지를 확인해주세요.'", async () => {
    writeSignupDraft({
      ...emptySignupDraft(),
      isCheckedTerms: [true, true, false],
      name: "느린꿀벌",
      email: "slow.bee@example.com",
      emailAuth: "135790",
      isAuthCompleted: true,
      profileIdx: 2,
    });
    let imagesArrive!: () => void;
    const arrived = new Promise<void>((resolve) => {
      imagesArrive = resolve;
    });
    const bodies: unknown[] = [];
    const json = (status: number, data: unknown) =>
      new Response(JSON.stringify({ status, message: "성공", data }), {
        status,
        headers: { "Content-Type": "application/json" },
      });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        if (String(url).includes("/api/member/profile-image")) {
          await arrived;
          return json(200, { profileImageUrl: IMAGES });
        }
        if (String(url).endsWith("/api/auth/register")) {
          bodies.push(JSON.parse(String(init?.body)));
          return json(201, { memberName: "느린꿀벌" });
        }
        return new Response("{}", { status: 404 });
      }),
    );
    const { router } = renderAt(["/signup/profile"], (client) => client.setQueryData(groupQueries.list().queryKey, []));
    const finish = await screen.findByRole("button", { name: "가입 완료" });
    fireEvent.click(finish);
    // Busy while it waits, and nothing said against the picture on screen.
    await waitFor(() => expect(finish.getAttribute("aria-busy")).toBe("true"));
    expect(screen.queryByText("선택한 프로필 이미지를 확인해주세요.")).toBeNull();
    imagesArrive();
    await waitFor(() => expect(router.state.location.pathname).toBe("/signup/complete"));
    expect(bodies).toEqual([expect.objectContaining({ name: "느린꿀벌", imageUrl: "/images/profile/profile-2.svg" })]);
    expect(screen.queryByText("선택한 프로필 이미지를 확인해주세요.")).toBeNull();
  });
});

describe("a Kakao user who is not a member yet", () => {
  it("is not taken for the member whose name this phone kept: the sign-up steps stay theirs", async () => {
    window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
    const redeem = vi.fn(async () => ({ signup: true as const, nickname: "새꿀벌" }));
    expect(await completeKakaoLogin(new URLSearchParams({ code: "c", state: "s".repeat(22) }), redeem)).toBe(
      "/signup/agree",
    );
    expect(window.localStorage.getItem(SESSION_KEYS.userName)).toBeNull();
    const { router } = render(["/signup/agree"]);
    expect(await screen.findByRole("heading", { level: 1, name: "약관 동의" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/signup/agree");
  });
});
