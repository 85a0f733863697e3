// The jar page's frame and its two states before a view (jar-page.tsx): loading, and a jar that is
// missing or could not be read (with a retry for the second).
import { AppLink } from "../../lib/nav";
import { Button } from "../../ui/button";
import { CenteredState } from "../../ui/centered-state";
import { JAR_LOADING } from "../../ui/jar-words";
import { PageHeader } from "../../ui/page-header";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { JAR_PAGE_MESSAGES } from "./jar-messages";

export const Page = styled("div", {
  display: "flex",
  flexDirection: "column",
  minHeight: "100dvh",
  // The occasion's tint where the page sets it (decision 044), cream before the jar is read.
  background: "linear-gradient(180deg, var(--occasion-soft, $cream) 0%, $white 40%)",
});
const HomeLink = styled(AppLink, { color: "$honeyDark", fontWeight: "$bold", fontSize: "$sm", padding: "$3 0" });

export function JarLoading() {
  return (
    <Page>
      <PageHeader title="꿀단지" background="$cream" />
      <CenteredState css={{ minHeight: "60dvh" }}>
        <Spinner />
        <span role="status">{JAR_LOADING}</span>
      </CenteredState>
    </Page>
  );
}

export function JarLoadFailed({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  return (
    <Page>
      <PageHeader title="꿀단지" background="$cream" />
      <CenteredState css={{ minHeight: "60dvh" }} role="alert">
        <p>{missing ? JAR_PAGE_MESSAGES.notFound : JAR_PAGE_MESSAGES.loadFailed}</p>
        {!missing && (
          <Button variant="secondary" onClick={onRetry}>
            다시 시도
          </Button>
        )}
        <HomeLink to="/">꿀단지 홈으로</HomeLink>
      </CenteredState>
    </Page>
  );
}
