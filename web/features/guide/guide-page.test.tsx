import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_KEYS } from "../../api/session";
import { renderRoute } from "../../test/render-route";

const openGuide = async () => {
  window.localStorage.setItem(SESSION_KEYS.userName, "김꿀벌");
  const view = renderRoute("/guide");
  // The first render waits for the page's chunk to load.
  expect(await screen.findByRole("heading", { level: 1, name: "컴포넌트 가이드" }, { timeout: 5000 })).toBeTruthy();
  return view;
};

const section = (name: string) => screen.getByRole("region", { name });

describe("/guide", () => {
  it("has a section per shared widget, headed in Korean and English, reachable from the index", async () => {
    await openGuide();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      "버튼 Button",
      "토스트 Toast",
      "모달 Modal",
      "확인 대화상자 ConfirmDialog",
      "툴팁 Tooltip",
      "성공 팝업 SuccessPopup",
      "뒤로 가기 버튼 BackButton",
      "텍스트 입력 TextInput",
      "스탬프 카드 StampCard",
      "칭찬 카드 헤더 PraiseCardHeader",
      "칭찬 내용 PraiseContent",
      "진행 바 ProgressBar",
      "페이지 이동 Pager",
      "바텀 시트 BottomSheet",
      "시트 대화상자 SheetDialog",
      "그룹 선택 시트 GroupPickerSheet",
    ]);
    const index = within(screen.getByRole("navigation", { name: "컴포넌트 목록" })).getAllByRole("link");
    expect(index).toHaveLength(headings.length);
    for (const link of index) expect(document.getElementById(link.getAttribute("href")!.slice(1))).not.toBeNull();
  });

  it("shows every button variant, including pending and disabled", async () => {
    await openGuide();
    const buttons = within(section("버튼 Button")).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "꿀 보내기",
      "취소",
      "삭제",
      "카카오로 시작하기",
      "저장",
      "다음",
      "이 그룹에 꿀 보내기",
    ]);
    expect(buttons[4]!.getAttribute("aria-busy")).toBe("true");
    expect(buttons[5]!.hasAttribute("disabled")).toBe(true);
  });

  it("triggers the plain and the link toast", async () => {
    const { router } = await openGuide();
    fireEvent.click(screen.getByRole("button", { name: "기본 토스트 보기" }));
    expect(screen.getByTestId("toast").textContent).toBe("변경된 내용을 저장했어요");
    fireEvent.click(screen.getByRole("button", { name: "링크 토스트 보기" }));
    const toast = screen.getByTestId("toast");
    expect(toast.textContent).toContain("성공적으로 꿀을 옮겼어요");
    fireEvent.click(within(toast).getByRole("button", { name: "이동" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliment/receive"));
  });

  it("opens the modal, the warning confirmation, the sheet dialog and the group picker", async () => {
    await openGuide();
    fireEvent.click(screen.getByRole("button", { name: "모달 열기" }));
    const modal = screen.getByRole("dialog", { name: "모달 제목" });
    expect(within(modal).getByRole("button", { name: "취소" })).toBeTruthy();
    fireEvent.click(within(modal).getByRole("button", { name: "완료" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "삭제 확인 열기" }));
    const confirm = screen.getByRole("dialog", { name: "그룹을 삭제할까요?" });
    fireEvent.keyDown(confirm, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "시트 대화상자 열기" }));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "시트 대화상자" })).getByRole("button", { name: "확인" }),
    );
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "그룹 선택 시트 열기" }));
    const picker = screen.getByRole("dialog", { name: "그룹 선택" });
    expect(within(picker).getByRole("button", { name: "다음" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(within(picker).getByLabelText("디자인팀"));
    expect(within(picker).getByRole("button", { name: "다음" }).hasAttribute("disabled")).toBe(false);
  });

  it("shows the tooltip and the success popup on demand", async () => {
    await openGuide();
    fireEvent.click(screen.getByRole("button", { name: "스탬프 안내" }));
    expect(screen.getByRole("tooltip").textContent).toContain("모든 그룹에서 받은 스탬프 수");
    fireEvent.click(screen.getByRole("button", { name: "성공 팝업 보기" }));
    expect(screen.getByText("꿀을 저장했어요")).toBeTruthy();
  });

  it("shows the text input empty, with success, with error and read-only", async () => {
    await openGuide();
    const empty = screen.getByLabelText("이름") as HTMLInputElement;
    expect(empty.value).toBe("");
    expect(empty.placeholder).toBe("이름을 입력해주세요");
    const email = screen.getByLabelText("이메일");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)!.textContent).toBe("인증되었어요.");
    const receiver = screen.getByLabelText("받는 사람");
    expect(receiver.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(receiver.getAttribute("aria-describedby")!)!.textContent).toBe(
      "8자 이내로 입력해주세요.",
    );
    expect(screen.getByLabelText("그룹").hasAttribute("readonly")).toBe(true);
  });

  it("shows the praise pieces: stamp cards, From./To. headers with the default image, the content box", async () => {
    await openGuide();
    expect(within(section("스탬프 카드 StampCard")).getByText("전체 5개 중 3개")).toBeTruthy();
    const headers = section("칭찬 카드 헤더 PraiseCardHeader");
    expect(within(headers).getAllByText("From.")).toHaveLength(2);
    expect(within(headers).getByText("To.")).toBeTruthy();
    const images = [...headers.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(images[2]).toBe("/images/profile/profile-1.svg");
    expect(within(section("칭찬 내용 PraiseContent")).getByRole("img", { name: "왕꼼꼼이 꿀도장" })).toBeTruthy();
  });

  it("shows the progress bars, pagers that stop at the ends, and a bottom sheet that toggles", async () => {
    await openGuide();
    const bars = within(section("진행 바 ProgressBar")).getAllByRole("progressbar");
    expect(bars.map((bar) => bar.getAttribute("aria-valuetext"))).toEqual([
      "3단계 중 1단계",
      "3단계 중 2단계",
      "3단계 중 3단계",
      "2단계 중 1단계",
    ]);

    const pager = screen.getByRole("navigation", { name: "그룹 목록 페이지" });
    expect(within(pager).getByRole("button", { name: "이전" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(within(pager).getByRole("button", { name: "다음" }));
    expect(pager.textContent).toContain("2 / 3");
    expect(screen.getByRole("navigation", { name: "그룹 카드" }).textContent).toContain("2번째 그룹 / 5");

    const handle = screen.getByRole("button", { name: "내 꿀단지 펼치기" });
    expect(handle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(handle);
    expect(screen.getByRole("button", { name: "내 꿀단지 접기" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("shows the back button's three behaviours; the double one after reopening with route state", async () => {
    const { router } = await openGuide();
    const backs = () => within(section("뒤로 가기 버튼 BackButton")).getAllByRole("button", { name: "뒤로 가기" });
    expect(backs()).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "double 상태로 이 화면 열기" }));
    expect(await screen.findByText(/두 단계 뒤로 가요/)).toBeTruthy();
    expect(router.state.location.state).toEqual({ double: true });
    expect(backs()).toHaveLength(3);
  });
});
