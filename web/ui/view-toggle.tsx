// A segmented icon toggle for how a list is shown (card | list, list | stamps): a labelled group of
// icon buttons whose aria-pressed marks the current view. A tap presses the button in the next frame
// (an optimistic value, this component's alone) and redraws the list as a transition, which yields
// to that frame: on a slow phone the list's redraw held the tap past the bench's tap budget (decision 032).
import { type ReactNode, startTransition, useOptimistic } from "react";
import { segmentHitArea } from "./hit-area";
import { styled } from "./theme";

const Group = styled("div", {
  marginLeft: "auto",
  display: "inline-flex",
  padding: "3px",
  borderRadius: "$pill",
  backgroundColor: "$gray100",
});

const Option = styled("button", {
  all: "unset",
  ...segmentHitArea(), // 36 × 32 drawn, 44 × 44 to the finger
  display: "grid",
  placeItems: "center",
  width: "36px",
  height: "32px",
  borderRadius: "$pill",
  color: "$textMuted",
  cursor: "pointer",
  "&[aria-pressed='true']": { backgroundColor: "$white", color: "$text", boxShadow: "0 1px 3px rgba(0, 0, 0, 0.12)" },
  "&:disabled": { cursor: "not-allowed", color: "$gray300", backgroundColor: "transparent", boxShadow: "none" },
  "&:focus-visible": { outline: "3px solid $focus" },
});

export type ViewOption<V extends string> = { value: V; label: string; icon: ReactNode };

export type ViewToggleProps<V extends string> = {
  /** The group's accessible name, e.g. '그룹 보기 방식'. */
  label: string;
  options: readonly ViewOption<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
};

export function ViewToggle<V extends string>({ label, options, value, onChange, disabled }: ViewToggleProps<V>) {
  const [shown, show] = useOptimistic(value);
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Option
          key={option.value}
          type="button"
          aria-label={option.label}
          aria-pressed={shown === option.value}
          disabled={disabled}
          onClick={() =>
            startTransition(() => {
              show(option.value);
              onChange(option.value);
            })
          }
        >
          {option.icon}
        </Option>
      ))}
    </Group>
  );
}
