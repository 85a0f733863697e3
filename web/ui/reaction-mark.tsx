// Issue 15: the receiver's honey reaction as the sender sees it: the word's icon and
// '이달콤님이 ‘고마워요’ 꿀을 보냈어요'. Nothing when there is none.
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

export const reactionSentence = (receiverName: string, code: ReactionCode) =>
  `${receiverName}님이 ‘${reactionOf(code).label}’ 꿀로 답했어요`;

export type ReactionMarkProps = { receiverName: string; reaction: ReactionCode | null | undefined; size?: "sm" | "md" };

export function ReactionMark({ receiverName, reaction, size = "sm" }: ReactionMarkProps) {
  if (!reaction) return null;
  const { imageUrl } = reactionOf(reaction);
  return (
    <Mark size={size} data-testid="reaction-mark">
      <img src={imageUrl} alt="" width={32} height={28} />
      {reactionSentence(receiverName, reaction)}
    </Mark>
  );
}
