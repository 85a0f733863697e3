// The received-praise landing's layout: its frame, blocks and action styles (received-praise-page.tsx).
import type { ComponentProps } from "react";
import { AppLink } from "../../lib/nav";
import { BottomBar } from "../../ui/bottom-bar";
import { styled } from "../../ui/theme";

export const Page = styled("div", {
  display: "flex",
  flexDirection: "column",
  minHeight: "100dvh",
  background: "linear-gradient(180deg, $cream 0%, $white 60%)",
});
export const Main = styled("main", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  gap: "$5",
  padding: "$2 $5 $6",
});
export const Title = styled("h2", {
  fontSize: "$xl",
  fontWeight: "$bold",
  lineHeight: "$tight",
  wordBreak: "keep-all",
});
export const Loading = styled("div", { flex: 1, display: "grid", placeItems: "center", minHeight: "320px" });

export const Notices = styled("section", {
  display: "flex",
  flexDirection: "column",
  gap: "$2",
  padding: "$4",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  "& h3": { fontSize: "$sm", fontWeight: "$bold" },
  "& ul": { margin: 0, paddingLeft: "1.1em", display: "flex", flexDirection: "column", gap: "$1" },
  "& li": { fontSize: "$xs", color: "$textSub", lineHeight: "$normal" },
});

export const Actions = styled(BottomBar, {
  paddingBottom: "calc($4 + env(safe-area-inset-bottom, 0px))",
  defaultVariants: { divided: true },
});

export const ActionLink = styled(AppLink, {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "$touch",
  padding: "0 $5",
  borderRadius: "$md",
  backgroundColor: "$honey",
  color: "$text",
  fontWeight: "$bold",
  textAlign: "center",
  textDecoration: "none",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

/** '꿀 저장하기' as a form (decision 042): its button fills the bar as the links do. */
export const KeepForm = styled("form", { display: "flex", flexDirection: "column" });

// Beside the card's bottom edge, on the right: the page's main action stays the save button below.
export const ImageAction = styled("div", { alignSelf: "flex-end", marginTop: "-$2" });

const HomeLinkBox = styled(AppLink, {
  display: "grid",
  placeItems: "center",
  width: "44px",
  height: "44px",
  borderRadius: "$pill",
  color: "$text",
  "&:focus-visible": { outline: "3px solid $focus" },
});

export const Failure = styled("div", {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$3",
  color: "$textSub",
  textAlign: "center",
});

export const SavedNote = styled("p", {
  fontSize: "$sm",
  fontWeight: "$medium",
  color: "$greenDeep",
  textAlign: "center",
});

/** The header's way home, an icon with its name for screen readers. */
export const HomeLink = (props: Omit<ComponentProps<typeof HomeLinkBox>, "children">) => (
  <HomeLinkBox aria-label="홈으로" {...props}>
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M4 11l8-7 8 7v8.5a1.5 1.5 0 0 1-1.5 1.5H15v-6H9v6H5.5A1.5 1.5 0 0 1 4 19.5V11z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  </HomeLinkBox>
);
