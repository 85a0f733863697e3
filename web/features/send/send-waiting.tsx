// The calm state while KakaoTalk delivers the message: the page polls the send check meanwhile.
// The member can open the share again if they closed it without sending.
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { SEND_MESSAGES } from "./messages";

const Wrap = styled("div", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "$4",
  paddingBottom: "$10",
  textAlign: "center",
});

const Art = styled("div", {
  position: "relative",
  display: "grid",
  placeItems: "center",
  width: "144px",
  height: "144px",
  borderRadius: "$pill",
  backgroundColor: "$cream",
  "& img": { width: "96px", height: "84px" },
  // The spinner rings the stamp.
  "& > span": { position: "absolute", inset: "-6px", width: "auto", height: "auto", borderWidth: "3px" },
});

const Title = styled("h2", { fontSize: "$xl", fontWeight: "$bold", lineHeight: "$tight" });
const Text = styled("p", {
  maxWidth: "300px",
  fontSize: "$sm",
  color: "$textSub",
  lineHeight: "$normal",
  wordBreak: "keep-all",
});

export function SendWaiting({ stampImage }: { stampImage: string }) {
  return (
    <Wrap role="status" aria-live="polite">
      <Art>
        <Spinner size="lg" />
        <img src={stampImage || "/images/logo.svg"} alt="" width={96} height={84} />
      </Art>
      <Title>{SEND_MESSAGES.sending}</Title>
      <Text>카카오톡에서 채팅방을 골라 메시지를 보내면 자동으로 다음 화면으로 넘어가요.</Text>
      <Text>공유 창을 닫았다면 아래 버튼으로 다시 보낼 수 있어요.</Text>
    </Wrap>
  );
}
