// The praise as the receiver sees it (and as it is saved as an image): sender, group, receiver,
// letter (with a kept jar letter's photo) and stamp. Missing values show SPEC's fallback texts.
import type { ReceivedPraise } from "@contract/praise";
import { receiverNamesOf, receiversLabel } from "@contract/receiver-names";
import type { Ref } from "react";
import { LetterPicture } from "../../ui/letter-picture";
import { PraiseCardHeader } from "../../ui/praise-card-header";
import { CONTENT_NOT_FOUND, PraiseContent } from "../../ui/praise-content";
import { styled } from "../../ui/theme";

export const GROUP_NOT_FOUND = "그룹명을 찾을 수 없어요.";

const Card = styled("article", {
  display: "flex",
  flexDirection: "column",
  gap: "$4",
  padding: "$5",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "$card",
});

const To = styled("p", {
  fontSize: "$md",
  fontWeight: "$bold",
  "& > span": { marginRight: "$1", color: "$honeyDark" },
});

const StampName = styled("p", {
  alignSelf: "flex-end",
  padding: "$1 $3",
  borderRadius: "$pill",
  backgroundColor: "$creamDeep",
  fontSize: "$xs",
  fontWeight: "$bold",
  color: "$honeyDark",
});

export function ReceivedPraiseCard({ praise, ref }: { praise: ReceivedPraise | null; ref?: Ref<HTMLElement> }) {
  const content = praise?.content.trim() ? praise.content : null;
  return (
    <Card ref={ref} aria-label="받은 칭찬" data-testid="praise-card">
      <PraiseCardHeader
        direction="from"
        name={praise?.senderName}
        profileImageUrl={praise?.senderImageUrl}
        groupName={praise?.groupName || GROUP_NOT_FOUND}
      />
      {praise && (
        <To>
          <span>To.</span>
          {receiversLabel(receiverNamesOf(praise))}
        </To>
      )}
      {/* A kept jar letter's photo, to its keeper (docs/api.md fifth round). */}
      {praise?.photoUrl && <LetterPicture url={praise.photoUrl} />}
      <PraiseContent
        content={content ?? CONTENT_NOT_FOUND}
        missing={content === null}
        stampImageUrl={praise?.imageUrl}
        stampName={praise?.stampName}
      />
      {praise?.stampName && <StampName>{`${praise.stampName} 꿀도장`}</StampName>}
    </Card>
  );
}
