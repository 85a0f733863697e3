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
  image: SavedImage | null;
  /** What the picture shows, in Korean (its alt text). */
  alt: string;
  onClose: () => void;
};

/** The PNG full screen, to be long-pressed or shared; a dialog on the shared frame. */
export function ImageViewer({ image, alt, onClose }: ImageViewerProps) {
  const shareable = image !== null && canShareFile(image.file);

  const share = async () => {
    if (!image) return;
    try {
      await navigator.share({ files: [image.file], title: image.file.name });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as { name?: string } | null)?.name !== "AbortError")
        console.error("이미지를 공유하지 못했어요.", error);
    }
  };

  return (
    <DialogFrame open={image !== null} onClose={onClose} placement="full" overlayTestId="image-viewer-overlay">
      <Head>
        <DialogTitle css={{ flex: 1, color: "$white" }}>{IMAGE_VIEWER_TITLE}</DialogTitle>
        <DialogCloseButton
          css={{ color: "$white", marginRight: "-10px", "&:hover": { backgroundColor: "rgba(255, 255, 255, 0.12)" } }}
        />
      </Head>
      <Stage>{image && <Picture src={image.url} alt={alt} data-testid="image-viewer-picture" />}</Stage>
      <Hint>{IMAGE_VIEWER_HINT}</Hint>
      {shareable && (
        <Button fullWidth icon={<ShareIcon />} onClick={() => void share()}>
          공유하기
        </Button>
      )}
    </DialogFrame>
  );
}
