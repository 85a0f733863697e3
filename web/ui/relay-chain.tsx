// A praise's relay chain as its landing and its detail show it — 'N번째 릴레이' and the
// people from the first sender to this praise's receivers ('김꿀벌 → 이달콤 → 박성실').
import { relayPeople } from "@contract/receiver-names";
import type { RelayStep } from "@contract/relay";
import { styled } from "./theme";

const Box = styled("section", {
  display: "flex",
  flexDirection: "column",
  gap: "$1",
  padding: "$3 $4",
  borderRadius: "$md",
  backgroundColor: "$cream",
  boxShadow: "inset 0 0 0 1px $colors$creamDeep",
  "& h3": { margin: 0, fontSize: "$sm", fontWeight: "$bold", color: "$honeyDark" },
  "& p": { margin: 0, fontSize: "$sm", color: "$text", wordBreak: "keep-all", lineHeight: "$normal" },
});

export function RelayChain({ steps, length }: { steps: readonly RelayStep[]; length: number }) {
  if (steps.length === 0) return null;
  return (
    <Box aria-label="칭찬 릴레이" data-testid="relay-chain">
      <h3>칭찬 릴레이 · {length}번째 릴레이</h3>
      <p>{relayPeople(steps, length).join(" → ")}</p>
    </Box>
  );
}
