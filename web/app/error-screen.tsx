// What any page that throws shows (SPEC §2, §8): the router's fallback (error-page.tsx) and the
// boundary around the pages the worker draws (web/drawn/root.tsx), which have no router.
import { Component, type ReactNode } from "react";
import { Button } from "../ui/button";
import { BACK_TO_START, Screen, ScreenTitle } from "../ui/screen";
import { styled } from "../ui/theme";
import { AppColumn } from "./app-layout";

const Detail = styled("p", { color: "$textSub", fontSize: "$sm", overflowWrap: "anywhere" });

const HomeLink = styled("a", {
  display: "inline-flex",
  alignItems: "center",
  minHeight: "$touch",
  padding: "0 $6",
  borderRadius: "$md",
  color: "$textSub",
  fontWeight: "$bold",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
});

const Explain = styled("p", { color: "$text", fontSize: "$md", lineHeight: "$normal", wordBreak: "keep-all" });

const Actions = styled("div", { display: "flex", flexDirection: "column", alignItems: "center", gap: "$3" });

export function ErrorScreen({ detail }: { detail: string }) {
  return (
    <AppColumn>
      <Screen centered>
        <ScreenTitle>Unexpected Application Error!</ScreenTitle>
        <Explain>
          화면을 불러오지 못했어요.
          <br />
          연결을 확인하고 다시 시도해주세요.
        </Explain>
        {detail && <Detail>{detail}</Detail>}
        <Actions>
          {/* The whole document again: a page's code that did not arrive (a new deploy, a dropped
              connection) is asked for anew, by the index.html of the build that is live now. */}
          <Button onClick={() => window.location.reload()}>다시 시도</Button>
          <HomeLink href="/">{BACK_TO_START}</HomeLink>
        </Actions>
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
