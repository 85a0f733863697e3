// Step progress for multi-step flows (SPEC §2): a bar and "1/3"; one progressbar for screen readers.
import { styled } from "./theme";

const Wrap = styled("div", { display: "flex", alignItems: "center", gap: "$3", padding: "$2 $5" });

const Track = styled("div", {
  flex: 1,
  height: "6px",
  borderRadius: "$pill",
  backgroundColor: "$creamDeep",
  overflow: "hidden",
});

const Fill = styled("div", {
  height: "100%",
  borderRadius: "$pill",
  backgroundColor: "$honeyDeep",
  transition: "width 0.3s ease",
});

const Count = styled("span", {
  minWidth: "2.25em",
  fontSize: "$sm",
  fontWeight: "$bold",
  color: "$honeyDark",
  textAlign: "right",
  fontVariantNumeric: "tabular-nums",
});

export function ProgressBar({ step, total, label = "진행 단계" }: { step: number; total: number; label?: string }) {
  const now = Math.min(Math.max(step, 0), total);
  return (
    <Wrap>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={now}
        aria-valuetext={`${total}단계 중 ${now}단계`}
      >
        <Fill css={{ width: `${(now / total) * 100}%` }} />
      </Track>
      <Count aria-hidden="true">{`${now}/${total}`}</Count>
    </Wrap>
  );
}
