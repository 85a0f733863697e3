// A labelled text input with a clear button and a success or error message below it (SPEC §2).
import { type ComponentPropsWithoutRef, type ReactNode, useId, useState } from "react";
import { styled } from "./theme";

const Field = styled("div", { display: "flex", flexDirection: "column", gap: "$2" });
const Label = styled("label", {
  fontSize: "$sm",
  fontWeight: "$medium",
  color: "$textSub",
  variants: {
    hidden: {
      true: {
        position: "absolute",
        width: "1px",
        height: "1px",
        overflow: "hidden",
        clip: "rect(0, 0, 0, 0)",
        whiteSpace: "nowrap",
      },
    },
  },
});

const Box = styled("div", {
  display: "flex",
  alignItems: "center",
  gap: "$2",
  minHeight: "52px",
  padding: "0 $2 0 $4",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  transition: "box-shadow 0.15s ease",
  "&:focus-within": { boxShadow: "inset 0 0 0 2px $colors$honeyDeep" },
  variants: {
    tone: {
      none: {},
      error: {
        boxShadow: "inset 0 0 0 2px $colors$danger",
        "&:focus-within": { boxShadow: "inset 0 0 0 2px $colors$danger" },
      },
      success: {
        boxShadow: "inset 0 0 0 2px $colors$green",
        "&:focus-within": { boxShadow: "inset 0 0 0 2px $colors$green" },
      },
    },
    locked: { true: { backgroundColor: "$gray100" } },
  },
});

const Input = styled("input", {
  all: "unset",
  flex: 1,
  minWidth: 0,
  height: "48px",
  fontSize: "$md",
  color: "$text",
  "&::placeholder": { color: "$gray500" },
  "&:read-only, &:disabled": { color: "$textSub" },
});

const Clear = styled("button", {
  all: "unset",
  display: "grid",
  placeItems: "center",
  // 44 px to the finger (WCAG 2.5.5), laid out as the 36 px it was: the margin gives back the growth.
  width: "44px",
  height: "44px",
  margin: "-4px",
  borderRadius: "$pill",
  color: "$gray500",
  cursor: "pointer",
  "&:focus-visible": { outline: "3px solid $focus" },
});

const Message = styled("p", {
  minHeight: "1.25rem", // reserved, so a message never pushes the layout
  fontSize: "$xs",
  lineHeight: "1.25rem",
  variants: { tone: { error: { color: "$danger" }, success: { color: "$greenDeep" } } },
});

export type FieldMessage = { tone: "error" | "success"; text: string };

export type TextInputProps = Omit<ComponentPropsWithoutRef<"input">, "onChange" | "value"> & {
  label: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  onClear?: () => void;
  message?: FieldMessage | null;
  rightSlot?: ReactNode;
};

export function TextInput({
  id,
  label,
  hideLabel,
  value,
  onChange,
  onClear,
  message,
  rightSlot,
  readOnly,
  disabled,
  ...rest
}: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  // The clear button shows while the field is being edited, so a field at rest gives its whole width
  // to the text (a full e-mail address beside '재전송' at 320 px).
  const [editing, setEditing] = useState(false);
  const canClear = editing && value.length > 0 && !readOnly && !disabled;
  return (
    <Field>
      <Label htmlFor={inputId} hidden={Boolean(hideLabel)}>
        {label}
      </Label>
      <Box
        tone={message?.tone ?? "none"}
        locked={Boolean(readOnly || disabled)}
        onFocus={() => setEditing(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setEditing(false);
        }}
      >
        <Input
          {...rest}
          id={inputId}
          value={value}
          readOnly={readOnly}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={message?.tone === "error" || undefined}
          aria-describedby={messageId}
        />
        {canClear && (
          <Clear
            type="button"
            aria-label="입력 지우기"
            // Keeps the focus (and the keyboard) in the field: the tap does not blur it, so the
            // button stays shown until its click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => (onClear ? onClear() : onChange(""))}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.35" />
              <path d="M7 7l6 6M13 7l-6 6" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </Clear>
        )}
        {rightSlot}
      </Box>
      <Message id={messageId} tone={message?.tone} aria-live="polite">
        {message?.text ?? ""}
      </Message>
    </Field>
  );
}
