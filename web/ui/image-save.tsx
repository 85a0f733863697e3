// "이미지로 저장" for the praise detail, the received landing and the badge board: an ordinary browser
// downloads the PNG; an in-app WebView (KakaoTalk's above all), where nothing downloads, shows it full
// screen to be long-pressed into the photo album, with the system share sheet when it takes files.
// Failures are only logged (SPEC §8).
import { lazy, type ReactNode, Suspense, useState } from "react";
import { imageSavePath } from "../lib/in-app";
import { downloadImage, imageDataUrl, renderElementAsImage } from "../lib/save-as-image";
import type { SavedImage } from "./image-viewer";

const loadViewer = () => import("./image-viewer");
const ImageViewer = lazy(() => loadViewer().then(({ ImageViewer }) => ({ default: ImageViewer })));

export type UseSaveAsImage = {
  /** Renders `element` and downloads it, or shows it in the viewer inside a WebView. */
  save: (element: HTMLElement) => Promise<void>;
  saving: boolean;
  /** Render this wherever the page's dialogs go: the viewer, closed until a WebView save. */
  viewer: ReactNode;
};

export function useSaveAsImage({ fileName, alt }: { fileName: string; alt: string }): UseSaveAsImage {
  const [saving, setSaving] = useState(false);
  const [image, setImage] = useState<SavedImage | null>(null);

  const save = async (element: HTMLElement) => {
    if (saving) return;
    setSaving(true);
    try {
      const blob = await renderElementAsImage(element);
      if (imageSavePath() === "download") {
        downloadImage(blob, fileName);
      } else {
        const [url] = await Promise.all([imageDataUrl(blob), loadViewer()]);
        setImage({ file: new File([blob], fileName, { type: "image/png" }), url });
      }
    } catch (error) {
      console.error("이미지로 저장하지 못했어요.", error);
    } finally {
      setSaving(false);
    }
  };

  const viewer = image && (
    <Suspense fallback={null}>
      <ImageViewer image={image} alt={alt} onClose={() => setImage(null)} />
    </Suspense>
  );
  return { save, saving, viewer };
}
