import type { MemberInfo } from "@contract/member";
import type { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jarQueries } from "../../api/jars";
import { memberQueries } from "../../api/member";
import { SESSION_KEYS } from "../../api/session";
import { renderAt as renderRoutesAt } from "../../test/render-route";

const IMAGES = Object.fromEntries([1, 2, 3, 4, 5, 6].map((i) => [String(i), `/images/profile/profile-${i}.svg`]));
const MEMBER: MemberInfo = {
  memberId: 7,
  name: "김꿀벌",
  email: "honeybee@example.com",
  imageUrl: "/images/profile/profile-2.svg",
  receivePraiseCount: 2,
  sendPraiseCount: 5,
  bestStamp: "/images/stamps/stamp-3.svg",
};

/** The real route table with the data these pages read already cached (no network). */
const renderAt = (path: string, seed: (client: QueryClient) => void = () => undefined) =>
  renderRoutesAt([path], (client) => {
    client.setQueryData(memberQueries.profileImages().queryKey, IMAGES);
    client.setQueryData(memberQueries.info().queryKey, MEMBER);
    client.setQueryData(jarQueries.mine().queryKey, { created: [], written: [] });
    seed(client);
  });

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

beforeEach(() => {
  window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("/profile", () => {
  it("shows the profile, the sent and received counts, and links to edit and settings", async () => {
    renderAt("/profile");
    expect(await screen.findByRole("heading", { level: 2, name: "김꿀벌" })).toBeTruthy();
    expect(screen.getByText("honeybee@example.com")).toBeTruthy();
    expect(screen.getByText("보낸 꿀").nextElementSibling?.textContent).toBe("5");
    expect(screen.getByText("받은 꿀").nextElementSibling?.textContent).toBe("2");
    expect(screen.getByRole("img", { name: "프로필 이미지" }).getAttribute("src")).toBe(
      "/images/profile/profile-2.svg",
    );
    expect(screen.getByRole("link", { name: "프로필 수정" }).getAttribute("href")).toBe("/profile/update");
    expect(screen.getByRole("link", { name: "약관 동의 설정" }).getAttribute("href")).toBe("/setting/terms");
    expect(screen.getByRole("link", { name: "이달의 꿀 돌아보기" }).getAttribute("href")).toBe("/recap");
    expect(screen.getByRole("link", { name: "배지" }).getAttribute("href")).toBe("/badge");
    // The counts lead to the badge board too.
    expect(screen.getByRole("link", { name: "보낸 꿀 5개, 배지 보기" }).getAttribute("href")).toBe("/badge");
    expect(screen.getByRole("link", { name: "받은 꿀 2개, 배지 보기" }).getAttribute("href")).toBe("/badge");
  });

  it("hides the best stamp below 3 received stamps", async () => {
    renderAt("/profile");
    await screen.findByRole("heading", { level: 2, name: "김꿀벌" });
    expect(screen.queryByRole("img", { name: "가장 많이 받은 꿀도장" })).toBeNull();
    expect(screen.getByText("꿀을 3개 이상 받으면 가장 많이 받은 꿀도장이 보여요.")).toBeTruthy();
  });

  it("shows the best stamp from 3 received stamps on", async () => {
    renderAt("/profile", (client) =>
      client.setQueryData(memberQueries.info().queryKey, { ...MEMBER, receivePraiseCount: 3 }),
    );
    const stamp = await screen.findByRole("img", { name: "가장 많이 받은 꿀도장" });
    expect(stamp.getAttribute("src")).toBe("/images/stamps/stamp-3.svg");
  });
});

describe("/profile/update", () => {
  it("enables 저장 only while something differs from the saved profile", async () => {
    renderAt("/profile/update");
    const name = (await screen.findByLabelText("이름")) as HTMLInputElement;
    expect(name.value).toBe("김꿀벌");
    expect((screen.getByRole("radio", { name: "꿀단지" }) as HTMLInputElement).checked).toBe(true);
    expect(button("저장").disabled).toBe(true);
    fireEvent.change(name, { target: { value: "김꿀벌벌" } });
    expect(button("저장").disabled).toBe(false);
    fireEvent.change(name, { target: { value: "김꿀벌" } });
    expect(button("저장").disabled).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "꽃" }));
    expect(button("저장").disabled).toBe(false);
  });

  it("shows the name rules: at most 8 ('8자 이내로 입력해주세요.') and required ('이름을 입력해주세요.')", async () => {
    renderAt("/profile/update");
    const name = (await screen.findByLabelText("이름")) as HTMLInputElement;
    fireEvent.change(name, { target: { value: "아홉글자인이름이다" } });
    expect(name.value).toBe("김꿀벌");
    expect(screen.getByText("8자 이내로 입력해주세요.")).toBeTruthy();
    fireEvent.change(name, { target: { value: "" } });
    expect(screen.getByText("이름을 입력해주세요.")).toBeTruthy();
  });

  it("counts the name as a person sees it: 8 emoji fit, a 9th is not taken", async () => {
    renderAt("/profile/update");
    const name = (await screen.findByLabelText("이름")) as HTMLInputElement;
    fireEvent.change(name, { target: { value: "🍯".repeat(8) } });
    expect(name.value).toBe("🍯".repeat(8));
    expect(screen.queryByText("8자 이내로 입력해주세요.")).toBeNull();
    fireEvent.change(name, { target: { value: "🍯".repeat(9) } });
    expect(name.value).toBe("🍯".repeat(8));
    expect(screen.getByText("8자 이내로 입력해주세요.")).toBeTruthy();
  });

  it("keeps 저장 disabled while the name is empty, and says the name is required", async () => {
    renderAt("/profile/update");
    const name = await screen.findByLabelText("이름");
    fireEvent.change(name, { target: { value: " " } });
    expect(button("저장").disabled).toBe(true);
    expect(screen.getByText("이름을 입력해주세요.")).toBeTruthy();
    fireEvent.change(name, { target: { value: "새꿀벌" } });
    expect(button("저장").disabled).toBe(false);
  });

  it("refuses an image the server's list does not resolve: '선택한 프로필 이미지를 확인해주세요.'", async () => {
    renderAt("/profile/update", (client) => {
      const { "6": _missing, ...five } = IMAGES;
      client.setQueryData(memberQueries.profileImages().queryKey, five);
    });
    fireEvent.click(await screen.findByRole("radio", { name: "벌집" }));
    await act(async () => fireEvent.click(button("저장")));
    expect(screen.getByText("선택한 프로필 이미지를 확인해주세요.")).toBeTruthy();
  });

  it("asks before leaving with unsaved changes; staying keeps them, leaving goes", async () => {
    const { router } = renderAt("/profile/update");
    fireEvent.change(await screen.findByLabelText("이름"), { target: { value: "꿀벌" } });
    fireEvent.click(screen.getByRole("link", { name: "변경" }));
    expect(await screen.findByRole("dialog", { name: "변경 사항을 저장하지 않고 나갈까요?" })).toBeTruthy();
    fireEvent.click(button("계속 수정하기"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(router.state.location.pathname).toBe("/profile/update");
    expect((screen.getByLabelText("이름") as HTMLInputElement).value).toBe("꿀벌");

    fireEvent.click(screen.getByRole("link", { name: "변경" }));
    fireEvent.click(await screen.findByRole("button", { name: "나가기" }));
    await screen.findByRole("heading", { level: 1, name: "이메일 변경" });
    expect(router.state.location.pathname).toBe("/email/update");
  });

  it("leaves without asking when nothing changed", async () => {
    const { router } = renderAt("/profile/update");
    fireEvent.click(await screen.findByRole("link", { name: "변경" }));
    await screen.findByRole("heading", { level: 1, name: "이메일 변경" });
    expect(router.state.location.pathname).toBe("/email/update");
  });
});

describe("/email/update", () => {
  it("refuses the current address ('현재 이메일과 동일합니다.') and a malformed one", async () => {
    renderAt("/email/update");
    expect(((await screen.findByLabelText("현재 이메일")) as HTMLInputElement).value).toBe("honeybee@example.com");
    const input = screen.getByLabelText("새 이메일");
    fireEvent.change(input, { target: { value: "HoneyBee@example.com" } });
    expect(screen.getByText("현재 이메일과 동일합니다.")).toBeTruthy();
    expect(button("인증 요청").disabled).toBe(true);
    fireEvent.change(input, { target: { value: "honeybee@example" } });
    expect(screen.getByText("올바른 이메일 형식으로 입력해주세요.")).toBeTruthy();
    fireEvent.change(input, { target: { value: "new.bee@example.com" } });
    expect(screen.queryByText("현재 이메일과 동일합니다.")).toBeNull();
    expect(button("인증 요청").disabled).toBe(false);
    expect(button("변경하기").disabled).toBe(true);
  });
});

describe("/setting/terms", () => {
  it("shows the two required consents locked on and marketing as a switch", async () => {
    renderAt("/setting/terms", (client) =>
      client.setQueryData(memberQueries.consent().queryKey, {
        serviceTerm: true,
        personalInfo: true,
        emailMarketing: false,
      }),
    );
    const service = (await screen.findByRole("switch", { name: "서비스 이용약관 동의" })) as HTMLButtonElement;
    const personal = screen.getByRole("switch", { name: "개인정보 수집 및 이용 동의" }) as HTMLButtonElement;
    const marketing = screen.getByRole("switch", { name: "마케팅 정보 수신 동의" }) as HTMLButtonElement;
    expect([service.getAttribute("aria-checked"), service.disabled]).toEqual(["true", true]);
    expect([personal.getAttribute("aria-checked"), personal.disabled]).toEqual(["true", true]);
    expect([marketing.getAttribute("aria-checked"), marketing.disabled]).toEqual(["false", false]);
  });

  it("names the day of a marketing consent change in Seoul: '2026년 11월 30일 … 거부했어요.'", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-11-29T15:30:00Z")); // 00:30 on the 30th in Seoul
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: 200,
              message: "ok",
              data: { serviceTerm: true, personalInfo: true, emailMarketing: false },
            }),
            { status: 200, headers: { "Content-Type": "application/json" } },
          ),
      ),
    );
    renderAt("/setting/terms", (client) =>
      client.setQueryData(memberQueries.consent().queryKey, {
        serviceTerm: true,
        personalInfo: true,
        emailMarketing: true,
      }),
    );
    fireEvent.click(await screen.findByRole("switch", { name: "마케팅 정보 수신 동의" }));
    expect(
      await screen.findByText("약관 동의를 변경했어요. 2026년 11월 30일 마케팅 정보 수신을 거부했어요."),
    ).toBeTruthy();
  });
});
