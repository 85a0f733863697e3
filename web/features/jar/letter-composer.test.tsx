// A letter in a shared jar: one letter for a double tap, what was typed kept on a refusal, and a new
// letter kept in the tab while it is written (leaving the page and coming back finds it); a file that is
// no photo refused in Korean before it is sent (decision 039).
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/client";
import { LetterComposer } from "./letter-composer";

const STAMPS = [
  { id: 1, imageUrl: "/images/stamps/stamp-1.svg", stampName: "왕꼼꼼이" },
  { id: 2, imageUrl: "/images/stamps/stamp-2.svg", stampName: "센스 만점" },
];

const KEPT_AS = "kkul.jar-letter.AbCdEfGhIjKlMnOpQrStUv";

const renderComposer = (onSubmit: () => Promise<unknown>, keptAs?: string, anonymousAllowed = false) =>
  render(
    <LetterComposer
      guest
      anonymousAllowed={anonymousAllowed}
      stamps={{ data: STAMPS, isError: false, refetch: () => undefined }}
      keptAs={keptAs}
      heading="이달콤님에게 편지 쓰기"
      submitText="꿀단지에 담기"
      onSubmit={onSubmit}
    />,
  );

const fillLetter = () => {
  fireEvent.change(screen.getByLabelText("닉네임"), { target: { value: "민지" } });
  fireEvent.click(screen.getByRole("radio", { name: "센스 만점" }));
  fireEvent.change(screen.getByLabelText("편지"), { target: { value: "늘 고마웠어요" } });
};

const typed = () => ({
  writerName: (screen.getByLabelText("닉네임") as HTMLInputElement).value,
  content: (screen.getByLabelText("편지") as HTMLTextAreaElement).value,
  stamp: (screen.getByRole("radio", { name: "센스 만점" }) as HTMLInputElement).checked,
});

afterEach(() => sessionStorage.clear());

describe("LetterComposer", () => {
  it("writes one letter for a double tap on '꿀단지에 담기'", async () => {
    const onSubmit = vi.fn(() => new Promise(() => {})); // still sending when the second tap lands
    renderComposer(onSubmit);
    fillLetter();
    const button = screen.getByRole("button", { name: "꿀단지에 담기" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ writerName: "민지", content: "늘 고마웠어요", honeyStampId: 2 });
  });

  it("takes a double tap's second tap after a quick success as the same tap, not an empty letter", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderComposer(onSubmit);
    fillLetter();
    const button = screen.getByRole("button", { name: "꿀단지에 담기" });
    fireEvent.click(button);
    await act(async () => {}); // written, the composer emptied for the next letter
    expect((screen.getByLabelText("편지") as HTMLTextAreaElement).value).toBe("");
    fireEvent.click(button);
    await act(async () => {});
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByRole("alert")).toEqual([]);
  });

  it("asks for the letter when an emptied composer is sent on purpose, after the moment of the tap", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    try {
      renderComposer(() => Promise.resolve());
      fillLetter();
      fireEvent.click(screen.getByRole("button", { name: "꿀단지에 담기" }));
      await act(async () => {});
      vi.advanceTimersByTime(2_000);
      fireEvent.click(screen.getByRole("button", { name: "꿀단지에 담기" }));
      expect((await screen.findAllByRole("alert")).map((alert) => alert.textContent)).toContain(
        "편지 내용을 입력해주세요.",
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("finds a half-written letter as it was after the page was left and opened again", async () => {
    const first = renderComposer(() => Promise.resolve(), KEPT_AS);
    fillLetter();
    first.unmount(); // Back to the chat, a reload: the page is gone
    renderComposer(() => Promise.resolve(), KEPT_AS);
    await act(async () => {});
    expect(typed()).toEqual({ writerName: "민지", content: "늘 고마웠어요", stamp: true });
  });

  it("keeps only the nickname once the letter is written, and nothing for a letter being changed", async () => {
    const first = renderComposer(() => Promise.resolve(), KEPT_AS);
    fillLetter();
    fireEvent.click(screen.getByRole("button", { name: "꿀단지에 담기" }));
    await act(async () => {});
    first.unmount();
    const again = renderComposer(() => Promise.resolve(), KEPT_AS);
    await act(async () => {});
    expect(typed()).toEqual({ writerName: "민지", content: "", stamp: false });
    again.unmount();

    // A composer given no place to keep (a letter being changed) keeps nothing.
    sessionStorage.clear();
    const other = renderComposer(() => Promise.resolve());
    fillLetter();
    other.unmount();
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps what was typed and shows the host's message when the letter is refused", async () => {
    renderComposer(() => Promise.reject(new ApiError(409, "편지 받기를 마감한 꿀단지예요.")));
    fillLetter();
    fireEvent.click(screen.getByRole("button", { name: "꿀단지에 담기" }));
    expect((await screen.findByRole("alert")).textContent).toBe("편지 받기를 마감한 꿀단지예요.");
    expect((screen.getByLabelText("편지") as HTMLTextAreaElement).value).toBe("늘 고마웠어요");
    expect((screen.getByLabelText("닉네임") as HTMLInputElement).value).toBe("민지");
  });

  it("refuses a nickname's ninth character and says so under the field at once, before any send", () => {
    renderComposer(() => Promise.resolve());
    const nickname = screen.getByLabelText("닉네임") as HTMLInputElement;
    fireEvent.change(nickname, { target: { value: "꿀벌팀막내입니다" } }); // 8: taken
    expect(nickname.value).toBe("꿀벌팀막내입니다");
    expect(screen.queryByText("8자 이내로 입력해주세요.")).toBeNull();
    fireEvent.change(nickname, { target: { value: "꿀벌팀막내입니다요요" } }); // 10: refused
    expect(nickname.value).toBe("꿀벌팀막내입니다");
    expect(screen.getByText("8자 이내로 입력해주세요.")).toBeTruthy();
    fireEvent.blur(nickname);
    expect(screen.queryByText("8자 이내로 입력해주세요.")).toBeNull();
  });

  it("offers '이름 없이 보내기' only where the jar allows it, and says the nickname will not be shown", async () => {
    const plain = renderComposer(() => Promise.resolve());
    expect(screen.queryByRole("checkbox", { name: "이름 없이 보내기" })).toBeNull();
    plain.unmount();

    const onSubmit = vi.fn(() => Promise.resolve());
    renderComposer(onSubmit, undefined, true);
    const anonymous = screen.getByRole("checkbox", { name: "이름 없이 보내기" }) as HTMLInputElement;
    expect(anonymous.checked).toBe(false);
    expect(anonymous.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(anonymous.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "닉네임은 내 편지를 알아보는 데만 쓰여요. 받는 사람과 만든 사람에게는 ‘익명’으로 보여요.",
    );
    fillLetter();
    fireEvent.click(anonymous);
    fireEvent.click(screen.getByRole("button", { name: "꿀단지에 담기" }));
    await act(async () => {});
    expect(onSubmit).toHaveBeenCalledWith({
      writerName: "민지",
      content: "늘 고마웠어요",
      honeyStampId: 2,
      anonymous: true,
    });
  });

  it("offers '사진 추가' where a jar is given; a file that is no photo is refused in Korean before any upload, the letter kept", async () => {
    const plain = renderComposer(() => Promise.resolve());
    expect(screen.queryByRole("button", { name: "사진 추가" })).toBeNull();
    plain.unmount();

    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <LetterComposer
        guest
        jarId="AbCdEfGhIjKlMnOpQrStUv"
        stamps={{ data: STAMPS, isError: false, refetch: () => undefined }}
        heading="이달콤님에게 편지 쓰기"
        submitText="꿀단지에 담기"
        onSubmit={onSubmit}
      />,
    );
    fillLetter();
    const add = screen.getByRole("button", { name: "사진 추가" });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe("image/jpeg,image/png,image/webp");
    fireEvent.click(add);
    const notAPhoto = new File(["hello, this is not a photo"], "note.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [notAPhoto] } });
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toBe(
      "사진을 읽을 수 없어요. 다른 사진을 골라주세요.",
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(typed()).toEqual({ writerName: "민지", content: "늘 고마웠어요", stamp: true });
    expect(screen.getByRole("button", { name: "사진 추가" }).getAttribute("aria-busy")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "꿀단지에 담기" }));
    await act(async () => {});
    expect(onSubmit).toHaveBeenCalledWith({ writerName: "민지", content: "늘 고마웠어요", honeyStampId: 2 });
    fetchSpy.mockRestore();
  });
});

describe("LetterComposer changing a sent letter with its photo", () => {
  const PHOTO_ID = "PhOtOiDpHoToIdPhOtOiD0";
  const renderEdit = (onSubmit: (letter: object) => Promise<unknown>) =>
    render(
      <LetterComposer
        guest={false}
        stamps={{ data: STAMPS, isError: false, refetch: () => undefined }}
        initial={{ writerName: "김꿀벌", content: "사진과 함께", honeyStampId: 2 }}
        jarId="AbCdEfGhIjKlMnOpQrStUv"
        sentPhotoUrl={`/api/jar/AbCdEfGhIjKlMnOpQrStUv/photos/${PHOTO_ID}`}
        heading="편지 고치기"
        submitText="고친 편지 담기"
        onSubmit={onSubmit}
      />,
    );

  it("shows the letter's photo and keeps it when only the words change", async () => {
    const onSubmit = vi.fn((_letter: object) => Promise.resolve());
    renderEdit(onSubmit);
    expect(screen.getByRole("img", { name: "편지에 담긴 사진" }).getAttribute("src")).toContain(PHOTO_ID);
    fireEvent.change(screen.getByLabelText("편지"), { target: { value: "사진과 함께, 고쳐서" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "고친 편지 담기" })));
    expect(onSubmit).toHaveBeenCalledWith({ content: "사진과 함께, 고쳐서", honeyStampId: 2 });
  });

  it("takes the photo out with '사진 빼기' (photoId null), and offers '사진 추가' again", async () => {
    const onSubmit = vi.fn((_letter: object) => Promise.resolve());
    renderEdit(onSubmit);
    fireEvent.click(screen.getByRole("button", { name: "사진 빼기" }));
    expect(screen.queryByRole("img", { name: "편지에 담긴 사진" })).toBeNull();
    expect(screen.getByRole("button", { name: "사진 추가" })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "고친 편지 담기" })));
    expect(onSubmit).toHaveBeenCalledWith({ content: "사진과 함께", honeyStampId: 2, photoId: null });
  });
});

describe("LetterComposer sent between hydration and the typed text's hand-over", () => {
  it("sends the letter the fields hold, though the page's state has not caught up with them yet", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderComposer(onSubmit);
    // Typed before the page listened: in the fields, not yet in React's state (no input event).
    (screen.getByLabelText("닉네임") as HTMLInputElement).value = "먼저온손님";
    (screen.getByLabelText("편지") as HTMLTextAreaElement).value = "먼저 쓴 편지";
    (screen.getByRole("radio", { name: "센스 만점" }) as HTMLInputElement).checked = true;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "꿀단지에 담기" })));
    expect(onSubmit).toHaveBeenCalledWith({ writerName: "먼저온손님", content: "먼저 쓴 편지", honeyStampId: 2 });
  });
});
