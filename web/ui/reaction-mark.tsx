// A keeper's honey reaction as the sender sees it: the word's icon and
// '이달콤님이 ‘고마워요’ 꿀을 보냈어요'. Nothing when there is none.
import { honorific } from "@contract/honorific";
import { type ReactionCode, reactionOf } from "@contract/reaction";
import { styled } from "./theme";

// A span: on the sent list it sits inside the item's button.
const Mark = styled("span", {
  display: "inline-flex",
  alignItems: "center",
  gap: "$1",
  fontSize: "$xs",
  fontWeight: "$bold",
  lineHeight: "$normal",
  color: "$honeyDark",
  "& > img": { flexShrink: 0 },
  variants: {
    size: {
      sm: { "& > img": { width: "22px", height: "19px" } },
      md: {
        padding: "$1 $3 $1 $2",
        borderRadius: "$pill",
        backgroundColor: "$cream",
        fontSize: "$sm",
        "& > img": { width: "32px", height: "28px" },
      },
    },
  },
  defaultVariants: { size: "sm" },
});

export const reactionSentence = (name: string, code: ReactionCode) =>
  `${honorific(name)}이 ‘${reactionOf(code).label}’ 꿀로 답했어요`;

export type ReactionMarkProps = {
  name: string;
  reaction: ReactionCode | null | undefined;
  size?: "sm" | "md";
  /** Beside the keeper's name already (the keeper list, decision 022): the word alone. */
  wordOnly?: boolean;
};

export function ReactionMark({ name, reaction, size = "sm", wordOnly = false }: ReactionMarkProps) {
  if (!reaction) return null;
  const { imageUrl, label } = reactionOf(reaction);
  return (
    <Mark size={size} data-testid="reaction-mark">
      <img src={imageUrl} alt="" width={32} height={28} />
      {wordOnly ? `‘${label}’` : reactionSentence(name, reaction)}
    </Mark>
  );
}

/** The sent list: several keepers' answers as their icons and a count. */
export function ReactionMarks({ reactions }: { reactions: readonly ReactionCode[] }) {
  return (
    <Mark size="sm" data-testid="reaction-mark">
      {reactions.slice(0, 4).map((code, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same answer may come twice; the order is fixed
        <img key={i} src={reactionOf(code).imageUrl} alt="" width={32} height={28} />
      ))}
      {`${reactions.length}명이 꿀로 답했어요`}
    </Mark>
  );
}
