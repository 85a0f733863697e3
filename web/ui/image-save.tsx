// "이미지로 저장" for the praise detail, the received landing, the recap and the badge board (one
// button, SaveImageButton, for all of them): an ordinary browser
// downloads the PNG; an in-app WebView (KakaoTalk's above all), where nothing downloads, shows it full
// screen to be long-pressed into the photo album, with the system share sheet when it takes files.
// Failures are only logged (SPEC §8).
import { lazy, type ReactNode, type RefObject, Suspense, useState } from "react";
import { imageSavePath } from "../lib/in-app";
import { afterNextPaint } from "../lib/next-paint";
import type { ImageBand } from "../lib/save-as-image";
import { Button } from "./button";
import { DownloadIcon } from "./icons";
import type { SavedImage } from "./image-viewer";

export type { ImageBand };

// The drawing (html2canvas and the page's styles carried into it) and the viewer come with the first
// save, not with the page: the landing's first load carries only the button.
const loadSaver = () => import("../lib/save-as-image");
const loadViewer = () => import("./image-viewer");
const ImageViewer = lazy(() => loadViewer().then(({ ImageViewer }) => ({ default: ImageViewer })));

export type UseSaveAsImage = {
  /** Renders `element` and downloads it, or shows it in the viewer inside a WebView. */
  save: (element: HTMLElement) => Promise<void>;
  saving: boolean;
  /** Render this wherever the page's dialogs go: the viewer, closed until a WebView save. */
  viewer: ReactNode;
};

/** The bands (px from the element's top) a long element is saved as, one image each; none: one image. */
export type SplitIntoBands = (element: HTMLElement) => ImageBand[];

/** `kkul-keepsake.png` → `kkul-keepsake-2.png` for the second of several images. */
const numbered = (fileName: string, n: number, of: number) =>
  of === 1 ? fileName : fileName.replace(/(\.png)?$/, `-${n}.png`);

export function useSaveAsImage({
  fileName,
  alt,
  split,
}: {
  fileName: string;
  alt: string;
  split?: SplitIntoBands;
}): UseSaveAsImage {
  const [saving, setSaving] = useState(false);
  const [images, setImages] = useState<SavedImage[]>([]);

  const save = async (element: HTMLElement) => {
    if (saving) return;
    setSaving(true);
    try {
      // The button busy first: drawing the image holds the main thread (html2canvas clones the page),
      // and the tap's next frame should not wait for it (decision 032).
      await afterNextPaint();
      const { downloadImage, imageDataUrl, renderElementAsImage } = await loadSaver();
      const blobs: Blob[] = [];
      if (!split) blobs.push(await renderElementAsImage(element));
      else for (const band of split(element)) blobs.push(await renderElementAsImage(element, { band }));
      const names = blobs.map((_, i) => numbered(fileName, i + 1, blobs.length));
      if (imageSavePath() === "download") {
        for (const [i, blob] of blobs.entries()) downloadImage(blob, names[i]!);
      } else {
        const [urls] = await Promise.all([Promise.all(blobs.map(imageDataUrl)), loadViewer()]);
        setImages(
          blobs.map((blob, i) => ({ file: new File([blob], names[i]!, { type: "image/png" }), url: urls[i]! })),
        );
      }
    } catch (error) {
      console.error("이미지로 저장하지 못했어요.", error);
    } finally {
      setSaving(false);
    }
  };

  const viewer = images.length > 0 && (
    <Suspense fallback={null}>
      <ImageViewer images={images} alt={alt} onClose={() => setImages([])} />
    </Suspense>
  );
  return { save, saving, viewer };
}

export type SaveImageButtonProps = {
  image: UseSaveAsImage;
  /** The element drawn into the image. */
  target: RefObject<HTMLElement | null>;
  disabled?: boolean;
  fullWidth?: boolean;
  /** Primary where saving is the page's one action (the badge board). */
  variant?: "primary" | "secondary";
};

/** '이미지로 저장': busy while the image is drawn, and a second press meanwhile does nothing. */
export function SaveImageButton({ image, target, disabled, fullWidth, variant = "secondary" }: SaveImageButtonProps) {
  return (
    <Button
      variant={variant}
      fullWidth={fullWidth}
      onClick={() => target.current && void image.save(target.current)}
      disabled={disabled}
      pending={image.saving}
      icon={<DownloadIcon />}
    >
      이미지로 저장
    </Button>
  );
}
