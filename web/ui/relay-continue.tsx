// '릴레이 이어가기' under a praise the member kept (the landing, the received detail).
import { Button } from "./button";
import { styled } from "./theme";

const Box = styled("div", {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "$3",
  "& p": { margin: 0, fontSize: "$sm", color: "$textSub", wordBreak: "keep-all" },
  // The action keeps its words on one line; the sentence beside it wraps instead.
  "& > button": { flexShrink: 0, whiteSpace: "nowrap" },
});

export function RelayContinue({ onContinue }: { onContinue: () => void }) {
  return (
    <Box>
      <p>받은 칭찬을 다른 팀원에게 이어가 보세요.</p>
      <Button variant="secondary" onClick={onContinue}>
        릴레이 이어가기
      </Button>
    </Box>
  );
}
