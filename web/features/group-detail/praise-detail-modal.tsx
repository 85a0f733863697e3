// One praise in full (SPEC §2): profile image, 'From.' (received) or 'To.' (sent) with the name, the
// group, the date, the letter and its stamp; save it as an image, move it, or delete it.
import { honorific } from "@contract/honorific";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { letterKeepers, type PraiseLetter, type PraiseTab } from "../../api/praise";
import { useSendReaction } from "../../api/reactions";
import { receiveQueries } from "../../api/receive";
import { useContinueRelay } from "../../lib/relay";
import { useAnswerShare } from "../../lib/share-answer";
import { MoveIcon, TrashIcon } from "../../ui/icons";
import { SaveImageButton, useSaveAsImage } from "../../ui/image-save";
import { KeptReceipt } from "../../ui/kept-receipt";
import { Modal } from "../../ui/modal";
import { PraiseCardHeader } from "../../ui/praise-card-header";
import { PraiseContent } from "../../ui/praise-content";
import { ReactionPicker } from "../../ui/reaction-picker";
import { RelayChain } from "../../ui/relay-chain";
import { RelayContinue } from "../../ui/relay-continue";
import { styled } from "../../ui/theme";
import { PRAISE_IMAGE_FILE } from "./detail-messages";

/** SPEC §9: the detail modal is at most 424 px wide. */
export const DETAIL_MODAL_MAX_WIDTH = 424;

const Card = styled("article", {
  display: "flex",
  flexDirection: "column",
  gap: "$4",
  padding: "$4",
  borderRadius: "$lg",
  backgroundColor: "$white",
  border: "1px solid $gray100", // a border, not an inset shadow: html2canvas draws those as a wide band
});

// Outside the card: the receipt is news for the sender, not part of the letter saved as an image.
const Receipt = styled("div", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$2",
  marginTop: "$3",
  "& > fieldset": { flex: 1 },
});

const Chain = styled("div", { marginTop: "$3" });

// Saving the card across the top; moving and deleting the praise side by side under it.
const Actions = styled("div", {
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: "$2",
  marginTop: "$4",
  "& > :first-child": { gridColumn: "1 / -1" },
});

const Action = styled("button", {
  all: "unset",
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "$1",
  minHeight: "64px",
  padding: "$2",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  fontSize: "$xs",
  fontWeight: "$bold",
  color: "$textSub",
  textAlign: "center",
  cursor: "pointer",
  "@media (hover: hover)": { "&:hover:not(:disabled)": { backgroundColor: "$cream" } },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  variants: { danger: { true: { color: "$danger" } } },
});

export type PraiseDetailModalProps = {
  open: boolean;
  tab: PraiseTab;
  letter: PraiseLetter;
  groupName: string;
  stampName?: string;
  onClose: () => void;
  onMove: () => void;
  onDelete: () => void;
};

export function PraiseDetailModal({
  open,
  tab,
  letter,
  groupName,
  stampName,
  onClose,
  onMove,
  onDelete,
}: PraiseDetailModalProps) {
  const cardRef = useRef<HTMLElement>(null);
  const sendReaction = useSendReaction(letter.id);
  const received = tab === "receive" ? letter.uuid : undefined;
  const shareAnswer = useAnswerShare({ uuid: received, sender: letter.name, content: letter.content });
  const continueRelay = useContinueRelay(received, letter.name);
  // The relay chain this praise belongs to, read by its uuid while the detail is open.
  const chain = useQuery({ ...receiveQueries.byUuid(received ?? "", "member"), enabled: open && Boolean(received) });
  const image = useSaveAsImage({
    fileName: PRAISE_IMAGE_FILE,
    alt: `${honorific(letter.name)}${tab === "receive" ? "에게 받은" : "에게 보낸"} 칭찬 카드`,
  });

  return (
    <>
      <Modal
        open={open}
        title={tab === "receive" ? "받은 꿀" : "보낸 꿀"}
        onClose={onClose}
        maxWidth={DETAIL_MODAL_MAX_WIDTH}
        hideFooter
      >
        <Card ref={cardRef} data-testid="praise-detail-card">
          <PraiseCardHeader
            direction={tab === "receive" ? "from" : "to"}
            name={letter.name}
            groupName={groupName}
            date={letter.date}
            profileImageUrl={letter.profileImageUrl}
          />
          <PraiseContent content={letter.content} stampImageUrl={letter.stampUrl} stampName={stampName} />
        </Card>
        {tab === "send" && (letter.savedAt || letter.reaction) && (
          <Receipt>
            <KeptReceipt keepers={letterKeepers(letter)} size="md" />
          </Receipt>
        )}
        {chain.data && (
          <Chain>
            <RelayChain steps={chain.data.relay ?? []} length={chain.data.relayLength ?? 0} />
          </Chain>
        )}
        {tab === "receive" && letter.canReact && (
          <Receipt>
            <ReactionPicker
              initial={letter.reaction}
              senderName={letter.name}
              send={sendReaction}
              shareAnswer={shareAnswer}
            />
          </Receipt>
        )}
        {continueRelay && (
          <Chain>
            <RelayContinue {...continueRelay} />
          </Chain>
        )}
        <Actions>
          <SaveImageButton image={image} target={cardRef} fullWidth />
          <Action type="button" onClick={onMove}>
            <MoveIcon />
            옮기기
          </Action>
          <Action type="button" danger onClick={onDelete}>
            <TrashIcon />
            삭제
          </Action>
        </Actions>
      </Modal>
      {image.viewer}
    </>
  );
}
