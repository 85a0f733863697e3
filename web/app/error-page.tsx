// The router's fallback for anything a route throws (SPEC §2, §8).
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { Screen, ScreenTitle } from "../ui/screen";
import { styled } from "../ui/theme";
import { AppColumn } from "./app-layout";

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return error.statusText || `${error.status}`;
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "";
};

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

export function ErrorPage() {
  const error = useRouteError();
  return (
    <AppColumn>
      <Screen centered>
        <ScreenTitle>Unexpected Application Error!</ScreenTitle>
        <Detail>{describe(error)}</Detail>
        {/* A full load, so a stale chunk after a deploy is fetched fresh. */}
        <HomeLink href="/">처음으로 돌아가기</HomeLink>
      </Screen>
    </AppColumn>
  );
}
