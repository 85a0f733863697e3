// "Is this praise about an ongoing group activity?" — 예 / 아니요 as one radio group.
import { useId } from "react";
import { OptionCard } from "../../ui/option-card";
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

const Choice = styled(OptionCard, {
  display: "grid",
  placeItems: "center",
  minHeight: "52px",
  color: "$textSub",
  "&:has(input:checked)": { color: "$text" },
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
