// /badge (SPEC §2 Other screens, §3 Badge): the six badges in a 3-column grid with the date each was
// earned, the locked look for the rest, the description on tap, and the board saved as an image.
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { badgeQueries } from "../../api/badges";
import { BackButton } from "../../ui/back-button";
import { Button } from "../../ui/button";
import { SaveImageButton, useSaveAsImage } from "../../ui/image-save";
import { PageHeader } from "../../ui/page-header";
import { styled } from "../../ui/theme";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { BadgeDetailModal } from "./badge-detail-modal";
import { BadgeGrid, BadgeGridSkeleton } from "./badge-grid";

export const BADGE_IMAGE_FILE_NAME = "꿀단지 배지.png";

const Page = styled("div", { flex: 1, display: "flex", flexDirection: "column", backgroundColor: "$white" });
const Main = styled("main", { flex: 1, display: "flex", flexDirection: "column", gap: "$4", padding: "$2 $5 $6" });

// The part saved as an image: a cream card with a title line and the grid.
const Board = styled("section", {
  padding: "$5 $4 $6",
  borderRadius: "$xl",
  backgroundColor: "$cream",
  border: "1px solid $creamDeep", // a border, not an inset shadow: html2canvas draws those as a wide band
  "@narrow": { padding: "$4 $3 $5" },
});

const BoardHead = styled("div", { display: "flex", alignItems: "center", gap: "$3", marginBottom: "$5" });
const BoardTitle = styled("h2", { fontSize: "$lg", fontWeight: "$bold", lineHeight: "$tight" });
const Summary = styled("p", {
  height: "1.3125rem", // one line of $sm text, loaded or not
  marginTop: "2px",
  fontSize: "$sm",
  color: "$textSub",
  "& strong": { color: "$honeyDark" },
});

const Hint = styled("p", { fontSize: "$xs", color: "$textMuted", textAlign: "center" });

const Failure = styled("div", {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "$3",
  minHeight: "320px",
  textAlign: "center",
  color: "$textSub",
});

export function BadgePage() {
  const badges = useQuery(badgeQueries.list());
  const boardRef = useRef<HTMLElement>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  const list = badges.data;
  const earned = list?.filter((badge) => badge.completedDate !== null).length ?? 0;
  const selected = openIndex === null ? undefined : list?.[openIndex];

  const image = useSaveAsImage({
    fileName: BADGE_IMAGE_FILE_NAME,
    alt: list ? `나의 꿀단지 배지: ${list.length}개 중 ${earned}개 획득` : "나의 꿀단지 배지",
  });

  return (
    <Page>
      <PageHeader left={<BackButton />} title="배지" />
      <Main>
        {badges.isError ? (
          <Failure role="alert">
            <img src="/images/logo.svg" alt="" width={72} height={72} />
            <p>배지를 불러오지 못했어요.</p>
            <Button variant="secondary" onClick={() => void badges.refetch()}>
              다시 시도
            </Button>
          </Failure>
        ) : (
          <>
            <Board ref={boardRef} aria-labelledby="badge-board-title" aria-busy={badges.isPending || undefined}>
              <BoardHead>
                <img src="/images/logo.svg" alt="" width={44} height={44} />
                <div>
                  <BoardTitle id="badge-board-title">나의 꿀단지 배지</BoardTitle>
                  <Summary>
                    {list && (
                      <>
                        {`${list.length}개 중 `}
                        <strong>{`${earned}개`}</strong>
                        {" 획득"}
                      </>
                    )}
                  </Summary>
                </div>
              </BoardHead>
              {list ? (
                <BadgeGrid badges={list} openIndex={openIndex} onOpen={setOpenIndex} />
              ) : (
                <div role="status">
                  <VisuallyHidden>배지를 불러오는 중이에요</VisuallyHidden>
                  <BadgeGridSkeleton />
                </div>
              )}
            </Board>
            <Hint>배지를 누르면 설명을 볼 수 있어요.</Hint>
            <SaveImageButton image={image} target={boardRef} disabled={!list} fullWidth variant="primary" />
          </>
        )}
      </Main>
      <BadgeDetailModal badge={selected} onClose={() => setOpenIndex(null)} />
      {image.viewer}
    </Page>
  );
}
