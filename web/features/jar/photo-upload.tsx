// A photo for a letter, made ready on the phone (decision 039): decoded (upright, as the phone took it),
// drawn to a canvas no longer than PHOTO_SIDE_SENT a side and re-encoded as a JPEG, lowering the quality
// until it is within PHOTO_BYTES_MAX, then sent. Re-encoding leaves the original's metadata (EXIF, GPS)
// behind before it leaves the phone; the host strips whatever a client sends anyway. Loaded only when
// a photo is picked, so the jar page's first load carries none of it (letter-photo.tsx imports it on
// demand), with the preview it shows once the photo is sent.
import { PHOTO_BYTES_MAX, PHOTO_MESSAGES, PHOTO_SIDE_SENT } from "@contract/jar-photos";
import { ApiError } from "../../api/api-error";
import { uploadJarPhoto } from "../../api/jar-photos";
import { Button } from "../../ui/button";
import { PhotoFrame } from "../../ui/letter-picture";
import { styled } from "../../ui/theme";
import type { PickedPhoto } from "./letter-photo";

type Decoded = { source: CanvasImageSource; width: number; height: number; close: () => void };

const decode = async (file: Blob): Promise<Decoded> => {
  if (typeof createImageBitmap === "function") {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // An older browser, or one that cannot decode this type as a bitmap: an <img> may.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => {} };
  } finally {
    URL.revokeObjectURL(url);
  }
};

const jpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));

/** The photo as it is sent: a JPEG within PHOTO_SIDE_SENT a side and PHOTO_BYTES_MAX. */
export const shrinkPhoto = async (file: Blob): Promise<Blob> => {
  const image = await decode(file);
  try {
    const scale = Math.min(1, PHOTO_SIDE_SENT / Math.max(image.width, image.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(image.width * scale));
    canvas.height = Math.max(1, Math.round(image.height * scale));
    const context = canvas.getContext("2d");
    if (!context) throw new ApiError(0, PHOTO_MESSAGES.unreadable);
    // A transparent PNG's background is white in a JPEG, not black.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
    for (let quality = 0.85; quality > 0.3; quality -= 0.1) {
      const blob = await jpeg(canvas, quality);
      if (blob && blob.size <= PHOTO_BYTES_MAX) return blob;
    }
    throw new ApiError(413, PHOTO_MESSAGES.tooBig);
  } finally {
    image.close();
  }
};

/** Shrinks `file` and uploads it to the jar: its id for the letter, and a preview to show meanwhile. */
export const sendPhoto = async (jarId: string, file: File): Promise<PickedPhoto> => {
  let photo: Blob;
  try {
    photo = await shrinkPhoto(file);
  } catch (failure) {
    throw failure instanceof ApiError ? failure : new ApiError(0, PHOTO_MESSAGES.unreadable);
  }
  const { photoId } = await uploadJarPhoto(jarId, photo);
  const preview = URL.createObjectURL(photo);
  return { photoId, view: (remove) => <PhotoPreview preview={preview} onRemove={remove} /> };
};

const Preview = styled("div", { display: "grid", gap: "$2", justifyItems: "start" });

/** The photo that goes with the letter, and '사진 빼기' to send the letter without it. */
function PhotoPreview({ preview, onRemove }: { preview: string; onRemove: () => void }) {
  return (
    <Preview>
      <PhotoFrame src={preview} alt="편지에 담을 사진" width={1280} height={960} />
      <Button
        variant="secondary"
        onClick={() => {
          URL.revokeObjectURL(preview);
          onRemove();
        }}
      >
        사진 빼기
      </Button>
    </Preview>
  );
}
