// Preview of the KakaoTalk message the receiver will get (SPEC §2 step 2): a chat bubble card with
// the stamp, the sender and receiver, the letter and a '꿀 확인하기' button look.
import { honeySentTitle } from "@contract/sent-title";
import { Modal } from "../../ui/modal";
import { styled } from "../../ui/theme";

const Chat = styled("div", {
  display: "flex",
  gap: "$2",
  padding: "$4 $3",
  borderRadius: "$md",
  backgroundColor: "#BACEE0", // KakaoTalk's chat room blue-grey
});

const Avatar = styled("img", {
  width: "36px",
  height: "36px",
  flexShrink: 0,
  padding: "4px",
  borderRadius: "14px",
  backgroundColor: "$white",
});
const Column = styled("div", { display: "flex", flexDirection: "column", gap: "$1", minWidth: 0, flex: 1 });
const Channel = styled("p", { fontSize: "$xs", color: "#424242" });

const Bubble = styled("div", {
  overflow: "hidden",
  maxWidth: "260px",
  borderRadius: "4px 14px 14px 14px",
  backgroundColor: "$white",
  boxShadow: "0 1px 1px rgba(0, 0, 0, 0.06)",
});

const Art = styled("div", {
  display: "grid",
  placeItems: "center",
  height: "132px",
  background: "linear-gradient(160deg, $honey 0%, $cream 100%)",
  "& img": { width: "104px", height: "90px" },
});

const Body = styled("div", { display: "flex", flexDirection: "column", gap: "$1", padding: "$3 $3 $2" });
const Headline = styled("p", { fontSize: "$sm", fontWeight: "$bold", lineHeight: "$tight", color: "#191919" });
const Description = styled("p", {
  display: "-webkit-box",
  WebkitLineClamp: 4,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  fontSize: "$xs",
  lineHeight: 1.5,
  color: "#555",
  whiteSpace: "pre-line",
  overflowWrap: "anywhere",
});
const FakeButton = styled("div", {
  margin: "$1 $3 $3",
  padding: "$2 0",
  borderRadius: "6px",
  backgroundColor: "#F2F2F2",
  fontSize: "$xs",
  fontWeight: "$medium",
  color: "#191919",
  textAlign: "center",
});
const Note = styled("p", { marginTop: "$3", fontSize: "$xs", color: "$textMuted", textAlign: "center" });

export type SharePreview = { sender: string; receiver: string; content: string; stampImage: string };

export function SharePreviewModal({
  open,
  onClose,
  preview,
}: {
  open: boolean;
  onClose: () => void;
  preview: SharePreview;
}) {
  return (
    <Modal open={open} title="카카오톡 메시지 미리보기" onClose={onClose} hideFooter>
      <Chat>
        <Avatar src="/images/logo.svg" alt="" width={36} height={36} />
        <Column>
          <Channel>꿀단지</Channel>
          <Bubble data-testid="share-preview">
            <Art>
              {preview.stampImage ? (
                <img src={preview.stampImage} alt="선택한 꿀도장" width={104} height={90} />
              ) : (
                <img src="/images/logo.svg" alt="" width={90} height={90} />
              )}
            </Art>
            <Body>
              <Headline>{honeySentTitle(preview.sender || "나", preview.receiver)}</Headline>
              <Description>{preview.content || "칭찬 내용이 여기에 보여요."}</Description>
            </Body>
            <FakeButton aria-hidden="true">꿀 확인하기</FakeButton>
          </Bubble>
        </Column>
      </Chat>
      <Note>받는 사람은 ‘꿀 확인하기’를 눌러 칭찬을 확인하고 저장할 수 있어요.</Note>
    </Modal>
  );
}
