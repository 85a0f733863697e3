// Continuing the relay from a praise the member kept — the send flow opens with the relay
// recorded (relayOf), the letter they may have been writing kept. Offered where the praise host
// declares the relay (the worker's client settings, or, on a drawn landing before they are read,
// what the worker drew it with) and the praise is known by its uuid. '릴레이 이어가기' is a link to the
// send flow with the relay in its address (it works before the page listens, decision 043); once
// the page listens, it records the relay and moves in place.
import { useClientConfig } from "../api/config";
import { startSendDraft } from "./drafts";
import { useNavigateTo } from "./nav";

const SEND_TARGET = "/compliment/send/target";

/** The send flow's first step continuing the relay of the praise `uuid` from `senderName`. */
export const relayHref = (uuid: string, senderName: string) =>
  `${SEND_TARGET}?${new URLSearchParams({ relayOf: uuid, relayFrom: senderName })}`;

/**
 * The relay an address of the send flow carries (the link above followed before the page listened),
 * recorded in the send draft as the link's script would have. Whether there was one.
 */
export const takeRelayFrom = (search: string) => {
  const params = new URLSearchParams(search);
  const relayOf = params.get("relayOf");
  if (!relayOf) return false;
  startSendDraft({ relayOf, relayFrom: params.get("relayFrom") ?? "", sendKey: null });
  return true;
};

/**
 * '릴레이 이어가기' for the praise `uuid` from `senderName`: its address and what a tap does once the
 * page listens; undefined where it is not offered. `drawnOffer`: whether the worker drew the page
 * offering it (the client settings are not read yet while the page hydrates).
 */
export function useContinueRelay(uuid: string | undefined, senderName: string, drawnOffer = false) {
  // The landing may be the worker's drawn page, without the router: its own way to the full app.
  const navigate = useNavigateTo();
  const relay = useClientConfig()?.relay ?? drawnOffer;
  if (!relay || !uuid) return undefined;
  return {
    href: relayHref(uuid, senderName),
    onContinue: () => {
      startSendDraft({ relayOf: uuid, relayFrom: senderName, sendKey: null });
      navigate(SEND_TARGET);
    },
  };
}
