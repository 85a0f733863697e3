// Decision 022: the praise's own sender on its landing (where a keeper's answer sent through KakaoTalk
// opens) sees who kept it and how each answered. Loaded only for the sender, so nobody else's first
// load carries it.
import { keepersOf } from "@contract/keepers";
import { KeptReceipt } from "../../ui/kept-receipt";
import { styled } from "../../ui/theme";

const Section = styled("section", { display: "flex", flexDirection: "column", gap: "$2" });

export function SenderKeepers({ praise }: { praise: Parameters<typeof keepersOf>[0] }) {
  return (
    <Section aria-label="내 꿀을 담은 사람" data-testid="sender-keepers">
      <KeptReceipt keepers={keepersOf(praise)} size="md" />
    </Section>
  );
}
