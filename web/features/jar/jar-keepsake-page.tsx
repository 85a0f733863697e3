// /jar/:jarId/keepsake (docs/api.md fifth round): the keeper's keepsake — every letter of the jar they kept
// on one page, with its photos and the thank-you they sent, laid out to print (or keep as a PDF from
// the phone's print sheet). Only the keeper reads it (by their session); anyone else meets '찾을 수 없어요'.
import { honorific } from "@contract/honorific";
import { OCCASION_LABELS } from "@contract/jar";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useParams } from "react-router-dom";
import { ApiError } from "../../api/api-error";
import { jarKeepsakeQuery } from "../../api/jar-keeping";
import { stampsQuery } from "../../api/stamps";
import { BackButton } from "../../ui/back-button";
import { BottomBar } from "../../ui/bottom-bar";
import { Button } from "../../ui/button";
import { CenteredState } from "../../ui/centered-state";
import { type ImageBand, SaveImageButton, type SplitIntoBands, useSaveAsImage } from "../../ui/image-save";
import { PageHeader } from "../../ui/page-header";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { OpeningLetters } from "./opening-letters";
import { ThanksCard, TO_EVERY_WRITER } from "./thanks-card";

const Main = styled("main", {
  display: "grid",
  alignContent: "start",
  gap: "$4",
  padding: "$2 $5 $8",
  "@media print": { padding: 0 },
});
const Cover = styled("header", {
  display: "grid",
  gap: "$2",
  padding: "$6 $4",
  borderRadius: "$lg",
  background: "linear-gradient(180deg, $honey 0%, $cream 100%)",
  textAlign: "center",
  "@media print": { breakInside: "avoid", printColorAdjust: "exact", WebkitPrintColorAdjust: "exact" },
});
const Title = styled("h2", { margin: 0, fontSize: "$xl", fontWeight: "$bold", wordBreak: "keep-all" });
const Facts = styled("p", { margin: 0, color: "$textSub", fontSize: "$sm" });
const Paper = styled("div", { display: "grid", gap: "$4", backgroundColor: "$white" });
// The actions stay at the bottom of the screen, and off the paper.
const Actions = styled(BottomBar, {
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: "$2",
  "& > p": { gridColumn: "1 / -1" },
  "@media print": { display: "none" },
});
const OnScreen = styled("span", { display: "contents", "@media print": { display: "none" } });
const Hint = styled("p", { margin: 0, color: "$textSub", fontSize: "$sm", textAlign: "center" });

/**
 * The keepsake saved as images a phone keeps well: one a screenful, the cover, each letter and the thanks
 * in their order, never a letter cut in two (a letter taller than the screen is an image of its own).
 */
export const screenfuls: SplitIntoBands = (paper) => {
  const paperTop = paper.getBoundingClientRect().top;
  const blocks = Array.from(paper.children).flatMap((child) =>
    child.matches("ul, ol") ? Array.from(child.children) : [child],
  );
  const bands: ImageBand[] = [];
  let start = 0;
  for (const block of blocks) {
    const { top, bottom } = block.getBoundingClientRect();
    if (bottom - paperTop - start > window.innerHeight && top - paperTop > start) {
      bands.push({ top: start, height: top - paperTop - start });
      start = top - paperTop;
    }
  }
  bands.push({ top: start, height: paper.offsetHeight - start });
  return bands;
};

export function JarKeepsakePage() {
  const { jarId = "" } = useParams();
  const keepsake = useQuery({ ...jarKeepsakeQuery(jarId), retry: false });
  const stamps = useQuery({ ...stampsQuery(keepsake.data?.occasion), enabled: keepsake.data !== undefined });
  const paper = useRef<HTMLDivElement>(null);
  const image = useSaveAsImage({
    fileName: "kkul-keepsake.png",
    split: screenfuls,
    alt: keepsake.data ? `${keepsake.data.title}의 편지 모음` : "꿀단지 편지 모음",
  });
  const header = (
    <PageHeader
      title="꿀단지 간직본"
      left={
        <OnScreen>
          <BackButton />
        </OnScreen>
      }
    />
  );

  if (keepsake.isPending)
    return (
      <>
        {header}
        <CenteredState css={{ minHeight: "50dvh" }} role="status">
          <Spinner />
          <p>편지를 모으고 있어요</p>
        </CenteredState>
      </>
    );
  if (keepsake.isError) {
    const missing = keepsake.error instanceof ApiError && keepsake.error.status === 404;
    return (
      <>
        {header}
        <CenteredState css={{ minHeight: "50dvh" }}>
          <p role="alert">
            {missing ? "꿀단지를 간직한 사람만 볼 수 있어요." : "편지를 불러오지 못했어요. 잠시 후 다시 시도해주세요."}
          </p>
          {!missing && <Button onClick={() => void keepsake.refetch()}>다시 시도</Button>}
        </CenteredState>
      </>
    );
  }
  const jar = keepsake.data;
  const letters = jar.letters ?? [];
  return (
    <>
      {header}
      <Main>
        <Paper ref={paper}>
          <Cover>
            <Title>{jar.title}</Title>
            <Facts>{`To. ${honorific(jar.recipientName)} · ${OCCASION_LABELS[jar.occasion]} · ${jar.opensOn.replaceAll("-", ".")}`}</Facts>
            <Facts>{`편지 ${letters.length}통`}</Facts>
          </Cover>
          <OpeningLetters letters={letters} catalogue={stamps.data} />
          {jar.thanks && <ThanksCard thanks={jar.thanks} heading="보낸 감사 인사" from={TO_EVERY_WRITER} />}
        </Paper>
        {image.viewer}
      </Main>
      <Actions divided>
        <Button onClick={() => window.print()}>인쇄하기</Button>
        <SaveImageButton image={image} target={paper} />
        <Hint>인쇄 화면에서 ‘PDF로 저장’을 고르면 파일로 간직할 수 있어요.</Hint>
      </Actions>
    </>
  );
}
