import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { downloadImage, renderElementAsImage } from "../lib/save-as-image";
import { useSaveAsImage } from "./image-save";
import { IMAGE_VIEWER_HINT } from "./image-viewer";

vi.mock("../lib/save-as-image", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../lib/save-as-image")>()),
  renderElementAsImage: vi.fn(),
  downloadImage: vi.fn(),
}));

const KAKAOTALK_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.5";
const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: "image/png" });

function Card() {
  const ref = useRef<HTMLDivElement>(null);
  const image = useSaveAsImage({ fileName: "칭찬 이미지.png", alt: "김꿀벌님에게 받은 칭찬 카드" });
  return (
    <>
      <div ref={ref}>칭찬 카드</div>
      <button type="button" disabled={image.saving} onClick={() => ref.current && void image.save(ref.current)}>
        이미지로 저장
      </button>
      {image.viewer}
    </>
  );
}

const save = () => fireEvent.click(screen.getByRole("button", { name: "이미지로 저장" }));
const inKakaoTalk = () => vi.spyOn(navigator, "userAgent", "get").mockReturnValue(KAKAOTALK_IOS);
const withShare = (canShare: (data?: ShareData) => boolean, share: (data?: ShareData) => Promise<void>) => {
  Object.assign(navigator, { canShare, share });
};

beforeEach(() => {
  vi.mocked(renderElementAsImage).mockResolvedValue(PNG);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(downloadImage).mockReset();
  for (const key of ["canShare", "share"] as const) delete (navigator as unknown as Record<string, unknown>)[key];
});

describe("useSaveAsImage", () => {
  it("in an ordinary browser downloads the PNG under its file name, with no viewer", async () => {
    render(<Card />);
    save();
    await waitFor(() => expect(downloadImage).toHaveBeenCalledWith(PNG, "칭찬 이미지.png"));
    expect(renderElementAsImage).toHaveBeenCalledWith(screen.getByText("칭찬 카드"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("in KakaoTalk opens a full-screen viewer of the same PNG with a Korean alt and the long-press hint", async () => {
    inKakaoTalk();
    render(<Card />);
    save();
    const viewer = await screen.findByRole("dialog", { name: "이미지로 저장" });
    const picture = screen.getByRole("img", { name: "김꿀벌님에게 받은 칭찬 카드" });
    expect(picture.getAttribute("src")).toBe(`data:image/png;base64,${btoa("\x89PNG\r\n\x1a\n")}`);
    expect(viewer.textContent).toContain(IMAGE_VIEWER_HINT);
    expect(IMAGE_VIEWER_HINT).toBe("이미지를 길게 눌러 저장하세요");
    expect(downloadImage).not.toHaveBeenCalled();
    // No Web Share here: no share button.
    expect(screen.queryByRole("button", { name: "공유하기" })).toBeNull();
    // Focus moves into the viewer, and its close button closes it.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "닫기" }));
    fireEvent.click(screen.getByRole("button", { name: "닫기" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers the system share sheet with the PNG file where canShare takes files", async () => {
    inKakaoTalk();
    const share = vi.fn(async (_data?: ShareData) => {});
    const canShare = vi.fn((data?: ShareData) => data?.files?.[0]?.type === "image/png");
    withShare(canShare, share);
    render(<Card />);
    save();
    fireEvent.click(await screen.findByRole("button", { name: "공유하기" }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const file = share.mock.calls[0]![0]!.files![0]!;
    expect(file).toBeInstanceOf(File);
    expect([file.name, file.type, file.size]).toEqual(["칭찬 이미지.png", "image/png", PNG.size]);
  });

  it("hides the share button where canShare refuses files (Web Share without files)", async () => {
    inKakaoTalk();
    withShare(
      () => false,
      async () => {},
    );
    render(<Card />);
    save();
    await screen.findByRole("dialog", { name: "이미지로 저장" });
    expect(screen.queryByRole("button", { name: "공유하기" })).toBeNull();
  });

  it("a closed share sheet is not an error; a failed share is only logged (SPEC §8)", async () => {
    inKakaoTalk();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const share = vi
      .fn<(data?: ShareData) => Promise<void>>()
      .mockRejectedValueOnce(new DOMException("Share canceled", "AbortError"))
      .mockRejectedValueOnce(new DOMException("no permission", "NotAllowedError"));
    withShare(() => true, share);
    render(<Card />);
    save();
    const button = await screen.findByRole("button", { name: "공유하기" });
    fireEvent.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(error).not.toHaveBeenCalled();
    fireEvent.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledWith("이미지를 공유하지 못했어요.", expect.any(DOMException)));
    expect(screen.getByRole("dialog", { name: "이미지로 저장" })).toBeTruthy();
  });

  it("a failed render is only logged: no download, no viewer, the button comes back", async () => {
    for (const inApp of [false, true]) {
      if (inApp) inKakaoTalk();
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      vi.mocked(renderElementAsImage).mockRejectedValueOnce(new Error("html2canvas failed"));
      const view = render(<Card />);
      save();
      await waitFor(() => expect(error).toHaveBeenCalledWith("이미지로 저장하지 못했어요.", expect.any(Error)));
      expect(downloadImage).not.toHaveBeenCalled();
      expect(screen.queryByRole("dialog")).toBeNull();
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "이미지로 저장" }).hasAttribute("disabled")).toBe(false),
      );
      view.unmount();
    }
  });
});
