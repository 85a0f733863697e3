// Issue 29.3: '릴레이 이어가기' on a praise the member kept — the send flow opens with the relay
// recorded (relayOf), the letter they may have been writing kept. Offered where the praise host
// declares the relay (the worker's client settings).
import { useQuery } from "@tanstack/react-query";
import { clientConfigQuery } from "../../api/config";
import { readSendDraft, writeSendDraft } from "../../lib/drafts";
import { useNavigateTo } from "../../lib/nav";
import { Button } from "../../ui/button";
import { styled } from "../../ui/theme";

const Box = styled("div", {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "$3",
  "& p": { margin: 0, fontSize: "$sm", color: "$textSub", wordBreak: "keep-all" },
});

export function RelayAction({ uuid, senderName }: { uuid: string; senderName: string }) {
  // The landing may be the worker's drawn page, without the router: its own way to the full app.
  const navigate = useNavigateTo();
  const relay = useQuery(clientConfigQuery).data?.relay ?? false;
  if (!relay) return null;
  return (
    <Box>
      <p>받은 칭찬을 다른 팀원에게 이어가 보세요.</p>
      <Button
        variant="secondary"
        onClick={() => {
          writeSendDraft({ ...readSendDraft(), relayOf: uuid, relayFrom: senderName, sendKey: null });
          navigate("/compliment/send/target");
        }}
      >
        릴레이 이어가기
      </Button>
    </Box>
  );
}
