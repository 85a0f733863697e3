// "Is this praise about an ongoing group activity?" — 예 / 아니요 as one radio group.
import { useId } from "react";
import { styled } from "../../ui/theme";

const Fieldset = styled("fieldset", { margin: 0, padding: 0, border: 0, minWidth: 0 });
const Legend = styled("legend", {
  padding: 0,
  marginBottom: "$2",
  fontSize: "$sm",
  fontWeight: "$medium",
  color: "$textSub",
});
const Choices = styled("div", { display: "grid", gridTemplateColumns: "1fr 1fr", gap: "$2" });

const Choice = styled("label", {
  position: "relative",
  display: "grid",
  placeItems: "center",
  minHeight: "52px",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  fontWeight: "$medium",
  color: "$textSub",
  cursor: "pointer",
  transition: "background-color 0.15s ease, box-shadow 0.15s ease",
  "&:has(input:checked)": {
    backgroundColor: "$cream",
    boxShadow: "inset 0 0 0 2px $colors$honeyDeep",
    color: "$text",
    fontWeight: "$bold",
  },
  "&:has(input:focus-visible)": { outline: "3px solid $focus", outlineOffset: "2px" },
  "& input": { position: "absolute", opacity: 0, width: "1px", height: "1px", margin: 0 },
});

const OPTIONS = [
  { value: true, label: "예" },
  { value: false, label: "아니요" },
] as const;

export function OngoingField({ value, onChange }: { value: boolean | null; onChange: (ongoing: boolean) => void }) {
  const legendId = useId();
  return (
    <Fieldset role="radiogroup" aria-labelledby={legendId}>
      <Legend id={legendId}>진행 중인 그룹 활동에 대한 칭찬인가요?</Legend>
      <Choices>
        {OPTIONS.map((option) => (
          <Choice key={option.label}>
            <input
              type="radio"
              name={`${legendId}-ongoing`}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </Choice>
        ))}
      </Choices>
    </Fieldset>
  );
}
