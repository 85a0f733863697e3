// Continuing the relay from a praise the member kept — the send flow opens with the relay
// recorded (relayOf), the letter they may have been writing kept. Offered where the praise host
// declares the relay (the worker's client settings) and the praise is known by its uuid.
import { useClientConfig } from "../api/config";
import { startSendDraft } from "./drafts";
import { useNavigateTo } from "./nav";

/** What '릴레이 이어가기' does for the praise `uuid` from `senderName`; undefined where it is not offered. */
export function useContinueRelay(uuid: string | undefined, senderName: string) {
  // The landing may be the worker's drawn page, without the router: its own way to the full app.
  const navigate = useNavigateTo();
  const relay = useClientConfig()?.relay ?? false;
  if (!relay || !uuid) return undefined;
  return () => {
    startSendDraft({ relayOf: uuid, relayFrom: senderName, sendKey: null });
    navigate("/compliment/send/target");
  };
}
