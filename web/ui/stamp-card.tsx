// The stamp summary card (SPEC §2): the stamp's image, its name, and 'count/total' (this group's
// count over the count across all the member's groups). The caller lays cards out in a list.
import { styled } from "./theme";
import { VisuallyHidden } from "./visually-hidden";

const Card = styled("div", {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$1",
  minWidth: "96px",
  padding: "$3 $2",
  borderRadius: "$lg",
  backgroundColor: "$cream",
  boxShadow: "inset 0 0 0 1px $colors$creamDeep",
  textAlign: "center",
});

// Stamp art is 144×125; the card shows it at the same ratio.
const Art = styled("img", { width: "64px", height: "56px", objectFit: "contain" });

const Name = styled("p", {
  maxWidth: "100%",
  overflow: "hidden",
  fontSize: "$xs",
  fontWeight: "$medium",
  color: "$textSub",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

const Count = styled("p", {
  fontSize: "$sm",
  color: "$textMuted",
  fontVariantNumeric: "tabular-nums",
  "& strong": { fontSize: "$lg", fontWeight: "$bold", color: "$honeyDark" },
});

export type StampCardProps = {
  imageUrl: string;
  stampName: string;
  /** How many of this stamp the group holds. */
  count: number;
  /** How many of this stamp across all the member's groups. */
  totalCount: number;
  className?: string;
};

export function StampCard({ imageUrl, stampName, count, totalCount, className }: StampCardProps) {
  return (
    <Card className={className}>
      <Art src={imageUrl} alt="" width={64} height={56} />
      <Name>{stampName}</Name>
      <Count>
        <span aria-hidden="true">
          <strong>{count}</strong>/{totalCount}
        </span>
        <VisuallyHidden>{`전체 ${totalCount}개 중 ${count}개`}</VisuallyHidden>
      </Count>
    </Card>
  );
}
