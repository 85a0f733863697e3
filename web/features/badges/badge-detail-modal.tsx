// A tapped badge's description in a small modal: the art, what earns it, and when (or that it is
// still to come).
import type { Badge } from "@contract/badge";
import { Modal } from "../../ui/modal";
import { styled } from "../../ui/theme";
import { earnedLabel } from "./earned-date";

const Body = styled("div", {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$3",
  paddingBottom: "$2",
  textAlign: "center",
});
const Art = styled("img", { width: "120px", height: "120px", variants: { locked: { true: { opacity: 0.55 } } } });
const Description = styled("p", { fontSize: "$md", color: "$text", lineHeight: "$normal" });
const Status = styled("p", {
  padding: "$1 $3",
  borderRadius: "$pill",
  fontSize: "$xs",
  fontWeight: "$bold",
  variants: {
    earned: {
      true: { backgroundColor: "$creamDeep", color: "$honeyDark" },
      false: { backgroundColor: "$gray100", color: "$textMuted" },
    },
  },
});

export function BadgeDetailModal({ badge, onClose }: { badge: Badge | undefined; onClose: () => void }) {
  const earned = badge?.completedDate != null;
  return (
    <Modal open={badge !== undefined} title={badge?.name ?? ""} onClose={onClose} hideFooter maxWidth={320}>
      {badge && (
        <Body>
          <Art src={badge.imageUrl} alt="" width={120} height={120} locked={!earned} />
          <Description>{badge.description}</Description>
          <Status earned={earned}>{earned ? earnedLabel(badge.completedDate) : "아직 획득하지 못했어요"}</Status>
        </Body>
      )}
    </Modal>
  );
}
