// '사진 추가' in a jar letter (docs/api.md fifth round, decision 039): a button that opens the phone's photo
// picker and is busy while the photo is made smaller and sent. All the rest (shrinking, sending, the
// preview with '사진 빼기') is loaded when a photo is picked (./photo-upload.tsx): the jar page's first
// load carries only this button. A failure is the composer's to say; the letter typed stays.
import { type ReactNode, useRef } from "react";
import { Button } from "../../ui/button";
import { PhotoFrame } from "../../ui/letter-picture";
import { styled } from "../../ui/theme";

/** A photo sent and ready for the letter: its id, and its preview with '사진 빼기'. */
export type PickedPhoto = { photoId: string; view: (remove: () => void) => ReactNode };
const Kept = styled("div", { display: "grid", gap: "$2", justifyItems: "start" });

/** A sent letter's own photo, being changed with it: shown, with '사진 빼기' to send the letter without it. */
export const sentPhoto = (photoId: string, url: string): PickedPhoto => ({
  photoId,
  view: (remove) => (
    <Kept>
      <PhotoFrame src={url} alt="편지에 담긴 사진" width={1280} height={960} />
      <Button variant="secondary" onClick={remove}>
        사진 빼기
      </Button>
    </Kept>
  ),
});

/** The photo id in a letter's photo address (`/api/jar/{jarId}/photos/{photoId}`), or null. */
export const photoIdOf = (url: string | undefined) =>
  url?.match(/\/photos\/([A-Za-z0-9_-]{22})(?:[?#]|$)/)?.[1] ?? null;

/** No photo, one on its way, or one ready. */
export type LetterPhotoState = PickedPhoto | "busy" | null;

type Props = {
  jarId: string;
  photo: LetterPhotoState;
  onChange: (photo: LetterPhotoState) => void;
  /** Why the photo could not be sent (null: nothing to say). */
  onError: (failure: unknown) => void;
};

export function LetterPhoto({ jarId, photo, onChange, onError }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          onChange("busy");
          onError(null);
          import("./photo-upload")
            .then((module) => module.sendPhoto(jarId, file))
            .then(onChange, (failure) => {
              onChange(null);
              onError(failure);
            });
        }}
      />
      {photo && photo !== "busy" ? (
        photo.view(() => onChange(null))
      ) : (
        <Button variant="secondary" pending={photo === "busy"} onClick={() => input.current?.click()}>
          사진 추가
        </Button>
      )}
    </>
  );
}
