// A small rotating ring; decorative (aria-hidden), so callers pair it with text or aria-busy.
import { keyframes, styled } from "./theme";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

const Ring = styled("span", {
  display: "inline-block",
  flexShrink: 0,
  borderRadius: "$pill",
  borderStyle: "solid",
  borderColor: "$creamDeep",
  borderTopColor: "$honeyDeep",
  animation: `${spin} 0.8s linear infinite`,
  variants: {
    size: {
      sm: { width: "18px", height: "18px", borderWidth: "2px" },
      md: { width: "28px", height: "28px", borderWidth: "3px" },
      lg: { width: "40px", height: "40px", borderWidth: "4px" },
    },
    tone: {
      honey: {},
      ink: { borderColor: "rgba(0, 0, 0, 0.15)", borderTopColor: "rgba(0, 0, 0, 0.7)" },
    },
  },
  defaultVariants: { size: "md", tone: "honey" },
});

type SpinnerProps = { size?: "sm" | "md" | "lg"; tone?: "honey" | "ink"; className?: string };

export function Spinner(props: SpinnerProps) {
  return <Ring aria-hidden="true" {...props} />;
}
