// The sticky 56 px page header: a left slot (usually BackButton), a centred title, a right slot.
import type { ReactNode } from "react";
import { styled } from "./theme";

const Bar = styled("header", {
  position: "sticky",
  top: 0,
  zIndex: 50,
  display: "grid",
  gridTemplateColumns: "48px 1fr 48px",
  alignItems: "center",
  // Below the status bar where the page is drawn under it (viewport-fit=cover); 0 elsewhere.
  height: "calc(56px + env(safe-area-inset-top, 0px))",
  padding: "env(safe-area-inset-top, 0px) $2 0",
  backgroundColor: "inherit",
});

const Title = styled("h1", {
  overflow: "hidden",
  fontSize: "$lg",
  fontWeight: "$bold",
  textAlign: "center",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

const Slot = styled("div", {
  display: "flex",
  alignItems: "center",
  variants: { end: { true: { justifyContent: "flex-end" } } },
});

/** A shared jar's occasion's colours (`--occasion-*`, worker/contract/occasion.ts), honey's where none is set. */
const OCCASION = { occasion: "var(--occasion-soft, $cream)", occasionDeep: "var(--occasion-deep, $honey)" };

type HeaderProps = {
  title?: ReactNode;
  left?: ReactNode;
  right?: ReactNode;
  /**
   * The bar's own colour where the page's background is a gradient (which `inherit` cannot take):
   * the colour the gradient starts with, so the page reads the same and nothing scrolled under the
   * bar shows through it. `occasion`, `occasionDeep`: a shared jar's page, coloured by its occasion.
   */
  background?: "$cream" | "$honey" | "$white" | keyof typeof OCCASION;
};

export function PageHeader({ title, left, right, background }: HeaderProps) {
  return (
    <Bar
      css={
        background
          ? { backgroundColor: background in OCCASION ? OCCASION[background as keyof typeof OCCASION] : background }
          : undefined
      }
    >
      <Slot>{left}</Slot>
      {title ? <Title>{title}</Title> : <span />}
      <Slot end>{right}</Slot>
    </Bar>
  );
}
