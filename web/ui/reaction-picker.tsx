// The receiver answers a praise they saved with one honey reaction from a fixed set (no free
// text). A radio group: arrows move between the words, the choice is sent at once and can be changed.
// Never disabled while sending (focus would drop out of the group): a pick in flight ignores the next.
// The caller sends the answer (`send`, web/api/reactions.ts useSendReaction); a refusal puts the last
// accepted answer back and shows why. Given a `form`, the same group is a form the worker answers
// (decision 042): without script the browser posts the word picked, with a submit button drawn for a
// page without script only; hydrated, a pick is sent at once as before.
import { honorific } from "@contract/honorific";
import { REACTIONS, type ReactionCode } from "@contract/reaction";
import { REACTION_FAILED } from "@contract/reaction-form";
import { useId, useState } from "react";
import type { ShareOutcome } from "../lib/kakao-sdk";
import { Button } from "./button";
import { ShareIcon } from "./icons";
import { styled } from "./theme";
import { useToast } from "./toast";
import { useKakaoShare } from "./use-kakao-share";

const Fieldset = styled("fieldset", {
  margin: 0,
  padding: "$3",
  border: "none",
  borderRadius: "$lg",
  backgroundColor: "$cream",
  display: "flex",
  flexDirection: "column",
  gap: "$2",
  "& > legend": { float: "left", padding: 0, fontSize: "$sm", fontWeight: "$bold", color: "$text" },
});

const Hint = styled("p", { fontSize: "$xs", color: "$textMuted", lineHeight: "$normal" });

// What the share did, under its button: the sheet opened (KakaoTalk takes it from there).
const Shared = styled("p", {
  fontSize: "$xs",
  color: "$greenDeep",
  fontWeight: "$bold",
  textAlign: "center",
  // Kept in place (a live region) but empty: it takes no room, not even the column's gap.
  "&:empty": { marginTop: "calc(-1 * $space$2)" },
});

const Options = styled("div", { display: "grid", gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: "$2" });

const Option = styled("label", {
  position: "relative",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "2px",
  minHeight: "72px",
  padding: "$1",
  borderRadius: "$md",
  backgroundColor: "$white",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  fontSize: "$xs",
  fontWeight: "$bold",
  color: "$textSub",
  textAlign: "center",
  wordBreak: "keep-all",
  cursor: "pointer",
  "& > img": { width: "40px", height: "35px" },
  // The input covers the label (invisible), so a tap anywhere picks it and focus shows on the label.
  "& > input": { position: "absolute", inset: 0, margin: 0, opacity: 0, cursor: "inherit" },
  "&:has(input:focus-visible)": { outline: "3px solid $focus", outlineOffset: "2px" },
  "&:has(input:checked)": { boxShadow: "inset 0 0 0 2px $colors$honeyDeep", color: "$text" },
});

export type ReactionPickerProps = {
  /** The answer already given, if any. */
  initial: ReactionCode | null | undefined;
  senderName: string;
  /** Sends the answer; rejects with the reason to show when it was not accepted. */
  send: (reaction: ReactionCode) => Promise<unknown>;
  /**
   * Tells the sender the answer through a KakaoTalk share too ('카카오톡으로도 알리기'); left out
   * where the worker offers no answer template or the praise is not known by its uuid.
   */
  shareAnswer?: ((reaction: ReactionCode) => Promise<ShareOutcome>) | undefined;
  /** Where the words post without script, and the hidden fields that go with them. */
  form?: { action: string; fields: Record<string, string> } | undefined;
};

/** Said by the submit button of the picker's form, drawn for a page without script only. */
export const REACTION_SUBMIT = "이 말로 답하기";

export function ReactionPicker({ initial, senderName, send, shareAnswer, form }: ReactionPickerProps) {
  const id = useId();
  // The form's field is the word's name on the wire; a picker without a form keeps its group apart.
  const name = form ? "reaction" : id;
  const toast = useToast();
  const [sending, setSending] = useState(false);
  // One share sheet at a time (decision 023: the answer is sent once, as the praise and the relay are).
  const { share: openShare, sharing } = useKakaoShare();
  // The share sheet opened for the answer shown (a changed answer has not been shared yet).
  const [shared, setShared] = useState(false);
  // What the server last accepted: the radio group shows it, a failed change falls back to it.
  const [chosen, setChosen] = useState<ReactionCode | null>(initial ?? null);

  const pick = async (reaction: ReactionCode) => {
    if (reaction === chosen || sending) return;
    const previous = chosen;
    setChosen(reaction);
    setShared(false);
    setSending(true);
    try {
      await send(reaction);
    } catch (error) {
      setChosen(previous);
      toast.show((error instanceof Error && error.message) || REACTION_FAILED);
    } finally {
      setSending(false);
    }
  };

  const shareChosen = async (reaction: ReactionCode) => {
    if (!shareAnswer) return;
    const outcome = await openShare(() => shareAnswer(reaction));
    if (outcome) setShared(outcome === "opened");
  };

  const picker = (
    <Fieldset aria-busy={sending || undefined} data-testid="reaction-picker">
      <legend>{`${honorific(senderName)}에게 꿀로 답하기`}</legend>
      <Hint role="status">
        {chosen ? "답장을 보냈어요. 다른 말로 바꿀 수도 있어요." : "한 번 눌러 마음을 전해보세요."}
      </Hint>
      <Options>
        {REACTIONS.map((reaction) => (
          <Option key={reaction.code}>
            <input
              type="radio"
              name={name}
              value={reaction.code}
              checked={chosen === reaction.code}
              onChange={() => void pick(reaction.code)}
            />
            <img src={reaction.imageUrl} alt="" width={40} height={35} />
            {reaction.label}
          </Option>
        ))}
      </Options>
      {/* Decision 022's share, once the answer is sent: a quiet second way to tell the sender, never a
          second '보내기' beside '답장을 보냈어요' (one state per screen). */}
      {shareAnswer && chosen && (
        <Button
          variant="secondary"
          icon={<ShareIcon />}
          pending={sharing}
          disabled={sending}
          onClick={() => void shareChosen(chosen)}
        >
          카카오톡으로도 알리기
        </Button>
      )}
      {shareAnswer && chosen && <Shared role="status">{shared ? "카카오톡 공유 창을 열었어요" : ""}</Shared>}
      {/* Drawn by the worker and shown only where no script runs: React leaves a noscript's content alone. */}
      {form && (
        <noscript>
          <Button type="submit">{REACTION_SUBMIT}</Button>
        </noscript>
      )}
    </Fieldset>
  );
  if (!form) return picker;
  return (
    <form method="post" action={form.action}>
      {Object.entries(form.fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      {picker}
    </form>
  );
}
