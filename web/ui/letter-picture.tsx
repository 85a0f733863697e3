// A letter's photo where the letter shows (decision 039): the full width of the letter, rounded, its
// own proportions kept inside a 4:3 frame that is there before the image arrives (no jump), fetched
// only when it scrolls near. Its address answers only to whoever may read the letter.
import { styled } from "./theme";

/** The frame a letter's photo is shown in, sent or still being written (photo-upload.tsx's preview). */
export const PhotoFrame = styled("img", {
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "contain",
  borderRadius: "$md",
  backgroundColor: "$gray50",
});

export const LetterPicture = ({ url }: { url: string }) => (
  <PhotoFrame src={url} alt="편지에 담긴 사진" loading="lazy" decoding="async" width={1280} height={960} />
);
