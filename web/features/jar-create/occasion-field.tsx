// '어떤 날인가요?': the six occasions as one radio group of chips (native radios inside labels, so
// arrows move the choice and a screen reader hears a radio group).
import { JAR_OCCASIONS, type JarOccasion, OCCASION_LABELS } from "@contract/jar";
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
const Choices = styled("div", { display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: "$2" });
const Chip = styled(OptionCard, {
  display: "grid",
  placeItems: "center",
  minHeight: "48px",
  borderRadius: "$pill",
  color: "$textSub",
  "&:has(input:checked)": { color: "$text" },
});
const Message = styled("p", { minHeight: "1.25rem", marginTop: "$2", fontSize: "$xs", color: "$danger" });

type Props = {
  value: JarOccasion | null;
  error?: string;
  onChange: (occasion: JarOccasion) => void;
  /** The first radio's id: where the focus goes when no occasion was chosen. */
  firstId?: string;
};

export function OccasionField({ value, error, onChange, firstId }: Props) {
  const legendId = useId();
  const messageId = useId();
  return (
    <Fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={messageId}
      aria-invalid={!!error || undefined}
    >
      <Legend id={legendId}>어떤 날인가요?</Legend>
      <Choices>
        {JAR_OCCASIONS.map((occasion, index) => (
          <Chip key={occasion}>
            <input
              id={index === 0 ? firstId : undefined}
              type="radio"
              name={`${legendId}-occasion`}
              value={occasion}
              checked={value === occasion}
              onChange={() => onChange(occasion)}
            />
            {OCCASION_LABELS[occasion]}
          </Chip>
        ))}
      </Choices>
      <Message id={messageId} aria-live="polite">
        {error ?? ""}
      </Message>
    </Fieldset>
  );
}
