// /jar/new's '이름 없이 쓰는 편지 허용' (decision 036): a switch, off by default. On, a writer may send a
// letter that shows '익명' to everyone but them, the creator included.
import { useId } from "react";
import { hitArea } from "../../ui/hit-area";
import { styled } from "../../ui/theme";

const Row = styled("div", {
  display: "flex",
  alignItems: "center",
  gap: "$3",
  padding: "$4",
  borderRadius: "$md",
  backgroundColor: "$gray50",
});
const Text = styled("div", { flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: "$1" });
// A <label> for the switch: tapping the words toggles it too (a button is labelable).
const Label = styled("label", { fontSize: "$md", fontWeight: "$bold", cursor: "pointer", wordBreak: "keep-all" });
const Hint = styled("p", { fontSize: "$xs", color: "$textSub", lineHeight: "$normal", wordBreak: "keep-all" });
const Track = styled("button", {
  all: "unset",
  ...hitArea({ on: "before" }), // ::after is the knob; 52 × 32 drawn, 52 × 44 to the finger
  flexShrink: 0,
  width: "52px",
  height: "32px",
  borderRadius: "$pill",
  backgroundColor: "$gray300",
  cursor: "pointer",
  transition: "background-color 0.2s ease",
  "&::after": {
    content: '""',
    position: "absolute",
    top: "3px",
    left: "3px",
    width: "26px",
    height: "26px",
    borderRadius: "$pill",
    backgroundColor: "$white",
    boxShadow: "0 1px 3px rgba(0, 0, 0, 0.2)",
    transition: "transform 0.2s ease",
  },
  "&[aria-checked='true']": { backgroundColor: "$honeyDark" },
  "&[aria-checked='true']::after": { transform: "translateX(20px)" },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "@media (prefers-reduced-motion: reduce)": { transition: "none", "&::after": { transition: "none" } },
});

type Props = { checked: boolean; onChange: (checked: boolean) => void };

export function AnonymousField({ checked, onChange }: Props) {
  const id = useId();
  return (
    <Row>
      <Text>
        <Label id={`${id}-label`} htmlFor={id}>
          이름 없이 쓰는 편지 허용
        </Label>
        <Hint id={`${id}-hint`}>
          켜면 편지를 쓰는 사람이 이름 대신 ‘익명’으로 보낼 수 있어요. 만든 사람에게도 이름이 보이지 않아요.
        </Hint>
      </Text>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
      />
    </Row>
  );
}
