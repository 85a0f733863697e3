// What any page that throws shows (SPEC §2, §8): the router's fallback (error-page.tsx) and the
// boundary around the pages the worker draws (drawn-root.tsx), which have no router.
import { Component, type ReactNode } from "react";
import { Screen, ScreenTitle } from "../ui/screen";
import { styled } from "../ui/theme";
import { AppColumn } from "./app-layout";

const Detail = styled("p", { color: "$textSub", fontSize: "$sm", overflowWrap: "anywhere" });

const HomeLink = styled("a", {
  display: "inline-flex",
  alignItems: "center",
  minHeight: "$touch",
  padding: "0 $6",
  borderRadius: "$md",
  backgroundColor: "$honey",
  color: "$text",
  fontWeight: "$bold",
  textDecoration: "none",
});

export function ErrorScreen({ detail }: { detail: string }) {
  return (
    <AppColumn>
      <Screen centered>
        <ScreenTitle>Unexpected Application Error!</ScreenTitle>
        <Detail>{detail}</Detail>
        {/* A full load, so a stale chunk after a deploy is fetched fresh. */}
        <HomeLink href="/">처음으로 돌아가기</HomeLink>
      </Screen>
    </AppColumn>
  );
}

export const describeError = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "";
};

/** For a tree without a router: what a route's errorElement would show. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error("") };
  }

  override render() {
    return this.state.error ? <ErrorScreen detail={describeError(this.state.error)} /> : this.props.children;
  }
}
