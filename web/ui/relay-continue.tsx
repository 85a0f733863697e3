// '릴레이 이어가기' under a praise the member kept (the landing, the received detail): a link to the send
// flow with the relay in its address, so it works before the page listens; then the tap records the
// relay and moves in place (web/lib/relay.ts).
import { ButtonLink } from "./button";
import { styled } from "./theme";

const Box = styled("div", {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "$3",
  "& p": { margin: 0, fontSize: "$sm", color: "$textSub", wordBreak: "keep-all" },
  // The action keeps its words on one line; the sentence beside it wraps instead.
  "& > a": { flexShrink: 0, whiteSpace: "nowrap" },
});

export function RelayContinue({ href, onContinue }: { href: string; onContinue: () => void }) {
  return (
    <Box>
      <p>받은 칭찬을 다른 팀원에게 이어가 보세요.</p>
      <ButtonLink
        variant="secondary"
        href={href}
        onClick={(event) => {
          // A new tab or window is the browser's own; a plain tap moves in place.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onContinue();
        }}
      >
        릴레이 이어가기
      </ButtonLink>
    </Box>
  );
}
