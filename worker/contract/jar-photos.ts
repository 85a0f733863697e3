// A photo in a jar letter (docs/api.md fifth round, decision 039): its limits and messages, shared by the
// host (worker/host/jars/photo-routes.ts) and the composer that shrinks a photo before sending it.
import * as v from "valibot";
import { requestBody, required } from "./body";
import { PhotoIdSchema } from "./jar";

/** Bytes one photo may have, and pixels a side. */
export const PHOTO_BYTES_MAX = 1024 * 1024;
export const PHOTO_SIDE_MAX = 2048;
/** The composer's target: the longest side the phone shrinks a photo to before it is sent. */
export const PHOTO_SIDE_SENT = 1280;
/** Bytes of photos one jar holds. */
export const JAR_PHOTO_BYTES_MAX = 100 * 1024 * 1024;
/** Photos one writer may have uploaded and not yet put in a letter. */
export const PHOTOS_WAITING_MAX = 3;
/** Photos every guest together may upload to one jar in a minute (as their letters, decision 037). */
export const GUEST_PHOTOS_PER_JAR_MINUTE = 60;
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

export const PHOTO_MESSAGES = {
  tooBig: "사진은 1MB 이하로 올려주세요.",
  tooManyPixels: `사진은 가로세로 ${PHOTO_SIDE_MAX}px 이하로 올려주세요.`,
  wrongType: "JPG, PNG, WebP 사진만 올릴 수 있어요.",
  jarFull: "이 꿀단지에는 사진을 더 담을 수 없어요. 사진 없이 편지를 보내주세요.",
  waiting: "편지에 담지 않은 사진이 많아요. 편지를 보낸 뒤에 다시 올려주세요.",
  busy: "지금 사진이 한꺼번에 많이 올라오고 있어요. 1분 뒤에 다시 올려주세요.",
  notFound: "사진을 찾을 수 없어요. 사진을 다시 올려주세요.",
  unreadable: "사진을 읽을 수 없어요. 다른 사진을 골라주세요.",
  alt: "편지에 담긴 사진",
} as const;

export const PhotoParamsSchema = requestBody(
  {
    jarId: v.pipe(v.string(required("jarId")), v.regex(/^[A-Za-z0-9_-]{22,64}$/, "jarId 값이 올바르지 않아요.")),
    photoId: PhotoIdSchema,
  },
  { jarId: "jarId", photoId: "photoId" },
);

export const UploadedPhotoSchema = v.object({ photoId: v.string() });
export type UploadedPhoto = v.InferOutput<typeof UploadedPhotoSchema>;
