// The guide's frame: one section per widget (Korean and English name as its heading) holding that
// widget's states side by side, each with a caption.
import type { ReactNode } from "react";
import { styled } from "../../ui/theme";

const SectionBox = styled("section", {
  display: "flex",
  flexDirection: "column",
  gap: "$3",
  padding: "$5 0",
  borderTop: "1px solid $gray200",
  scrollMarginTop: "64px", // below the sticky header when reached from the index
});

const Heading = styled("h2", {
  display: "flex",
  alignItems: "baseline",
  gap: "$2",
  fontSize: "$lg",
  fontWeight: "$bold",
  lineHeight: "$tight",
  "& span": { fontSize: "$sm", fontWeight: "$medium", color: "$textMuted" },
});

const Note = styled("p", { fontSize: "$xs", color: "$textSub" });

export const States = styled("div", {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: "$4",
  variants: { stacked: { true: { flexDirection: "column", alignItems: "stretch" } } },
});

const StateBox = styled("figure", {
  display: "flex",
  flexDirection: "column",
  gap: "$2",
  margin: 0,
  minWidth: 0,
  variants: { wide: { true: { flexBasis: "100%" } } },
});

const Caption = styled("figcaption", {
  fontSize: "$xs",
  fontWeight: "$medium",
  color: "$textMuted",
  fontFamily: "$body",
});

export function GuideSection({
  id,
  ko,
  en,
  note,
  children,
}: {
  id: string;
  ko: string;
  en: string;
  note?: string;
  children: ReactNode;
}) {
  const headingId = `guide-${id}`;
  return (
    <SectionBox id={id} aria-labelledby={headingId}>
      <Heading id={headingId}>
        {ko} <span>{en}</span>
      </Heading>
      {note && <Note>{note}</Note>}
      {children}
    </SectionBox>
  );
}

/** One state of a widget, with what it shows written under it. */
export function State({ caption, wide, children }: { caption: string; wide?: boolean; children: ReactNode }) {
  return (
    <StateBox wide={wide}>
      {children}
      <Caption>{caption}</Caption>
    </StateBox>
  );
}
