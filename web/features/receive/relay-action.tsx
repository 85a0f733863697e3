// The landing's '릴레이 이어가기', as its own chunk (only a member who kept it loads it).
import { useContinueRelay } from "../../lib/relay";
import { RelayContinue } from "../../ui/relay-continue";

export function RelayAction({ uuid, senderName }: { uuid: string; senderName: string }) {
  const onContinue = useContinueRelay(uuid, senderName);
  return onContinue ? <RelayContinue onContinue={onContinue} /> : null;
}
