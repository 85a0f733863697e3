// A page's main landmark inside the app column, and the "coming soon" body of unbuilt screens.
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { styled } from "./theme";

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

const Soon = styled("div", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "$3",
  paddingBottom: "$12",
  "& img": { opacity: 0.9 },
});

const Note = styled("p", { fontSize: "$md", color: "$textSub" });

export function PlaceholderScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Screen>
      <ScreenTitle>{title}</ScreenTitle>
      <Soon>
        <img src="/images/logo.svg" alt="" width={88} height={88} />
        <Note>준비 중이에요.</Note>
      </Soon>
      {children}
    </Screen>
  );
}
