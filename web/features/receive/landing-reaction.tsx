// The landing's answer to a saved praise: the shared picker, sending through the reactions call.
// Loaded only when the viewer may answer, so the landing's first load carries neither. Drawn by the
// worker as a form it answers (decision 042): the answer works before and without the page's script.
import type { ReactionCode } from "@contract/reaction";
import { reactionFormPath } from "@contract/reaction-form";
import { useSendReaction } from "../../api/reactions";
import { useAnswerShare } from "../../lib/share-answer";
import { ReactionPicker } from "../../ui/reaction-picker";

export function LandingReaction(props: {
  receivePraiseId: number;
  initial: ReactionCode | null | undefined;
  senderName: string;
  uuid: string;
  content: string;
}) {
  const send = useSendReaction(props.receivePraiseId);
  const shareAnswer = useAnswerShare({ uuid: props.uuid, sender: props.senderName, content: props.content });
  const form = {
    action: reactionFormPath(props.uuid),
    fields: { receivePraiseId: String(props.receivePraiseId) },
  };
  return (
    <ReactionPicker
      initial={props.initial}
      senderName={props.senderName}
      send={send}
      shareAnswer={shareAnswer}
      form={form}
    />
  );
}
