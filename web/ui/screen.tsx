// A page's main landmark inside the app column, and its title.
import type { ComponentPropsWithoutRef } from "react";
import { styled } from "./theme";

/** The link home a screen offers when it cannot go on (the error screen, a group that is gone). */
export const BACK_TO_START = "처음으로 돌아가기";

const Main = styled("main", {
  display: "flex",
  flexDirection: "column",
  flex: 1,
  padding: "$6 $5",
  variants: {
    centered: { true: { alignItems: "center", justifyContent: "center", textAlign: "center", gap: "$4" } },
  },
});

const Title = styled("h1", {
  fontSize: "$2xl",
  fontWeight: "$bold",
  lineHeight: "$tight",
  color: "$text",
});

export function Screen(props: ComponentPropsWithoutRef<"main"> & { centered?: boolean }) {
  return <Main {...props} />;
}

export function ScreenTitle(props: ComponentPropsWithoutRef<"h1">) {
  return <Title {...props} />;
}
