// The landing's answer to a saved praise: the shared picker, sending through the reactions call.
// Loaded only when the viewer may answer, so the landing's first load carries neither.
import type { ReactionCode } from "@contract/reaction";
import { useSendReaction } from "../../api/reactions";
import { ReactionPicker } from "../../ui/reaction-picker";

export function LandingReaction(props: {
  receivePraiseId: number;
  initial: ReactionCode | null | undefined;
  senderName: string;
}) {
  const send = useSendReaction(props.receivePraiseId);
  return <ReactionPicker initial={props.initial} senderName={props.senderName} send={send} />;
}
