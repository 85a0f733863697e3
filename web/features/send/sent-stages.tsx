// The three stages of a sent praise, as a short tracker: sent, delivered by KakaoTalk, kept in a jar.
import { styled } from "../../ui/theme";

export type Stage = "sent" | "delivered" | "kept";

const STAGES: { stage: Stage; label: string }[] = [
  { stage: "sent", label: "보냈어요" },
  { stage: "delivered", label: "전달됐어요" },
  { stage: "kept", label: "꿀단지에 담겼어요" },
];

const List = styled("ol", {
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const Item = styled("li", {
  position: "relative",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$2",
  fontSize: "$xs",
  fontWeight: "$bold",
  color: "$textMuted",
  textAlign: "center",
  wordBreak: "keep-all",
  // The line to the stage before, behind the dots.
  "&:not(:first-child)::before": {
    content: '""',
    position: "absolute",
    top: "11px",
    right: "50%",
    width: "100%",
    height: "2px",
    backgroundColor: "$gray200",
  },
  "& > span:first-child": {
    position: "relative",
    zIndex: 1, // above the line that reaches it from the next stage
    display: "grid",
    placeItems: "center",
    width: "24px",
    height: "24px",
    borderRadius: "$pill",
    backgroundColor: "$white",
    boxShadow: "inset 0 0 0 2px $colors$gray300",
  },
  variants: {
    done: {
      true: {
        color: "$greenDeep",
        "&:not(:first-child)::before": { backgroundColor: "$green" },
        "& > span:first-child": { backgroundColor: "$green", boxShadow: "none" },
      },
    },
  },
});

const Tick = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="m3.5 8.5 3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export function SentStages({ stage }: { stage: Stage }) {
  const reached = STAGES.findIndex((s) => s.stage === stage);
  return (
    <List aria-label="보낸 꿀의 상태">
      {STAGES.map((s, index) => (
        <Item key={s.stage} done={index <= reached} aria-current={index === reached ? "step" : undefined}>
          <span>{index <= reached && <Tick />}</span>
          <span>{s.label}</span>
        </Item>
      ))}
    </List>
  );
}
