// The product's button: honey primary, quiet secondary, Kakao login; busy state via aria-busy.
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { Spinner } from "./spinner";
import { styled } from "./theme";

const Label = styled("span", { minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" });

const ButtonBase = styled("button", {
  all: "unset",
  boxSizing: "border-box",
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "$2",
  minHeight: "$touch",
  padding: "0 $5",
  borderRadius: "$md",
  fontSize: "$md",
  fontWeight: "$bold",
  lineHeight: "$tight",
  textAlign: "center",
  // One line, inside the button: the icon or the busy spinner beside a label that never wraps out of
  // it; a label too long for a narrow phone ends in an ellipsis (its full words stay its name).
  maxWidth: "100%",
  whiteSpace: "nowrap",
  "& > :not([data-label])": { flexShrink: 0 },
  cursor: "pointer",
  userSelect: "none",
  transition: "background-color 0.15s ease, transform 0.1s ease",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "&:active:not(:disabled)": { transform: "scale(0.98)" },
  "&:disabled": { cursor: "not-allowed" },
  "&[aria-busy='true']": { cursor: "progress" },
  variants: {
    variant: {
      primary: {
        backgroundColor: "$honey",
        color: "$text",
        "@media (hover: hover)": { "&:hover:not(:disabled)": { backgroundColor: "$honeyDeep" } },
        "&:disabled:not([aria-busy='true'])": { backgroundColor: "$gray200", color: "$gray500" },
      },
      secondary: {
        backgroundColor: "$white",
        color: "$text",
        boxShadow: "inset 0 0 0 1px $colors$gray300",
        "@media (hover: hover)": { "&:hover:not(:disabled)": { backgroundColor: "$gray50" } },
        "&:disabled:not([aria-busy='true'])": { color: "$gray500" },
      },
      danger: {
        backgroundColor: "$danger",
        color: "$white",
        "@media (hover: hover)": { "&:hover:not(:disabled)": { filter: "brightness(0.95)" } },
        "&:disabled:not([aria-busy='true'])": { backgroundColor: "$gray200", color: "$gray500" },
      },
      kakao: {
        backgroundColor: "$kakao",
        color: "$kakaoLabel",
        "@media (hover: hover)": { "&:hover:not(:disabled)": { filter: "brightness(0.97)" } },
      },
    },
    fullWidth: { true: { display: "flex", width: "100%" } },
  },
  defaultVariants: { variant: "primary" },
});

export type ButtonProps = ComponentPropsWithoutRef<"button"> & {
  variant?: "primary" | "secondary" | "danger" | "kakao";
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks while an action or its data is pending. */
  pending?: boolean;
  icon?: ReactNode;
};

export type ButtonLinkProps = ComponentPropsWithoutRef<"a"> & {
  variant?: ButtonProps["variant"];
  fullWidth?: boolean;
  /** Shows a spinner and sets aria-busy (a link cannot be disabled: its click handler ignores the tap). */
  pending?: boolean;
  icon?: ReactNode;
};

/** A link drawn as the button: it works as a plain link before (or without) the page's script. */
export function ButtonLink({ pending = false, icon, children, ...rest }: ButtonLinkProps) {
  return (
    <ButtonBase as="a" {...rest} aria-busy={pending || undefined}>
      {pending ? <Spinner size="sm" tone="ink" /> : icon}
      {typeof children === "string" ? <Label data-label="">{children}</Label> : children}
    </ButtonBase>
  );
}

export function Button({ pending = false, icon, children, disabled, type = "button", ...rest }: ButtonProps) {
  return (
    <ButtonBase {...rest} type={type} disabled={disabled || pending} aria-busy={pending || undefined}>
      {pending ? <Spinner size="sm" tone="ink" /> : icon}
      {typeof children === "string" ? <Label data-label="">{children}</Label> : children}
    </ButtonBase>
  );
}
