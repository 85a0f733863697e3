// The praise content box (SPEC §2): the letter, line breaks kept, with its honey stamp pressed in
// the corner.
import { styled } from "./theme";

/** SPEC's fallback for a praise whose content is gone. */
export const CONTENT_NOT_FOUND = "내용을 찾을 수 없어요.";

const Box = styled("div", {
  position: "relative",
  minHeight: "180px",
  padding: "$5 $5 88px",
  borderRadius: "$lg",
  backgroundColor: "$cream",
  border: "1px solid $creamDeep", // a border, not an inset shadow: html2canvas draws inset shadows wrongly
});

const Letter = styled("p", {
  fontSize: "$md",
  lineHeight: 1.6,
  color: "$text",
  whiteSpace: "pre-line",
  overflowWrap: "anywhere",
  variants: { missing: { true: { color: "$textMuted" } } },
});

const Stamp = styled("img", {
  position: "absolute",
  right: "$4",
  bottom: "$3",
  width: "86px",
  height: "75px",
  transform: "rotate(-8deg)",
});

export type PraiseContentProps = {
  content: string;
  stampImageUrl?: string | null;
  /** The stamp's name, read out as the image's text. */
  stampName?: string;
  /** Dim the text (a fallback such as CONTENT_NOT_FOUND). */
  missing?: boolean;
};

export function PraiseContent({ content, stampImageUrl, stampName, missing = false }: PraiseContentProps) {
  return (
    <Box>
      <Letter missing={missing}>{content}</Letter>
      {stampImageUrl && (
        <Stamp src={stampImageUrl} alt={stampName ? `${stampName} 꿀도장` : "꿀도장"} width={86} height={75} />
      )}
    </Box>
  );
}
