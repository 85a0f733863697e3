// '사진 추가' in a jar letter (API.md fifth round, decision 039): a button that opens the phone's photo
// picker, a busy state while the photo is made smaller and sent, its preview with '사진 빼기', and a
// Korean message when it fails (the letter typed stays). What shrinks and sends the photo is loaded
// only when one is picked (./photo-upload.ts), so the jar page's first load stays within its budget.
import { useRef, useState } from "react";
import { ApiError } from "../../api/api-error";
import { Button } from "../../ui/button";
import { styled } from "../../ui/theme";

export type PickedPhoto = { photoId: string; preview: string };
/** No photo, one on its way, or one sent and ready for the letter. */
export type LetterPhotoState = PickedPhoto | "busy" | null;

const Field = styled("div", {
  display: "grid",
  gap: "$2",
  justifyItems: "start",
  "& img": {
    display: "block",
    width: "100%",
    height: "auto",
    aspectRatio: "4 / 3",
    objectFit: "contain",
    borderRadius: "$md",
    backgroundColor: "$gray50",
  },
  "& p": { margin: 0, fontSize: "$sm", color: "$danger" },
});

type Props = { jarId: string; photo: LetterPhotoState; onChange: (photo: LetterPhotoState) => void };

export function LetterPhoto({ jarId, photo, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File) => {
    onChange("busy");
    setError(null);
    try {
      const { sendPhoto } = await import("./photo-upload");
      onChange(await sendPhoto(jarId, file));
    } catch (failure) {
      onChange(null);
      setError(failure instanceof ApiError ? failure.message : "사진을 올리지 못했어요. 다시 골라주세요.");
    }
  };
  return (
    <Field>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void pick(file);
        }}
      />
      {photo && photo !== "busy" ? (
        <>
          <img src={photo.preview} alt="편지에 담을 사진" width={1280} height={960} />
          <Button
            variant="secondary"
            onClick={() => {
              URL.revokeObjectURL(photo.preview);
              onChange(null);
            }}
          >
            사진 빼기
          </Button>
        </>
      ) : (
        <Button variant="secondary" pending={photo === "busy"} onClick={() => input.current?.click()}>
          {photo === "busy" ? "사진 올리는 중" : "사진 추가"}
        </Button>
      )}
      {error && <p role="alert">{error}</p>}
    </Field>
  );
}
