// Every letter of a jar on its opening page (decision 036): revealed one after another (at once for
// those who ask for less motion) to whoever holds the link on the day. Once kept, the keeper answers
// each letter with one of five reactions: a toggle per reaction (aria-pressed), a second tap takes it
// back; a tap while the letter's answer is in flight is not taken, so two answers never race.
import type { JarReaction, Letter } from "@contract/jar";
import { JAR_REACTIONS } from "@contract/jar";
import type { Stamp } from "@contract/stamp";
import { LetterPicture } from "../../ui/letter-picture";
import { keyframes, styled } from "../../ui/theme";
import { JAR_REACTION_MARKS } from "./jar-reactions";

const rise = keyframes({
  from: { opacity: 0, transform: "translateY(12px) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

const List = styled("ol", { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "$3" });
const Item = styled("li", {
  display: "grid",
  gap: "$3",
  padding: "$4",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "0 2px 10px rgba(138, 98, 0, 0.12)",
  animation: `${rise} 0.5s ease both`,
  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
  // On paper (the keepsake): each letter whole on its page, outlined rather than shadowed.
  "@media print": { animation: "none", boxShadow: "none", border: "1px solid #e5e5e5", breakInside: "avoid" },
});
const From = styled("p", {
  margin: 0,
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: "$2",
  fontWeight: "$bold",
  fontSize: "$sm",
  "& img": { width: "32px", height: "28px" },
});
const Guest = styled("span", { fontSize: "$xs", fontWeight: "$medium", color: "$textSub" });
const Content = styled("p", { margin: 0, lineHeight: "$normal", whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
const Reactions = styled("div", {
  display: "grid",
  gridTemplateColumns: "repeat(5, minmax(0, 1fr))",
  gap: "$1",
  paddingTop: "$2",
  borderTop: "1px solid $gray100",
});
const ReactionButton = styled("button", {
  all: "unset",
  boxSizing: "border-box",
  display: "grid",
  placeItems: "center",
  minHeight: "44px",
  borderRadius: "$md",
  fontSize: "22px",
  lineHeight: 1,
  // The phone's colour emoji where it has them; ♥ is a text glyph, drawn red.
  fontFamily: '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", $body',
  color: "$text",
  "&[data-reaction='HEART']": { color: "$danger" },
  cursor: "pointer",
  transition: "background-color 0.15s ease, transform 0.1s ease",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "&:active": { transform: "scale(0.94)" },
  "&[aria-pressed='true']": { backgroundColor: "$cream", boxShadow: "inset 0 0 0 2px $colors$honeyDeep" },
  "&[aria-busy='true']": { cursor: "progress" },
});

/** Letters after the first dozen arrive without waiting their turn. */
const STAGGER_MAX = 12;

type Props = {
  letters: Letter[];
  catalogue?: Stamp[];
  /** The keeper's reactions: shown only to them, once the jar is kept. */
  react?: { onPick: (letter: Letter, reaction: JarReaction | null) => void; busy: ReadonlySet<number> };
};

export function OpeningLetters({ letters, catalogue, react }: Props) {
  return (
    <List aria-label="꿀단지의 편지">
      {letters.map((letter, index) => {
        const stamp = catalogue?.find((s) => s.id === letter.honeyStampId);
        const busy = react?.busy.has(letter.letterId) === true;
        return (
          <Item key={letter.letterId} css={{ animationDelay: `${Math.min(index, STAGGER_MAX) * 0.12}s` }}>
            <From>
              {stamp && <img src={stamp.imageUrl} alt={stamp.stampName} width={32} height={28} />}
              <span>From. {letter.writerName}</span>
              {letter.guest && !letter.anonymous && <Guest>손님</Guest>}
            </From>
            <Content>{letter.content}</Content>
            {letter.photoUrl && <LetterPicture url={letter.photoUrl} />}
            {react && (
              <Reactions role="group" aria-label={`From. ${letter.writerName}의 편지에 반응 남기기`}>
                {JAR_REACTIONS.map((reaction) => {
                  const pressed = letter.reaction === reaction;
                  return (
                    <ReactionButton
                      key={reaction}
                      type="button"
                      data-reaction={reaction}
                      aria-pressed={pressed}
                      aria-busy={busy || undefined}
                      aria-label={JAR_REACTION_MARKS[reaction].label}
                      onClick={() => {
                        if (!busy) react.onPick(letter, pressed ? null : reaction);
                      }}
                    >
                      <span aria-hidden="true">{JAR_REACTION_MARKS[reaction].mark}</span>
                    </ReactionButton>
                  );
                })}
              </Reactions>
            )}
          </Item>
        );
      })}
    </List>
  );
}
