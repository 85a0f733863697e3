// /jar/new's '이름 없이 쓰는 편지 허용' (decision 036): a switch, off by default. On, a writer may send a
// letter that shows '익명' to everyone but them, the creator included.
import { useId } from "react";
import { SwitchTrack } from "../../ui/switch-track";
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
// A <label> for the switch (web/ui/switch-track.tsx): tapping the words toggles it too (a button is labelable).
const Label = styled("label", { fontSize: "$md", fontWeight: "$bold", cursor: "pointer", wordBreak: "keep-all" });
const Hint = styled("p", { fontSize: "$xs", color: "$textSub", lineHeight: "$normal", wordBreak: "keep-all" });

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
      <SwitchTrack
        tone="honey"
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
