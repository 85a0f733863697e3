// 'Stamps received in this group' (SPEC §2): a row of stamp cards, count here over count in all of
// the member's groups, with an info tooltip. Loading and failure keep the row's height. A stamp the
// member never received anywhere has no card ('0/0' says nothing), and a group that holds no received
// praise (only sent, or none yet) says so in words instead of a row of zeros.
import type { ReactNode } from "react";
import type { StampCard as StampCardData } from "../../api/praise";
import { Button } from "../../ui/button";
import { STAMPS_LOAD_FAILED, STAMPS_LOADING } from "../../ui/jar-words";
import { Spinner } from "../../ui/spinner";
import { StampCard } from "../../ui/stamp-card";
import { styled } from "../../ui/theme";
import { Tooltip } from "../../ui/tooltip";
import { VisuallyHidden } from "../../ui/visually-hidden";

export const RECEIVED_STAMPS_TITLE = "이 그룹에서 받은 꿀도장";
export const NO_RECEIVED_STAMPS = "아직 이 그룹에서 받은 꿀도장이 없어요";
export const NO_RECEIVED_STAMPS_HINT = "받은 꿀을 이 그룹에 담으면 꿀도장이 여기에 모여요.";

const Section = styled("section", { display: "flex", flexDirection: "column", gap: "$2" });
const TitleRow = styled("div", {
  display: "flex",
  alignItems: "center",
  gap: "2px",
  padding: "0 $5",
  minHeight: "40px",
});
const Title = styled("h2", { fontSize: "$md", fontWeight: "$bold" });

// Cards are 136 px tall; the row keeps that height in every state so nothing below moves.
const ROW_HEIGHT = "136px";

const Row = styled("ul", {
  listStyle: "none",
  margin: 0,
  display: "flex",
  gap: "$2",
  minHeight: ROW_HEIGHT,
  padding: "0 $5 $1",
  overflowX: "auto",
  scrollSnapType: "x proximity",
  scrollPaddingInline: "$5",
  scrollbarWidth: "none",
  "&::-webkit-scrollbar": { display: "none" },
  "& > li": { flexShrink: 0, scrollSnapAlign: "start" },
  "& > li > *": { height: "100%" },
});

const Placeholder = styled("div", {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "$3",
  minHeight: ROW_HEIGHT,
  margin: "0 $5",
  borderRadius: "$lg",
  backgroundColor: "rgba(255, 255, 255, 0.6)",
  color: "$textSub",
  fontSize: "$sm",
  variants: {
    empty: {
      true: {
        flexDirection: "column",
        gap: "$1",
        padding: "$4",
        textAlign: "center",
        wordBreak: "keep-all",
        "& strong": { color: "$text", fontSize: "$md" },
      },
    },
  },
});

export function ReceivedStamps({
  cards,
  failed,
  onRetry,
}: {
  cards: StampCardData[] | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  let body: ReactNode;
  if (failed) {
    body = (
      <Placeholder>
        <p role="alert">{STAMPS_LOAD_FAILED}</p>
        <Button variant="secondary" onClick={onRetry}>
          다시 시도
        </Button>
      </Placeholder>
    );
  } else if (!cards) {
    body = (
      <Placeholder role="status">
        <Spinner />
        <VisuallyHidden>{STAMPS_LOADING}</VisuallyHidden>
      </Placeholder>
    );
  } else if (!cards.some((card) => card.count > 0)) {
    body = (
      <Placeholder empty>
        <strong>{NO_RECEIVED_STAMPS}</strong>
        <p>{NO_RECEIVED_STAMPS_HINT}</p>
      </Placeholder>
    );
  } else {
    body = (
      <Row aria-label={RECEIVED_STAMPS_TITLE} tabIndex={0}>
        {cards
          .filter((card) => card.totalCount > 0)
          .map((card) => (
            <li key={card.stampName}>
              <StampCard
                imageUrl={card.imageUrl}
                stampName={card.stampName}
                count={card.count}
                totalCount={card.totalCount}
              />
            </li>
          ))}
      </Row>
    );
  }
  return (
    <Section aria-labelledby="received-stamps-title">
      <TitleRow>
        <Title id="received-stamps-title">{RECEIVED_STAMPS_TITLE}</Title>
        <Tooltip label="꿀도장 개수 안내">
          이 그룹에서 받은 꿀도장 수 / 내 모든 그룹에서 받은 꿀도장 수예요. 많이 받은 꿀도장부터 보여드려요.
        </Tooltip>
      </TitleRow>
      {body}
    </Section>
  );
}
