// Letters on a jar's page: the writer's own (고치기, 지우기) and, for the jar's creator, every letter
// with 숨기기 to keep the jar kind. Removing asks first (ConfirmDialog). Once the jar is kept, the
// writer's own letters carry the keeper's reaction and nothing to change (decision 036); a letter sent
// without a name says so to its writer, and one the creator hid says that, with nothing to change (the
// host refuses it). The creator's hidden letters offer 되돌리기, which needs no asking: it undoes.
import { GENERIC_ERROR } from "@contract/errors";
import type { Letter } from "@contract/jar";
import type { Stamp } from "@contract/stamp";
import { useState } from "react";
import { ApiError } from "../../api/api-error";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { LetterPicture } from "../../ui/letter-picture";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";
import { JAR_PAGE_MESSAGES } from "./jar-messages";
import { JAR_REACTION_MARKS, receivedReactionLabel } from "./jar-reactions";

const List = styled("ul", { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "$3" });
const Item = styled("li", {
  display: "grid",
  gap: "$2",
  padding: "$4",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
});
// On a narrow phone the marks make way for the writer's name, which keeps to one line.
const Top = styled("p", {
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "$1 $2",
  fontSize: "$sm",
  fontWeight: "$bold",
  "& img": { width: "32px", height: "28px" },
});
const Writer = styled("span", { whiteSpace: "nowrap" });
const Guest = styled("span", { fontSize: "$xs", fontWeight: "$medium", color: "$textSub", whiteSpace: "nowrap" });
const Anonymous = styled("span", {
  padding: "0 $2",
  borderRadius: "$pill",
  backgroundColor: "$gray100",
  color: "$textSub",
  fontSize: "$xs",
  fontWeight: "$bold",
  whiteSpace: "nowrap",
});
const HiddenMark = styled("span", {
  padding: "0 $2",
  borderRadius: "$pill",
  backgroundColor: "$gray100",
  color: "$danger",
  fontSize: "$xs",
  fontWeight: "$bold",
  whiteSpace: "nowrap",
});
const Reaction = styled("p", {
  margin: 0,
  justifySelf: "start",
  display: "inline-flex",
  alignItems: "center",
  gap: "$1",
  padding: "$1 $3",
  borderRadius: "$pill",
  backgroundColor: "$cream",
  fontSize: "$sm",
  fontWeight: "$bold",
  color: "$honeyDark",
});
const Content = styled("p", {
  margin: 0,
  fontSize: "$md",
  lineHeight: "$normal",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});
const Actions = styled("div", { display: "flex", gap: "$2", justifyContent: "flex-end" });
// Each of the creator's and the writer's buttons is its own form, posted to the page without script
// (decision 042); with script, the same button asks first or undoes through the app's own call.
const ActionForm = styled("form", { display: "contents" });

/** What a writer reads on their letter the creator hid (docs/api.md: `hidden` in `mine`). */
export const HIDDEN_MARK = "만든 사람이 숨긴 편지예요";

export type LetterAction = { label: string; onClick: (letter: Letter) => void };

type Props = {
  letters: Letter[];
  catalogue?: Stamp[];
  /** 고치기 (a writer's own letters). */
  onEdit?: (letter: Letter) => void;
  /** The remove call, and its words: the writer's 지우기 or the creator's 숨기기; none once kept. */
  remove?: { label: "지우기" | "숨기기"; run: (letterId: number) => Promise<unknown>; done: string };
  /** The creator's 되돌리기 of a hidden letter, until the day. */
  restore?: { run: (letterId: number) => Promise<unknown>; done: string };
  label: string;
  /** The writer's own letters: an anonymous one says it was sent without a name. */
  own?: boolean;
  /** The jar page's address: 지우기, 숨기기 and 되돌리기 post there without script. */
  action?: string;
};

export function LetterList({ letters, catalogue, onEdit, remove, restore, label, own = false, action }: Props) {
  const toast = useToast();
  const [asking, setAsking] = useState<Letter | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!asking || !remove) return;
    setBusy(true);
    try {
      await remove.run(asking.letterId);
      toast.show(remove.done);
      setAsking(null);
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const [restoring, setRestoring] = useState<number | null>(null);
  const undo = async (letterId: number) => {
    if (!restore || restoring !== null) return;
    setRestoring(letterId);
    try {
      await restore.run(letterId);
      toast.show(restore.done);
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : GENERIC_ERROR);
    } finally {
      setRestoring(null);
    }
  };

  return (
    <>
      <List aria-label={label}>
        {letters.map((letter) => {
          const stamp = catalogue?.find((s) => s.id === letter.honeyStampId);
          const changeable = !(own && letter.hidden);
          return (
            <Item key={letter.letterId}>
              <Top>
                {stamp && <img src={stamp.imageUrl} alt={stamp.stampName} width={32} height={28} />}
                <Writer>From. {letter.writerName}</Writer>
                {letter.guest && <Guest>손님</Guest>}
                {own && letter.anonymous && <Anonymous>익명으로 보냈어요</Anonymous>}
                {own && letter.hidden && <HiddenMark>{HIDDEN_MARK}</HiddenMark>}
              </Top>
              <Content>{letter.content}</Content>
              {letter.photoUrl && <LetterPicture url={letter.photoUrl} />}
              {letter.reaction && (
                <Reaction role="img" aria-label={receivedReactionLabel(letter.reaction)}>
                  <span aria-hidden="true">{JAR_REACTION_MARKS[letter.reaction].mark}</span>
                  <span aria-hidden="true">{JAR_REACTION_MARKS[letter.reaction].label}</span>
                </Reaction>
              )}
              {changeable && (onEdit || remove || restore) && (
                <Actions>
                  {restore && (
                    <ActionForm
                      method="post"
                      action={action}
                      onSubmit={(event) => {
                        event.preventDefault();
                        void undo(letter.letterId);
                      }}
                    >
                      <input type="hidden" name="intent" value="unhide" />
                      <input type="hidden" name="letterId" value={letter.letterId} />
                      <Button type="submit" variant="secondary" pending={restoring === letter.letterId}>
                        되돌리기
                      </Button>
                    </ActionForm>
                  )}
                  {onEdit && (
                    <Button variant="secondary" onClick={() => onEdit(letter)}>
                      고치기
                    </Button>
                  )}
                  {remove && (
                    <ActionForm
                      method="post"
                      action={action}
                      onSubmit={(event) => {
                        event.preventDefault();
                        setAsking(letter);
                      }}
                    >
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="letterId" value={letter.letterId} />
                      <Button type="submit" variant="secondary">
                        {remove.label}
                      </Button>
                    </ActionForm>
                  )}
                </Actions>
              )}
            </Item>
          );
        })}
      </List>
      {remove && (
        <ConfirmDialog
          open={asking !== null}
          title={remove.label === "숨기기" ? "이 편지를 숨길까요?" : "이 편지를 지울까요?"}
          description={remove.label === "숨기기" ? JAR_PAGE_MESSAGES.hideAsk : "지운 편지는 되돌릴 수 없어요."}
          confirmText={remove.label}
          cancelText="취소"
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
