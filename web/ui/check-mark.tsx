// The round check mark, one for every screen that shows a choice made or a thing done: a group
// chosen in the save sheet, praise ticked in select mode, the profile image picked, the success
// popup. An empty ring until `on`; always decorative (the control it sits in says what is chosen).
import { CheckIcon } from "./icons";
import { styled } from "./theme";

const Round = styled("span", {
  display: "grid",
  placeItems: "center",
  flexShrink: 0,
  borderRadius: "$pill",
  backgroundColor: "$white",
  boxShadow: "inset 0 0 0 2px $colors$gray300",
  color: "$white",
  variants: {
    size: {
      sm: { width: "24px", height: "24px" },
      md: { width: "26px", height: "26px" },
      lg: { width: "40px", height: "40px" },
    },
    on: { true: { boxShadow: "none" } },
    tone: {
      honey: {},
      // On a picture of any colour (the honeycomb's stamps): honey would vanish on the yellow ones.
      green: {},
      // Done, not chosen: green on its soft ground (≥ 4.5:1, theme.ts).
      success: { backgroundColor: "$greenSoft", color: "$greenDeep", boxShadow: "none" },
    },
  },
  compoundVariants: [
    { on: true, tone: "honey", css: { backgroundColor: "$honeyDeep" } },
    { on: true, tone: "green", css: { backgroundColor: "$greenDeep" } },
  ],
  defaultVariants: { size: "sm", tone: "honey" },
});

const ICON_SIZE = { sm: 14, md: 16, lg: 24 } as const;

export type CheckMarkProps = {
  /** Ticked; an empty ring when false. */
  on?: boolean;
  size?: keyof typeof ICON_SIZE;
  tone?: "honey" | "green" | "success";
  className?: string;
};

export function CheckMark({ on = true, size = "sm", tone = "honey", className }: CheckMarkProps) {
  return (
    <Round aria-hidden="true" size={size} tone={tone} on={on} className={className}>
      {on && <CheckIcon size={ICON_SIZE[size]} />}
    </Round>
  );
}
