// The full-screen viewer of a saved image (see image-save.tsx): loaded only when a WebView save
// needs it, so the pages that offer '이미지로 저장' do not carry it in their first load.
import { canShareFile } from "../lib/in-app";
import { Button } from "./button";
import { DialogCloseButton, DialogFrame, DialogTitle } from "./dialog-frame";
import { ShareIcon } from "./icons";
import { styled } from "./theme";

export const IMAGE_VIEWER_TITLE = "이미지로 저장";
export const IMAGE_VIEWER_HINT = "이미지를 길게 눌러 저장하세요";

const Head = styled("div", { display: "flex", alignItems: "center", gap: "$2", minHeight: "48px" });

const Stage = styled("div", {
  flex: 1,
  minHeight: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: "$3 0",
  variants: {
    // A long page's images: one under another, scrolled, each a screenful.
    several: {
      true: {
        flexDirection: "column",
        justifyContent: "flex-start",
        gap: "$3",
        overflowY: "auto",
        "& > img": { width: "100%", maxHeight: "none", height: "auto" },
      },
    },
  },
});

const Picture = styled("img", {
  maxWidth: "100%",
  maxHeight: "100%",
  objectFit: "contain",
  borderRadius: "$md",
  // The long-press menu (Save to Photos, 이미지 저장) is the point of this screen.
  WebkitTouchCallout: "default",
  userSelect: "auto",
});

const Hint = styled("p", {
  padding: "$2 0 $4",
  fontSize: "$sm",
  fontWeight: "$medium",
  color: "$gray300",
  textAlign: "center",
});

export type SavedImage = { file: File; url: string };

export type ImageViewerProps = {
  /** One image, or a long page's several (one a screenful), shown one under another. */
  images: SavedImage[];
  /** What the picture shows, in Korean (its alt text). */
  alt: string;
  onClose: () => void;
};

/** The PNG full screen, to be long-pressed or shared; a dialog on the shared frame. */
export function ImageViewer({ images, alt, onClose }: ImageViewerProps) {
  const files = images.map((image) => image.file);
  const shareable = files.length > 0 && files.every((file) => canShareFile(file));

  const share = async () => {
    try {
      await navigator.share({ files, title: files[0]?.name });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as { name?: string } | null)?.name !== "AbortError")
        console.error("이미지를 공유하지 못했어요.", error);
    }
  };

  return (
    <DialogFrame open={images.length > 0} onClose={onClose} placement="full" overlayTestId="image-viewer-overlay">
      <Head>
        <DialogTitle css={{ flex: 1, color: "$white" }}>{IMAGE_VIEWER_TITLE}</DialogTitle>
        <DialogCloseButton
          css={{ color: "$white", marginRight: "-10px", "&:hover": { backgroundColor: "rgba(255, 255, 255, 0.12)" } }}
        />
      </Head>
      <Stage several={images.length > 1}>
        {images.map((image, i) => (
          <Picture
            key={image.url}
            src={image.url}
            alt={images.length > 1 ? `${alt} (${i + 1}/${images.length})` : alt}
            data-testid="image-viewer-picture"
          />
        ))}
      </Stage>
      <Hint>{IMAGE_VIEWER_HINT}</Hint>
      {shareable && (
        <Button fullWidth icon={<ShareIcon />} onClick={() => void share()}>
          공유하기
        </Button>
      )}
    </DialogFrame>
  );
}
