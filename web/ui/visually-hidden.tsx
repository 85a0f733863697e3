// Text for screen readers only.
import type { ComponentPropsWithoutRef } from "react";
import { styled } from "./theme";

const Hidden = styled("span", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export function VisuallyHidden(props: ComponentPropsWithoutRef<"span">) {
  return <Hidden {...props} />;
}
