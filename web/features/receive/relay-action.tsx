// The landing's '릴레이 이어가기', as its own chunk (only a member who kept it loads it). `drawnOffer`:
// the worker drew the landing offering the relay (its host takes it).
import { useContinueRelay } from "../../lib/relay";
import { RelayContinue } from "../../ui/relay-continue";

export function RelayAction({
  uuid,
  senderName,
  drawnOffer,
}: {
  uuid: string;
  senderName: string;
  drawnOffer: boolean;
}) {
  const relay = useContinueRelay(uuid, senderName, drawnOffer);
  return relay ? <RelayContinue {...relay} /> : null;
}
