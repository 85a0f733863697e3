// The keeper's one thank-you to everyone who wrote (decision 036): on the writing page to each writer
// once the jar is kept ('감사 인사가 도착했어요'), and on the opening page once the keeper sent it. Its
// day is Seoul's, the same in the worker's drawing and in the browser.
import type { JarThanks } from "@contract/jar";
import { useId } from "react";
import { formatSeoulFullDate } from "../../lib/format-date";
import { styled } from "../../ui/theme";

/** Whom the keeper's thank-you is from, and to: every writer, as the keeper's own pages sign it. */
export const TO_EVERY_WRITER = "꿀단지를 채워준 모두에게";

const Card = styled("section", {
  display: "grid",
  gap: "$2",
  padding: "$5",
  borderRadius: "$lg",
  backgroundColor: "$cream",
  // A border, not an inset shadow: html2canvas fills an inset shadow over the card in a saved image.
  border: "1px solid $honey",
});
const Heading = styled("h2", { margin: 0, fontSize: "$lg", fontWeight: "$bold", wordBreak: "keep-all" });
const Words = styled("p", {
  margin: 0,
  fontSize: "$md",
  lineHeight: "$normal",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});
const Signed = styled("p", { margin: 0, fontSize: "$sm", color: "$textSub", wordBreak: "keep-all" });

type Props = { thanks: JarThanks; heading: string; from: string };

export function ThanksCard({ thanks, heading, from }: Props) {
  const headingId = useId();
  const at = Date.parse(thanks.at);
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <Words>{thanks.content}</Words>
      <Signed>
        {from}
        {Number.isNaN(at) ? "" : ` · ${formatSeoulFullDate(at)}`}
      </Signed>
    </Card>
  );
}
