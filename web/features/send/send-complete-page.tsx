// /compliment/send/complete: the praise reached KakaoTalk. '확인' returns home, done with the praise.

import { honorific } from "@contract/honorific";
import { keepersOf } from "@contract/keepers";
import { receiversLabel } from "@contract/receiver-names";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { clientConfigQuery } from "../../api/config";
import { pollIntervals, sendQueries } from "../../api/send";
import { forgetSentPraise, readSentPraise } from "../../lib/drafts";
import { Button } from "../../ui/button";
import { KeptReceipt } from "../../ui/kept-receipt";
import { keyframes, styled } from "../../ui/theme";

const pop = keyframes({
  "0%": { opacity: 0, transform: "scale(0.6) rotate(-18deg)" },
  "70%": { opacity: 1, transform: "scale(1.08) rotate(-6deg)" },
  "100%": { transform: "scale(1) rotate(-8deg)" },
});

const Page = styled("div", {
  display: "flex",
  flexDirection: "column",
  minHeight: "100dvh",
  background: "linear-gradient(180deg, $cream 0%, $white 70%)",
});

const Main = styled("main", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "$4",
  padding: "$10 $5",
  textAlign: "center",
});

const Art = styled("div", {
  position: "relative",
  width: "176px",
  height: "176px",
  marginBottom: "$4",
  "& > img:first-child": { width: "176px", height: "176px" },
  "& > img + img": {
    position: "absolute",
    right: "-28px",
    bottom: "-8px",
    width: "104px",
    height: "90px",
    transform: "rotate(-8deg)",
    animation: `${pop} 0.6s ease-out both 0.2s`,
  },
});

const Title = styled("h1", { fontSize: "$2xl", fontWeight: "$bold", lineHeight: "$tight", wordBreak: "keep-all" });
const Text = styled("p", { fontSize: "$md", color: "$textSub", lineHeight: "$normal", wordBreak: "keep-all" });
const Receipt = styled("div", {
  minHeight: "40px",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$2",
});
const Actions = styled("div", { padding: "$3 $5 calc($5 + env(safe-area-inset-bottom, 0px))" });

export function SendCompletePage() {
  const navigate = useNavigate();
  // Read once: the praise just delivered (forgotten on '확인').
  const [sentPraise] = useState(() => readSentPraise());
  const receivers = sentPraise?.receivers ?? [];
  const receiver = receiversLabel(receivers);
  const sent = useLocation().state as { sentUuid?: unknown; sendStatus?: unknown } | null;
  const uuid = typeof sent?.sentUuid === "string" ? sent.sentUuid : "";
  // Shared to 나와의 채팅 (Kakao's MemoChat): it has not reached the receiver yet, and the page says so.
  const toMyself = sent?.sendStatus === "MYSELF";
  // Cached from the letter page (its share needed it); asked again only after a reload here.
  const config = useQuery(clientConfigQuery);
  const receipt = useQuery({
    ...sendQueries.receipt(uuid, pollIntervals(config.data).receipt),
    enabled: uuid !== "",
  });

  return (
    <Page>
      <Main>
        <Art>
          <img src="/images/logo.svg" alt="" width={176} height={176} />
          {sentPraise?.honeyStampImage && <img src={sentPraise.honeyStampImage} alt="" width={104} height={90} />}
        </Art>
        {toMyself ? (
          <>
            <Title>나와의 채팅에 꿀을 보냈어요!</Title>
            <Text>
              {receiver ? `${honorific(receiver)}에게` : "받는 분에게"} 전달하면
              <br />
              꿀단지에 담을 수 있어요.
            </Text>
          </>
        ) : (
          <>
            <Title>{receiver ? `${honorific(receiver)}에게 꿀을 전달했어요!` : "꿀을 전달했어요!"}</Title>
            <Text>
              따뜻한 칭찬 한마디가
              <br />
              팀을 더 달콤하게 만들어요.
            </Text>
          </>
        )}
        {/* Polite live region: announced when the receiver keeps it while the sender is still here. */}
        <Receipt aria-live="polite">
          {receiver && receipt.data && (
            <KeptReceipt keepers={keepersOf({ ...receipt.data, receiverName: receivers[0] ?? receiver })} size="md" />
          )}
        </Receipt>
      </Main>
      <Actions>
        <Button
          fullWidth
          onClick={() => {
            forgetSentPraise();
            void navigate("/", { replace: true });
          }}
        >
          확인
        </Button>
      </Actions>
    </Page>
  );
}
