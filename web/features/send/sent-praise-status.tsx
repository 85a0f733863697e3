// Where a praise this flow already made stands (sent, delivered, kept), shown when the flow is opened
// again after its share (back, a reload): the praise is never written a second time from here, only
// shared again, or left for a new one.

import { honorific } from "@contract/honorific";
import { keepersOf } from "@contract/keepers";
import { receiversLabel } from "@contract/receiver-names";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { ApiError } from "../../api/api-error";
import { clientConfigQuery } from "../../api/config";
import { pollIntervals, sendQueries } from "../../api/send";
import { getSession } from "../../api/session";
import type { SentPraise } from "../../lib/drafts";
import { shareFailed } from "../../lib/kakao-sdk";
import { Button } from "../../ui/button";
import { KeptReceipt } from "../../ui/kept-receipt";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { Heading, SendLayout } from "./send-layout";
import { SentStages, type Stage } from "./sent-stages";
import { useSharePraise } from "./share-praise";

const Intro = styled("div", { display: "flex", flexDirection: "column", gap: "$2" });
const Sub = styled("p", { fontSize: "$sm", color: "$textSub", lineHeight: "$normal", wordBreak: "keep-all" });
const Letter = styled("figure", {
  display: "flex",
  gap: "$3",
  alignItems: "flex-start",
  margin: 0,
  padding: "$4",
  borderRadius: "$lg",
  backgroundColor: "$cream",
  "& > img": { flexShrink: 0, width: "56px", height: "49px" },
  "& figcaption": { fontSize: "$xs", fontWeight: "$bold", color: "$honeyDark" },
  "& blockquote": {
    margin: "$1 0 0",
    fontSize: "$sm",
    lineHeight: "$normal",
    whiteSpace: "pre-line",
    wordBreak: "keep-all",
    display: "-webkit-box",
    WebkitLineClamp: 4,
    WebkitBoxOrient: "vertical",
    overflow: "hidden",
  },
});
const Checking = styled("p", {
  display: "flex",
  alignItems: "center",
  gap: "$2",
  minHeight: "40px",
  fontSize: "$sm",
  color: "$textSub",
});
const Note = styled("p", { fontSize: "$xs", color: "$textMuted", lineHeight: "$normal", wordBreak: "keep-all" });

export function SentPraiseStatus({
  sent,
  onBack,
  onNew,
}: {
  sent: SentPraise;
  onBack: () => void;
  /** '새 꿀 보내기': forget this praise and open an empty form. */
  onNew: () => void;
}) {
  const navigate = useNavigate();
  const config = useQuery(clientConfigQuery);
  const receipt = useQuery(sendQueries.receipt(sent.uuid, pollIntervals(config.data).receipt));
  const { share, sharing } = useSharePraise();
  const receiver = receiversLabel(sent.receivers);
  const check = receipt.data;
  const keepers = check ? keepersOf({ ...check, receiverName: sent.receivers[0] ?? receiver }) : [];
  const stage: Stage = keepers.length > 0 ? "kept" : check && check.sendStatus !== "FAIL" ? "delivered" : "sent";
  const gone = receipt.error instanceof ApiError && receipt.error.status === 404;

  // Not this member's praise (another member logged in on this phone since), or gone: a new one.
  useEffect(() => {
    if (gone) onNew();
  }, [gone, onNew]);

  const shareAgain = async () => {
    const outcome = await share({
      uuid: sent.uuid,
      ...(sent.shareToken ? { shareToken: sent.shareToken } : {}),
      sender: getSession().userName ?? "",
      receiver,
      content: sent.content,
    });
    // Not delivered yet: wait for KakaoTalk's word as right after the send (back returns here) — unless
    // KakaoTalk never had the message (no SDK, or it refused): then this page stays, to share it later.
    if (stage === "sent" && !shareFailed(outcome))
      void navigate("/compliment/send/content", { state: { sendingUuid: sent.uuid } });
  };

  return (
    <SendLayout
      onBack={onBack}
      actions={
        <>
          <Button variant="secondary" onClick={onNew} disabled={sharing}>
            새 꿀 보내기
          </Button>
          <Button onClick={() => void shareAgain()} pending={sharing}>
            다시 공유하기
          </Button>
        </>
      }
    >
      <Intro>
        <Heading>이미 보낸 꿀이에요</Heading>
        <Sub>같은 꿀은 한 번만 보내져요. 다시 공유해도 새 꿀이 생기지 않아요.</Sub>
      </Intro>
      <Letter>
        <img src={sent.honeyStampImage || "/images/logo.svg"} alt="" width={56} height={49} />
        <div>
          <figcaption>{`To. ${receiver}`}</figcaption>
          <blockquote>{sent.content}</blockquote>
        </div>
      </Letter>
      <div aria-live="polite">
        {check ? (
          <SentStages stage={stage} />
        ) : (
          <Checking role="status">
            <Spinner size="sm" />
            보낸 꿀을 확인하고 있어요…
          </Checking>
        )}
      </div>
      {check && stage === "sent" && (
        <Sub>아직 카카오톡으로 전달되지 않았어요. 공유 창을 닫았다면 다시 공유해주세요.</Sub>
      )}
      {check && stage === "delivered" && (
        <Sub>
          {check.sendStatus === "MYSELF"
            ? `나와의 채팅에 보냈어요. ${honorific(receiver)}에게 전달하면 꿀단지에 담을 수 있어요.`
            : `${honorific(receiver)}에게 전달했어요. 꿀단지에 담으면 여기에서 알려드려요.`}
        </Sub>
      )}
      {stage === "kept" && <KeptReceipt keepers={keepers} size="md" />}
      <Note>다른 팀원에게 보내려면 ‘새 꿀 보내기’를 눌러주세요.</Note>
    </SendLayout>
  );
}
