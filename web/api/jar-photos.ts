// A photo for a jar letter (docs/api.md fifth round, decision 039): the image's bytes, sent as they are
// (not JSON). A fetcher without React state: the composer's photo module (loaded when a photo is
// picked, web/features/jar/photo-upload.ts) calls it once it has shrunk the photo.
import { UploadedPhotoSchema } from "@contract/jar-photos";
import { api } from "./client";

/** Uploads `photo` (JPEG, PNG or WebP, ≤ PHOTO_BYTES_MAX) to the jar; resolves to its id for the letter. */
export const uploadJarPhoto = (jarId: string, photo: Blob, signal?: AbortSignal) =>
  api.post(`/api/jar/${encodeURIComponent(jarId)}/photos`, {
    body: photo,
    schema: UploadedPhotoSchema,
    signal,
    auth: "optional",
  });
